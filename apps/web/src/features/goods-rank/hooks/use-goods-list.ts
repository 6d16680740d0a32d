import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type GoodsListState, fetchGoodsList } from '../api/goods-rank-api';
import { pollInterval } from '../model/view-model';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The tracked-goods list; polls every 3 s while a keyword's first rank check is running (not for a
 * pending product look-up, which may never finish).
 */
export function useGoodsList() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.goods.list,
    // With the held copy's ETag: while nothing changed the server answers 304 and no list.
    queryFn: () => fetchGoodsList(queryClient.getQueryData<GoodsListState>(queryKeys.goods.list)),
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
