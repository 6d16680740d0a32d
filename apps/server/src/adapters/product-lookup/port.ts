/**
 * Product look-up by catalogue id (MID / nvMid) or by smart-store product number: what the
 * tracking screens show for a product (title, image, store or price comparison, price, ids).
 */

export interface ProductInfo {
  title: string;
  imageUrl: string | null;
  /** The seller's store; null for a price-comparison (catalogue) product. */
  storeName: string | null;
  isPriceComparison: boolean;
  /** Lowest price for a catalogue, the sale price for a store item; null when not shown. */
  price: number | null;
  /** Shopping product id (nvMid) — for a store item, the id its shopping row carries. */
  catalogId: string | null;
  /** Smart-store channel product number; null for a catalogue. */
  mallProductId: string | null;
  channelUid: string | null;
  /**
   * For a store item matched into a price-comparison catalogue: that catalogue's id (the
   * spec's matchingModelMidNo). Field names are UNCONFIRMED; null when not found.
   */
  matchingCatalogId: string | null;
}

export interface ProductLookupPort {
  /** Null when no product has this id. */
  byCatalogId(catalogId: string): Promise<ProductInfo | null>;
  /** `channelUid` skips the step that finds the store (when the caller already knows it). */
  byStoreProductNo(productNo: string, hint?: { channelUid?: string }): Promise<ProductInfo | null>;
}
