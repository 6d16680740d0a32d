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

export async function notePgStatus(db: DbOrTx, id: string, pgStatus: string, at: Date): Promise<void> {
  await db.update(paymentOrders).set({ pgStatus, updatedAt: at }).where(eq(paymentOrders.id, id));
}

export async function pendingBefore(db: DbOrTx, before: Date, limit = 100): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'PENDING'), lte(paymentOrders.createdAt, before)))
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}

export async function updateOrder(
  db: DbOrTx,
  id: string,
  set: Partial<typeof paymentOrders.$inferInsert> & { updatedAt: Date },
): Promise<OrderRow | undefined> {
  const rows = await db.update(paymentOrders).set(set).where(eq(paymentOrders.id, id)).returning();
  return rows[0];
}

/** A member's settled orders (what a payment history shows), newest first. */
export async function settledOrders(db: DbOrTx, mbrSn: number, limit = 200): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.mbrSn, mbrSn), inArray(paymentOrders.status, ['PAID', 'CANCELLED', 'MISMATCH'])),
    )
    .orderBy(
      desc(sql`coalesce(${paymentOrders.paidAt}, ${paymentOrders.createdAt})`),
      desc(paymentOrders.createdAt),
    )
    .limit(limit);
}
