import type { RelatedAnswer, TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import type { TrendUnit } from '@seller/shared/rules/keyword-analysis';
import { answer, client } from '../../../lib/api-client';

/** Spec 02 §7: the keyword research calls (they send no user; the session cookie goes along). */

export function fetchRelated(keyword: string, signal?: AbortSignal): Promise<RelatedAnswer> {
  return answer(
    client.GET('/api/naver/keyword/related', { params: { query: { hintKeywords: keyword } }, signal }),
  );
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
  return answer(client.GET('/api/naver/keyword/trends', { params: { query }, signal }));
}
