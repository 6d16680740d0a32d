import type {
  BrandBoardAnswer,
  KeywordBoardAnswer,
  ProductBoardAnswer,
  RankingPeriod,
} from '@seller/shared/schemas/ranking-board';
import { api } from '../../../lib/api';

/** The ranking board through the server's ranking service port (spec 02 §7). */

export type BoardKind = 'rankup' | 'sellrank' | 'brandrank';

export const fetchKeywordBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  api.get<KeywordBoardAnswer>('/api/ranking/rankup', { period }, signal);
export const fetchProductBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  api.get<ProductBoardAnswer>('/api/ranking/sellrank', { period }, signal);
export const fetchBrandBoard = (period: RankingPeriod, signal?: AbortSignal) =>
  api.get<BrandBoardAnswer>('/api/ranking/brandrank', { period }, signal);
