import type { CategoryShare } from '@seller/shared/schemas/keyword-analysis';

export interface CategorySlice {
  /** Full path ('' for none, null for the "others" slice). */
  category: string | null;
  /** The last two levels, for the chart legend. */
  short: string | null;
  count: number;
  /** Percent with one decimal. */
  percent: number;
}

const pct = (ratio: number) => Math.round(ratio * 1000) / 10;

/** The largest categories, with everything past `max - 1` of them folded into one "others" slice. */
export function categorySlices(shares: readonly CategoryShare[], max = 6): CategorySlice[] {
  const slice = (s: CategoryShare): CategorySlice => ({
    category: s.category,
    short: s.category ? s.category.split(' > ').slice(-2).join(' > ') : '',
    count: s.count,
    percent: pct(s.ratio),
  });
  if (shares.length <= max) return shares.map(slice);
  const head = shares.slice(0, max - 1).map(slice);
  const rest = shares.slice(max - 1);
  const count = rest.reduce((n, s) => n + s.count, 0);
  const ratio = rest.reduce((n, s) => n + s.ratio, 0);
  return [...head, { category: null, short: null, count, percent: pct(ratio) }];
}
