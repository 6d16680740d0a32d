/** Naver shopping search over HTTP, parsing the real (string-typed) response defensively. */
import { ProviderError } from '../http';
import { type OpenApiClientOptions, callOpenApi } from '../naver-openapi/client';
import { drift, id, int, isObj, num, plain, text } from '../parse';
import type {
  NaverShopPort,
  ProductGroup,
  ProductKind,
  ShopItem,
  ShopSearchParams,
  ShopSearchResult,
} from './port';

const SERVICE = 'naver-shop';
const GROUPS: ProductGroup[] = ['normal', 'used', 'discontinued', 'upcoming'];
const KINDS: ProductKind[] = ['catalog', 'unmatched', 'matched'];

export function decodeProductType(t: number | null): {
  group: ProductGroup | null;
  kind: ProductKind | null;
} {
  if (t === null || !Number.isInteger(t) || t < 1 || t > 12) return { group: null, kind: null };
  return { group: GROUPS[Math.floor((t - 1) / 3)]!, kind: KINDS[(t - 1) % 3]! };
}

/** The store product number of a smart-store style link (…/products/{no}), else null. */
export function mallProductIdOf(link: string): string | null {
  const m = /\/products\/(\d+)(?:[/?#]|$)/.exec(link);
  return m ? m[1]! : null;
}

function parseShopItem(raw: unknown): ShopItem {
  if (!isObj(raw)) throw drift(SERVICE, 'item is not an object', raw);
  const link = text(raw.link);
  const productType = int(raw.productType);
  const { group, kind } = decodeProductType(productType);
  const lprice = num(raw.lprice);
  const hprice = num(raw.hprice);
  const isCatalog = kind === 'catalog' || (kind === null && /\/catalog\/\d+/.test(link));
  return {
    title: plain(raw.title),
    link,
    image: text(raw.image),
    // The API sends 0 or "" when there is no price.
    lprice: lprice !== null && lprice > 0 ? lprice : null,
    hprice: hprice !== null && hprice > 0 ? hprice : null,
    mallName: plain(raw.mallName),
    productId: id(raw.productId),
    mallProductId: isCatalog ? null : mallProductIdOf(link),
    productType,
    group,
    kind,
    isCatalog,
    brand: plain(raw.brand),
    maker: plain(raw.maker),
    categories: [raw.category1, raw.category2, raw.category3, raw.category4].map(plain).filter(Boolean),
  };
}

function parseShopResponse(body: unknown): ShopSearchResult {
  if (!isObj(body) || !Array.isArray(body.items)) throw drift(SERVICE, 'no items array', body);
  const total = int(body.total);
  if (total === null) throw drift(SERVICE, 'no total', body);
  return {
    total,
    start: int(body.start) ?? 1,
    display: int(body.display) ?? body.items.length,
    lastBuildDate: text(body.lastBuildDate),
    items: body.items.map(parseShopItem),
  };
}

export function createNaverShopClient(opts: OpenApiClientOptions): NaverShopPort {
  return {
    async search(p: ShopSearchParams) {
      const query = p.query.trim();
      const display = p.display ?? 10;
      const start = p.start ?? 1;
      if (!query) throw new ProviderError(SERVICE, 'bad-request', 'query is empty');
      if (!Number.isInteger(display) || display < 1 || display > 100)
        throw new ProviderError(SERVICE, 'bad-request', 'display must be 1–100');
      if (!Number.isInteger(start) || start < 1 || start > 1000)
        throw new ProviderError(SERVICE, 'bad-request', 'start must be 1–1000');
      const res = await callOpenApi(opts, {
        service: SERVICE,
        bucket: 'search',
        method: 'GET',
        path: '/v1/search/shop.json',
        query: {
          query,
          display,
          start,
          sort: p.sort ?? 'sim',
          filter: p.naverPayOnly ? 'naverpay' : undefined,
          exclude: p.exclude?.length ? p.exclude.join(':') : undefined,
        },
      });
      return parseShopResponse(res.body);
    },
  };
}
