/** What the keyword score check needs from the outside; app.ts and src/ports.ts wire the adapters in. */
import type { KeywordScorePort } from '../../adapters/keyword-score';

export type { KeywordScoreProduct } from '../../adapters/keyword-score';

/** The external score service (`POST /api/search`); `configured` is false when none is set up. */
export type ScoreServicePort = Pick<KeywordScorePort, 'configured' | 'search'>;

/** A shopping-search row, as the built-in model reads it. */
export interface ScoreShopItem {
  /** Shopping product id (nvMid); Naver hands these out in registration order. */
  productId: string;
  /** Store product number of a smart-store item, else null. */
  mallProductId: string | null;
  title: string;
  link: string;
  image: string;
  lprice: number | null;
  hprice: number | null;
  mallName: string;
  /** A price-comparison (catalogue) page. */
  isCatalog: boolean;
  brand: string;
  maker: string;
  categories: string[];
}

/** The first `count` (≤ 100) products of the shopping search in Naver's own order (relevance). */
export interface ScoreShopPort {
  top(keyword: string, count: number): Promise<ScoreShopItem[]>;
}
