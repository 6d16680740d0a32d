import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Columns every rank-tracking feature (goods, place) shares, so the tables keep one shape and
 * lib/rank-engine can write any of them. Builders, not objects: drizzle needs fresh column
 * builders per table.
 */

/**
 * Where a recorded rank came from (issue 36 §2, rules/rank-provenance in the shared package):
 * the source ('searchapi', 'apify', 'naver-openapi', 'naver-place'), the surface ('plus-store',
 * 'price-comparison', 'place'), the device ('pc', 'mobile') and the organic entries the check
 * read. Null where a record does not know (the depth of records from before it was kept).
 */
export const provenanceColumns = () => ({
  source: text('source'),
  surface: text('surface'),
  device: text('device'),
  /** Organic entries the check read (the walk's depth). */
  depth: integer('depth'),
});

/** A tracked keyword's text, its representative flag and its current/previous rank. */
export const rankKeywordColumns = () => ({
  keyword: text('keyword').notNull(),
  /** Lower-cased, spaces collapsed: one rank check per distinct normalized keyword. */
  keywordNorm: text('keyword_norm').notNull(),
  /** The representative keyword; exactly one per tracked item (a partial unique index). */
  representative: boolean('representative').notNull().default(false),
  rankCurrent: integer('rank_current'),
  rankPrevious: integer('rank_previous'),
  /** The current rank's provenance (see provenanceColumns); checked_at says when. */
  rankSource: text('rank_source'),
  rankSurface: text('rank_surface'),
  rankDevice: text('rank_device'),
  rankDepth: integer('rank_depth'),
  /** The previous rank's method: a move exists only when it is the current one's (issue 36 §2). */
  rankPreviousSource: text('rank_previous_source'),
  rankPreviousSurface: text('rank_previous_surface'),
  /** Korea date of the latest recorded check; current→previous moves once a day. */
  rankDay: date('rank_day', { mode: 'string' }),
  checkStatus: text('check_status').notNull().default('pending'),
  /** The last successful check. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  /** The last failed check (the list says "today's check failed" while it is newer than checkedAt). */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The keyword table's indexes: a keyword once per item, one representative per item (the rule in
 * lib/rank-engine/representative), and the rank check's look-up by normalized keyword.
 */
export const rankKeywordIndexes = (
  table: string,
  itemName: string,
  t: { item: AnyPgColumn; keywordNorm: AnyPgColumn; representative: AnyPgColumn },
) => [
  uniqueIndex(`${table}_${itemName}_kw_uq`).on(t.item, t.keywordNorm),
  uniqueIndex(`${table}_representative_uq`)
    .on(t.item)
    .where(sql`${t.representative}`),
  index(`${table}_norm_idx`).on(t.keywordNorm),
];

/** The member who tracks the item; deleting the member deletes it. */
export const trackingMember = () =>
  integer('mbr_sn')
    .notNull()
    .references(() => members.mbrSn, { onDelete: 'cascade' });

/** A history row's keyword: deleting the keyword deletes its history. */
export const keywordReference = (name: string, keyword: () => AnyPgColumn) =>
  integer(name).notNull().references(keyword, { onDelete: 'cascade' });

/** "Check now" on a tracked item: the Korea day of the member's latest requests, their count that day, the latest. */
export const checkNowColumns = () => ({
  checkNowDay: date('check_now_day', { mode: 'string' }),
  checkNowCount: smallint('check_now_count').notNull().default(0),
  checkNowAt: timestamp('check_now_at', { withTimezone: true }),
});

/** One row per tracked keyword per Korea day; the feature adds its keyword reference. */
export const rankHistoryColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  /** 0 = outside the feature's top ranks. */
  rank: integer('rank').notNull(),
  ...provenanceColumns(),
  /** When the check that wrote the row ran. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
});

/** The engine's record of each keyword check (audit, retries, efficiency figures). */
export const keywordCheckColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  keywordNorm: text('keyword_norm').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  pagesFetched: integer('pages_fetched').notNull().default(0),
  targets: integer('targets').notNull().default(0),
  found: integer('found').notNull().default(0),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The top of a keyword's list on a Korea day, as the day's check read it (issue 28 §1): one row
 * per entry in list order, ads included and flagged by a null rank. Kept 90 days (the
 * rank-tops-sweep job). Fields a source does not give stay null (the shopping search has no
 * review count).
 */
export const keywordTopColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  keywordNorm: text('keyword_norm').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  /** 1-based place in the list as served, ads included. */
  slot: smallint('slot').notNull(),
  /** Organic position; null = an ad (listed, never a rank). */
  rank: smallint('rank'),
  /** Catalogue id / shopping product id, or the place id. */
  itemKey: text('item_key').notNull(),
  /** The store product number when the entry is a store item. */
  storeKey: text('store_key'),
  title: text('title').notNull(),
  mall: text('mall'),
  price: integer('price'),
  image: text('image'),
  reviewCount: integer('review_count'),
  /** Issue 42 §1: what else the list said of the entry (shopping: purchases, rating; places: blog reviews). */
  purchaseCount: integer('purchase_count'),
  rating: doublePrecision('rating'),
  blogReviewCount: integer('blog_review_count'),
  /** The method the list was read by: the day before's top read by another is not compared. */
  source: text('source'),
  surface: text('surface'),
  device: text('device'),
});

/**
 * What the engine remembers of each distinct keyword's answers (lib/rank-engine/empty-answer.ts),
 * one row per normalized keyword: whether its last recorded answer had entries, and the empty
 * answers since then that are not yet recorded (issue 35 §3). In the database, not in a process,
 * so every instance and worker counts the same answers.
 */
export const keywordAnswerColumns = () => ({
  keywordNorm: text('keyword_norm').primaryKey(),
  hadResults: boolean('had_results').notNull().default(false),
  emptyCount: smallint('empty_count').notNull().default(0),
  emptySince: timestamp('empty_since', { withTimezone: true }),
  /** When the re-check of an unconfirmed empty answer is due (the sweep queues it if it was lost). */
  recheckAt: timestamp('recheck_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const keywordTopIndexes = (
  table: string,
  t: { keywordNorm: AnyPgColumn; day: AnyPgColumn; slot: AnyPgColumn },
) => [
  uniqueIndex(`${table}_kw_day_slot_uq`).on(t.keywordNorm, t.day, t.slot),
  index(`${table}_day_idx`).on(t.day),
];

/**
 * What a shopping list said of a product on the day its rank was recorded (issue 42 §1): read
 * from the entries the check fetched anyway, never a call of its own. Null = the source did not
 * say (or the product was not on the pages read), never 0. `advertised`: an ad slot of the product
 * was among the entries read (null when the source does not flag ads).
 */
export const goodsAttributeColumns = () => ({
  title: text('title'),
  price: integer('price'),
  reviewCount: integer('review_count'),
  purchaseCount: integer('purchase_count'),
  rating: doublePrecision('rating'),
  advertised: boolean('advertised'),
});

/** What the place list said of a place on the day its rank was recorded (issue 42 §1); null = not said. */
export const placeAttributeColumns = () => ({
  visitorReviewCount: integer('visitor_review_count'),
  blogReviewCount: integer('blog_review_count'),
  saveCount: integer('save_count'),
});
