/**
 * The tracked products of the rank-engine cases, generated from a seed: which member tracks
 * which product on which keywords, and where each product stands in each keyword's results.
 * The efficiency case's counting market and the simulator (sim-child.ts) both place products
 * from this plan, and the lower bound of provider calls is computed from it alone, never from
 * the engine's code.
 */

import { productAt } from '../../apps/simulator/src/market/products';
import { ORGANIC_PER_AD, topAds } from '../../apps/simulator/src/market/shopping-slots';

/** The engine reads results to rank 500 (spec). */
const MAX_RANK = 500;
/** Positions a product can be placed at: the simulator reaches 1,000 (start ≤ 1000). */
export const REACH = 1000;

interface PlanPair {
  keyword: number;
  /** 1-based position in the keyword's results; 0 = not listed at all. Past 500 = outside. */
  position: number;
}

interface PlanProduct {
  member: number;
  pairs: PlanPair[];
}

/** A rival a member pinned on one of a product's keywords (issue 28 §1). */
export interface PlanRival {
  product: number;
  /** Index into the product's pairs. */
  pair: number;
  /** 1-based position of the rival in the keyword's results (never the product's own). */
  position: number;
}

export interface Plan {
  keywords: string[];
  products: PlanProduct[];
  members: number;
  pairs: number;
  /** Pinned rivals: none unless `rivalShare` was given. */
  rivals: PlanRival[];
}

export interface PlanSpec {
  /** Tracked product-keyword pairs in all (or give `products`). */
  pairs?: number;
  /** Tracked products in all, each with 1–5 keywords. */
  products?: number;
  /** Distinct keywords the pairs are spread over. */
  keywords: number;
  /** Products per member (the last member may have fewer). */
  productsPerMember?: number;
  seed?: number;
  /** Share of tracked pairs with pinned rivals (1–3 each); drawn from a generator of its own. */
  rivalShare?: number;
}

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keywordName = (i: number): string => `bench kw ${i}`;

/**
 * Products with 1–5 keywords each (3 on average) until `pairs` is reached. Keywords are drawn
 * with a popularity skew (a few keywords carry many products, as in a real market). A product
 * stands in the top 500 of a keyword 97% of the time, nearer the top more often; the rest are
 * outside (placed past 500, or not listed). Two products never share a position.
 */
export function makePlan(spec: PlanSpec): Plan {
  const r = rng(spec.seed ?? 12);
  const K = spec.keywords;
  const perMember = spec.productsPerMember ?? 20;
  const used: Set<number>[] = Array.from({ length: K }, () => new Set());
  const products: PlanProduct[] = [];
  let left = spec.pairs ?? Infinity;
  let pairCount = 0;
  const place = (k: number, wanted: number): number => {
    const taken = used[k]!;
    for (let p = wanted; p <= REACH; p++) {
      if (!taken.has(p)) {
        taken.add(p);
        return p;
      }
    }
    return 0; // the keyword's reachable positions are all taken: not listed
  };
  while (left > 0 && products.length < (spec.products ?? Infinity)) {
    const n = Math.min(left, 1 + Math.floor(r() * 5));
    const keywords = new Set<number>();
    while (keywords.size < n) keywords.add(Math.min(K - 1, Math.floor(K * r() ** 1.6)));
    const pairs: PlanPair[] = [];
    for (const keyword of keywords) {
      const u = r();
      const wanted =
        u < 0.015 ? 0 : u < 0.03 ? MAX_RANK + 1 + Math.floor(r() * 400) : 1 + Math.floor(MAX_RANK * r() ** 2);
      pairs.push({ keyword, position: wanted === 0 ? 0 : place(keyword, wanted) });
    }
    products.push({ member: Math.floor(products.length / perMember), pairs });
    left -= n;
    pairCount += n;
  }
  return {
    keywords: Array.from({ length: K }, (_, i) => keywordName(i)),
    products,
    members: Math.ceil(products.length / perMember),
    pairs: pairCount,
    rivals: pinRivals(products, spec.rivalShare ?? 0, (spec.seed ?? 12) + 1),
  };
}

/**
 * Pins 1–3 rivals on a share of the pairs, at positions anywhere in the reachable list: most
 * within the pages the keyword's check reads for its tracked products, some below them (those
 * the engine must record as "확인 범위 밖" without reading a page more). A generator of its own
 * keeps the products, and so the lower bound, the same as without pins.
 */
function pinRivals(products: PlanProduct[], share: number, seed: number): PlanRival[] {
  if (share <= 0) return [];
  const r = rng(seed);
  const rivals: PlanRival[] = [];
  products.forEach((p, product) => {
    p.pairs.forEach((pair, index) => {
      if (r() >= share) return;
      const taken = new Set([pair.position]);
      const n = 1 + Math.floor(r() * 3);
      for (let i = 0; i < n; i++) {
        const position = 1 + Math.floor(REACH * r() ** 1.5);
        if (taken.has(position)) continue;
        taken.add(position);
        rivals.push({ product, pair: index, position });
      }
    });
  });
  return rivals;
}

/**
 * The list's slots as both providers serve it (the simulator's layout, market/shopping-slots.ts,
 * "as Naver shows them"): two or three ads at the top, then one after every ten organic products.
 * The counting market of the efficiency case serves the same layout, so both cases and the lower
 * bounds count the same slots.
 */
