import type { RelatedAnswer, TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import type { TrendUnit } from '@seller/shared/rules/keyword-analysis';
import { api } from '../../../lib/api';

/** Spec 02 §7: the keyword research calls (they send no user; the session cookie goes along). */

export function fetchRelated(keyword: string, signal?: AbortSignal): Promise<RelatedAnswer> {
  return api.get<RelatedAnswer>('/api/naver/keyword/related', { hintKeywords: keyword }, signal);
}

export interface TrendLook {
  startDate: string;
  endDate: string;
  timeUnit: TrendUnit;
  keywords: string[];
}

export function fetchTrends(q: TrendLook, signal?: AbortSignal): Promise<TrendAnswer> {
  return api.get<TrendAnswer>(
    '/api/naver/keyword/trends',
    { startDate: q.startDate, endDate: q.endDate, timeUnit: q.timeUnit, keywords: q.keywords.join(',') },
    signal,
  );
}
