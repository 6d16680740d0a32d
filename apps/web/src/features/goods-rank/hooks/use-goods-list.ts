import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchGoodsList } from '../api/goods-rank-api';
import { pollInterval } from '../model/view-model';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The tracked-goods list; polls every 3 s while a keyword's first rank check is running (not for a
 * pending product look-up, which may never finish).
 */
export function useGoodsList() {
  return useQuery({
    queryKey: queryKeys.goods.list,
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
        queryClient.invalidateQueries({ queryKey: queryKeys.goods.list }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coins.all }),
      ]),
    [queryClient],
  );
}
