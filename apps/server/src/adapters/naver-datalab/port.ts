/** Naver DataLab search trend (`POST /v1/datalab/search`): the port and its domain types. */

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

export interface TrendResult {
  startDate: string;
  endDate: string;
  timeUnit: TrendTimeUnit;
  /** One per group, in request order; `period` is the bucket's first day, ratio relative to the request's maximum (100). */
  results: { title: string; keywords: string[]; data: { period: string; ratio: number }[] }[];
}

export interface NaverDataLabPort {
  searchTrend(req: TrendRequest): Promise<TrendResult>;
}
