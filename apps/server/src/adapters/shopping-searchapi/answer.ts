/**
 * Reads one SearchApi `engine=naver_shopping` answer. Its response schema is UNCONFIRMED (only the
 * head of searchapi.io/openapi/naver_shopping.yaml is known: docs/data-sources.md), so this reads
 * the shape of SearchApi's other shopping engines (`shopping_results[]`, `shopping_ads[]` with a
 * `position`) with several candidate names per field, keeps unknown keys, and refuses (drift) only
 * when what a rank depends on is missing: the list itself, the ids, or a usable position.
 */
import { z } from 'zod';
import { ShoppingSourceError, type ShoppingEntry, type ShoppingPage } from '../../lib/shopping-source/port';
import { isObj, plain } from '../parse';
import { saysBlocked } from '../shopping-common/blocked';
import { entryOf, zBool, zId, zInt, zNumber, zText } from '../shopping-common/fields';
import { excerpt } from '../shopping-common/metered';

const SOURCE = 'searchapi';

/** A store may come as a name or as an object with its grade and badge ("store's Naver grade"). */
const zStore = z
  .unknown()
  .optional()
  .transform((v) => (isObj(v) ? plain(v.name) : plain(v)) || null);
/** A category as "a>b>c", as an array of levels, or as an object with a name. */
const zCategory = z
  .unknown()
  .optional()
  .transform((v) => {
    if (Array.isArray(v))
      return (
        v
          .map((x) => (isObj(x) ? plain(x.name) : plain(x)))
          .filter(Boolean)
          .join('>') || null
      );
    return (isObj(v) ? plain(v.name ?? v.id) : plain(v)) || null;
  });

const zItem = z.looseObject({
  position: zInt,
  product_id: zId,
  nv_mid: zId,
  id: zId,
  channel_product_id: zId,
  channel_product_no: zId,
  title: zText,
  link: zText,
  product_link: zText,
  thumbnail: zText,
  image: zText,
  extracted_price: zNumber,
  price: zNumber,
  reviews: zInt,
  review_count: zInt,
  rating: zNumber,
  purchases: zInt,
  purchase_count: zInt,
  seller: zStore,
  store: zStore,
  category: zCategory,
  is_ad: zBool,
  is_sponsored: zBool,
  sponsored: zBool,
  is_catalog: zBool,
});
type Item = z.infer<typeof zItem>;

