import type { BrandBoardAnswer, KeywordBoardAnswer, ProductBoardAnswer, RankingPeriod } from '@seller/shared';
import type { AnswerCache } from '../../lib/answer-cache';
import { AppError } from '../../lib/app-error';
import type { RankingBoardPort } from './ranking-board.ports';

export interface RankingBoardDeps {
  cache: AnswerCache;
  now: () => Date;
  board: RankingBoardPort;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Ranking board (spec 02 §2.7): best keywords (rankup), most viewed and most purchased products
 * (sellrank) and popular brands (brandrank), daily P1D or weekly P7D. Each board is fetched once
 * per period per Korea day and kept in answer_cache; a failure shows a Korean message.
 */
export function createRankingBoardService(deps: RankingBoardDeps) {
  async function load<T extends object>(board: string, period: RankingPeriod, fetch: () => Promise<T>) {
    try {
      const { answer } = await deps.cache.getOrLoad(`ranking-${board}`, period, async () => ({
        ...(await fetch()),
        fetchedAt: deps.now().toISOString(),
      }));
      return answer;
    } catch (err) {
      deps.warn?.('ranking board failed', {
        board,
        period,
        error: err instanceof Error ? err.message : String(err),
      });
      throw new AppError('RANKING_UNAVAILABLE');
    }
  }

  return {
    keywords: (period: RankingPeriod): Promise<KeywordBoardAnswer> =>
      load('rankup', period, () => deps.board.rankup(period)),
    products: (period: RankingPeriod): Promise<ProductBoardAnswer> =>
      load('sellrank', period, () => deps.board.sellrank(period)),
    brands: (period: RankingPeriod): Promise<BrandBoardAnswer> =>
      load('brandrank', period, () => deps.board.brandrank(period)),
  };
}

export type RankingBoardService = ReturnType<typeof createRankingBoardService>;
