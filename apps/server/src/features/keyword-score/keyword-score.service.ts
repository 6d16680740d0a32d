import {
  kstDate,
  type ScoreProduct,
  type ScoreSearchAnswer,
  type ScoreUsage,
  scoreSearchLimit,
  type SessionUser,
} from '@seller/shared';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { AppError } from '../../lib/app-error';
import { builtinScores, fromService, scoreCacheKey, usageOf } from './keyword-score.domain';
import type { ScoreServicePort, ScoreShopPort } from './keyword-score.ports';
import { consumeSearch, recordSearch, usedOn } from './keyword-score.repository';

export interface KeywordScoreDeps {
  db: Db;
  cache: AnswerCache;
  now: () => Date;
  /** The external score service; when not configured the built-in model over `shop` is used. */
  scoreService: ScoreServicePort;
  shop: ScoreShopPort;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

type Member = Pick<SessionUser, 'mbrSn' | 'mbrAtrbCd' | 'psitnGrpcoSn' | 'psitnGrpcoCd'>;

const TOP = 100;

/**
 * Keyword score check (spec 02 §2.2, §4, §6). Every member may search within a daily allowance
 * (200 a Korea day, 500 for MNGR_MBR and MNPY_MBR); the screen itself is for managers and agency
 * members. The count rises only when a search found products, in the same transaction that
 * records the search, by a conditional update that cannot pass the limit.
 */
export function createKeywordScoreService(deps: KeywordScoreDeps) {
  const source = (): 'service' | 'builtin' => (deps.scoreService.configured ? 'service' : 'builtin');

  async function lookUp(keyword: string): Promise<ScoreProduct[]> {
    const from = source();
    const { answer } = await deps.cache.getOrLoad<ScoreProduct[]>(
      `score-${from}`,
      scoreCacheKey(keyword),
      async () =>
        from === 'service'
          ? (await deps.scoreService.search(keyword)).products.map(fromService)
          : builtinScores(keyword, await deps.shop.top(keyword, TOP)),
    );
    return answer;
  }

  return {
    /** jisuCheckLimitOfViews (and jisuCheckIncrement, which cannot change the count). */
    async usage(member: Member): Promise<ScoreUsage> {
      const day = kstDate(deps.now());
      const used = await usedOn(deps.db, member.mbrSn, day);
      return usageOf(member, used, scoreSearchLimit(member.mbrAtrbCd), day);
    },

    async search(member: Member, rawKeyword: string): Promise<ScoreSearchAnswer> {
      const keyword = rawKeyword.trim().replace(/\s+/g, ' ');
      if (!keyword) throw new AppError('KEYWORD_REQUIRED');
      const day = kstDate(deps.now());
      const limit = scoreSearchLimit(member.mbrAtrbCd);
      // Checked before the provider call so a member at the limit costs nothing; the
      // conditional update below is what actually holds the limit under concurrency.
      if ((await usedOn(deps.db, member.mbrSn, day)) >= limit) throw new AppError('SCORE_LIMIT_REACHED');

      let products: ScoreProduct[];
      try {
        products = await lookUp(keyword);
      } catch (err) {
        deps.warn?.('score search failed', {
          source: source(),
          error: err instanceof Error ? err.message : String(err),
        });
        throw new AppError('SCORE_SEARCH_FAILED');
      }

      if (!products.length) {
        const used = await usedOn(deps.db, member.mbrSn, day);
        return {
          searchKeyword: keyword,
          products,
          source: source(),
          usage: usageOf(member, used, limit, day),
        };
      }
      const used = await deps.db.transaction(async (tx) => {
        const count = await consumeSearch(tx, member.mbrSn, day, limit);
        if (count === null) return null;
        await recordSearch(tx, {
          mbrSn: member.mbrSn,
          day,
          keyword,
          productCount: products.length,
          source: source(),
        });
        return count;
      });
      if (used === null) throw new AppError('SCORE_LIMIT_REACHED');
      return { searchKeyword: keyword, products, source: source(), usage: usageOf(member, used, limit, day) };
    },
  };
}

export type KeywordScoreService = ReturnType<typeof createKeywordScoreService>;
