/**
 * Keyword analysis (spec 02 §2.8, §7): the Search Ad keyword tool's volumes with the shopping
 * search's count and categories, and the DataLab trend. Members only; the server adds a
 * per-address request limit on top of the per-day answer cache.
 */
import { relatedAnswer, relatedQuery, trendAnswer, trendsQuery } from '../schemas/keyword-analysis';
import { contract } from './contract';

export const keywordAnalysisContract = {
  related: contract({
    method: 'GET',
    path: '/api/naver/keyword/related',
    access: 'member',
    query: relatedQuery,
    answer: relatedAnswer,
    errors: ['KEYWORD_REQUIRED', 'TREND_KEYWORD_LIMIT', 'KEYWORD_DATA_UNAVAILABLE', 'KEYWORD_DATA_BUSY'],
    summary: 'Search volume, clicks, competition and related keywords, with the product count',
  }),
  trends: contract({
    method: 'GET',
    path: '/api/naver/keyword/trends',
    access: 'member',
    query: trendsQuery,
    answer: trendAnswer,
    errors: [
      'KEYWORD_REQUIRED',
      'TREND_KEYWORD_LIMIT',
      'TREND_RANGE_INVALID',
      'TREND_UNAVAILABLE',
      'KEYWORD_DATA_BUSY',
    ],
    summary: "The keywords' search trend over the period (DataLab)",
  }),
} as const;
