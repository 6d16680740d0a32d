/**
 * Answers of outside services kept for one Korea day (`answer_cache`), so a second look at the
 * same keyword, trend or board on the same day costs no provider call, also after a restart or
 * on another app instance. Used by keyword analysis, keyword score and the ranking board.
 *
 * Only successful answers are stored. Concurrent looks at the same thing in one process share
 * one provider call (single flight). Rows of earlier days are removed when the same key is
 * written again, and every row older than a week at most once an hour.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { kstDate } from '@seller/shared';
import type { Db } from '../db/client';
import { answerCache } from '../db/schema/index';

interface CachedAnswer<T> {
  answer: T;
  /** True when the answer came from the table rather than a provider call just now. */
  cached: boolean;
  /** The Korea date the answer is kept for. */
  day: string;
}

export interface AnswerCache {
  /**
   * The stored answer of (kind, key) for today's Korea date, or the loaded one, stored when
   * `store` (default: always) agrees. A failed load stores nothing and rethrows.
   */
  getOrLoad<T>(
    kind: string,
    key: string,
    load: () => Promise<T>,
    opts?: { store?: (answer: T) => boolean },
  ): Promise<CachedAnswer<T>>;
}

const KEEP_DAYS = 7;
const PURGE_EVERY_MS = 3_600_000;

export function createAnswerCache(deps: { db: Db; now: () => Date }): AnswerCache {
  const inFlight = new Map<string, Promise<CachedAnswer<unknown>>>();
  let lastPurge = 0;

  async function purgeOld(today: string): Promise<void> {
    const at = deps.now().getTime();
    if (at - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at;
    await deps.db.delete(answerCache).where(sql`${answerCache.day} < (${today}::date - ${KEEP_DAYS}::int)`);
  }

  async function read<T>(kind: string, key: string, day: string): Promise<T | undefined> {
    const rows = await deps.db
      .select({ answer: answerCache.answer })
      .from(answerCache)
      .where(and(eq(answerCache.kind, kind), eq(answerCache.key, key), eq(answerCache.day, day)))
      .limit(1);
    return rows[0]?.answer as T | undefined;
  }

  async function write(kind: string, key: string, day: string, answer: unknown): Promise<void> {
    await deps.db
      .insert(answerCache)
      .values({ kind, key, day, answer })
      .onConflictDoUpdate({
        target: [answerCache.kind, answerCache.key, answerCache.day],
        set: { answer, createdAt: sql`now()` },
      });
    await deps.db
      .delete(answerCache)
      .where(and(eq(answerCache.kind, kind), eq(answerCache.key, key), lt(answerCache.day, day)));
  }

  return {
    async getOrLoad<T>(
      kind: string,
      key: string,
      load: () => Promise<T>,
      opts: { store?: (answer: T) => boolean } = {},
    ): Promise<CachedAnswer<T>> {
      const day = kstDate(deps.now());
      const flightKey = `${kind}\u0000${key}\u0000${day}`;
      const pending = inFlight.get(flightKey);
      if (pending) return (await pending) as CachedAnswer<T>;
      const run = (async (): Promise<CachedAnswer<T>> => {
        const stored = await read<T>(kind, key, day);
        if (stored !== undefined) return { answer: stored, cached: true, day };
        const answer = await load();
        if (opts.store?.(answer) ?? true) {
          await write(kind, key, day, answer);
          await purgeOld(day).catch(() => undefined);
        }
        return { answer, cached: false, day };
      })();
      inFlight.set(flightKey, run);
      try {
        return await run;
      } finally {
        inFlight.delete(flightKey);
      }
    },
  };
}
