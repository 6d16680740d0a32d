import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Answers of outside services kept for one Korea day (keyword analysis, trends, score results,
 * ranking boards): a second look at the same thing on the same day makes no provider call, also
 * after a restart. `kind` names the call, `key` its normalized arguments.
 */
export const answerCache = pgTable(
  'answer_cache',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** The Korea date the answer is good for. */
    day: date('day', { mode: 'string' }).notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.day] }), index('answer_cache_day_idx').on(t.day)],
);

/**
 * Keyword-score searches a member made on a Korea day (spec 02 §4, §6: 200 a day, 500 for
 * MNGR_MBR and MNPY_MBR). Raised only by a successful search, by a conditional update that
 * cannot pass the limit.
 */
export const keywordScoreUsage = pgTable(
  'keyword_score_usage',
  {
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mbrSn, t.day] }),
    check('keyword_score_usage_count_check', sql`${t.count} >= 0`),
  ],
);

/** One successful keyword-score search (what was searched, where the scores came from). */
export const keywordScoreSearches = pgTable(
  'keyword_score_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    productCount: integer('product_count').notNull(),
    /** 'service' (the external score service) or 'builtin' (the server's own model). */
    source: text('source').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('keyword_score_searches_member_idx').on(t.mbrSn, t.day)],
);
