/**
 * Which of a place list's figures goes most with rank (issue 42 §2), over the places listed on a
 * keyword this month: Spearman's rank correlation between each place's mean rank over the days it
 * was listed and its latest figure that month. Pure; a figure the list did not give is left out of
 * that figure's computation (never read as 0), and below MIN_PLACES places nothing is concluded.
 */

const MIN_PLACES = 10;

type PlaceMetric = 'visitorReviews' | 'blogReviews' | 'saves';
const PLACE_METRICS: readonly PlaceMetric[] = ['visitorReviews', 'blogReviews', 'saves'];

/** One listed place on one day of the month. */
export interface ListedPlace {
  day: string;
  key: string;
  rank: number;
  visitorReviews: number | null;
  blogReviews: number | null;
  saves: number | null;
}

interface MetricCorrelation {
  metric: PlaceMetric;
  /** Places with the figure; rho is null below MIN_PLACES. */
  places: number;
  /** -1…1; positive = more of it, better (smaller) rank. */
  rho: number | null;
}

export interface PlaceCorrelation {
  /** Distinct places listed this month. */
  places: number;
  metrics: MetricCorrelation[];
  /** The figure that goes most with rank, when one was computed and is not negligible (|rho| ≥ 0.2). */
  strongest: MetricCorrelation | null;
  tooFew: boolean;
}

/** Ranks 1…n of the values, ties sharing their mean rank. */
export function fractionalRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const mean = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]![1]] = mean;
    i = j + 1;
  }
  return out;
}

/** Spearman's rho (Pearson over fractional ranks); null when either side has no spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const rx = fractionalRanks(xs);
  const ry = fractionalRanks(ys);
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

const NEGLIGIBLE = 0.2;

export function placeCorrelation(rows: readonly ListedPlace[]): PlaceCorrelation {
  const byPlace = new Map<string, { ranks: number[]; latest: ListedPlace }>();
  for (const r of rows) {
    const p = byPlace.get(r.key);
    if (!p) byPlace.set(r.key, { ranks: [r.rank], latest: r });
    else {
      p.ranks.push(r.rank);
      if (r.day > p.latest.day) p.latest = r;
    }
  }
  const places = [...byPlace.values()].map((p) => ({
    rank: p.ranks.reduce((a, b) => a + b, 0) / p.ranks.length,
    latest: p.latest,
  }));
  const metrics = PLACE_METRICS.map((metric): MetricCorrelation => {
    const known = places.filter((p) => p.latest[metric] !== null);
    if (known.length < MIN_PLACES) return { metric, places: known.length, rho: null };
    // Negated rank: a positive rho reads "more of it, nearer the top".
    const rho = spearman(
      known.map((p) => p.latest[metric]!),
      known.map((p) => -p.rank),
    );
    return { metric, places: known.length, rho: rho === null ? null : Math.round(rho * 100) / 100 };
  });
  const computed = metrics.filter((m) => m.rho !== null);
  const best = computed.sort((a, b) => Math.abs(b.rho!) - Math.abs(a.rho!))[0] ?? null;
  return {
    places: places.length,
    metrics,
    strongest: best && Math.abs(best.rho!) >= NEGLIGIBLE ? best : null,
    tooFew: places.length < MIN_PLACES,
  };
}
