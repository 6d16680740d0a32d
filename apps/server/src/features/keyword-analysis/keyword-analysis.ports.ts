/** What keyword analysis needs from the outside; src/ports.ts maps the Naver adapters onto these. */
import type { NaverDataLabPort } from '../../adapters/naver-datalab/port';
import type { NaverSearchAdPort } from '../../adapters/naver-searchad/port';

export type { KeywordStat } from '../../adapters/naver-searchad/port';
export type { TrendRequest } from '../../adapters/naver-datalab/port';

/** Search Ad keyword tool: hint keywords first, then related ones; counts under 10 flagged. */
export type KeywordStatsPort = Pick<NaverSearchAdPort, 'keywordTool'>;

/** DataLab search trend. */
export type KeywordTrendPort = Pick<NaverDataLabPort, 'searchTrend'>;

/**
 * The shopping search's first page: its total (the product count; null when the source gives
 * none, shown as 확인 불가, never 0) and each organic product's category path.
 */
export interface ShopOverviewPort {
  overview(keyword: string): Promise<{ total: number | null; categories: string[][] }>;
}
