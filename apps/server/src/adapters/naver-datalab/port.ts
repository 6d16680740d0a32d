/**
 * Naver DataLab: the search trend (developer center `POST /v1/datalab/search`, NAVER API HUB
 * `POST /search-trend/v1/search`) and Shopping Insight's category and category-keyword trends
 * (`/v1/datalab/shopping/categories|category/keywords`, HUB `/shopping/v1/…`): the ports and their
 * domain types, the same on both platforms.
 */

export type TrendTimeUnit = 'date' | 'week' | 'month';

export interface TrendRequest {
  /** yyyy-mm-dd, 2016-01-01 or later. */
  startDate: string;
  endDate: string;
  timeUnit: TrendTimeUnit;
  /** 1–5 groups of 1–20 keywords. */
  keywordGroups: { groupName: string; keywords: string[] }[];
  device?: 'pc' | 'mo';
  gender?: 'm' | 'f';
  /** "1" (0–12) … "11" (60+). */
  ages?: string[];
}

/** One series per group, in request order; `period` is the bucket's first day, ratio relative to the request's maximum (100). */
export interface SeriesResult {
  startDate: string;
  endDate: string;
  timeUnit: TrendTimeUnit;
  /** `keywords`: the group's keywords, or for Shopping Insight its category ids or its keyword. */
  results: { title: string; keywords: string[]; data: { period: string; ratio: number }[] }[];
}

export type TrendResult = SeriesResult;

export interface NaverDataLabPort {
  searchTrend(req: TrendRequest): Promise<TrendResult>;
}

/** Shopping Insight's filters: from 2017-08-01, ages in decades "10" … "60". */
interface InsightPeriod {
  startDate: string;
  endDate: string;
  timeUnit: TrendTimeUnit;
  device?: 'pc' | 'mo';
  gender?: 'm' | 'f';
  ages?: string[];
}

/** Clicks in Naver Shopping of 1–3 categories, each `{name, param: [category id]}`. */
export interface CategoryTrendRequest extends InsightPeriod {
  category: { name: string; param: string[] }[];
}

/** Clicks of 1–5 keywords within one category, each `{name, param: [one keyword]}`. */
export interface CategoryKeywordTrendRequest extends InsightPeriod {
  category: string;
  keyword: { name: string; param: string[] }[];
}

export interface NaverShoppingInsightPort {
  categories(req: CategoryTrendRequest): Promise<SeriesResult>;
  categoryKeywords(req: CategoryKeywordTrendRequest): Promise<SeriesResult>;
}
