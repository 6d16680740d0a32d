import type { ScoreSearchAnswer, ScoreUsage } from '@seller/shared/schemas/keyword-score';
import { answer, client } from '../../../lib/api-client';

/** Spec 02 §7: the score check calls; the member comes from the session cookie. */

export async function fetchUsage(): Promise<ScoreUsage> {
  return (await answer(client.POST('/api/naver/keyword/jisuCheckLimitOfViews', { body: {} }))).result;
}

export function searchScores(keyword: string): Promise<ScoreSearchAnswer> {
  return answer(client.POST('/api/search', { body: { keyword } }));
}
