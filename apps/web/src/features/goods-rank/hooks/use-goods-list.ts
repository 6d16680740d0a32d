import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COINS_KEY, fetchGoodsList, GOODS_LIST_KEY } from '../api/goods-rank-api';
import { pollInterval } from '../model/view-model';

/**
 * The tracked-goods list; polls every 3 s while a keyword's first rank check is running (not for a
 * pending product look-up, which may never finish).
 */
export function useGoodsList() {
  return useQuery({
    queryKey: GOODS_LIST_KEY,
    queryFn: fetchGoodsList,
    refetchInterval: (query) => pollInterval(query.state.data),
    staleTime: 10_000,
  });
}

/** After any change: reload the list and the header's coin balance. */
export function useRefreshGoods() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GOODS_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: COINS_KEY }),
      ]),
    [queryClient],
  );
}
