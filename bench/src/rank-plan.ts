/**
 * The tracked products of the rank-engine cases, generated from a seed: which member tracks
 * which product on which keywords, and where each product stands in each keyword's results.
 * The efficiency case's counting market and the simulator (sim-child.ts) both place products
 * from this plan, and the lower bound of provider calls is computed from it alone, never from
 * the engine's code.
 */

/** The engine reads results to rank 500 (spec), in pages of 100. */
const MAX_RANK = 500;
export const PAGE = 100;
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
 * Organic entries a daily run reads for each keyword: the whole pages down to the deepest
 * tracked product, never past rank 500.
 */
export function depthRead(plan: Plan): Map<number, number> {
  const deepest = new Map<number, number>();
  for (const p of plan.products) {
    for (const pair of p.pairs) {
      const rank = rankOf(pair.position);
      const need = rank === 0 ? MAX_RANK : rank;
      deepest.set(pair.keyword, Math.max(deepest.get(pair.keyword) ?? 0, need));
    }
  }
  return new Map([...deepest].map(([k, d]) => [k, Math.min(MAX_RANK, Math.ceil(d / PAGE) * PAGE)]));
}

/** The rank a pinned rival must get: its position when within the depth read, else null (확인 범위 밖). */
export const rivalRankOf = (plan: Plan, depth: Map<number, number>, rival: PlanRival): number | null => {
  const keyword = plan.products[rival.product]!.pairs[rival.pair]!.keyword;
  return rival.position <= (depth.get(keyword) ?? 0) ? rival.position : null;
};

/** A position the engine records as a rank (1–500); anything else is outside (0). */
export const rankOf = (position: number): number => (position >= 1 && position <= MAX_RANK ? position : 0);

/**
 * The fewest result pages a daily run can read and still rank every tracked product: for each
 * keyword with a tracked product, the pages down to the deepest one, or all five when one is
 * outside the top 500 (only reading to 500 proves it is outside).
 */
export function lowerBound(plan: Plan): { calls: number; keywords: number } {
  const deepest = new Map<number, number>();
  for (const p of plan.products) {
    for (const pair of p.pairs) {
      const rank = rankOf(pair.position);
      const need = rank === 0 ? MAX_RANK : rank;
      deepest.set(pair.keyword, Math.max(deepest.get(pair.keyword) ?? 0, need));
    }
  }
  let calls = 0;
  for (const d of deepest.values()) calls += Math.ceil(d / PAGE);
  return { calls, keywords: deepest.size };
}

/**
 * Where product n comes from in the simulator's market: product `index` of one keyword (ids
 * embed both). Any keyword's list can show it through the simulator's rank overrides.
 */
export const homeOf = (plan: Plan, n: number): { keyword: string; index: number } => ({
  keyword: plan.keywords[n % plan.keywords.length]!,
  index: Math.floor(n / plan.keywords.length),
});
