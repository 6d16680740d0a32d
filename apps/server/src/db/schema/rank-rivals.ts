import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackedKeywords } from './goods-rank';
import * as rank from './rank-columns';

/** The day's top of each checked shopping keyword (issue 28 §1, rivals on the same keyword). */
export const goodsKeywordTops = pgTable('goods_keyword_tops', rank.keywordTopColumns(), (t) =>
  rank.keywordTopIndexes('goods_keyword_tops', t),
);

/** The day's top of each checked place keyword, ads flagged. */
export const placeKeywordTops = pgTable('place_keyword_tops', rank.keywordTopColumns(), (t) =>
  rank.keywordTopIndexes('place_keyword_tops', t),
);

/**
 * A rival a member pinned on one of their tracked keywords (at most 3 per keyword, a rule of the
 * service under the keyword row's lock). Followed by the keyword's daily check on the pages it
 * reads anyway; deleting the keyword deletes its pins and their history.
 */
export const goodsRivals = pgTable(
  'goods_rivals',
  {
    rivalSn: serial('rival_sn').primaryKey(),
    gdkdSn: integer('gdkd_sn')
      .notNull()
      .references(() => trackedKeywords.gdkdSn, { onDelete: 'cascade' }),
    /** The entry's shopping productId (catalogue id for catalogue rows). */
    productId: text('product_id').notNull(),
    storeProductNo: text('store_product_no'),
    title: text('title').notNull(),
    mall: text('mall'),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('goods_rivals_kw_product_uq').on(t.gdkdSn, t.productId)],
);

/** A pinned rival's place per Korea day; rank null = below the pages the check read ("확인 범위 밖"). */
export const goodsRivalHistory = pgTable(
  'goods_rival_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rivalSn: integer('rival_sn')
      .notNull()
      .references(() => goodsRivals.rivalSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    rank: smallint('rank'),
    /** Organic entries the check read that day. */
    depth: smallint('depth').notNull(),
    /** The method that read it (issue 36 §2; rank-columns provenanceColumns), and when. */
    source: text('source'),
    surface: text('surface'),
    device: text('device'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** What the list said of the rival that day (issue 42 §1), null when not said or not listed. */
    ...rank.goodsAttributeColumns(),
  },
  (t) => [
    uniqueIndex('goods_rival_history_rival_day_uq').on(t.rivalSn, t.day),
    index('goods_rival_history_day_idx').on(t.day),
  ],
);
