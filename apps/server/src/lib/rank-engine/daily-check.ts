import { kstDate } from '@seller/shared';
import type { Db, Tx } from '../../db/client';
import { failureText, rankToRecord, recordsCurrent, runRankCheck, shiftsPrevious } from './check';
import { judgeAnswer } from './empty-answer';
import {
  type AttributeValue,
  type CheckMethod,
  type RankStore,
  type RankWrite,
  type RecordedBy,
  TOP_KEPT,
  type TopEntry,
} from './store';
import type { ListedEntry, WalkSpec } from './walk';

/**
 * The daily check of one keyword, the same for every rank feature: check → write ranks and
 * history → keep the items' listed details. A feature passes in only its source (where the list
 * comes from, how a target matches an entry) and its repository (targets, tables, details).
 */

/** Where a feature's ranked list comes from and how its targets are found in it. */
export type RankSource<T, I> = Omit<WalkSpec<T, I>, 'targets' | 'keyOf' | 'fetchPage'> & {
  fetchPage(keywordNorm: string, start: number, display: number): ReturnType<WalkSpec<T, I>['fetchPage']>;
  /** What the list is read by (issue 36 §2): recorded with every rank, with the walk's depth. */
  provenance: CheckMethod;
};

/** What the check reads and writes of a feature. */
export interface RankRepository<T, I> {
  store: RankStore;
  /** Every tracked keyword row on a normalized keyword, across members. */
  loadTargets(keywordNorm: string): Promise<T[]>;
  /** The keyword row a rank is recorded on, and its item (product, place). */
  keyOf(target: T): number;
  itemOf(target: T): number;
  /** Keeps the details of found items current (title, picture, review figures...). */
  refresh(tx: Tx, rows: readonly T[], found: ReadonlyMap<number, I>, day: string): Promise<void>;
  /**
   * The day's attributes of a target's history row (issue 42 §1), in the order of its tables'
   * historyAttributes, from the entries the walk read anyway: made once per check, then asked per
   * target with the entry it matched (undefined when not found). Nulls where the list said nothing.
   */
  attributesOf?(
    entries: readonly ListedEntry<I>[],
  ): (target: T, item: I | undefined) => readonly AttributeValue[];
  /** An entry's listed details as its top table keeps them. */
  listed(item: I): Omit<TopEntry, 'slot' | 'rank'>;
  /**
   * Records the day's place of the rivals members pinned on these keyword rows, from the entries
   * the walk read anyway (`by.depth` organic ones, read by `by`): never a call of its own.
   */
  followRivals?(
    tx: Tx,
    keywordIds: readonly number[],
    day: string,
    entries: readonly ListedEntry<I>[],
    by: RecordedBy,
    /** 'fill' for a late retry of a past day: days already recorded stay as they are. */
    mode: 'replace' | 'fill',
  ): Promise<void>;
}

/** The entries of a list down to its TOP_KEPT-th organic one, ads among them included. */
export function topOf<I>(
  entries: readonly ListedEntry<I>[],
  listed: (item: I) => Omit<TopEntry, 'slot' | 'rank'>,
): TopEntry[] {
  const top: TopEntry[] = [];
  for (const e of entries) {
    if (e.rank !== null && e.rank > TOP_KEPT) break;
    top.push({ ...listed(e.item), slot: e.slot, rank: e.rank });
  }
  // Ads after the last kept organic entry belong to the next stretch of the list.
  while (top.length > 0 && top[top.length - 1]!.rank === null) top.pop();
  return top;
}

export interface CheckResult {
  keywordNorm: string;
  day: string;
  pagesFetched: number;
  targets: number;
  found: number;
  /** The answer was an unconfirmed empty one (empty-answer.ts): nothing recorded, re-check due then. */
  recheckAt: Date | null;
}

