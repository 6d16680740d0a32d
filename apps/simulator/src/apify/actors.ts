/**
 * The Naver Shopping actors the server ships mappings for
 * (apps/server/src/adapters/shopping-apify/mappings.ts), simulated over the market's shopping list.
 * Their Store pages document what they return but not their field names; these actors take and
 * give exactly what those mappings ASSUME, so the simulator checks the mappings' wiring, not the
 * real actors (docs/data-sources.md).
 */
import { type ShoppingSlot } from '../market/shopping-slots';
import { hash32 } from '../market/rng';

interface ActorPlan {
  keyword: string;
  /** Slots to read from the top. */
  slots: number;
  keepAds: boolean;
}

export interface SimActor {
  /** `username~actor-name`. */
  id: string;
  /** The list price per row, in micros of USD (what `maxTotalChargeUsd` buys). */
  microsPerRow: number;
  /** The run's plan, or why Apify refuses the input (400 invalid-input). */
  plan(input: Record<string, unknown>): ActorPlan | { error: string };
  /** One dataset row; `rank` counts the rows the run keeps. */
  row(s: ShoppingSlot, keyword: string, rank: number): Record<string, unknown>;
}

const PAGE = 40;
const intIn = (v: unknown, lo: number, hi: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const rating = (s: ShoppingSlot) =>
  s.product.reviewCount > 0 ? { rating: 4 + (hash32(`rating:${s.product.productId}`) % 11) / 10 } : {};
const categoryPath = (s: ShoppingSlot) => s.product.category.filter(Boolean).join('>');

const automly: SimActor = {
  id: 'automly~naver-shopping-scraper',
  microsPerRow: 2490,
  plan(input) {
    const keywords = input.keywords;
    if (
      !Array.isArray(keywords) ||
      keywords.length === 0 ||
      !keywords.every((k) => typeof k === 'string' && k.trim())
    )
      return { error: 'Input is not valid: Field input.keywords must be a non-empty array of strings' };
    const max = input.maxProductsPerKeyword ?? 100;
    if (!intIn(max, 1, 5000))
      return {
        error: 'Input is not valid: Field input.maxProductsPerKeyword must be an integer from 1 to 5000',
      };
    if (input.includeSponsored !== undefined && typeof input.includeSponsored !== 'boolean')
      return { error: 'Input is not valid: Field input.includeSponsored must be boolean' };
    return {
      keyword: String(keywords[0]).trim(),
      slots: max as number,
      keepAds: input.includeSponsored === true,
    };
  },
  row(s, keyword, rank) {
    const p = s.product;
    return {
      keyword,
      rank,
      isSponsored: s.isAd,
      nvMid: p.productId,
      ...(p.mallProductId ? { channelProductNo: p.mallProductId } : {}),
      isCatalog: p.productType === 1,
      productName: p.title,
      storeName: p.mallName,
      imageUrl: p.image,
      productUrl: p.link,
      price: p.lprice,
      reviewCount: p.reviewCount,
      purchaseCount: p.purchaseCnt,
      wishlistCount: p.keepCnt,
      ...rating(s),
      category: categoryPath(s),
      ...(p.productType === 1 ? { catalogSellerCount: p.mallCount } : {}),
    };
  },
};

const deliciousZebu: SimActor = {
  id: 'delicious_zebu~naver-shopping-product-scraper',
  microsPerRow: 4000,
  plan(input) {
    if (typeof input.keyword !== 'string' || !input.keyword.trim())
      return { error: 'Input is not valid: Field input.keyword is required' };
    const pages = input.maxPages ?? 1;
    if (!intIn(pages, 1, 200))
      return { error: 'Input is not valid: Field input.maxPages must be an integer from 1 to 200' };
    return { keyword: input.keyword.trim(), slots: (pages as number) * PAGE, keepAds: true };
  },
  row(s, keyword) {
    const p = s.product;
    return {
      keyword,
      page: Math.ceil(s.slot / PAGE),
      productName: p.title,
      productId: p.productId,
      price: p.lprice,
      ...(p.hprice !== null ? { originalPrice: p.hprice } : {}),
      sellerName: p.mallName,
      productUrl: p.link,
      imageUrl: p.image,
      reviewCount: p.reviewCount,
      ...rating(s),
      isAd: s.isAd,
      isBrandStore: false,
      shippingFee: p.lprice >= 30_000 ? 0 : 3000,
      inStock: true,
      category: categoryPath(s),
    };
  },
};

export const SIM_ACTORS: ReadonlyMap<string, SimActor> = new Map(
  [automly, deliciousZebu].map((a) => [a.id, a]),
);
