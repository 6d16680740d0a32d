import { z } from './zod';
import { ko } from '../messages/ko';

/**
 * Wire contract of keyword analysis (spec 02 §3 keyword data and trend result, §7
 * `GET /api/naver/keyword/related`, `GET /api/naver/keyword/trends`). The calls send no user
 * (spec 02 §6); the server still requires a session because every look costs provider quota.
 */

const k = () => ko.keywordAnalysisUi;

/** One text, or the same parameter repeated; commas separate keywords inside a text. */
const keywordList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

export const relatedQuery = z.object({
  hintKeywords: keywordList.pipe(
    z
      .array(z.string().max(50, { error: () => k().keywordTooLong }))
      .min(1, { error: () => k().enterKeyword })
      .max(5, { error: () => k().compareLimit }),
  ),
});
export type RelatedQuery = z.infer<typeof relatedQuery>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => k().dateInvalid });

export const trendsQuery = z.object({
  startDate: isoDate,
  endDate: isoDate,
  timeUnit: z.enum(['date', 'week', 'month']).default('month'),
  keywords: keywordList.pipe(
    z
      .array(z.string().max(50, { error: () => k().keywordTooLong }))
      .min(1, { error: () => k().enterKeyword }),
  ),
});
export type TrendsQuery = z.infer<typeof trendsQuery>;

export const competitionLevel = z.enum(['low', 'mid', 'high']);
export type CompetitionLevel = z.infer<typeof competitionLevel>;

/** Keyword data of spec 02 §3, with counts under 10 already shown as 0. */
export const keywordDataRow = z.object({
  relKeyword: z.string(),
  monthlyPcQcCnt: z.number(),
  monthlyMobileQcCnt: z.number(),
  /** PC + mobile of the shown counts. */
  monthlyTotalQcCnt: z.number(),
  monthlyAvePcClkCnt: z.number(),
  monthlyAveMobileClkCnt: z.number(),
  /** As Naver labels it (낮음/중간/높음), '' when absent. */
  compIdx: z.string(),
  compLevel: competitionLevel.nullable(),
  /** Naver answered "< 10" for this count (shown as 0). */
  pcQcUnder10: z.boolean(),
  mobileQcUnder10: z.boolean(),
});
export type KeywordDataRow = z.infer<typeof keywordDataRow>;

export const categoryShare = z.object({
  /** Category path joined with ' > ', '' when the product has none. */
  category: z.string(),
  count: z.number(),
  /** Share of the sampled products, 0–1 (4 decimals). */
  ratio: z.number(),
});
export type CategoryShare = z.infer<typeof categoryShare>;

/** `GET /api/naver/keyword/related?hintKeywords=` */
export const relatedAnswer = z.object({
  /** The analysed keyword (the first hint). */
  keyword: z.string(),
  /** The hint keywords' rows first, then related keywords. */
  relatedKeyword: z.array(keywordDataRow),
  /**
   * The shopping search's total: the product count; null when the shopping source gives no count
   * (the screen says 확인 불가, never 0).
   */
  itemsTotal: z.number().nullable(),
  /** The analysed keyword's own row; null when the ad system does not know the keyword. */
  topKeyword: keywordDataRow.nullable(),
  /** itemsTotal ÷ topKeyword's total searches, 2 decimals; null when there is nothing to divide by. */
  competitionRate: z.number().nullable(),
  /** Category shares of the top products of the shopping search, largest first. */
  categoryRatio: z.array(categoryShare),
  /** How many products the category shares are taken from (up to 100). */
  sampleSize: z.number(),
  /** The Korea day the answer is kept for, and when it was fetched from the providers. */
  day: z.string(),
  fetchedAt: z.string(),
});
export type RelatedAnswer = z.infer<typeof relatedAnswer>;

const point = z.object({
  period: z.string(),
  ratio: z.number(),
});

export const trendSeries = z.object({
  title: z.string(),
  keywords: z.array(z.string()),
  data: z.array(point),
});
export type TrendSeries = z.infer<typeof trendSeries>;

/** `GET /api/naver/keyword/trends` */
export const trendAnswer = z.object({
  startDate: z.string(),
  endDate: z.string(),
  timeUnit: z.enum(['date', 'week', 'month']),
  /** One per keyword, in the order asked; ratio is relative to the request's maximum (100). */
  results: z.array(trendSeries),
  day: z.string(),
  fetchedAt: z.string(),
});
export type TrendAnswer = z.infer<typeof trendAnswer>;