const zAnswer = z.looseObject({
  error: z.string().optional().catch(undefined),
  shopping_results: z.array(z.unknown()).optional().catch(undefined),
  shopping_ads: z.array(z.unknown()).optional().catch(undefined),
  search_information: z.looseObject({ total_results: zInt }).optional().catch(undefined),
  pagination: z.looseObject({ next: zText }).optional().catch(undefined),
  search_parameters: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

const drift = (field: string, body: unknown) =>
  new ShoppingSourceError(SOURCE, 'drift', `the answer has no usable ${field}`, {
    field,
    detail: excerpt(body),
  });

/** An error text in the answer: Naver's refusal passed on, or an answer without products. */
export function errorAnswer(message: string, status?: number): ShoppingSourceError {
  const detail = message.slice(0, 200);
  if (saysBlocked(message, status))
    return new ShoppingSourceError(SOURCE, 'blocked', 'Naver refused SearchApi', { status, detail });
  return new ShoppingSourceError(SOURCE, 'short', 'SearchApi answered without products', { status, detail });
}

function toEntry(slot: number, it: Item, isAd: boolean | null): ShoppingEntry {
  return entryOf(slot, {
    isAd,
    nvMid: it.product_id ?? it.nv_mid ?? it.id,
    storeProductNo: it.channel_product_id ?? it.channel_product_no,
    isCatalog: it.is_catalog,
    title: it.title,
    mallName: it.seller ?? it.store,
    image: it.thumbnail ?? it.image,
    url: it.link ?? it.product_link,
    price: it.extracted_price ?? it.price,
    reviewCount: it.reviews ?? it.review_count,
    purchaseCount: it.purchase_count ?? it.purchases,
    rating: it.rating,
    category: it.category,
  });
}

/**
 * One page (1-based) of `pageSize` slots. Positions may be page-relative (1…n on every page) or
 * absolute; on page 2 and later a first position within 1…pageSize can only be page-relative.
 * Without positions (and without a separate ads list) the array order is the order.
 */
export function readPage(
  body: unknown,
  page: number,
  pageSize: number,
  params: { page: string; num: string } = { page: 'page', num: 'num' },
): ShoppingPage {
  if (!isObj(body)) throw new ShoppingSourceError(SOURCE, 'malformed', 'the answer is not an object');
  const a = zAnswer.parse(body);
  // SearchApi echoes the parameters it used: one that differs from ours was not taken (a wrong name).
  const echo = a.search_parameters ?? {};
  const echoed = (name: string, fallback: string) => zInt.parse(echo[name] ?? echo[fallback]);
  const echoedPage = echoed(params.page, 'page');
  if (echoedPage !== null && echoedPage !== page) throw drift(`search_parameters.${params.page}`, echo);
  const echoedNum = echoed(params.num, 'num');
  if (echoedNum !== null && echoedNum !== pageSize) throw drift(`search_parameters.${params.num}`, echo);
  if (!a.shopping_results) {
    if (a.error) throw errorAnswer(a.error);
    throw drift('shopping_results', body);
  }
  const organic = a.shopping_results.map((raw) => {
    const it = zItem.safeParse(raw);
    if (!it.success) throw drift('shopping_results[] item', raw);
    return it.data;
  });
  const ads = (a.shopping_ads ?? []).map((raw) => {
    const it = zItem.safeParse(raw);
    if (!it.success) throw drift('shopping_ads[] item', raw);
    return it.data;
  });
  // Ads are told apart when the answer says so: a separate list, or a flag on the row.
  const listsAds = a.shopping_ads !== undefined;
  const rows = [
    ...organic.map((it) => ({
      it,
      isAd: it.is_ad ?? it.is_sponsored ?? it.sponsored ?? (listsAds ? false : null),
    })),
    ...ads.map((it) => ({ it, isAd: true as boolean | null })),
  ];
  const positioned = rows.filter((r) => r.it.position !== null).length;
  if (positioned !== rows.length && (positioned > 0 || ads.length > 0)) throw drift('position', body);
  const first = (page - 1) * pageSize;
  let slotted: { slot: number; it: Item; isAd: boolean | null }[];
  if (positioned > 0) {
    const min = Math.min(...rows.map((r) => r.it.position!));
    const relative = page === 1 || min <= pageSize;
    slotted = rows
      .map((r) => ({ ...r, slot: (relative ? first : 0) + r.it.position! }))
      .sort((x, y) => x.slot - y.slot);
    // Slots first+1, first+2, … without a gap: a gap, a repeat or a slot off this page is drift.
    if (slotted.some((r, i) => r.slot !== first + i + 1)) throw drift('position', body);
  } else {
    slotted = rows.map((r, i) => ({ ...r, slot: first + i + 1 }));
  }
  const entries = slotted.map((r) => toEntry(r.slot, r.it, r.isAd));
  for (const e of entries)
    if (e.isAd !== true && e.nvMid === null && e.storeProductNo === null) throw drift('product_id', body);

  const total = a.search_information?.total_results ?? null;
  const hasNext = a.pagination ? a.pagination.next !== null : null;
  const last = entries.length ? entries[entries.length - 1]!.slot : first;
  if (entries.length === 0) {
    if (total !== null && total <= first) return { entries, total, end: true };
    throw new ShoppingSourceError(SOURCE, 'short', `page ${page} came back empty`, { detail: excerpt(body) });
  }
  if (entries.length < pageSize) {
    const promised = (total !== null && last < total) || hasNext === true;
    if (promised)
      throw new ShoppingSourceError(
        SOURCE,
        'short',
        `page ${page} has ${entries.length} of ${pageSize} entries`,
        {
          detail: `total ${total ?? '?'}, last slot ${last}`,
        },
      );
    return { entries, total, end: true };
  }
  return { entries, total, end: hasNext === false };
}
