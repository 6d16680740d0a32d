import type { RelatedAnswer, TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import type { TrendUnit } from '@seller/shared/rules/keyword-analysis';
import { call } from '../../../lib/api-call';

/** Spec 02 §7: the keyword research calls (they send no user; the session cookie goes along). */

export function fetchRelated(keyword: string, signal?: AbortSignal): Promise<RelatedAnswer> {
  return call('GET', '/api/naver/keyword/related', { query: { hintKeywords: keyword } }, { signal });
}

export interface TrendLook {
  startDate: string;
  endDate: string;
  timeUnit: TrendUnit;
  keywords: string[];
}

export function fetchTrends(q: TrendLook, signal?: AbortSignal): Promise<TrendAnswer> {
  const query = {
    startDate: q.startDate,
    endDate: q.endDate,
    timeUnit: q.timeUnit,
    keywords: q.keywords.join(','),
  };
  return call('GET', '/api/naver/keyword/trends', { query }, { signal });
}
