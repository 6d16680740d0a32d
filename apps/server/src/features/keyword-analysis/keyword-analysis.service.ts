import {
  kstDate,
  type RelatedAnswer,
  TREND_MAX_KEYWORDS,
  type TrendAnswer,
  trendDateProblem,
  type TrendsQuery,
  uniqueKeywords,
} from '@seller/shared';
import type { AnswerCache } from '../../lib/answer-cache';
import { AppError } from '../../lib/app-error';
import {
  buildRelatedAnswer,
  providerFailure,
  relatedCacheKey,
  trendCacheKey,
  trendRequest,
} from './keyword-analysis.domain';
import type { KeywordStatsPort, KeywordTrendPort, ShopOverviewPort } from './keyword-analysis.ports';

export interface KeywordAnalysisDeps {
  cache: AnswerCache;
  now: () => Date;
  keywordStats: KeywordStatsPort;
  trends: KeywordTrendPort;
  shop: ShopOverviewPort;
  /** Provider failures are logged here; the member sees a Korean message. */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Keyword analysis (spec 02 §2.8): search volume, clicks, competition and related keywords from the
 * Search Ad keyword tool, the product count and category ratio from the shopping search, and the
 * DataLab trend. Answers are kept per keyword per Korea day (answer_cache).
 */
export function createKeywordAnalysisService(deps: KeywordAnalysisDeps) {
  const fail = (what: string, err: unknown, code: Parameters<typeof providerFailure>[1]): never => {
    if (err instanceof AppError) throw err;
    deps.warn?.(`${what} failed`, { error: err instanceof Error ? err.message : String(err) });
    throw new AppError(providerFailure(err, code));
  };

  return {
    async related(hintKeywords: string[]): Promise<RelatedAnswer> {
      const hints = uniqueKeywords(hintKeywords);
      if (!hints.length) throw new AppError('KEYWORD_REQUIRED');
      if (hints.length > TREND_MAX_KEYWORDS) throw new AppError('TREND_KEYWORD_LIMIT');
      const keyword = hints[0]!;
      const { answer } = await deps.cache
        .getOrLoad('keyword-related', relatedCacheKey(hints), async () => {
          const [stats, shop] = await Promise.all([
            deps.keywordStats.keywordTool(hints),
            deps.shop.overview(keyword),
          ]);
          const at = deps.now();
          return buildRelatedAnswer({ keyword, stats, shop, day: kstDate(at), fetchedAt: at.toISOString() });
        })
        .catch((err: unknown) => fail('keyword related', err, 'KEYWORD_DATA_UNAVAILABLE'));
      return answer;
    },

    async trends(query: TrendsQuery): Promise<TrendAnswer> {
      const keywords = uniqueKeywords(query.keywords);
      if (!keywords.length) throw new AppError('KEYWORD_REQUIRED');
      if (keywords.length > TREND_MAX_KEYWORDS) throw new AppError('TREND_KEYWORD_LIMIT');
      const q = { ...query, keywords };
      if (trendDateProblem(q, kstDate(deps.now()))) throw new AppError('TREND_RANGE_INVALID');
      const { answer } = await deps.cache
        .getOrLoad('keyword-trend', trendCacheKey(q), async () => {
          const r = await deps.trends.searchTrend(trendRequest(q));
          const at = deps.now();
          return {
            startDate: q.startDate,
            endDate: q.endDate,
            timeUnit: q.timeUnit,
            results: r.results.map((g) => ({ title: g.title, keywords: g.keywords, data: g.data })),
            day: kstDate(at),
            fetchedAt: at.toISOString(),
          } satisfies TrendAnswer;
        })
        .catch((err: unknown) => fail('keyword trend', err, 'TREND_UNAVAILABLE'));
      return answer;
    },
  };
}

export type KeywordAnalysisService = ReturnType<typeof createKeywordAnalysisService>;
