import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/** One balance per member; the check makes a negative balance impossible even under races. */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    mbrSn: integer('mbr_sn')
      .primaryKey()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coin_accounts_balance_ck', sql`${t.balance} >= 0`)],
);

/** Append-only: every balance change is one row, written in the same transaction. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    memo: text('memo'),
    actorMbrSn: integer('actor_mbr_sn'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_ledger_member_idx').on(t.mbrSn, t.id),
    check('coin_ledger_delta_ck', sql`${t.delta} <> 0`),
    // A purchase is credited once: the second guard behind the order's conditional update.
    uniqueIndex('coin_ledger_purchase_ref_uq')
      .on(t.refType, t.refId)
      .where(sql`${t.kind} = 'PURCHASE' and ${t.refId} is not null`),
  ],
);
