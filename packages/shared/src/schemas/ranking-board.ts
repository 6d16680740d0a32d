import { z } from './zod';

/**
 * Wire contract of the ranking board (spec 02 §2.7, §7): best keywords, most viewed and most
 * purchased products, popular brands; daily (P1D) or weekly (P7D).
 *   GET /api/ranking/rankup?period     → KeywordBoardAnswer
 *   GET /api/ranking/sellrank?period   → ProductBoardAnswer (most viewed and most purchased)
 *   GET /api/ranking/brandrank?period  → BrandBoardAnswer
 */

export const RANKING_PERIODS = ['P1D', 'P7D'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

export const rankingQuery = z.object({ period: z.enum(RANKING_PERIODS).default('P1D') });

/** Previous rank minus current: positive moved up, 0 unchanged, null new on the board. */
export type BoardRankChange = number | null;

export interface RankedKeyword {
  rank: number;
  keyword: string;
  change: BoardRankChange;
}

export interface RankedBrand {
  rank: number;
  brand: string;
  category: string;
  change: BoardRankChange;
}

export interface RankedProduct {
  rank: number;
  productId: string;
  title: string;
  imageUrl: string;
  price: number;
  mallName: string;
  category: string;
}

interface BoardMeta {
  period: RankingPeriod;
  /** The Korea date the board is for, as the service states it. */
  date: string | null;
  /** When the server fetched it (answers are kept for the Korea day). */
  fetchedAt: string;
}

export interface KeywordBoardAnswer extends BoardMeta {
  keywords: RankedKeyword[];
}
export interface BrandBoardAnswer extends BoardMeta {
  brands: RankedBrand[];
}
export interface ProductBoardAnswer extends BoardMeta {
  mostViewed: RankedProduct[];
  mostPurchased: RankedProduct[];
}
