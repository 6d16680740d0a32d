/**
 * Synthetic products: the product at (keyword, index) is a pure function of both, so any page of
 * any keyword is generated on demand. Ids embed the keyword code and the index, so a product seen
 * in a list can be looked up again by its productId or its store product number.
 */
import { base62, hash32, intBetween, keywordCode, pick, rngFor, storeCode, type Rng } from './rng';
import words from './words.json' with { type: 'json' };

/** Products generated per keyword; the top 1100 of each day's order are reachable (start ≤ 1000, display ≤ 100). */
export const PRODUCT_POOL = 1150;
export const REACHABLE = 1100;

interface SimStore {
  name: string;
  slug: string;
  channelUid: string;
  channelNo: string;
}

export interface SimProduct {
  keyword: string;
  index: number;
  /** Shopping product id (nvMid): catalogue id for type 1, seller item id for type 2. */
  productId: string;
  /** Smart-store channel product number (type 2 only), the number at the end of `link`. */
  mallProductId: string | null;
  productType: 1 | 2;
  title: string;
  link: string;
  image: string;
  lprice: number;
  hprice: number | null;
  mallName: string;
  mallCount: number;
  brand: string;
  maker: string;
  category: [string, string, string, string];
  reviewCount: number;
  purchaseCnt: number;
  keepCnt: number;
  /** yyyy-mm-dd */
  openDate: string;
  store: SimStore | null;
}

function storeOf(slug: string): SimStore {
  const s = words.stores.find((x) => x.slug === slug) ?? words.stores[0]!;
  const r = rngFor('channel', s.slug);
  return {
    name: s.name,
    slug: s.slug,
    channelUid: base62(r, 21),
    channelNo: String(100_000_000 + intBetween(r, 0, 899_999_999)),
  };
}

/** The category tree naming the keyword (텀블러 → ...>텀블러), else a seeded one. */
function categoryFor(keyword: string): string[] {
  const k = keyword.replace(/\s+/g, '');
  const named =
    k.length >= 2 &&
    words.categories.find((c) => c.some((level) => level && (k.includes(level) || level.includes(k))));
  return named || words.categories[hash32(`cat:${keyword}`) % words.categories.length]!;
}

/** Per-keyword traits every product of the keyword shares (price level, main category). */
function keywordTraits(keyword: string) {
  const r = rngFor('traits', keyword);
  return {
    basePrice: 10 ** (3.7 + r() * 1.5),
    category: categoryFor(keyword),
    catalogShare: 0.25 + r() * 0.2,
  };
}

const roundPrice = (p: number, step: number) => Math.max(step, Math.round(p / step) * step);

export function productAt(keyword: string, index: number): SimProduct {
  const code = keywordCode(keyword);
  const t = keywordTraits(keyword);
  const r: Rng = rngFor('product', keyword, index);
  const isCatalog = r() < t.catalogShare;
  const idx = String(index).padStart(4, '0');
  const productId = `${isCatalog ? '5' : '8'}${code}${idx}`;
  const category = (r() < 0.85 ? t.category : pick(r, words.categories)) as [string, string, string, string];
  const brand = r() < 0.6 ? pick(r, words.brands) : '';
  const maker = r() < 0.5 ? pick(r, words.makers) : '';
  const modifier = pick(r, words.modifiers);
  const spec = pick(r, words.specs);
  const price = t.basePrice * (0.5 + r() * 1.5);
  const year = intBetween(r, 2018, 2025);
  const month = String(intBetween(r, 1, 12)).padStart(2, '0');
  const day = String(intBetween(r, 1, 28)).padStart(2, '0');
  const openDate = `${year}-${month}-${day}`;
  const popularity = Math.max(0, 1 - index / PRODUCT_POOL);
  const reviewCount = Math.floor(popularity ** 2 * 20_000 * r());
  const base = {
    keyword,
    index,
    productId,
    brand,
    maker,
    category,
    reviewCount,
    purchaseCnt: Math.floor(reviewCount * (1.5 + r() * 3)),
    keepCnt: Math.floor(reviewCount * (0.2 + r() * 0.8)),
    openDate,
  };
  if (isCatalog) {
    const mallCount = intBetween(r, 2, 80);
    const lprice = roundPrice(price, 10);
    return {
      ...base,
      mallProductId: null,
      productType: 1,
      title: [brand, keyword, modifier, spec].filter(Boolean).join(' '),
      link: `https://search.shopping.naver.com/catalog/${productId}`,
      image: `https://shopping-phinf.pstatic.net/main_${productId.slice(0, 7)}/${productId}.${openDate.replaceAll('-', '')}120000.jpg`,
      lprice,
      hprice: r() < 0.4 ? roundPrice(lprice * (1.1 + r()), 10) : null,
      mallName: words.naverMall,
      mallCount,
      store: null,
    };
  }
  const mallProductId = `1${storeCode(code)}${idx}`;
  const store = storeOf(pick(r, words.stores).slug);
  const prefix = r() < 0.35 ? pick(r, words.prefixes) : '';
  const extra = r() < 0.5 ? pick(r, words.modifiers) : '';
  return {
    ...base,
    mallProductId,
    productType: 2,
    title: [prefix, modifier, keyword, spec, extra !== modifier ? extra : ''].filter(Boolean).join(' '),
    link: `https://smartstore.naver.com/main/products/${mallProductId}`,
    image: `https://shopping-phinf.pstatic.net/main_${productId.slice(0, 7)}/${productId}.jpg`,
    lprice: roundPrice(price, 100) - 100 || 900,
    hprice: null,
    mallName: store.name,
    mallCount: 1,
    store,
  };
}

export function parseProductId(id: string): { code: string; index: number; type: 1 | 2 } | null {
  const m = /^([58])(\d{7})(\d{4})$/.exec(id);
  return m ? { type: m[1] === '5' ? 1 : 2, code: m[2]!, index: Number(m[3]) } : null;
}

/** Store product numbers carry the keyword's store code (see `storeCode`), not the keyword code. */
export function parseMallProductId(no: string): { storeCode: string; index: number } | null {
  const m = /^1(\d{7})(\d{4})$/.exec(no);
  return m ? { storeCode: m[1]!, index: Number(m[2]) } : null;
}
