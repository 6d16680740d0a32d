import type { RankingPeriod } from '@seller/shared/schemas/ranking-board';
import { call } from '../../../lib/api-call';

/** The ranking board through the server's ranking service port (spec 02 §7). */

export const fetchKeywordBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  call('GET', '/api/ranking/rankup', { query: { period } }, { signal });
export const fetchProductBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  call('GET', '/api/ranking/sellrank', { query: { period } }, { signal });
export const fetchBrandBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  call('GET', '/api/ranking/brandrank', { query: { period } }, { signal });
