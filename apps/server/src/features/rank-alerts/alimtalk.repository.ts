/** SQL of 알림톡 rank alerts (issue 40 §3): the members' numbers and the outbox. */
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  members,
  rankAlertAlimtalkOutbox as out,
  rankAlertNotifications,
  rankAlertPhones as ph,
} from '../../db/schema/index';

export type PhoneRow = typeof ph.$inferSelect;
export type OutboxRow = typeof out.$inferSelect;

export const phonesOf = (db: DbOrTx, memberId: number) =>
  db.select().from(ph).where(eq(ph.mbrSn, memberId)).orderBy(ph.id);

export async function phoneOf(db: DbOrTx, memberId: number, id: number): Promise<PhoneRow | null> {
  const [row] = await db
    .select()
    .from(ph)
    .where(and(eq(ph.id, id), eq(ph.mbrSn, memberId)));
  return row ?? null;
}

/** Locked for the code's checks (one code sent, one try counted, at a time). */
export async function lockPhone(db: DbOrTx, memberId: number, id: number): Promise<PhoneRow | null> {
  const [row] = await db
    .select()
    .from(ph)
    .where(and(eq(ph.id, id), eq(ph.mbrSn, memberId)))
    .for('update');
  return row ?? null;
}

export async function insertPhone(
  db: DbOrTx,
  v: { mbrSn: number; phone: string; label: string; role: string },
): Promise<PhoneRow | null> {
  const [row] = await db.insert(ph).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePhone(db: DbOrTx, id: number, set: Partial<PhoneRow>) {
  const [row] = await db.update(ph).set(set).where(eq(ph.id, id)).returning();
  return row!;
}

export const deletePhone = (db: DbOrTx, memberId: number, id: number) =>
  db
    .delete(ph)
    .where(and(eq(ph.id, id), eq(ph.mbrSn, memberId)))
    .returning({ id: ph.id });

/** The member's alerts of these kinds since `since` (the quote's "last 30 days"). */
export async function alertsSince(
  db: DbOrTx,
  memberId: number,
  rules: string[],
  since: Date,
): Promise<number> {
  if (rules.length === 0) return 0;
  const n = rankAlertNotifications;
  const [row] = await db
    .select({ n: count() })
    .from(n)
    .where(and(eq(n.mbrSn, memberId), inArray(n.rule, rules), gte(n.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Verified numbers with alert kinds, of active members. */
export const phonesOn = (db: DbOrTx) =>
  db
    .select({
      id: ph.id,
      mbrSn: ph.mbrSn,
      phone: ph.phone,
      label: ph.label,
      rules: ph.rules,
      since: ph.updatedAt,
    })
    .from(ph)
    .innerJoin(members, and(eq(members.mbrSn, ph.mbrSn), eq(members.status, 'ACTIVE')))
    .where(and(sql`${ph.verifiedAt} is not null`, sql`cardinality(${ph.rules}) > 0`));

/** Alerts of a Korea day (shown, not withdrawn) of these members, oldest first: the KakaoTalk channel's query. */
export { movesOfDay as alertsOfDay } from './kakao-talk.repository';

/** Messages queued for a number on a day, not counting those never sent (the daily cap). */
export async function queuedOnDay(db: DbOrTx, phoneId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(out)
    .where(and(eq(out.phoneId, phoneId), eq(out.day, day), sql`${out.status} <> 'skipped'`));
  return Number(row?.n ?? 0);
}

export async function enqueue(db: DbOrTx, rows: (typeof out.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(out).values(rows).onConflictDoNothing().returning({ id: out.id });
  return added.length;
}

/** Due messages for this worker (new, or a failed try's retry after `retryMs`); SKIP LOCKED. */
export async function claim(db: DbOrTx, limit: number, at: Date, attempts: number, retryMs: number) {
  const retryAfter = new Date(at.getTime() - retryMs).toISOString();
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      update rank_alert_alimtalk_outbox o
         set status = 'sending', claimed_at = ${at.toISOString()}::timestamptz, attempts = o.attempts + 1
       where o.id in (
             select id from rank_alert_alimtalk_outbox
              where status = 'pending' and attempts < ${attempts}
                and (claimed_at is null or claimed_at < ${retryAfter}::timestamptz)
              order by id limit ${limit} for update skip locked)
      returning o.id`),
  ).map((r) => Number(r.id));
  return ids.length ? db.select().from(out).where(inArray(out.id, ids)).orderBy(out.id) : [];
}

export async function finish(db: DbOrTx, id: number, set: Partial<OutboxRow>) {
  await db
    .update(out)
    .set({ ...set, ...(set.error ? { error: set.error.slice(0, 500) } : {}) })
    .where(eq(out.id, id));
}

/**
 * Gives up on messages stuck: a claim whose worker died mid-send (it may or may not have gone
 * out; sent again it could arrive twice, so it is failed, uncharged), and a sent message whose
 * result never came. They stop holding the member's coins.
 */
export async function failStale(db: DbOrTx, claimedBefore: Date, sentBefore: Date, at: Date) {
  const rows = await db
    .update(out)
    .set({ status: 'failed', reason: 'providerError', error: 'no answer from the provider', resultAt: at })
    .where(
      or(
        and(eq(out.status, 'sending'), lt(out.claimedAt, claimedBefore)),
        and(eq(out.status, 'sent'), lt(out.sentAt, sentBefore)),
      ),
    )
    .returning({ id: out.id });
  return rows.length;
}

/** Sent messages whose result is not known yet. */
export const awaitingResult = (db: DbOrTx, limit: number) =>
  db.select().from(out).where(eq(out.status, 'sent')).orderBy(out.id).limit(limit);

/** Coins held for the member's messages sent and not settled (charged on delivery). */
export async function heldMessages(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(out)
    .where(and(eq(out.mbrSn, memberId), inArray(out.status, ['sending', 'sent']), isNull(out.chargedAt)));
  return Number(row?.n ?? 0);
}

/** Settles a result once: true only for the call that moved it from sent (the charge's guard). */
export async function settle(
  db: DbOrTx,
  id: number,
  set: { status: 'delivered' | 'fallback' | 'failed'; reason: string | null; error: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(out)
    .set({ status: set.status, reason: set.reason, error: set.error, resultAt: set.at })
    .where(and(eq(out.id, id), eq(out.status, 'sent')))
    .returning({ id: out.id });
  return rows.length === 1;
}

export const markCharged = (db: DbOrTx, id: number, coins: number, at: Date) =>
  db.update(out).set({ coins, chargedAt: at }).where(eq(out.id, id));

/** Withdrawal: the member's numbers (other people's phone numbers) and messages go. */
export async function forget(db: DbOrTx, memberId: number) {
  await db.delete(out).where(eq(out.mbrSn, memberId));
  await db.delete(ph).where(eq(ph.mbrSn, memberId));
}

export const deliveriesOf = (db: DbOrTx, memberId: number, limit: number) =>
  db.select().from(out).where(eq(out.mbrSn, memberId)).orderBy(desc(out.id)).limit(limit);