export function createDailyCheck<T, I>(deps: {
  db: Db;
  now: () => Date;
  source: RankSource<T, I>;
  repository: RankRepository<T, I>;
  /**
   * Queues the re-check of an unconfirmed empty answer for `at`, after the check's commit (a job;
   * the caller logs a failure to queue: the answers table keeps `recheck_at`, and the sweep queues
   * a re-check that is overdue).
   */
  recheck?: (keywordNorm: string, at: Date) => void;
}) {
  const { db, now, repository: repo } = deps;
  const { provenance, ...source } = deps.source;
  const { store, keyOf } = repo;
  const lockLive = (tx: Tx, targets: readonly T[]) =>
    store.lockLiveKeywords(tx, targets.map(repo.itemOf), targets.map(keyOf));

  /**
   * One check of `keywordNorm` for `day` (the Korea day by default). A failed walk records a
   * failed check and no rank, and rethrows for the job's retry. A walk cut short by its page
   * budget records the ranks it found; the others stay as they were ('partial'). An empty answer
   * for a keyword that had results records nothing until confirmed (empty-answer.ts): the ranks
   * stay, the rows say 'unconfirmed', and a re-check is queued.
   */
  return async function checkKeyword(keywordNorm: string, day = kstDate(now())): Promise<CheckResult> {
    let recheckAt: Date | null = null;
    const summary = await runRankCheck<T, I>({
      loadTargets: () => repo.loadTargets(keywordNorm),
      walk: {
        ...source,
        keyOf,
        fetchPage: (start, display) => source.fetchPage(keywordNorm, start, display),
      },
      writer: {
        failed: ({ targets, pagesFetched, error }) =>
          db.transaction(async (tx) => {
            await store.recordCheck(tx, {
              keywordNorm,
              day,
              status: 'failed',
              pagesFetched,
              targets: targets.length,
              error: failureText(error),
            });
            const live = await lockLive(tx, targets);
            // Only keywords never checked show the failure; a known rank stays as it was, dated.
            await store.markFailed(
              tx,
              [...live].filter(([, rankDay]) => rankDay === null).map(([id]) => id),
            );
            await store.recordFailure(tx, [...live.keys()], now());
          }),
        succeeded: ({ targets, ranks, found, pagesFetched, complete, entries, depth }) =>
          db.transaction(async (tx) => {
            const at = now();
            const by: RecordedBy = { ...provenance, depth };
            const live = await lockLive(tx, targets);
            const rows = targets.filter((x) => live.has(keyOf(x))).sort((a, b) => keyOf(a) - keyOf(b));
            // The walk fetched pages and the list had no entry at all: judged against the last answers.
            if (pagesFetched > 0) {
              const verdict = judgeAnswer(await store.lockAnswer(tx, keywordNorm), entries.length === 0, at);
              const due = verdict.kind === 'unconfirmed' ? verdict.recheckAt : null;
              await store.saveAnswer(tx, keywordNorm, verdict.next, due, at);
              if (due) {
                recheckAt = due;
                await store.markUnconfirmed(tx, rows.map(keyOf));
                await store.recordCheck(tx, {
                  keywordNorm,
                  day,
                  status: 'unconfirmed',
                  pagesFetched,
                  targets: targets.length,
                });
                return;
              }
            }
            const writes: RankWrite[] = [];
            const unknown: number[] = [];
            const attributes = repo.attributesOf?.(entries);
            for (const t of rows) {
              const id = keyOf(t);
              const rank = rankToRecord(ranks, id, complete);
              // The page budget ran out first: nothing is known about this target today.
              if (rank === null) {
                if (live.get(id) === null) unknown.push(id);
                continue;
              }
              const shift = shiftsPrevious(live.get(id) ?? null, day);
              writes.push(
                attributes
                  ? { id, rank, shift, attributes: attributes(t, found.get(id)) }
                  : { id, rank, shift },
              );
            }
            // Ids in lock order; every row is already locked, so the batches take no new locks.
            await store.markFailed(tx, unknown);
            // A later day already recorded (a late retry of this day's job): fill in history only.
            const past = writes.filter((w) => !recordsCurrent(live.get(w.id) ?? null, day));
            const current = writes.filter((w) => !past.includes(w));
            await store.writeRanks(tx, current, day, at, by);
            await store.writeHistory(tx, current, day, at, 'replace', by);
            await store.writeHistory(tx, past, day, at, 'fill', by);
            await repo.refresh(tx, rows, found, day);
            // A late retry of an older day only fills in what that day's own check did not store.
            const mode = past.length > 0 && current.length === 0 ? 'fill' : 'replace';
            await store.writeTop(tx, keywordNorm, day, topOf(entries, repo.listed), mode, provenance);
            await repo.followRivals?.(tx, rows.map(keyOf), day, entries, by, mode);
            await store.recordCheck(tx, {
              keywordNorm,
              day,
              status: complete ? 'ok' : 'partial',
              pagesFetched,
              targets: targets.length,
              found: ranks.size,
            });
          }),
      },
    });
    if (recheckAt) deps.recheck?.(keywordNorm, recheckAt);
    return { keywordNorm, day, ...summary, recheckAt };
  };
}
