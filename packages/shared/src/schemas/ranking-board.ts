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
const boardRankChange = z.number().nullable();
export type BoardRankChange = z.infer<typeof boardRankChange>;

export const rankedKeyword = z.object({ rank: z.number(), keyword: z.string(), change: boardRankChange });
export type RankedKeyword = z.infer<typeof rankedKeyword>;

export const rankedBrand = z.object({
  rank: z.number(),
  brand: z.string(),
  category: z.string(),
  change: boardRankChange,
});
export type RankedBrand = z.infer<typeof rankedBrand>;

export const rankedProduct = z.object({
  rank: z.number(),
  productId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  mallName: z.string(),
  category: z.string(),
});
export type RankedProduct = z.infer<typeof rankedProduct>;

const boardMeta = z.object({
  period: z.enum(RANKING_PERIODS),
  /** The Korea date the board is for, as the service states it. */
  date: z.string().nullable(),
  /** When the server fetched it (answers are kept for the Korea day). */
  fetchedAt: z.string(),
});

export const keywordBoardAnswer = boardMeta.extend({ keywords: z.array(rankedKeyword) });
export type KeywordBoardAnswer = z.infer<typeof keywordBoardAnswer>;
export const brandBoardAnswer = boardMeta.extend({ brands: z.array(rankedBrand) });
export type BrandBoardAnswer = z.infer<typeof brandBoardAnswer>;
export const productBoardAnswer = boardMeta.extend({
  mostViewed: z.array(rankedProduct),
  mostPurchased: z.array(rankedProduct),
});
export type ProductBoardAnswer = z.infer<typeof productBoardAnswer>;
