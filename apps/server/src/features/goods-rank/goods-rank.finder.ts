import { FINDER_SLOTS, type FinderEntry, normalizeKeyword } from '@seller/shared';
import type { AnswerCache } from '../../lib/answer-cache';
import { AppError } from '../../lib/app-error';
import type { ShopItem, ShopSearchPort } from './goods-rank.ports';

export interface GoodsFinderDeps {
  shop: ShopSearchPort;
  /** Answers kept per keyword and Korea day: a repeat the same day is no second provider call. */
  cache: AnswerCache;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * One listed product as the finder shows it: its organic rank (null for an ad), and the number
 * that registers it — a catalogue by its MID, a store item by its product number. A row without
 * either cannot be registered from here (the screen says so).
 */
function finderEntries(items: readonly ShopItem[]): FinderEntry[] {
  let organic = 0;
  return items.map((item) => {
    const isAd = item.isAd === true;
    if (!isAd) organic += 1;
    const [type, number] = item.isCatalog
      ? (['midNum', item.productId] as const)
      : item.mallProductId
        ? (['prodNum', item.mallProductId] as const)
        : (['midNum', item.productId] as const);
    return {
      rank: isAd ? null : organic,
      isAd,
      isCatalog: item.isCatalog,
      type: number ? type : null,
      number: number ?? null,
      title: item.title,
      mallName: item.isCatalog ? null : item.mallName,
      image: item.image,
      price: item.lprice,
    };
  });
}

/**
 * "키워드로 내 상품 찾기" (issue 39 §1): the first page of the shopping search for a keyword, so a
 * seller who does not know a product number can pick theirs. It is a provider call (metered and
 * under the source's daily budget like a rank check, lib/provider-usage); members are not charged
 * coins for it, the answer is kept for the Korea day per keyword, and the route is rate limited.
 */
export function createGoodsFinder(deps: GoodsFinderDeps) {
  return {
    async search(keyword: string) {
      const norm = normalizeKeyword(keyword);
      if (!norm) throw new AppError('KEYWORD_REQUIRED');
      const { answer, cached, day } = await deps.cache
        .getOrLoad('goods-finder', norm, async () => {
          const page = await deps.shop.search(norm, { start: 1, display: FINDER_SLOTS });
          return finderEntries(page.items.slice(0, FINDER_SLOTS));
        })
        .catch((err: unknown) => {
          if (err instanceof AppError) throw err;
          deps.warn?.('goods finder search failed', {
            error: err instanceof Error ? err.message : String(err),
          });
          throw new AppError('GOODS_FINDER_UNAVAILABLE');
        });
      return { keyword: keyword.trim(), entries: answer, day, cached, surface: deps.shop.profile.surface };
    },
  };
}

export type GoodsFinder = ReturnType<typeof createGoodsFinder>;
