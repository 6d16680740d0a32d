// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCoins } from '../features/auth';
import { useGoodsList, useRefreshGoods } from '../features/goods-rank/hooks/use-goods-list';
import { useRefreshPlaces, usePlaceView } from '../features/place-rank/hooks/use-place-view';
import { queryKeys } from './query-keys';

/**
 * Mounts the screens' own query hooks, then runs the refresh every mutation of the feature calls
 * when it settles: the invalidation must reach the very queries the hooks made (issue 26 §2).
 */
function mount(useQueries: () => void, useRefresh: () => () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(queryKeys.session, { mbrSn: 7 });
  const { result, unmount } = renderHook(
    () => {
      useQueries();
      return useRefresh();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    },
  );
  return { client, refresh: result.current, unmount };
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

describe('query keys: invalidations after a mutation match their queries', () => {
  it('goods: the refresh after a change reaches the tracked-goods list and the header balance', async () => {
    const { client, refresh } = mount(() => {
      useGoodsList();
      useCoins();
    }, useRefreshGoods);
    expect(invalidated(client)).toEqual([]);
    await refresh();
    expect(invalidated(client)).toEqual(
      expect.arrayContaining([queryKeys.goods.list, queryKeys.coins.of(7)]),
    );
    expect(client.getQueryState(queryKeys.session)?.isInvalidated).toBe(false);
  });

  it('place: the refresh after a change reaches the places view', async () => {
    const { client, refresh } = mount(() => void usePlaceView(), useRefreshPlaces);
    await refresh();
    expect(invalidated(client)).toEqual([queryKeys.place.view]);
  });

  it('every key of a feature starts with its prefix, so invalidating the prefix reaches it', () => {
    expect(queryKeys.goods.list.slice(0, 1)).toEqual(queryKeys.goods.all);
    expect(queryKeys.goods.history(1).slice(0, 1)).toEqual(queryKeys.goods.all);
    expect(queryKeys.place.view.slice(0, 1)).toEqual(queryKeys.place.all);
    expect(queryKeys.coins.of(3).slice(0, 1)).toEqual(queryKeys.coins.all);
    expect(queryKeys.notices.detail(2).slice(0, 1)).toEqual(queryKeys.notices.all);
    expect(queryKeys.rankAlerts.target('goods' as never, 1).slice(0, 1)).toEqual(queryKeys.rankAlerts.all);
    expect(queryKeys.admin.auditPage(1).slice(0, 2)).toEqual(queryKeys.admin.audit);
  });
});
