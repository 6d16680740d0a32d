/** What the rank engine and registration need from the outside; the app wires adapters in. */
import type { MailMessage } from '../../adapters/mail/mail';

export interface ShopItem {
  /** Shopping productId (the catalogue id for catalogue rows). */
  productId: string;
  /** Store product number from a smart-store link, when the row is a store item. */
  mallProductId: string | null;
  title: string;
  image: string | null;
  lprice: number | null;
  mallName: string | null;
  /** A price-comparison (catalogue) row: it has no store of its own. */
  isCatalog: boolean;
}

export interface ShopSearchPort {
  search(
    keyword: string,
    page: { start: number; display: number },
  ): Promise<{ total: number; items: ShopItem[] }>;
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
