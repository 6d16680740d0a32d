import type { KeywordDataRow } from '@seller/shared/schemas/keyword-analysis';

export type RelatedSortKey =
  | 'relKeyword'
  | 'monthlyPcQcCnt'
  | 'monthlyMobileQcCnt'
  | 'monthlyTotalQcCnt'
  | 'monthlyAvePcClkCnt'
  | 'monthlyAveMobileClkCnt'
  | 'compIdx';

export interface RelatedSort {
  key: RelatedSortKey;
  dir: 'asc' | 'desc';
}

const LEVEL = { low: 1, mid: 2, high: 3 } as const;

function compare(a: KeywordDataRow, b: KeywordDataRow, key: RelatedSortKey): number {
  if (key === 'relKeyword') return a.relKeyword.localeCompare(b.relKeyword, 'ko');
  if (key === 'compIdx')
    return (a.compLevel ? LEVEL[a.compLevel] : 0) - (b.compLevel ? LEVEL[b.compLevel] : 0);
  return a[key] - b[key];
}

/** A sorted copy; ties keep Naver's order (most relevant first). Null sort keeps Naver's order. */
export function sortRelated(rows: readonly KeywordDataRow[], sort: RelatedSort | null): KeywordDataRow[] {
  const indexed = rows.map((row, i) => ({ row, i }));
  if (sort) {
    const sign = sort.dir === 'asc' ? 1 : -1;
    indexed.sort((x, y) => sign * compare(x.row, y.row, sort.key) || x.i - y.i);
  }
  return indexed.map((x) => x.row);
}

/** Header clicks: numbers start high-to-low, text A-to-Z; a third click goes back to Naver's order. */
export function nextSort(current: RelatedSort | null, key: RelatedSortKey): RelatedSort | null {
  const first: RelatedSort['dir'] = key === 'relKeyword' ? 'asc' : 'desc';
  if (!current || current.key !== key) return { key, dir: first };
  if (current.dir === first) return { key, dir: first === 'asc' ? 'desc' : 'asc' };
  return null;
}
