/**
 * The page walk every rank check shares (ARCHITECTURE §6): result pages are fetched in order,
 * only as deep as needed, and every target of one keyword is located on the same pages.
 * Shopping ranks and place ranks differ only in what they pass in: the page fetcher, how a
 * target matches an entry, and which entries are ads (listed, but never a rank).
 */

export interface RankPage<I> {
  items: readonly I[];
}

export interface MatchSpec<T, I> {
  targets: readonly T[];
  /** The id a rank is recorded under (a tracked keyword row). */
  keyOf: (target: T) => number;
  matches: (target: T, item: I) => boolean;
  /** Paid entries: they take a position in the list but never count as a rank. */
  isAd?: (item: I) => boolean;
  /** Organic ranks past this are "outside" (0). */
  maxRank: number;
}

export interface WalkSpec<T, I> extends MatchSpec<T, I> {
  fetchPage: (start: number, display: number) => Promise<RankPage<I>>;
  pageSize: number;
  /** A page budget: stopping because of it leaves the walk incomplete. */
  maxPages: number;
}

export interface WalkResult<I> {
  /** key → organic rank (1-based). Targets not in it were not found. */
  ranks: Map<number, number>;
  /** key → the entry the target matched (its listed details). */
  found: Map<number, I>;
  pagesFetched: number;
  /**
   * True when a target not found is really outside: every target was found, the list ended, or
   * maxRank organic entries were seen. False when the page budget stopped the walk first.
   */
  complete: boolean;
}

/**
 * Ranks the targets on one page. `seen` organic entries came before it; returns the organic
 * entries seen after it (never more than maxRank). First match wins, so an entry listed twice
 * ranks at its better position.
 */
export function matchPage<T, I>(
  spec: MatchSpec<T, I>,
  items: readonly I[],
  seen: number,
  ranks: Map<number, number>,
  found: Map<number, I>,
): number {
  let organic = seen;
  for (const item of items) {
    if (spec.isAd?.(item)) continue;
    if (organic >= spec.maxRank) break;
    organic += 1;
    for (const t of spec.targets) {
      const key = spec.keyOf(t);
      if (!ranks.has(key) && spec.matches(t, item)) {
        ranks.set(key, organic);
        found.set(key, item);
      }
    }
  }
  return organic;
}

/**
 * Walks the pages until every target is found, maxRank organic entries were seen, the list ends
 * or the page budget runs out. A failed page throws the provider's error unchanged: a partial
 * walk is never a result. `progress.pagesFetched` counts the pages fetched, also when it throws.
 */
export async function walkRanks<T, I>(
  spec: WalkSpec<T, I>,
  progress: { pagesFetched: number } = { pagesFetched: 0 },
): Promise<WalkResult<I>> {
  const ranks = new Map<number, number>();
  const found = new Map<number, I>();
  const wanted = new Set(spec.targets.map(spec.keyOf)).size;
  let seen = 0;
  let complete = true;
  progress.pagesFetched = 0;
  for (let start = 1; ranks.size < wanted && seen < spec.maxRank; start += spec.pageSize) {
    if (progress.pagesFetched >= spec.maxPages) {
      complete = false;
      break;
    }
    const page = await spec.fetchPage(start, spec.pageSize);
    progress.pagesFetched += 1;
    seen = matchPage(spec, page.items, seen, ranks, found);
    if (page.items.length < spec.pageSize) break;
  }
  return { ranks, found, pagesFetched: progress.pagesFetched, complete };
}
