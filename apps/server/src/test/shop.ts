/** Shopping-search fakes for tests that give the rank engine a list of their own. */
import type { ProviderMeter } from '../lib/provider-usage/port';
import type { ShopPage, ShopSearchPort, ShopSourceProfile } from '../features/goods-rank/goods-rank.ports';

/** Pages of 100 down to slot 1,000, each costing only its slots (as SearchApi's pages do), $0.004 each. */
export const TEST_SHOP_PROFILE: ShopSourceProfile = {
  source: 'searchapi',
  label: 'searchapi:naver_shopping',
  surface: 'plus-store',
  device: 'pc',
  pageSize: 100,
  maxDepth: 1000,
  resumable: true,
  pricing: { model: 'per-request', currency: 'USD', microsPerRequest: 4_000 },
};

export const fakeShop = (
  search: ShopSearchPort['search'],
  profile: Partial<ShopSourceProfile> = {},
): ShopSearchPort => ({ profile: { ...TEST_SHOP_PROFILE, ...profile }, search });

/** A shopping search that finds nothing. */
export const emptyShop: ShopSearchPort = fakeShop(async (): Promise<ShopPage> => ({ total: 0, items: [] }));

/**
 * A meter that counts nothing, for tests that build the ports outside an app (the app's own
 * meter counts in its database; provider-usage and budget tests go through it).
 */
export const freeMeter: ProviderMeter = {
  begin: async () => ({ end: async () => {} }),
};
