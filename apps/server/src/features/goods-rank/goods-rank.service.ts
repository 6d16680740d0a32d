import { type GoodsRankDeps, createGoodsContext } from './goods-rank.context';
import { goodsEdits } from './goods-rank.edits';
import { goodsKeywords } from './goods-rank.keywords';
import { goodsReading } from './goods-rank.list';
import { goodsRegistration } from './goods-rank.register';
import { goodsRenewal } from './goods-rank.renewal';

export type { GoodsRankDeps } from './goods-rank.context';

/**
 * Tracked products (spec 02 §2–5), one file per use case (issue 38 §4): reading the list and
 * histories, registering, keywords, the member's edits, renewal and quotes. They share one
 * context (goods-rank.context.ts); the routes, jobs and other features see one service.
 */
export function createGoodsRankService(deps: GoodsRankDeps) {
  const ctx = createGoodsContext(deps);
  return {
    ...goodsReading(ctx),
    ...goodsRegistration(ctx),
    ...goodsKeywords(ctx),
    ...goodsEdits(ctx),
    ...goodsRenewal(ctx),
  };
}

export type GoodsRankService = ReturnType<typeof createGoodsRankService>;
