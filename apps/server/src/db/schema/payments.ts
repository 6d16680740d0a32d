import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

export type PaymentOrderStatus =
  'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED' | 'MISMATCH';

/**
 * One coin purchase. The id is our paymentId (random, unguessable) that PortOne carries.
 * PENDING → PAID (coins credited once) | FAILED | CANCELLED | MISMATCH (paid, but not what we
 * asked for: recorded and alerted, nothing credited). A PAID order is cancelled by a manager:
 * cancel_requested_at marks a cancellation under way, cancelled_at a finished one. A refund made
 * outside the app (PortOne console, card company) is applied from the webhook or the reconcile job:
 * PAID → PARTIAL_CANCELLED (part of the amount refunded) → CANCELLED, with cancel_amount = what
 * PortOne shows refunded, cancel_coins = coins taken back and cancel_shortfall = coins that could not
 * be taken back because the member had spent them.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    /** [{coins, qty, price}] as priced by the server's list when the order was made. */
    packs: jsonb('packs').$type<Array<{ coins: number; qty: number; price: number }>>().notNull(),
    orderName: text('order_name').notNull(),
    totalAmount: integer('total_amount').notNull(),
    totalCoins: integer('total_coins').notNull(),
    currency: text('currency').notNull().default('KRW'),
    status: text('status').$type<PaymentOrderStatus>().notNull().default('PENDING'),
    /** PortOne's transaction id (txId) of the attempt that settled the payment. */
    portoneTxId: text('portone_tx_id'),
    /** What PortOne last reported (READY, PAID, FAILED, …) and why an order is FAILED or MISMATCH. */
    pgStatus: text('pg_status'),
    statusReason: text('status_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelCoins: integer('cancel_coins'),
    cancelShortfall: integer('cancel_shortfall'),
    cancelAmount: integer('cancel_amount'),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by'),
    portoneCancellationId: text('portone_cancellation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_orders_member_idx').on(t.mbrSn, t.createdAt),
    index('payment_orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('payment_orders_amount_ck', sql`${t.totalAmount} > 0 and ${t.totalCoins} > 0`),
    check(
      'payment_orders_status_ck',
      sql`${t.status} in ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED', 'MISMATCH')`,
    ),
  ],
);