export const slotOf = (keyword: string, rank: number): number =>
  topAds(keyword) + rank + Math.floor((rank - 1) / ORGANIC_PER_AD);

/** The organic rank at a slot of the list, or null where an ad stands. */
export function organicAt(keyword: string, slot: number): number | null {
  const t = slot - topAds(keyword) - 1;
  if (t < 0) return null;
  const within = t % (ORGANIC_PER_AD + 1);
  return within === ORGANIC_PER_AD
    ? null
    : Math.floor(t / (ORGANIC_PER_AD + 1)) * ORGANIC_PER_AD + within + 1;
}

/** Organic products among slots 1…`slots`. */
function organicWithin(keyword: string, slots: number): number {
  const t = slots - topAds(keyword);
  if (t <= 0) return 0;
  return (
    Math.floor(t / (ORGANIC_PER_AD + 1)) * ORGANIC_PER_AD + Math.min(t % (ORGANIC_PER_AD + 1), ORGANIC_PER_AD)
  );
}

/** What a daily check of one keyword must read, from the plan alone. */
interface KeywordNeed {
  keyword: number;
  /** The organic rank to reach: the deepest tracked product's, or 500 when one is outside. */
  rank: number;
  /** The slot of that rank (ads before it included). */
  slot: number;
  /**
   * The slot of the 500th organic product: what proves "outside" for any product. A one-shot run
   * (it reads from the top every time) commits to its depth before it sees the list, and a depth
   * that falls short costs a second run from the top; the one depth that suffices whatever the
   * day's list is this one, so it is a one-shot source's lower bound per keyword. (`slot` is what
   * a run that knew today's list in advance could stop at: shown for comparison, not reachable.)
   */
  fullSlot: number;
}

/**
 * Per keyword with a tracked product: down to the deepest one, or to rank 500 when one is outside
 * the top 500 (only reading to 500 proves it is outside).
 */
export function keywordNeeds(plan: Plan): KeywordNeed[] {
  const deepest = new Map<number, number>();
  for (const p of plan.products) {
    for (const pair of p.pairs) {
      const rank = rankOf(pair.position);
      deepest.set(pair.keyword, Math.max(deepest.get(pair.keyword) ?? 0, rank === 0 ? MAX_RANK : rank));
    }
  }
  return [...deepest].map(([keyword, rank]) => {
    const name = plan.keywords[keyword]!;
    return { keyword, rank, slot: slotOf(name, rank), fullSlot: slotOf(name, MAX_RANK) };
  });
}

/**
 * The fewest answers of a resumable source (each page costs only its slots, priced per request)
 * that rank every tracked product: per keyword, its pages in order down to the one holding the
 * slot it must reach. Reading a page shows what is on it before the next is paid for, so no
 * engine can stop earlier and none needs to read further.
 */
export function pagedBound(plan: Plan, pageSize: number): { calls: number; keywords: number } {
  const needs = keywordNeeds(plan);
  return { calls: needs.reduce((n, k) => n + Math.ceil(k.slot / pageSize), 0), keywords: needs.length };
}

/**
 * Organic entries the lower bound's reading covers per keyword (pinned rivals deeper than this
 * are "확인 범위 밖"): the whole pages down to the needed slot for a paged source, rank 500 for a
 * one-shot run (it must read to rank 500, see `fullSlot`).
 */
export function depthRead(plan: Plan, paging: { resumable: boolean; pageSize: number }): Map<number, number> {
  return new Map(
    keywordNeeds(plan).map((k) => {
      if (!paging.resumable) return [k.keyword, MAX_RANK];
      const slots = Math.ceil(k.slot / paging.pageSize) * paging.pageSize;
      return [k.keyword, Math.min(MAX_RANK, organicWithin(plan.keywords[k.keyword]!, slots))];
    }),
  );
}

/** The rank a pinned rival must get: its position when within the depth read, else null (확인 범위 밖). */
export const rivalRankOf = (plan: Plan, depth: Map<number, number>, rival: PlanRival): number | null => {
  const keyword = plan.products[rival.product]!.pairs[rival.pair]!.keyword;
  return rival.position <= (depth.get(keyword) ?? 0) ? rival.position : null;
};

/** A position the engine records as a rank (1–500); anything else is outside (0). */
export const rankOf = (position: number): number => (position >= 1 && position <= MAX_RANK ? position : 0);

/**
 * Where each product comes from in the simulator's market: product `index` of one keyword, and
 * the id the simulator gives it; any keyword's list can show it through the simulator's rank
 * overrides. Product n is product n ÷ K of keyword n mod K, except where the simulator would give
 * two of them one id (its keyword codes coincide for a few pairs of keywords, e.g. "bench kw 1458"
 * and "bench kw 2434"): the later one takes a further index of its keyword (+500, within the simulator's pool of 1,150), so every tracked
 * product is one product. The bench and the simulator process compute the same homes.
 */
export function homesOf(plan: Plan): { keyword: string; index: number; productId: string }[] {
  const K = plan.keywords.length;
  const used = new Set<string>();
  return plan.products.map((_, n) => {
    const keyword = plan.keywords[n % K]!;
    for (let index = Math.floor(n / K); ; index += 500) {
      const { productId } = productAt(keyword, index);
      if (used.has(productId)) continue;
      used.add(productId);
      return { keyword, index, productId };
    }
  });
}
