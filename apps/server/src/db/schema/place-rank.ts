import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import * as rank from './rank-columns';

/** A place (local business) a member tracks (spec 02 §3 place). Tracking is free. */
export const trackedPlaces = pgTable(
  'tracked_places',
  {
    plceSn: serial('plce_sn').primaryKey(),
    mbrSn: rank.trackingMember(),
    /** The map's place id (digits). The same id may be tracked twice after a confirmation. */
    placeId: text('place_id').notNull(),
    name: text('name'),
    category: text('category'),
    imageUrl: text('image_url'),
    roadAddress: text('road_address'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    visitorReviewScore: doublePrecision('visitor_review_score'),
    visitorReviewCount: integer('visitor_review_count').notNull().default(0),
    blogCafeReviewCount: integer('blog_cafe_review_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    microReview: text('micro_review'),
    ...rank.checkNowColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_places_member_idx').on(t.mbrSn, t.plceSn)],
);

/**
 * Every registration, kept when the place is deleted: "2 new places per Korea day" counts these,
 * so deleting and re-adding cannot get round the limit.
 */
export const placeRegistrations = pgTable(
  'place_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    placeId: text('place_id').notNull(),
    /** Korea date of the registration. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('place_registrations_member_day_idx').on(t.mbrSn, t.day)],
);

/** A keyword of a tracked place with its current and previous rank (0 = outside the top 300). */
export const placeKeywords = pgTable(
  'place_keywords',
  {
    plkwrdSn: serial('plkwrd_sn').primaryKey(),
    plceSn: integer('plce_sn')
      .notNull()
      .references(() => trackedPlaces.plceSn, { onDelete: 'cascade' }),
    ...rank.rankKeywordColumns(),
  },
  (t) => rank.rankKeywordIndexes('place_keywords', 'place', { ...t, item: t.plceSn }),
);

/** One row per place keyword per Korea day; a failed check writes nothing here. */
export const placeRankHistory = pgTable(
  'place_rank_history',
  {
    ...rank.rankHistoryColumns(),
    plkwrdSn: rank.keywordReference('plkwrd_sn', () => placeKeywords.plkwrdSn),
    ...rank.placeAttributeColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('place_rank_history_kw_day_uq').on(t.plkwrdSn, t.day)],
);

/** One row per place per Korea day: its review figures as last read (registration or a rank check). */
export const placeReviewHistory = pgTable(
  'place_review_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    plceSn: integer('plce_sn')
      .notNull()
      .references(() => trackedPlaces.plceSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorReviewCount: integer('visitor_review_count').notNull(),
    blogCafeReviewCount: integer('blog_cafe_review_count').notNull(),
    saveCount: integer('save_count').notNull(),
    visitorReviewScore: doublePrecision('visitor_review_score'),
  },
  (t) => [uniqueIndex('place_review_history_place_day_uq').on(t.plceSn, t.day)],
);

/** The place engine's record of each keyword check (audit, retries, efficiency figures). */
export const placeKeywordChecks = pgTable('place_keyword_checks', rank.keywordCheckColumns(), (t) => [
  index('place_keyword_checks_kw_day_idx').on(t.keywordNorm, t.day),
]);

/** The engine's memory of each place keyword's answers (rank-columns keywordAnswerColumns). */
export const placeKeywordAnswers = pgTable('place_keyword_answers', rank.keywordAnswerColumns());
