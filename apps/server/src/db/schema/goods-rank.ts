import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import * as rank from './rank-columns';

/**
 * Numbers every write to a row the tracked-goods list shows (`list_seq` of tracked_goods and
 * tracked_keywords; a trigger of migration goods_list_version sets it on insert and update),
 * so the list's ETag is the largest number and the row count of a member's rows: any change,
 * by any writer, gives a new tag (a delete lowers the count).
 */
export const goodsListSeq = pgSequence('goods_list_seq');

/** A product a member tracks (spec 02 §3 goods). */
export const trackedGoods = pgTable(
  'tracked_goods',
  {
    gdpSn: serial('gdp_sn').primaryKey(),
    mbrSn: rank.trackingMember(),
    /** Catalogue id (shopping productId) when known. */
    midNo: text('mid_no'),
    /** Store product number (the number at the end of a smart-store link) when known. */
    mallPid: text('mall_pid'),
    /** Which number the member registered by: 'prodNum' or 'midNum'. */
    registeredBy: text('registered_by').notNull(),
    storeName: text('store_name'),
    title: text('title'),
    image: text('image'),
    price: integer('price'),
    matchingModelMidNo: text('matching_model_mid_no'),
    lookupStatus: text('lookup_status').notNull().default('pending'),
    memo: text('memo').notNull().default(''),
    coinStartAt: timestamp('coin_start_at', { withTimezone: true }).notNull(),
    coinEndAt: timestamp('coin_end_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...rank.checkNowColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The list's version of this row (goodsListSeq). */
    listSeq: bigint('list_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('goods_list_seq')`),
  },
  (t) => [
    index('tracked_goods_member_idx').on(t.mbrSn, t.sortOrder),
    index('tracked_goods_end_idx').on(t.coinEndAt),
  ],
);

/** A keyword of a tracked product with its current and previous rank (0 = outside 500). */
export const trackedKeywords = pgTable(
  'tracked_keywords',
  {
    gdkdSn: serial('gdkd_sn').primaryKey(),
    gdpSn: integer('gdp_sn')
      .notNull()
      .references(() => trackedGoods.gdpSn, { onDelete: 'cascade' }),
    ...rank.rankKeywordColumns(),
    /** Last hourly (v1) check, for the budget's least-recently-checked-first order. */
    hourlyCheckedAt: timestamp('hourly_checked_at', { withTimezone: true }),
    /** The list's version of this row (goodsListSeq). */
    listSeq: bigint('list_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('goods_list_seq')`),
  },
  (t) => rank.rankKeywordIndexes('tracked_keywords', 'goods', { ...t, item: t.gdpSn }),
);

/** One row per tracked keyword per Korea day; a failed check writes nothing here. */
export const rankHistory = pgTable(
  'rank_history',
  {
    ...rank.rankHistoryColumns(),
    gdkdSn: rank.keywordReference('gdkd_sn', () => trackedKeywords.gdkdSn),
    ...rank.goodsAttributeColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rank_history_kw_day_uq').on(t.gdkdSn, t.day)],
);

/** The engine's record of each keyword check (audit, idempotency, efficiency figures). */
export const keywordChecks = pgTable('keyword_checks', rank.keywordCheckColumns(), (t) => [
  index('keyword_checks_kw_day_idx').on(t.keywordNorm, t.day),
]);

/** The engine's memory of each shopping keyword's answers (rank-columns keywordAnswerColumns). */
export const goodsKeywordAnswers = pgTable('goods_keyword_answers', rank.keywordAnswerColumns());

/**
 * v1: one row per tracked keyword per hour (Korea time), same rules as the daily history, with the
 * same provenance (rows from before it was kept have none).
 */
export const rankHistoryHourly = pgTable(
  'rank_history_hourly',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gdkdSn: integer('gdkd_sn')
      .notNull()
      .references(() => trackedKeywords.gdkdSn, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    rank: integer('rank').notNull(),
    ...rank.provenanceColumns(),
    /** When the check that wrote the row ran. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('rank_history_hourly_kw_hour_uq').on(t.gdkdSn, t.hour)],
);

/**
 * The notices of an ending product: one row per product, stage and period end ('endsIn3' and
 * 'endsIn1' before the end, issue 39 §3; 'expired' when its period ended unpaid and 'deleteSoon'
 * the day before deletion, issue 23 point 6). The unique key makes the job idempotent across
 * re-runs and workers; the row is also the outbox of the member's daily mail. No foreign key to
 * tracked_goods: the record outlives the deleted product.
 */
export const goodsLifecycleNotices = pgTable(
  'goods_lifecycle_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    gdpSn: integer('gdp_sn').notNull(),
    stage: text('stage').notNull(),
    coinEndAt: timestamp('coin_end_at', { withTimezone: true }).notNull(),
    deletesAt: timestamp('deletes_at', { withTimezone: true }).notNull(),
    title: text('title'),
    productNo: text('product_no'),
    autoRenew: boolean('auto_renew').notNull(),
    /** 'pending' | 'sending' (claimed) | 'sent' | 'failed' (retried up to 3 times) | 'skipped' (no SMTP). */
    mailStatus: text('mail_status').notNull().default('pending'),
    mailAttempts: smallint('mail_attempts').notNull().default(0),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailError: text('mail_error'),
    /** The notice's row in the bell (rank_alert_notifications), withdrawn or read once resolved. */
    notificationId: bigint('notification_id', { mode: 'number' }),
    /** When the product was renewed or deleted after the notice: its bell row was settled then. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_lifecycle_notices_uq').on(t.gdpSn, t.stage, t.coinEndAt),
    check(
      'goods_lifecycle_notices_stage_ck',
      sql`${t.stage} in ('endsIn3', 'endsIn1', 'expired', 'deleteSoon')`,
    ),
    check(
      'goods_lifecycle_notices_mail_ck',
      sql`${t.mailStatus} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    index('goods_lifecycle_notices_mail_idx')
      .on(t.id)
      .where(sql`${t.mailStatus} in ('pending', 'sending', 'failed')`),
    index('goods_lifecycle_notices_open_idx')
      .on(t.gdpSn)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * One lifecycle mail a day per member (issue 39 §3): the day's mail lists every waiting notice of
 * the member, and its primary key admits one per Korea day across workers. 'sending' is a
 * worker's claim (taken over when stale), 'failed' is retried up to 3 times that day.
 */
export const goodsLifecycleDigests = pgTable(
  'goods_lifecycle_digests',
  {
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    attempts: smallint('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    notices: integer('notices').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.mbrSn, t.day] }),
    check('goods_lifecycle_digests_status_ck', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);
