/**
 * Organic ranks of tracked products for one keyword, read from as few result pages as needed
 * (ARCHITECTURE §6): pages of 100 from start 1, stopping once every target is found, at
 * `maxRank`, or at the end of the results. Any failed page fails the whole check (it throws).
 */
import type { NaverShopPort, ShopItem } from './port';

export interface RankTarget {
  /** Caller's key for the result map (e.g. the tracked product's serial). */
  key: string;
  /** Catalogue id / shopping product id (midNo). */
  productId?: string | null;
  /** Smart-store product number (mallPid), matched against the number at the end of `link`. */
  mallProductId?: string | null;
}

interface RankHit {
  rank: number;
  item: ShopItem;
}

export interface RankScan {
  /** key → hit; a target missing here is outside `maxRank`. */
  found: Map<string, RankHit>;
  /** Result pages fetched. */
  pages: number;
  total: number;
}

function matches(t: RankTarget, item: ShopItem): boolean {
  if (t.productId && item.productId === t.productId) return true;
  return Boolean(t.mallProductId && item.mallProductId === t.mallProductId);
}

export async function findProductRanks(
  shop: NaverShopPort,
  keyword: string,
  targets: RankTarget[],
  opts: { maxRank?: number; pageSize?: number } = {},
): Promise<RankScan> {
  const maxRank = Math.min(opts.maxRank ?? 500, 1099);
  const pageSize = opts.pageSize ?? 100;
  const found = new Map<string, RankHit>();
  let pages = 0;
  let total = 0;
  for (let start = 1; start <= Math.min(maxRank, 1000) && found.size < targets.length; start += pageSize) {
    const display = Math.min(pageSize, maxRank - start + 1);
    const page = await shop.search({ query: keyword, start, display, sort: 'sim' });
    pages += 1;
    total = page.total;
    page.items.forEach((item, i) => {
      for (const t of targets)
        if (!found.has(t.key) && matches(t, item)) found.set(t.key, { rank: start + i, item });
    });
    if (page.items.length < display || start + display > page.total) break;
  }
  return { found, pages, total };
}
