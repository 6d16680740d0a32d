import { and, between, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  coinLedger,
  members,
  providerUsageAlerts,
  providerUsageDays,
  providerUsageErrors,
  providerUsageFailures,
  trackedGoods,
  trackedKeywords,
} from '../../db/schema/index';
import type { DayRow, ErrorRow, KeywordRow } from './provider-usage.domain';

// ---- the screen ----

/** The (source, day) counters between two Korea dates. */
export async function daysBetween(db: DbOrTx, from: string, to: string): Promise<DayRow[]> {
  const d = providerUsageDays;
  return db
    .select({
      source: d.source,
      day: d.day,
      calls: d.calls,
      pages: d.pages,
      rows: d.rows,
      errors: d.errors,
      blocks: d.blocks,
      costMicros: d.costMicros,
      reservedMicros: d.reservedMicros,
      unsettled: d.unsettled,
    })
    .from(d)
    .where(between(d.day, from, to));
}

export async function errorsBetween(db: DbOrTx, from: string, to: string): Promise<ErrorRow[]> {
  const e = providerUsageErrors;
  return db
    .select({ source: e.source, day: e.day, kind: e.kind, count: e.count })
    .from(e)
    .where(between(e.day, from, to));
}

/** Each source's `limit` keywords that cost most over the range (summed over its days). */
export async function topKeywordsBetween(
  db: DbOrTx,
  from: string,
  to: string,
  limit: number,
): Promise<KeywordRow[]> {
  const result = await db.execute(sql`
    select source, keyword, calls, cost_micros from (
      select source, keyword, sum(calls)::int as calls, sum(cost_micros)::bigint as cost_micros,
             row_number() over (partition by source order by sum(cost_micros) desc, keyword) as n
      from provider_usage_keywords where day between ${from}::date and ${to}::date
      group by source, keyword
    ) ranked where n <= ${limit} and cost_micros > 0`);
  return rowsOf<{ source: string; keyword: string; calls: number; cost_micros: number | string }>(result).map(
    (r) => ({
      source: r.source,
      keyword: r.keyword,
      calls: Number(r.calls),
      costMicros: Number(r.cost_micros),
    }),
  );
}

/** The newest failed calls of the range. */
export async function failuresBetween(db: DbOrTx, from: string, to: string, limit: number) {
  const f = providerUsageFailures;
  return db
    .select({
      id: f.id,
      at: f.at,
      source: f.source,
      kind: f.kind,
      status: f.status,
      keyword: f.keyword,
      detail: f.detail,
    })
    .from(f)
    .where(between(f.day, from, to))
    .orderBy(desc(f.id))
    .limit(limit);
}

/** Sources whose budget was reached on the day. */
export async function reachedOn(db: DbOrTx, day: string): Promise<string[]> {
  const rows = await db
    .select({ source: providerUsageAlerts.source })
    .from(providerUsageAlerts)
    .where(eq(providerUsageAlerts.day, day));
  return rows.map((r) => r.source);
}

/**
 * Products whose tracking period overlaps [start, end), with their distinct normalized keywords
 * (what the checks look up), and the coins spent on registering and renewing in [start, end).
 */
export async function trackingEarnings(db: DbOrTx, start: Date, end: Date) {
  const g = trackedGoods;
  const [tracked] = await db
    .select({
      products: sql<number>`count(distinct ${g.gdpSn})::int`,
      keywords: sql<number>`count(distinct ${trackedKeywords.keywordNorm})::int`,
    })
    .from(g)
    .leftJoin(trackedKeywords, eq(trackedKeywords.gdpSn, g.gdpSn))
    .where(and(sql`${g.coinStartAt} < ${end.toISOString()}::timestamptz`, gte(g.coinEndAt, start)));
  const l = coinLedger;
  const [spent] = await db
    .select({ coins: sql<number>`coalesce(-sum(${l.delta}), 0)::bigint` })
    .from(l)
    .where(
      and(
        inArray(l.kind, ['SPEND_REGISTER', 'SPEND_RENEW']),
        gte(l.createdAt, start),
        sql`${l.createdAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  return {
    products: Number(tracked?.products ?? 0),
    keywords: Number(tracked?.keywords ?? 0),
    coinsEarned: Number(spent?.coins ?? 0),
  };
}

// ---- the budget notice ----

/**
 * Claims the day's notice of a source: only the caller whose row goes in makes the bell notice and
 * sends the mail, on any instance.
 */
export async function claimAlert(
  db: DbOrTx,
  a: {
    source: string;
    day: string;
    budgetMicros: number;
    spentMicros: number;
    mailStatus: 'sending' | 'skipped';
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(providerUsageAlerts)
    .values({
      source: a.source,
      day: a.day,
      budgetMicros: a.budgetMicros,
      spentMicros: a.spentMicros,
      mailStatus: a.mailStatus,
      mailAttempts: a.mailStatus === 'sending' ? 1 : 0,
      mailClaimedAt: a.mailStatus === 'sending' ? a.at : null,
    })
    .onConflictDoNothing()
    .returning({ source: providerUsageAlerts.source });
  return rows.length === 1;
}

/**
 * A failed mail (or one whose sender died: claimed before `staleBefore`) is claimed again by a later
 * refusal, up to `maxAttempts` tries in all. Answers the managers already mailed, or null.
 */
export async function reclaimMail(
  db: DbOrTx,
  r: { source: string; day: string; maxAttempts: number; staleBefore: Date; at: Date },
): Promise<{ mailedTo: number[]; budgetMicros: number; spentMicros: number } | null> {
  const a = providerUsageAlerts;
  const [row] = await db
    .update(a)
    .set({ mailStatus: 'sending', mailAttempts: sql`${a.mailAttempts} + 1`, mailClaimedAt: r.at })
    .where(
      and(
        eq(a.source, r.source),
        eq(a.day, r.day),
        sql`${a.mailAttempts} < ${r.maxAttempts}`,
        sql`(${a.mailStatus} = 'failed' or (${a.mailStatus} = 'sending' and ${lte(a.mailClaimedAt, r.staleBefore)}))`,
      ),
    )
    .returning({ mailedTo: a.mailedTo, budgetMicros: a.budgetMicros, spentMicros: a.spentMicros });
  return row ?? null;
}

export async function markMailed(db: DbOrTx, source: string, day: string, memberId: number): Promise<void> {
  const a = providerUsageAlerts;
  await db
    .update(a)
    .set({ mailedTo: sql`array_append(${a.mailedTo}, ${memberId}::int)` })
    .where(and(eq(a.source, source), eq(a.day, day)));
}

export async function finishMail(
  db: DbOrTx,
  source: string,
  day: string,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  const a = providerUsageAlerts;
  await db
    .update(a)
    .set({ mailStatus: status, mailError: error })
    .where(and(eq(a.source, source), eq(a.day, day)));
}

/** Who gets the managers' mail: every active manager. */
export async function activeManagers(db: DbOrTx) {
  return db
    .select({ mbrSn: members.mbrSn, email: members.email, name: members.name })
    .from(members)
    .where(and(eq(members.role, 'MNGR_MBR'), eq(members.status, 'ACTIVE')))
    .orderBy(members.mbrSn);
}
