/**
 * The page walk every rank check shares (ARCHITECTURE §6): result pages are fetched in order,
 * only as deep as needed, and every target of one keyword is located on the same pages.
 * Shopping ranks and place ranks differ only in what they pass in: the page fetcher, how a
 * target matches an entry, and which entries are ads (listed, but never a rank).
 */

interface RankPage<I> {
  /** How many entries the provider says the list holds; null when it gives no count. */
  total: number | null;
  items: readonly I[];
  /** The provider says nothing follows this page. */
  end?: boolean;
}

/**
 * A page that holds fewer entries than the list's `total` promises for its position: the provider
 * answered 200 but cut the list short (`total 1100, items []`). Reading it as the end of the list
 * would record every target not yet found as outside, so the check fails instead and is retried.
 */
export class ShortPageError extends Error {
  constructor(
    readonly start: number,
    readonly received: number,
    readonly expected: number,
    readonly total: number,
  ) {
    super(`short page: start ${start} held ${received} entries, total ${total} promises ${expected}`);
    this.name = 'ShortPageError';
  }
}

/**
 * How many entries a page from `start` (1-based) of `display` must hold when the list has
 * `total`: a full page inside the list, the rest of it on the last page, none past its end. A
 * `total` that counts fewer entries than the list serves (a place list whose total leaves ads
 * out) only makes this smaller, so a real end of the list is never taken for a short page.
 */
export const expectedEntries = (total: number, start: number, display: number): number =>
  Math.max(0, Math.min(display, total - (start - 1)));

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
  /** The deepest slot the source can serve: the walk never asks past it (and is complete there). */
  maxSlot?: number;
  /** A page budget: stopping because of it leaves the walk incomplete. */
  maxPages: number;
}

/** An entry of the list as the walk read it. */
export interface ListedEntry<I> {
  item: I;
  /** 1-based place in the list as served, ads included. */
  slot: number;
  /** Organic rank (1-based); null for an ad. */
  rank: number | null;
}

export interface WalkResult<I> {
  /**
   * Every entry of the pages fetched, in list order, up to maxRank organic ones: the walk reads
   * each page it fetched to its end, so the day's top of the list and any rival's place on those
   * pages cost no call beyond the ones the targets needed.
   */
  entries: ListedEntry<I>[];
  /** Organic entries read: a rival not among them is below the checked depth today. */
  depth: number;
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
  entries: ListedEntry<I>[] = [],
): number {
  let organic = seen;
  for (const item of items) {
    if (organic >= spec.maxRank) break;
    const slot = entries.length + 1;
    if (spec.isAd?.(item)) {
      entries.push({ item, slot, rank: null });
      continue;
    }
    organic += 1;
    entries.push({ item, slot, rank: organic });
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
 * or the page budget runs out. A failed page throws the provider's error unchanged, and a page
 * shorter than the list's `total` promises throws ShortPageError: a partial walk is never a
 * result. The largest `total` any page of the walk gave counts, so a later page cannot end the
 * list early by answering `total 0`. `progress.pagesFetched` counts the pages fetched, also when
 * it throws.
 */
export async function walkRanks<T, I>(
  spec: WalkSpec<T, I>,
  progress: { pagesFetched: number } = { pagesFetched: 0 },
): Promise<WalkResult<I>> {
  const ranks = new Map<number, number>();
  const found = new Map<number, I>();
  const entries: ListedEntry<I>[] = [];
  const wanted = new Set(spec.targets.map(spec.keyOf)).size;
  let seen = 0;
  let total = 0;
  let complete = true;
  progress.pagesFetched = 0;
  let counted = false;
  const maxSlot = spec.maxSlot ?? Number.POSITIVE_INFINITY;
  for (let start = 1; ranks.size < wanted && seen < spec.maxRank && start <= maxSlot; start += spec.pageSize) {
    if (progress.pagesFetched >= spec.maxPages) {
      complete = false;
      break;
    }
    const display = Math.min(spec.pageSize, maxSlot - start + 1);
    const page = await spec.fetchPage(start, display);
    progress.pagesFetched += 1;
    if (page.total !== null) {
      counted = true;
      total = Math.max(total, page.total);
    }
    // Without a count, only the source's own "nothing follows" lets a page hold fewer entries.
    const expected = counted ? expectedEntries(total, start, display) : page.end ? 0 : display;
    if (page.items.length < expected) throw new ShortPageError(start, page.items.length, expected, total);
    seen = matchPage(spec, page.items, seen, ranks, found, entries);
    if (page.items.length < display || page.end) break;
  }
  return { entries, depth: seen, ranks, found, pagesFetched: progress.pagesFetched, complete };
}
