import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencyGroups, members } from './members';

/**
 * Agency registration (spec 01 §2.10): a member placed in an agency group, with the company name
 * and memo given at registration, who registered it and when (the grid's agency registration date).
 * `members.group_id` says the same for the session user; both are written in one transaction.
 */
export const agencyMembers = pgTable(
  'agency_members',
  {
    mbrSn: integer('mbr_sn')
      .primaryKey()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => agencyGroups.id),
    companyName: text('company_name').notNull(),
    memo: text('memo'),
    registeredBy: integer('registered_by'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_members_group_idx').on(t.groupId, t.registeredAt)],
);

/**
 * One row per member with every column the admin grids filter and sort on, so a filtered,
 * sorted page of 100,000 members is one scan of one table (no aggregation at read time).
 * Derived data: kept in step by triggers on members, coin_accounts, coin_ledger, tracked_goods
 * and agency_members (migration 0008_admin), never written by application code.
 */
export const memberDirectory = pgTable(
  'member_directory',
  {
    mbrSn: integer('mbr_sn')
      .primaryKey()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    groupId: integer('group_id'),
    companyName: text('company_name'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    agencyRegisteredAt: timestamp('agency_registered_at', { withTimezone: true }),
    /** coin_accounts.balance. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Tracked products (tracked_goods rows) the member has registered. */
    productCnt: integer('product_cnt').notNull().default(0),
    /** Coins spent on products: −Σ SPEND_REGISTER and SPEND_RENEW. */
    coinsUsed: bigint('coins_used', { mode: 'number' }).notNull().default(0),
    /** Paid coins: Σ PURCHASE, PAID_GRANT, CANCEL and REFUND (purchases net of cancellations). */
    paidCoins: bigint('paid_coins', { mode: 'number' }).notNull().default(0),
    /** Free coins: Σ SERVICE_GRANT and OPERATOR_GRANT. */
    serviceCoins: bigint('service_coins', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('member_directory_joined_idx').on(t.joinedAt, t.mbrSn),
    index('member_directory_agency_idx')
      .on(t.agencyRegisteredAt, t.mbrSn)
      .where(sql`${t.agencyRegisteredAt} is not null`),
    index('member_directory_group_idx').on(t.groupId, t.agencyRegisteredAt),
    index('member_directory_balance_idx').on(t.balance, t.mbrSn),
    index('member_directory_products_idx').on(t.productCnt, t.mbrSn),
    index('member_directory_email_idx').on(t.email, t.mbrSn),
    index('member_directory_total_idx').on(sql`(${t.paidCoins} + ${t.serviceCoins})`, t.mbrSn),
    // On PostgreSQL with pg_trgm available, migration 0008 also adds a trigram index on email
    // for the "contains" search; without it the search is a scan.
  ],
);

/** Who did what to whom, with the state before and after: grants, cancellations, registrations. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null: no member acted (a refund made in the PortOne console, applied by the app). */
    actorMbrSn: integer('actor_mbr_sn'),
    action: text('action').notNull(),
    targetMbrSn: integer('target_mbr_sn'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetMbrSn, t.id)],
);
