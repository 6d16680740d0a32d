import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackedGoods, trackedKeywords } from './goods-rank';
import { members } from './members';
import { placeKeywords, trackedPlaces } from './place-rank';

/** Thresholds are ranks (1..499); null switches that rule off. */
const thresholdCheck = (name: string, column: unknown) =>
  check(name, sql`${column} is null or ${column} between 1 and 499`);

/** A member's alert rules (absent row = the defaults in packages/shared rank-alerts). */
export const rankAlertMemberRules = pgTable(
  'rank_alert_member_rules',
  {
    mbrSn: integer('mbr_sn')
      .primaryKey()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    dropBy: integer('drop_by'),
    riseBy: integer('rise_by'),
    topN: integer('top_n'),
    topEnter: boolean('top_enter').notNull(),
    topLeave: boolean('top_leave').notNull(),
    outOfRange: boolean('out_of_range').notNull(),
    /** One e-mail a Korea day with that day's alerts; the unsubscribe link turns it off. */
    digest: boolean('digest').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    thresholdCheck('rank_alert_member_rules_drop_ck', t.dropBy),
    thresholdCheck('rank_alert_member_rules_rise_ck', t.riseBy),
    thresholdCheck('rank_alert_member_rules_top_ck', t.topN),
  ],
);

/** Rules of one tracked product or place that replace the member's own for it. */
export const rankAlertTargetRules = pgTable(
  'rank_alert_target_rules',
  {
    id: serial('id').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    gdpSn: integer('gdp_sn')
      .unique('rank_alert_target_rules_goods_uq')
      .references(() => trackedGoods.gdpSn, { onDelete: 'cascade' }),
    plceSn: integer('plce_sn')
      .unique('rank_alert_target_rules_place_uq')
      .references(() => trackedPlaces.plceSn, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    dropBy: integer('drop_by'),
    riseBy: integer('rise_by'),
    topN: integer('top_n'),
    topEnter: boolean('top_enter').notNull(),
    topLeave: boolean('top_leave').notNull(),
    outOfRange: boolean('out_of_range').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rank_alert_target_rules_member_idx').on(t.mbrSn),
    check('rank_alert_target_rules_one_target_ck', sql`(${t.gdpSn} is null) <> (${t.plceSn} is null)`),
    thresholdCheck('rank_alert_target_rules_drop_ck', t.dropBy),
    thresholdCheck('rank_alert_target_rules_rise_ck', t.riseBy),
    thresholdCheck('rank_alert_target_rules_top_ck', t.topN),
  ],
);

/**
 * One alert: a rule hit by one tracked keyword on one Korea day. The unique keys make the
 * evaluation idempotent (a rerun or a second worker adds nothing).
 */
export const rankAlertNotifications = pgTable(
  'rank_alert_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    /** 'goods' or 'place'. */
    kind: text('kind').notNull(),
    gdpSn: integer('gdp_sn').references(() => trackedGoods.gdpSn, { onDelete: 'cascade' }),
    gdkdSn: integer('gdkd_sn').references(() => trackedKeywords.gdkdSn, { onDelete: 'cascade' }),
    plceSn: integer('plce_sn').references(() => trackedPlaces.plceSn, { onDelete: 'cascade' }),
    plkwrdSn: integer('plkwrd_sn').references(() => placeKeywords.plkwrdSn, { onDelete: 'cascade' }),
    /**
     * 'drop' | 'rise' | 'enterTop' | 'leaveTop' | 'outOfRange', or a product's lifecycle notice
     * 'endsIn3' | 'endsIn1' (`day` is the end date) or 'expired' | 'deleteSoon' (`day` is the deletion
     * date; no keyword, `keyword` the product number),
     * or the channel notice 'kakaoOff' (Kakao turned the KakaoTalk channel off; `day` the Korea date),
     * or a manager's notice 'budgetReached' (a paid provider's daily budget was reached, issue 36 §3;
     * `keyword` the source, `title` its display name, `day` the Korea date).
     */
    rule: text('rule').notNull(),
    /** Korea date of the rank record that hit the rule. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 0 = outside the tracked depth (500 for goods, 300 for places). */
    previousRank: integer('previous_rank').notNull(),
    currentRank: integer('current_rank').notNull(),
    /** The N of the rule when it fired. */
    threshold: integer('threshold'),
    /** Product or place name and keyword as they were, so the text survives later edits. */
    title: text('title'),
    keyword: text('keyword').notNull(),
    /**
     * What the two records read (issue 36 §2 "N위 밖 names the depth and surface read"): the
     * surface of the day's record and the organic depth each record reached; null for notices
     * and for records from before depths were kept (the text then names the tracked depth).
     */
    surface: text('surface'),
    depth: integer('depth'),
    previousDepth: integer('previous_depth'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Set when a later successful check of the same day no longer hits the rule (the move was a
     * provider's glitch or has been undone): the member no longer sees it and the day's digest
     * leaves it out. Kept, not deleted, so what an already sent digest said can still be traced.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rank_alert_notifications_kind_ck', sql`${t.kind} in ('goods', 'place')`),
    check(
      'rank_alert_notifications_target_ck',
      sql`(${t.kind} = 'goods' and ${t.gdkdSn} is not null and ${t.plkwrdSn} is null) or (${t.kind} = 'place' and ${t.plkwrdSn} is not null and ${t.gdkdSn} is null) or (${t.kind} = 'goods' and ${t.rule} in ('endsIn3', 'endsIn1', 'expired', 'deleteSoon', 'kakaoOff', 'budgetReached') and ${t.gdkdSn} is null and ${t.plkwrdSn} is null)`,
    ),
    uniqueIndex('rank_alert_notifications_goods_uq').on(t.gdkdSn, t.day, t.rule),
    uniqueIndex('rank_alert_notifications_place_uq').on(t.plkwrdSn, t.day, t.rule),
    index('rank_alert_notifications_member_idx').on(t.mbrSn, t.id),
    index('rank_alert_notifications_unread_idx')
      .on(t.mbrSn)
      .where(sql`${t.readAt} is null`),
    index('rank_alert_notifications_day_idx').on(t.day, t.mbrSn),
  ],
);

/**
 * The newest successful check of a keyword's day whose ranks were compared with the record before
 * them, per distinct keyword (the rank engine's unit): a later successful check of the same day
 * (a retry, a keyword added by someone) is compared again, and nothing else is.
 */
export const rankAlertEvaluations = pgTable(
  'rank_alert_evaluations',
  {
    /** 'goods' or 'place'. */
    kind: text('kind').notNull(),
    keywordNorm: text('keyword_norm').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** keyword_checks.id / place_keyword_checks.id of the compared successful check. */
    checkId: bigint('check_id', { mode: 'number' }).notNull(),
    /** When that check was recorded (the digest waits for checks after the daily run). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.keywordNorm, t.day] }),
    index('rank_alert_evaluations_day_idx').on(t.day),
  ],
);

/** One digest e-mail per member per Korea day (of the rank records it reports). */
export const rankAlertDigests = pgTable(
  'rank_alert_digests',
  {
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'sending' (claimed), 'sent', or 'failed' (tried again by the next run, up to 3 times). */
    status: text('status').notNull(),
    attempts: smallint('attempts').notNull().default(1),
    items: integer('items').notNull().default(0),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.mbrSn, t.day] }),
    check('rank_alert_digests_status_ck', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);

/** The signing key of unsubscribe links: made once on first use, shared by every server. */
export const rankAlertKeys = pgTable('rank_alert_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a member changed on a tracked product or place (memo, keywords, the product itself), by
 * Korea date, so the rank charts can mark it next to the ranks that followed.
 */
export const memberChangeEvents = pgTable(
  'member_change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    gdpSn: integer('gdp_sn').references(() => trackedGoods.gdpSn, { onDelete: 'cascade' }),
    plceSn: integer('plce_sn').references(() => trackedPlaces.plceSn, { onDelete: 'cascade' }),
    /** 'memo' | 'keywordAdd' | 'keywordDelete' | 'representative' | 'productChange'. */
    change: text('change').notNull(),
    detail: text('detail'),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_change_events_one_target_ck', sql`(${t.gdpSn} is null) <> (${t.plceSn} is null)`),
    index('member_change_events_goods_idx')
      .on(t.gdpSn, t.day)
      .where(sql`${t.gdpSn} is not null`),
    index('member_change_events_place_idx')
      .on(t.plceSn, t.day)
      .where(sql`${t.plceSn} is not null`),
  ],
);
