/**
 * The meter's statements. The budget holds across processes because a call's reservation is one
 * conditional upsert of the (source, day) row: PostgreSQL locks that row, re-reads it after any
 * concurrent writer commits, and adds the estimate only if cost + reserved + estimate stays within
 * the budget. Nothing is read first and decided in the process.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import {
  providerUsageDays,
  providerUsageErrors,
  providerUsageFailures,
  providerUsageKeywords,
  providerUsageReservations,
} from '../../db/schema/index';

/** How many failures each source keeps for the screen. */
export const FAILURES_KEPT = 200;

/**
 * Reserves `estimate` on the source's day if it fits the budget (null: no budget) and records the
 * reservation; answers its id, or null when the budget refused it.
 */
export async function reserve(
  db: DbOrTx,
  r: {
    source: string;
    day: string;
    keyword: string | null;
    estimate: number;
    budget: number | null;
    expiresAt: Date;
  },
): Promise<number | null> {
  const budget = sql`${r.budget}::bigint`;
  const estimate = sql`${r.estimate}::bigint`;
  const result = await db.execute(sql`
    with d as (
      insert into provider_usage_days as d (source, day, reserved_micros, open)
      select ${r.source}, ${r.day}::date, ${estimate}, 1
      where ${budget} is null or ${estimate} <= ${budget}
      on conflict (source, day) do update
        set reserved_micros = d.reserved_micros + excluded.reserved_micros, open = d.open + 1
        where ${budget} is null or d.cost_micros + d.reserved_micros + excluded.reserved_micros <= ${budget}
      returning d.source, d.day
    )
    insert into provider_usage_reservations (source, day, keyword, estimate_micros, expires_at)
    select d.source, d.day, ${r.keyword}, ${estimate}, ${r.expiresAt.toISOString()}::timestamptz from d
    returning id`);
  const id = rowsOf<{ id: number | string }>(result)[0]?.id;
  return id === undefined ? null : Number(id);
}

/** A refused call: counted as a block; answers what the day had spent and held when it refused. */
export async function countBlock(db: DbOrTx, source: string, day: string): Promise<number> {
  const [row] = await db
    .insert(providerUsageDays)
    .values({ source, day, blocks: 1 })
    .onConflictDoUpdate({
      target: [providerUsageDays.source, providerUsageDays.day],
      set: { blocks: sql`${providerUsageDays.blocks} + 1` },
    })
    .returning({ cost: providerUsageDays.costMicros, reserved: providerUsageDays.reservedMicros });
  return (row?.cost ?? 0) + (row?.reserved ?? 0);
}

export interface Settlement {
  id: number;
  source: string;
  day: string;
  keyword: string | null;
  estimate: number;
  pages: number;
  rows: number;
  cost: number;
  /** null = ok, else the error's kind. */
  error: { kind: string; status: number | null; detail: string | null; at: Date } | null;
}

/**
 * Settles one call in one transaction: the reservation row goes, and the day takes the call. When
 * the sweep got there first (the reservation had expired and was charged at its estimate), the
 * call's real cost replaces that estimate.
 */
export async function settle(db: Db, s: Settlement): Promise<void> {
  await db.transaction(async (tx) => {
    const live = (
      await tx
        .delete(providerUsageReservations)
        .where(eq(providerUsageReservations.id, s.id))
        .returning({ id: providerUsageReservations.id })
    ).length;
    // Live: the estimate leaves `reserved`. Swept: it is already in `cost`, so only the difference.
    const costDelta = live ? s.cost : s.cost - s.estimate;
    const d = providerUsageDays;
    await tx
      .update(d)
      .set({
        calls: sql`${d.calls} + 1`,
        pages: sql`${d.pages} + ${s.pages}`,
        rows: sql`${d.rows} + ${s.rows}`,
        errors: sql`${d.errors} + ${s.error ? 1 : 0}`,
        costMicros: sql`${d.costMicros} + ${costDelta}`,
        reservedMicros: sql`${d.reservedMicros} - ${live ? s.estimate : 0}`,
        open: sql`${d.open} - ${live}`,
        unsettled: sql`${d.unsettled} - ${live ? 0 : 1}`,
      })
      .where(and(eq(d.source, s.source), eq(d.day, s.day)));
    if (s.keyword !== null) {
      const k = providerUsageKeywords;
      await tx
        .insert(k)
        .values({ source: s.source, day: s.day, keyword: s.keyword, calls: 1, costMicros: costDelta })
        .onConflictDoUpdate({
          target: [k.source, k.day, k.keyword],
          set: { calls: sql`${k.calls} + 1`, costMicros: sql`${k.costMicros} + ${costDelta}` },
        });
    }
    if (s.error) {
      const e = providerUsageErrors;
      await tx
        .insert(e)
        .values({ source: s.source, day: s.day, kind: s.error.kind, count: 1 })
        .onConflictDoUpdate({ target: [e.source, e.day, e.kind], set: { count: sql`${e.count} + 1` } });
      await tx.insert(providerUsageFailures).values({
        source: s.source,
        day: s.day,
        at: s.error.at,
        kind: s.error.kind,
        status: s.error.status,
        keyword: s.keyword,
        detail: s.error.detail,
      });
    }
  });
  if (s.error) await trimFailures(db, s.source);
}

/** Keeps the newest FAILURES_KEPT failures of a source. */
async function trimFailures(db: DbOrTx, source: string): Promise<void> {
  const f = providerUsageFailures;
  await db.execute(sql`
    delete from ${f} where ${f.source} = ${source} and ${f.id} < (
      select ${f.id} from ${f} where ${f.source} = ${source} order by ${f.id} desc offset ${FAILURES_KEPT - 1} limit 1
    )`);
}

/**
 * Reservations whose call never reported back by `at` (the process died, or hangs far past any
 * timeout) are charged at their estimate: the call may have been made and billed, so the money
 * stays counted, and the reservation stops holding budget as a reservation. Answers how many.
 */
export async function sweepExpired(db: DbOrTx, at: Date): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from provider_usage_reservations where expires_at < ${at.toISOString()}::timestamptz
      returning source, day, keyword, estimate_micros
    ), per_day as (
      select source, day, sum(estimate_micros)::bigint as micros, count(*)::int as n from gone group by source, day
    ), per_keyword as (
      insert into provider_usage_keywords as k (source, day, keyword, cost_micros)
      select source, day, keyword, sum(estimate_micros)::bigint from gone where keyword is not null
      group by source, day, keyword
      on conflict (source, day, keyword) do update set cost_micros = k.cost_micros + excluded.cost_micros
    )
    update provider_usage_days as d
      set reserved_micros = d.reserved_micros - p.micros, cost_micros = d.cost_micros + p.micros,
          open = d.open - p.n, unsettled = d.unsettled + p.n
    from per_day p where d.source = p.source and d.day = p.day
    returning p.n`);
  return rowsOf<{ n: number }>(result).reduce((sum, r) => sum + Number(r.n), 0);
}

/** The maintenance sweep: keyword costs and failures of days before `before` (Korea date). */
export async function sweepOld(db: DbOrTx, before: string): Promise<void> {
  await db.delete(providerUsageKeywords).where(lt(providerUsageKeywords.day, before));
  await db.delete(providerUsageFailures).where(lt(providerUsageFailures.day, before));
}
