/**
 * The shopping list as the third-party providers (SearchApi, Apify actors) serve it: the market's
 * organic order (`Market.productList`, the order the simulated shop.json served before it was
 * removed, so every rank expectation carries over: the n-th organic slot is its n-th item) with
 * ad slots mixed in, as Naver's pages show them: two or three at the top, then one after every
 * ten organic products. An ad promotes a product that also ranks organically, so a rank read must
 * skip ads, not products.
 */
import { productAt, type SimProduct } from './products';
import { hash32, normKeyword } from './rng';
import type { Market } from './state';

export const ORGANIC_PER_AD = 10;

export interface ShoppingSlot {
  /** 1-based place in the list, ads included. */
  slot: number;
  isAd: boolean;
  product: SimProduct;
  /** The organic rank (the position in `Market.productList`); null for an ad. */
  organicRank: number | null;
}

/** Ads above the first organic product: two or three, fixed per keyword. */
export function topAds(keyword: string): number {
  return 2 + (hash32(`shop-ads:${normKeyword(keyword)}`) % 2);
}

/** Slots in the whole list for `organic` organic products (ads sit only between them). */
export function slotCount(keyword: string, organic: number): number {
  return organic === 0 ? 0 : topAds(keyword) + organic + Math.floor((organic - 1) / ORGANIC_PER_AD);
}

/** Slots `from`…`from + count - 1` of the day's list (fewer at its end). */
export function shoppingSlots(
  market: Market,
  keyword: string,
  from: number,
  count: number,
  date = market.today(),
): ShoppingSlot[] {
  const refs = market.productList(keyword, date);
  const k = normKeyword(keyword);
  const top = topAds(k);
  const last = Math.min(from + count - 1, slotCount(k, refs.length));
  // An ad promotes one of the day's top 200 organic products, chosen per keyword and ad number.
  const adProduct = (n: number) => {
    const ref = refs[hash32(`shop-ad:${k}:${n}`) % Math.min(200, refs.length)]!;
    return market.listedProduct(productAt(ref.keyword, ref.index), date);
  };
  const out: ShoppingSlot[] = [];
  for (let slot = Math.max(1, from); slot <= last; slot++) {
    if (slot <= top) {
      out.push({ slot, isAd: true, product: adProduct(slot - 1), organicRank: null });
      continue;
    }
    const t = slot - top - 1;
    const block = Math.floor(t / (ORGANIC_PER_AD + 1));
    const within = t % (ORGANIC_PER_AD + 1);
    if (within === ORGANIC_PER_AD) {
      out.push({ slot, isAd: true, product: adProduct(top + block), organicRank: null });
      continue;
    }
    const index = block * ORGANIC_PER_AD + within;
    const ref = refs[index]!;
    out.push({
      slot,
      isAd: false,
      product: market.listedProduct(productAt(ref.keyword, ref.index), date),
      organicRank: index + 1,
    });
  }
  return out;
}
