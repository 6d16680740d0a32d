import type { RankingPeriod } from '@seller/shared/schemas/ranking-board';
import { answer, client } from '../../../lib/api-client';

/** The ranking board through the server's ranking service port (spec 02 §7). */

export const fetchKeywordBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  answer(client.GET('/api/ranking/rankup', { params: { query: { period } }, signal }));
export const fetchProductBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  answer(client.GET('/api/ranking/sellrank', { params: { query: { period } }, signal }));
export const fetchBrandBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  answer(client.GET('/api/ranking/brandrank', { params: { query: { period } }, signal }));
