import type { ScoreSearchAnswer, ScoreUsage, ScoreUsageAnswer } from '@seller/shared/schemas/keyword-score';
import { api } from '../../../lib/api';

/** Spec 02 §7: the score check calls; the member comes from the session cookie. */

export async function fetchUsage(): Promise<ScoreUsage> {
  return (await api.post<ScoreUsageAnswer>('/api/naver/keyword/jisuCheckLimitOfViews', {})).result;
}

export function searchScores(keyword: string): Promise<ScoreSearchAnswer> {
  return api.post<ScoreSearchAnswer>('/api/search', { keyword });
}
