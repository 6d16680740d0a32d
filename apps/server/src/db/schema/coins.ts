import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** Coin amounts are bigint, read as JS numbers: the checks keep them within Number.MAX_SAFE_INTEGER. */
const coins = (name: string) => bigint(name, { mode: 'number' });
const SAFE_MAX = sql.raw(String(Number.MAX_SAFE_INTEGER));

/**
 * One balance per member, in three parts (features/coins/coins.domain.ts): service coins (given
 * free), paid grants (paid coins a manager gives) and purchased coins (bought through PortOne, the
 * only ones a cancellation refunds). The checks make a negative part, or a balance that is not the
 * sum of its parts, impossible even under races.
 */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    mbrSn: integer('mbr_sn')
      .primaryKey()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    balance: coins('balance').notNull().default(0),
    service: coins('service').notNull().default(0),
    paidGrant: coins('paid_grant').notNull().default(0),
    purchased: coins('purchased').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coin_accounts_balance_ck', sql`${t.balance} >= 0 and ${t.balance} <= ${SAFE_MAX}`),
    check('coin_accounts_parts_ck', sql`${t.service} >= 0 and ${t.paidGrant} >= 0 and ${t.purchased} >= 0`),
    check('coin_accounts_sum_ck', sql`${t.balance} = ${t.service} + ${t.paidGrant} + ${t.purchased}`),
  ],
);

/**
 * Append-only: every balance change is one row, written in the same transaction, with the change
 * of each part (their sum is the delta).
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delta: coins('delta').notNull(),
    balanceAfter: coins('balance_after').notNull(),
    serviceDelta: coins('service_delta').notNull().default(0),
    paidGrantDelta: coins('paid_grant_delta').notNull().default(0),
    purchasedDelta: coins('purchased_delta').notNull().default(0),
    memo: text('memo'),
    actorMbrSn: integer('actor_mbr_sn'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /**
     * What a spend paid for, written with it (issue 23 point 10) so the coin history can say it
     * after the product is gone: 'register' | 'renew' | 'autoRenew'; null for credits.
     */
    purpose: text('purpose'),
    /** The product's title and number (store product or catalogue) at spend time. */
    itemTitle: text('item_title'),
    itemNo: text('item_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_ledger_member_idx').on(t.mbrSn, t.id),
    check('coin_ledger_delta_ck', sql`${t.delta} <> 0`),
    check(
      'coin_ledger_parts_ck',
      sql`${t.delta} = ${t.serviceDelta} + ${t.paidGrantDelta} + ${t.purchasedDelta}`,
    ),
    // A purchase is credited once: the second guard behind the order's conditional update.
    uniqueIndex('coin_ledger_purchase_ref_uq')
      .on(t.refType, t.refId)
      .where(sql`${t.kind} = 'PURCHASE' and ${t.refId} is not null`),
    // The rows of one grant, found by its ref when a manager cancels it.
    index('coin_ledger_ref_idx')
      .on(t.refType, t.refId)
      .where(sql`${t.refId} is not null`),
  ],
);
