/**
 * Product look-up from Naver Shopping's public pages (unofficial, UNCONFIRMED stability; see
 * integrations.md §2): the smart-store product JSON `GET {smartstore}/i/v2/channels/{channelUid}
 * /products/{no}`, the store product page `GET {smartstore}/main/products/{no}` that names the
 * channel, and the catalogue page `GET {catalog}/catalog/{nvMid}` with its embedded
 * `__NEXT_DATA__`. Fields are searched for rather than read at fixed paths, so moderate layout
 * drift still parses; anything unreadable is a 'malformed' ProviderError.
 */
import { ProviderError, type RetryPolicy, request } from '../http';
import { drift, id, isObj, num, plain, text } from '../parse';
import type { ProductInfo, ProductLookupPort } from './port';

const SERVICE = 'product-lookup';

export interface ProductLookupOptions {
  /** smartstore.naver.com (or the simulator's /shopping). */
  smartStoreBase: string;
  /** search.shopping.naver.com (or the simulator's /shopping). */
  catalogBase: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

const HEADERS = {
  accept: 'application/json, text/html;q=0.9, */*;q=0.8',
  'accept-language': 'ko-KR,ko;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36',
};

/** The first object (depth-first) that satisfies `ok`. */
function findObject(
  root: unknown,
  ok: (o: Record<string, unknown>) => boolean,
  depth = 0,
): Record<string, unknown> | null {
  if (depth > 12) return null;
  if (Array.isArray(root)) {
    for (const v of root) {
      const hit = findObject(v, ok, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (!isObj(root)) return null;
  if (ok(root)) return root;
  for (const v of Object.values(root)) {
    const hit = findObject(v, ok, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** A 64-bit id written as a bare JSON number is read from the raw text, not the lossy parse. */
function rawNumberField(raw: string, field: string): string | null {
  return new RegExp(`"${field}"\\s*:\\s*"?(\\d+)"?`).exec(raw)?.[1] ?? null;
}

/** A catalogue id the item is matched to, under any of the names seen for it; never the item's own id. */
function matchingId(o: Record<string, unknown>, own: string | null): string | null {
  const search = isObj(o.naverShoppingSearchInfo) ? o.naverShoppingSearchInfo : {};
  const ep = isObj(o.epInfo) ? o.epInfo : {};
  const found = id(
    o.matchingModelMidNo ?? o.catalogNvMid ?? ep.matchingModelId ?? search.catalogId ?? search.modelId,
  );
  return found && found !== own ? found : null;
}

function parseSmartStoreProduct(body: unknown, raw = ''): ProductInfo {
  if (!isObj(body) || !text(body.name)) throw drift(SERVICE, 'store product without name', body);
  const channel = isObj(body.channel) ? body.channel : {};
  const benefits = isObj(body.benefitsView) ? body.benefitsView : {};
  const images = Array.isArray(body.productImages) ? body.productImages.filter(isObj) : [];
  const image = images.find((i) => i.imageType === 'REPRESENTATIVE') ?? images[0];
  const ep = isObj(body.epInfo) ? body.epInfo : {};
  const nvMid = rawNumberField(raw, 'syncNvMid') ?? (id(ep.syncNvMid) || null);
  return {
    title: plain(body.name),
    imageUrl:
      (image && text(image.url)) || (isObj(body.representImage) ? text(body.representImage.url) : '') || null,
    storeName: plain(channel.channelName) || null,
    isPriceComparison: false,
    price: num(benefits.discountedSalePrice) ?? num(body.salePrice),
    catalogId: nvMid,
    mallProductId: id(body.id) || null,
    channelUid: text(channel.channelUid) || null,
    matchingCatalogId: matchingId(body, nvMid),
  };
}

/** The JSON of <script id="__NEXT_DATA__">, or null when the page has none. */
function nextData(html: string): unknown {
  const m = /<script[^>]*id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) return null;
  try {
    return JSON.parse(m[1]!);
  } catch {
    return null;
  }
}

function parseCatalogPage(html: string, catalogId: string): ProductInfo {
  const data = nextData(html);
  if (data === null) throw drift(SERVICE, 'catalogue page without __NEXT_DATA__');
  const info = findObject(data, (o) =>
    Boolean(text(o.productName) || (text(o.name) && ('lowestPrice' in o || 'lowPrice' in o))),
  );
  if (!info) throw drift(SERVICE, 'catalogue data without a product name', data);
  const type = num(info.productType);
  const mall = plain(info.mallName);
  const isCatalog = type === null ? !mall : (type - 1) % 3 === 0;
  const image = isObj(info.image) ? text(info.image.url) : text(info.imageUrl ?? info.image);
  return {
    title: plain(info.productName ?? info.name),
    imageUrl: image || null,
    storeName: isCatalog ? null : mall || null,
    isPriceComparison: isCatalog,
    price: num(info.lowestPrice ?? info.lowPrice ?? info.price),
    catalogId: id(info.nvMid ?? info.id) || catalogId,
    mallProductId: isCatalog ? null : id(info.mallProductId) || null,
    channelUid: isCatalog ? null : text(info.channelUid) || null,
    matchingCatalogId: isCatalog ? null : matchingId(info, null),
  };
}

/** The store channel id written into a smart-store product page (JSON or plain JS object literal). */
function channelUidOf(html: string): string | null {
  return /["']?channelUid["']?\s*:\s*["']([A-Za-z0-9_-]+)["']/.exec(html)?.[1] ?? null;
}

export function createProductLookupClient(opts: ProductLookupOptions): ProductLookupPort {
  const store = opts.smartStoreBase.replace(/\/$/, '');
  const catalog = opts.catalogBase.replace(/\/$/, '');
  const get = (url: string) =>
    request({ service: SERVICE, url, headers: HEADERS, timeoutMs: opts.timeoutMs, retry: opts.retry });
  const orNull = async <T>(fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof ProviderError && e.kind === 'not-found') return null;
      throw e;
    }
  };
  const digits = (v: string, what: string) => {
    if (!/^\d+$/.test(v)) throw new ProviderError(SERVICE, 'bad-request', `${what} must be digits`);
  };

  return {
    byCatalogId: (catalogId) =>
      orNull(async () => {
        digits(catalogId, 'catalogue id');
        const res = await get(`${catalog}/catalog/${catalogId}`);
        if (typeof res.body !== 'string') throw drift(SERVICE, 'catalogue page is not HTML', res.body);
        return parseCatalogPage(res.body, catalogId);
      }),

    byStoreProductNo: (productNo, hint = {}) =>
      orNull(async () => {
        digits(productNo, 'store product number');
        let channelUid = hint.channelUid ?? null;
        if (!channelUid) {
          const page = await get(`${store}/main/products/${productNo}`);
          channelUid = channelUidOf(typeof page.body === 'string' ? page.body : page.text);
          if (!channelUid) throw drift(SERVICE, 'store product page without channelUid');
        }
        const res = await get(
          `${store}/i/v2/channels/${encodeURIComponent(channelUid)}/products/${productNo}?withWindow=false`,
        );
        return parseSmartStoreProduct(res.body, res.text);
      }),
  };
}
