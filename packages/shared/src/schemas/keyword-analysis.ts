import { z } from './zod';
import { ko } from '../messages/ko';
import type { TrendUnit } from '../rules/keyword-analysis';

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

export type CompetitionLevel = 'low' | 'mid' | 'high';

/** Keyword data of spec 02 §3, with counts under 10 already shown as 0. */
export interface KeywordDataRow {
  relKeyword: string;
  monthlyPcQcCnt: number;
  monthlyMobileQcCnt: number;
  /** PC + mobile of the shown counts. */
  monthlyTotalQcCnt: number;
  monthlyAvePcClkCnt: number;
  monthlyAveMobileClkCnt: number;
  /** As Naver labels it (낮음/중간/높음), '' when absent. */
  compIdx: string;
  compLevel: CompetitionLevel | null;
  /** Naver answered "< 10" for this count (shown as 0). */
  pcQcUnder10: boolean;
  mobileQcUnder10: boolean;
}

export interface CategoryShare {
  /** Category path joined with ' > ', '' when the product has none. */
  category: string;
  count: number;
  /** Share of the sampled products, 0–1 (4 decimals). */
  ratio: number;
}

/** `GET /api/naver/keyword/related?hintKeywords=` */
export interface RelatedAnswer {
  /** The analysed keyword (the first hint). */
  keyword: string;
  /** The hint keywords' rows first, then related keywords. */
  relatedKeyword: KeywordDataRow[];
  /** The shopping search's total: the product count. */
  itemsTotal: number;
  /** The analysed keyword's own row; null when the ad system does not know the keyword. */
  topKeyword: KeywordDataRow | null;
  /** itemsTotal ÷ topKeyword's total searches, 2 decimals; null when there is nothing to divide by. */
  competitionRate: number | null;
  /** Category shares of the top products of the shopping search, largest first. */
  categoryRatio: CategoryShare[];
  /** How many products the category shares are taken from (up to 100). */
  sampleSize: number;
  /** The Korea day the answer is kept for, and when it was fetched from the providers. */
  day: string;
  fetchedAt: string;
}

export interface TrendSeries {
  title: string;
  keywords: string[];
  data: { period: string; ratio: number }[];
}

/** `GET /api/naver/keyword/trends` */
export interface TrendAnswer {
  startDate: string;
  endDate: string;
  timeUnit: TrendUnit;
  /** One per keyword, in the order asked; ratio is relative to the request's maximum (100). */
  results: TrendSeries[];
  day: string;
  fetchedAt: string;
}
