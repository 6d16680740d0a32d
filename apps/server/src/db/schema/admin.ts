import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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
 * An agency member's invitation of a member into its group: joining needs the member's consent.
 * One row for every well-formed address the agency submits, whether or not an account has it
 * (so the agency's list tells nothing about who has an account); `mbr_sn` is the member it was
 * delivered to, null when no eligible member had the address (never shown to anyone, never
 * accepted). Expiry is computed on read (`status = 'PENDING' and expires_at <= now`).
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: uuid('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => agencyGroups.id),
    /** The address as the agency typed it, normalised (lower case, trimmed). */
    email: text('email').notNull(),
    mbrSn: integer('mbr_sn').references(() => members.mbrSn, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    memo: text('memo'),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => members.mbrSn),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] })
      .notNull()
      .default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('agency_invitations_group_idx').on(t.groupId, t.createdAt),
    index('agency_invitations_group_email_idx').on(t.groupId, t.email),
    index('agency_invitations_member_idx')
      .on(t.mbrSn, t.createdAt)
      .where(sql`${t.status} = 'PENDING' and ${t.mbrSn} is not null`),
    check(
      'agency_invitations_status_ck',
      sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')`,
    ),
  ],
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

/**
 * A manager's cancellation of a grant (a pay-history row `grant:<id>`): what the grant gave of each
 * part and what was taken back (its unused coins, never more than the part holds). The primary key
 * makes a grant cancellable once, whatever the key or the instance of the call.
 */
export const coinGrantCancels = pgTable(
  'coin_grant_cancels',
  {
    /** The grant's pay-history id without `grant:` (its ledger ref, or `ledger-<id>`). */
    grantId: text('grant_id').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    paidGranted: bigint('paid_granted', { mode: 'number' }).notNull(),
    serviceGranted: bigint('service_granted', { mode: 'number' }).notNull(),
    paidTaken: bigint('paid_taken', { mode: 'number' }).notNull(),
    serviceTaken: bigint('service_taken', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    cancelledBy: integer('cancelled_by').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_grant_cancels_member_idx').on(t.mbrSn),
    check(
      'coin_grant_cancels_taken_ck',
      sql`${t.paidTaken} >= 0 and ${t.serviceTaken} >= 0 and ${t.paidTaken} <= ${t.paidGranted} and ${t.serviceTaken} <= ${t.serviceGranted}`,
    ),
  ],
);
