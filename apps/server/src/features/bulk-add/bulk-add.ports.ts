import type { ProductNumberType, SpendQuote } from '@seller/shared';
import type { DbOrTx } from '../../db/client';

/**
 * What the bulk add needs of the rank features, composed at app level from their services
 * (goods-rank, place-rank): the single add's look-ups and its registration in the caller's
 * transaction, so a bulk row is registered, charged and refused exactly as a single one.
 */

/** A looked-up product as goods-rank stores it (kept in the import between preview and confirm). */
export interface BulkProduct {
  midNo: string | null;
  mallPid: string | null;
  registeredBy: ProductNumberType;
  storeName: string | null;
  title: string | null;
  image: string | null;
  price: number | null;
  matchingModelMidNo: string | null;
  lookupStatus: string;
}

interface ProductNumbers {
  midNo: string | null;
  mallPid: string | null;
  matchingModelMidNo: string | null;
}

export interface GoodsBulkPort {
  /** Throws AppError with the single add's codes (not found, look-up unavailable, bad input). */
  resolveProduct(input: {
    type: ProductNumberType;
    currentInput: string;
  }): Promise<{ type: ProductNumberType; number: string; product: BulkProduct }>;
  trackedProductIds(memberId: number): Promise<ProductNumbers[]>;
  /** goods-rank's rule for "the same product" (store number, shopping id, matched catalogue). */
  sameProduct(a: ProductNumbers, b: ProductNumbers): boolean;
  /** The registration quote of `count` products for the member now. */
  quoteRegister(memberId: number, count: number): Promise<SpendQuote>;
  lockMemberForRegistration(tx: DbOrTx, memberId: number): Promise<void>;
  /** Refuses GOODS_DUPLICATE (nothing written) or INSUFFICIENT_COINS (the caller rolls back). */
  registerProductWithKeywords(
    tx: DbOrTx,
    memberId: number,
    item: { product: BulkProduct; keywords: readonly string[]; memo: string },
    start: Date,
  ): Promise<{ gdpSn: number; keywordNorms: string[]; coins: number; balance: number }>;
  checkKeywordsSoon(norms: readonly string[]): void;
}

/** A looked-up place as place-rank stores it. */
export interface BulkPlace {
  id: string;
  name: string;
  category: string;
  roadAddress: string;
  imageUrl: string | null;
  options: string[];
  visitorReviewScore: number | null;
  visitorReviewCount: number;
  blogCafeReviewCount: number;
  saveCount: number;
  microReview: string | null;
  isAd: boolean;
}

export interface PlacesBulkPort {
  /** Throws AppError PLACE_INFO_INVALID (no such place) or PLACE_LOOKUP_UNAVAILABLE. */
  resolvePlace(raw: string): Promise<{ placeId: string; place: BulkPlace }>;
  registrationSnapshot(memberId: number): Promise<{ placeIds: string[]; registeredToday: number }>;
  lockMemberForRegistration(tx: DbOrTx, memberId: number): Promise<void>;
  /** Refuses PLACE_LIMIT, PLACE_DAILY_LIMIT or PLACE_DUPLICATE before writing anything. */
  registerPlaceWithKeywords(
    tx: DbOrTx,
    memberId: number,
    item: { placeId: string; place: BulkPlace; keywords: readonly string[] },
    at: Date,
  ): Promise<{ plceSn: number; keywordNorms: string[] }>;
  checkKeywordsSoon(norms: readonly string[]): void;
}
