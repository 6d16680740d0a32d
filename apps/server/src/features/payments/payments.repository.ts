import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders, type PaymentOrderStatus } from '../../db/schema/index';

export type OrderRow = typeof paymentOrders.$inferSelect;

export async function insertOrder(db: DbOrTx, values: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(values);
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
  return rows[0];
}

/** The order, locked until the transaction ends (concurrent cancels queue here). */
export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update').limit(1);
  return rows[0];
}

/** States a settlement may still change: PENDING, and FAILED (PortOne may let a later attempt succeed). */
const OPEN: PaymentOrderStatus[] = ['PENDING', 'FAILED'];

/**
 * Moves an open order to `status` and answers the row only to the one caller that moved it: the
 * conditional update is what makes callback, webhook and job credit exactly once.
 */
export async function settleOrder(
  db: DbOrTx,
  id: string,
  from: PaymentOrderStatus[],
  set: Partial<typeof paymentOrders.$inferInsert> & { status: PaymentOrderStatus; updatedAt: Date },
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(paymentOrders)
    .set(set)
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, from)))
    .returning();
  return rows[0];
}
export const openStates = OPEN;

/**
 * Records what PortOne answered and when (updated_at is the time of the last read). Only on an
 * open order: a read that finished late must not rewrite one that was settled meanwhile.
 */
export async function notePgStatus(db: DbOrTx, id: string, pgStatus: string, at: Date): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ pgStatus, updatedAt: at })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, OPEN)));
}

/**
 * pg_status of an open order that a webhook or a completion asked about while PortOne could not
 * be read: the reconcile job reads it again, FAILED ones included (a later attempt on the same id
 * may have been paid, and neither PortOne's retries nor the browser's may come). Any read of
 * PortOne replaces it. updated_at is left alone: nothing was read.
 */
const PG_UNVERIFIED = 'UNVERIFIED';

export async function markUnverified(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ pgStatus: PG_UNVERIFIED })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, OPEN)));
}

/**
 * What the reconcile job reads in one run: open orders marked unverified, then PENDING orders made
 * before `before`, least recently read first. Every read moves updated_at, so the orders take
 * turns: a day of abandoned checkouts (read until they expire) cannot keep a newer order waiting.
 */
export async function ordersToReconcile(db: DbOrTx, before: Date, limit = 100): Promise<OrderRow[]> {
  const flagged = await db
    .select()
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.status, OPEN), eq(paymentOrders.pgStatus, PG_UNVERIFIED)))
    .orderBy(paymentOrders.updatedAt)
    .limit(limit);
  const pending = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'PENDING'), lte(paymentOrders.createdAt, before)))
    .orderBy(paymentOrders.updatedAt, paymentOrders.createdAt)
    .limit(limit);
  const seen = new Set(flagged.map((o) => o.id));
  return [...flagged, ...pending.filter((o) => !seen.has(o.id))];
}

export async function updateOrder(
  db: DbOrTx,
  id: string,
  set: Partial<typeof paymentOrders.$inferInsert> & { updatedAt: Date },
): Promise<OrderRow | undefined> {
  const rows = await db.update(paymentOrders).set(set).where(eq(paymentOrders.id, id)).returning();
  return rows[0];
}

/** PAID, or PARTIAL_CANCELLED: part of the amount refunded outside the app. */
export const REFUNDABLE: PaymentOrderStatus[] = ['PAID', 'PARTIAL_CANCELLED'];

/** Orders (of these ids) a refund made outside the app may still change: credited, not cancelled in full. */
export async function refundableOrders(db: DbOrTx, ids: string[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.id, ids), inArray(paymentOrders.status, REFUNDABLE)));
}

/** A member's settled orders (what a payment history shows), newest first. */
export async function settledOrders(db: DbOrTx, memberId: number, limit = 200): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.mbrSn, memberId),
        inArray(paymentOrders.status, ['PAID', 'PARTIAL_CANCELLED', 'CANCELLED', 'MISMATCH']),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${paymentOrders.paidAt}, ${paymentOrders.createdAt})`),
      desc(paymentOrders.createdAt),
    )
    .limit(limit);
}
