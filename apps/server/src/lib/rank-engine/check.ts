/**
 * One rank check of one keyword, shared by every rank feature: load the targets tracked on the
 * keyword (across members), walk the pages once for all of them, then hand the outcome to the
 * feature's writer. The rules every writer keeps:
 * - a failed walk is recorded as a failed check, never as a rank change, and the error is
 *   rethrown so the job engine retries with backoff;
 * - the previous rank moves only when a new Korea day is recorded (`shiftsPrevious`), so
 *   re-checks of a day (retries, restarts) update in place and never add a second change, and a
 *   check of a day older than the one recorded never touches the current rank (`recordsCurrent`);
 * - a target not found is "outside" (0) only when the walk was complete (`rankToRecord`).
 */
import { type WalkResult, type WalkSpec, walkRanks } from './walk';

interface FailedCheck<T> {
  targets: T[];
  pagesFetched: number;
  error: unknown;
}

interface CompletedCheck<T, I> extends WalkResult<I> {
  targets: T[];
}

/** Where a feature keeps its ranks. Both run after the walk, outside of it. */
export interface RankWriter<T, I> {
  failed(check: FailedCheck<T>): Promise<void>;
  succeeded(check: CompletedCheck<T, I>): Promise<void>;
}

export interface CheckSummary {
  pagesFetched: number;
  targets: number;
  found: number;
}

export async function runRankCheck<T, I>(opts: {
  loadTargets: () => Promise<T[]>;
  walk: Omit<WalkSpec<T, I>, 'targets'>;
  writer: RankWriter<T, I>;
}): Promise<CheckSummary> {
  const targets = await opts.loadTargets();
  const progress = { pagesFetched: 0 };
  let result: WalkResult<I>;
  try {
    result = await walkRanks({ ...opts.walk, targets }, progress);
  } catch (error) {
    await opts.writer.failed({ targets, pagesFetched: progress.pagesFetched, error });
    throw error;
  }
  await opts.writer.succeeded({ ...result, targets });
  return { pagesFetched: result.pagesFetched, targets: targets.length, found: result.ranks.size };
}

/** The previous rank moves only when a new Korea day is recorded. */
export const shiftsPrevious = (rankDay: string | null, day: string): boolean => rankDay !== day;

/**
 * Whether a check of `day` sets the current rank. Not when a later day is already recorded: a
 * job of day D retried after day D+1 was checked (its worker died after midnight) would move
 * D+1's rank to previous and label the row D. Such a check only fills in D's history row if it
 * is missing, so neither the current ranks nor a recorded day change.
 */
export const recordsCurrent = (rankDay: string | null, day: string): boolean =>
  rankDay === null || day >= rankDay;

/** The rank to record: found, 0 (outside) after a complete walk, else null (leave it as it was). */
export const rankToRecord = (
  ranks: ReadonlyMap<number, number>,
  key: number,
  complete: boolean,
): number | null => ranks.get(key) ?? (complete ? 0 : null);

/** The error text kept with a failed check (never shown to members). */
export const failureText = (error: unknown): string => String(error).slice(0, 500);
