/** Naver shopping search (Open API `/v1/search/shop.json`): the port and its domain types. */

type ShopSort = 'sim' | 'date' | 'asc' | 'dsc';

export interface ShopSearchParams {
  query: string;
  /** 1–100 (default 10). */
  display?: number;
  /** 1–1000 (default 1). */
  start?: number;
  sort?: ShopSort;
  /** Only Naver Pay items. */
  naverPayOnly?: boolean;
  exclude?: ('used' | 'rental' | 'cbshop')[];
}

/** productType 1–12 = group × kind (integrations.md §1). */
export type ProductGroup = 'normal' | 'used' | 'discontinued' | 'upcoming';
/** catalog = price-comparison product; unmatched = seller item not matched to a catalogue; matched = seller item matched to one. */
export type ProductKind = 'catalog' | 'unmatched' | 'matched';

export interface ShopItem {
  /** Title without <b> highlighting and with entities decoded. */
  title: string;
  link: string;
  image: string;
  /** Lowest price (the item price for non-comparison items); null when absent. */
  lprice: number | null;
  /** Highest price; null when absent ("" or 0). */
  hprice: number | null;
  mallName: string;
  /** Shopping product id (nvMid): the catalogue id for catalogue rows. */
  productId: string;
  /** The smart-store product number at the end of `link`, when the link is a store product URL. */
  mallProductId: string | null;
  productType: number | null;
  group: ProductGroup | null;
  kind: ProductKind | null;
  /** A price-comparison (catalogue) page rather than one seller's item. */
  isCatalog: boolean;
  brand: string;
  maker: string;
  categories: string[];
}

export interface ShopSearchResult {
  total: number;
  start: number;
  display: number;
  lastBuildDate: string;
  items: ShopItem[];
}

export interface NaverShopPort {
  search(params: ShopSearchParams): Promise<ShopSearchResult>;
}
