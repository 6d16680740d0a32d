/**
 * Keyword analysis rules (spec 02 §2.8, §3, §5, §9), pure: keyword rows with the under-10 rule,
 * the analysed keyword's own row, the competition rate, the category ratio of the top products,
 * the DataLab request of a trend look and the cache keys.
 */
import {
  type CategoryShare,
  competitionRate,
  type ErrorCode,
  isErrorCode,
  type KeywordDataRow,
  type RelatedAnswer,
  shownCount,
  type TrendsQuery,
} from '@seller/shared';
import type { KeywordStat, TrendRequest } from './keyword-analysis.ports';

export function toKeywordRow(s: KeywordStat): KeywordDataRow {
  const pc = shownCount(s.monthlyPcQcCnt, s.pcQcUnder10);
  const mobile = shownCount(s.monthlyMobileQcCnt, s.mobileQcUnder10);
  return {
    relKeyword: s.relKeyword,
    monthlyPcQcCnt: pc,
    monthlyMobileQcCnt: mobile,
    monthlyTotalQcCnt: pc + mobile,
    monthlyAvePcClkCnt: s.monthlyAvePcClkCnt,
    monthlyAveMobileClkCnt: s.monthlyAveMobileClkCnt,
    compIdx: s.compIdxLabel,
    compLevel: s.compIdx,
    pcQcUnder10: s.pcQcUnder10 || s.monthlyPcQcCnt < 10,
    mobileQcUnder10: s.mobileQcUnder10 || s.monthlyMobileQcCnt < 10,
  };
}

/** How the keyword tool spells a keyword: no whitespace, English upper-cased. */
const adSpelling = (keyword: string): string => keyword.replace(/\s+/g, '').toUpperCase();

/** The analysed keyword's own row (the "top keyword"), or null when the ad system does not know it. */
export function topKeywordRow(rows: KeywordDataRow[], keyword: string): KeywordDataRow | null {
  const want = adSpelling(keyword);
  return rows.find((r) => adSpelling(r.relKeyword) === want) ?? null;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Category shares of the sampled products, largest first (ties by name); '' groups products without one. */
export function categoryRatio(paths: string[][]): CategoryShare[] {
  const counts = new Map<string, number>();
  for (const p of paths) {
    const name = p.filter(Boolean).join(' > ');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const n = paths.length;
  return [...counts]
    .map(([category, count]) => ({ category, count, ratio: n ? round4(count / n) : 0 }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

export function buildRelatedAnswer(input: {
  keyword: string;
  stats: KeywordStat[];
  shop: { total: number | null; categories: string[][] };
  day: string;
  fetchedAt: string;
}): RelatedAnswer {
  const rows = input.stats.map(toKeywordRow);
  const top = topKeywordRow(rows, input.keyword);
  return {
    keyword: input.keyword,
    relatedKeyword: rows,
    itemsTotal: input.shop.total,
    topKeyword: top,
    competitionRate:
      top && input.shop.total !== null ? competitionRate(input.shop.total, top.monthlyTotalQcCnt) : null,
    categoryRatio: categoryRatio(input.shop.categories),
    sampleSize: input.shop.categories.length,
    day: input.day,
    fetchedAt: input.fetchedAt,
  };
}

/** One DataLab group per keyword, named by it, so the chart can compare them. */
export function trendRequest(q: TrendsQuery): TrendRequest {
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    timeUnit: q.timeUnit,
    keywordGroups: q.keywords.map((k) => ({ groupName: k, keywords: [k] })),
  };
}

const keyPart = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export const relatedCacheKey = (hints: string[]): string => hints.map(keyPart).join(',');

export const trendCacheKey = (q: TrendsQuery): string =>
  [q.startDate, q.endDate, q.timeUnit, ...q.keywords.map(keyPart)].join('|');

/**
 * The error a provider failure turns into: one that names its own shared code keeps it (the Naver
 * developer center's end, which the operator must act on); a busy provider (429, quota) says so;
 * the rest is "unavailable".
 */
export function providerFailure(err: unknown, unavailable: ErrorCode): ErrorCode {
  const { kind, code } = (err ?? {}) as { kind?: unknown; code?: unknown };
  if (isErrorCode(code)) return code;
  return kind === 'rate-limited' ? 'KEYWORD_DATA_BUSY' : unavailable;
}
