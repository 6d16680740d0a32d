import type { ScoreSearchAnswer, ScoreUsage } from '@seller/shared/schemas/keyword-score';
import { call } from '../../../lib/api-call';

/** Spec 02 §7: the score check calls; the member comes from the session cookie. */

export async function fetchUsage(): Promise<ScoreUsage> {
  return (await call('POST', '/api/naver/keyword/jisuCheckLimitOfViews', { body: {} })).result;
}

export function searchScores(keyword: string): Promise<ScoreSearchAnswer> {
  return call('POST', '/api/search', { body: { keyword } });
}
