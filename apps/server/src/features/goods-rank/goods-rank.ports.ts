/** What the rank engine and registration need from the outside; the app wires adapters in. */
import type { MailMessage } from '../../adapters/mail/mail';
import type { ShoppingPricing } from '../../lib/shopping-source/port';

export interface ShopItem {
  /** Shopping productId (nvMid; the catalogue id for catalogue rows); null when the source lacks it. */
  productId: string | null;
  /** Store product number from a smart-store link, when the row is a store item. */
  mallProductId: string | null;
  title: string;
  image: string | null;
  lprice: number | null;
  mallName: string | null;
  /** A price-comparison (catalogue) row: it has no store of its own. */
  isCatalog: boolean;
  /** A paid (광고) slot: it takes a place in the list but is never a rank. Absent: organic. */
  isAd?: boolean;
  /** false when the source did not say whether the slot is an ad (then "advertised" is unknown). */
  adKnown?: boolean;
  /** What the source says of the entry (issue 42 §1); null or absent = not said, never 0. */
  reviewCount?: number | null;
  purchaseCount?: number | null;
  /** 0–5. */
  rating?: number | null;
}

/**
 * Entries from `start` in the list's order, ads included. `total` is the product count the source
 * gives (null when it gives none); `end` says nothing follows.
 */
export interface ShopPage {
  total: number | null;
  end?: boolean;
  items: ShopItem[];
}

/** What is read, and how: a rank's provenance, and how the walk pages the source. */
export interface ShopSourceProfile {
  /** The provider ('searchapi', 'apify'). */
  source: string;
  /** Exactly what is read (`searchapi:naver_shopping`, `apify:automly/naver-shopping-scraper`). */
  label: string;
  surface: 'plus-store' | 'price-comparison';
  device: 'pc' | 'mobile';
  /** Slots one answer holds. */
  pageSize: number;
  /** The deepest slot the source reaches. */
  maxDepth: number;
  /**
   * A search from slot P > 1 costs only the slots asked for. When false (an Apify run reads from
   * the top each time) the walk asks once for the whole depth instead of page by page.
   */
  resumable: boolean;
  /** How the source charges (what the hourly checks plan their spend by; lib/provider-usage/pricing). */
  pricing: ShoppingPricing;
}

/** The shopping search as the rank engine asks it (src/ports.ts puts the shopping source behind it). */
export interface ShopSearchPort {
  readonly profile: ShopSourceProfile;
  search(keyword: string, page: { start: number; display: number }): Promise<ShopPage>;
}

export interface ProductInfo {
  midNo: string | null;
  mallPid: string | null;
  title: string | null;
  image: string | null;
  /** null for a price-comparison (catalogue) product. */
  storeName: string | null;
  price: number | null;
  matchingModelMidNo: string | null;
}

/** Resolves to null when the number names no product; throws when the look-up is unavailable. */
export interface ProductLookupPort {
  byCatalogId(midNo: string): Promise<ProductInfo | null>;
  byStoreProductNo(mallPid: string): Promise<ProductInfo | null>;
}

/** The mail service: the lifecycle notices' mails (issue 23 point 6). */
export interface LifecycleMailPort {
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}
