import { methodChanged } from '@seller/shared';

/**
 * Pure rules of the day's top of a keyword (issue 28 §1): moves since the day before, the
 * stretch of the list shown around the member's item, and the days of a comparison chart.
 */
/** Entries shown just below the member's item. */
export const SHOWN_BELOW = 5;

export interface Ranked {
  rank: number | null;
  key: string;
}

/**
 * Move of each entry since the day before: positive = up. null when the entry is an ad or was
 * not in the day before's kept top (the caller shows it as new, or as unknown when there was no
 * day before).
 */
export function movesOf(today: readonly Ranked[], before: readonly Ranked[]): (number | null)[] {
  const was = new Map<string, number>();
  for (const e of before) if (e.rank !== null && !was.has(e.key)) was.set(e.key, e.rank);
  return today.map((e) => {
    const old = was.get(e.key);
    return e.rank === null || old === undefined ? null : old - e.rank;
  });
}

/** A kept top's rows with the method their check read the list by (null on rows that lack it). */
interface ReadBy {
  source: string | null;
  surface: string | null;
}

/**
 * The day before's top, when it is comparable with the day's: read by the same source on the
 * same surface (issue 36 §2). Otherwise none: a list read another way is not the day before of
 * this one, so nothing in it moved (no ▲/▼, nothing new).
 */
export function comparableBefore<T extends ReadBy>(
  today: readonly ReadBy[],
  before: readonly T[],
): { before: T[]; methodChanged: boolean } {
  const a = today[0];
  const b = before[0];
  if (!a || !b) return { before: [...before], methodChanged: false };
  const changed = methodChanged(a, b);
  return { before: changed ? [] : [...before], methodChanged: changed };
}

/**
 * The entries around the member's item: every one above it and SHOWN_BELOW below. When the item
 * is not in the kept top (outside it, or not ranked), the whole kept top.
 */
export function aroundOwn<T extends { rank: number | null }>(
  entries: readonly T[],
  ownRank: number | null,
): T[] {
  const organic = entries.filter((e) => e.rank !== null);
  const last = organic.at(-1)?.rank ?? 0;
  if (ownRank === null || ownRank < 1 || ownRank > last) return [...entries];
  return entries.filter((e) => e.rank === null || e.rank <= ownRank + SHOWN_BELOW);
}

/** `count` Korea days ending on `today`, oldest first. */
export function daysEnding(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dayBefore(today, count - 1 - i));
}

/** The calendar day `days` before `day` (YYYY-MM-DD; the arithmetic of dates, no time zone). */
export const dayBefore = (day: string, days = 1): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
