/**
 * A store for @fastify/rate-limit in the database (`rate_limit_hits`), so that the sign-in, join,
 * mail-code and other limits count the attempts made on every app instance together. Used when
 * config.rateLimitStore is 'database' (the default whenever DATABASE_URL is set); the embedded
 * default keeps the plugin's in-memory store. PostgreSQL rather than Redis: every deployment
 * already has it, so several instances need nothing more to run (docs/deploy.md).
 *
 * One statement per attempt: the insert-or-increment starts a new window when the old one has
 * ended, and answers the count and the time left, like the plugin's Redis store. The plugin's
 * `continueExceeding` and `exponentialBackoff` options are not used by this app and not supported.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';

/** Rows whose window ended this long ago are deleted, by each process at most once a SWEEP_MS. */
const SWEEP_MS = 10 * 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    insert into rate_limit_hits as h (key, count, window_end)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when h.window_end <= now() then 1 else h.count + 1 end,
      window_end = case when h.window_end <= now() then excluded.window_end else h.window_end end
    returning h.count as current,
      greatest(0, extract(epoch from (h.window_end - now())) * 1000)::float8 as ttl`);
  const row = rowsOf<{ current: number; ttl: number }>(result)[0]!;
  return { current: Number(row.current), ttl: Math.ceil(Number(row.ttl)) };
}

export async function sweepHits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_end < now() - interval '1 hour'`);
}

/** `warn` hears of a failed sweep (the next one, SWEEP_MS later, tries again). */
export function databaseRateLimitStore(
  db: Db,
  warn: (err: unknown) => void = () => undefined,
): FastifyRateLimitStoreCtor {
  let sweptAt = Date.now();
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow = 60_000, _max?: number): void {
      if (Date.now() - sweptAt > SWEEP_MS) {
        sweptAt = Date.now();
        sweepHits(db).catch(warn);
      }
      countHit(db, this.prefix + key, timeWindow).then(
        (r) => callback(null, r),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      );
    }

    /** Each limited route counts apart, as the plugin's own stores do. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(undefined, `${String(route?.method ?? '')}${String(route?.url ?? '')}-`);
    }
  }
  return DatabaseStore;
}
