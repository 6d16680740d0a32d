import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { placeKeywords } from './place-rank';

/** One of a point's top places as the list showed it there. */
export interface MapTopPlace {
  placeId: string;
  name: string;
  category: string;
}

/**
 * A 순위 지도 scan (issue 41): one place keyword's rank at every point of a grid around the place.
 * At most one scan of a place keyword runs at a time (the partial unique index), and a member's
 * Idempotency-Key starts at most one (the unique key index).
 */
export const placeMapScans = pgTable(
  'place_map_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    plkwrdSn: integer('plkwrd_sn')
      .notNull()
      .references(() => placeKeywords.plkwrdSn, { onDelete: 'cascade' }),
    placeId: text('place_id').notNull(),
    keywordNorm: text('keyword_norm').notNull(),
    /** Points a side: 3, 5 or 7. */
    grid: smallint('grid').notNull(),
    /** Metres between neighbouring points: 500, 1000, 2000 or 3000. */
    spacingM: integer('spacing_m').notNull(),
    /** The place's own coordinates (WGS84) at the start: the grid's centre. */
    centerX: doublePrecision('center_x').notNull(),
    centerY: doublePrecision('center_y').notNull(),
    /** 'running' until every point has ended, then 'done'. */
    status: text('status').notNull().default('running'),
    /** 'now' (the member) or 'weekly' (the schedule). */
    trigger: text('trigger').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    pointsTotal: integer('points_total').notNull(),
    pointsDone: integer('points_done').notNull().default(0),
    pointsFailed: integer('points_failed').notNull().default(0),
    coinsSpent: integer('coins_spent').notNull(),
    coinsRefunded: integer('coins_refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('place_map_scans_running_uq')
      .on(t.plkwrdSn)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('place_map_scans_key_uq').on(t.mbrSn, t.idempotencyKey),
    index('place_map_scans_keyword_idx').on(t.plkwrdSn, t.id),
    check('place_map_scans_status_ck', sql`${t.status} in ('running', 'done')`),
    check('place_map_scans_done_ck', sql`${t.pointsDone} between 0 and ${t.pointsTotal}`),
  ],
);

/** A point of a scan: its position and what the list said there. */
export const placeMapPoints = pgTable(
  'place_map_points',
  {
    scanId: bigint('scan_id', { mode: 'number' })
      .notNull()
      .references(() => placeMapScans.id, { onDelete: 'cascade' }),
    /** Row-major index in the grid, 0 at the north-west corner. */
    idx: smallint('idx').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    /** 'pending', 'found', 'outside' (not within the depth) or 'failed' (a page failed: 확인 실패). */
    status: text('status').notNull().default('pending'),
    rank: integer('rank'),
    /** Pages asked at the point (the provider calls it cost). */
    pages: integer('pages').notNull().default(0),
    top: jsonb('top').$type<MapTopPlace[]>().notNull().default([]),
    /** A failed point's coins went back (once, with its status change). */
    refunded: boolean('refunded').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scanId, t.idx] }),
    check('place_map_points_status_ck', sql`${t.status} in ('pending', 'found', 'outside', 'failed')`),
  ],
);

/** A place keyword's weekly scan: on a Korea weekday, with its grid; run at most once a day. */
export const placeMapSchedules = pgTable(
  'place_map_schedules',
  {
    plkwrdSn: integer('plkwrd_sn')
      .primaryKey()
      .references(() => placeKeywords.plkwrdSn, { onDelete: 'cascade' }),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    /** ISO weekday in Korea: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    grid: smallint('grid').notNull(),
    spacingM: integer('spacing_m').notNull(),
    /** The Korea day of the last run it started (the claim that makes it once across instances). */
    lastRunDay: date('last_run_day', { mode: 'string' }),
    /** Why the last weekly start did not run (e.g. too few coins), or null. */
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('place_map_schedules_weekday_ck', sql`${t.weekday} between 1 and 7`)],
);
