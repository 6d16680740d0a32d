import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State that must hold across every app and worker process on one database (issue 24 §3), kept
 * here rather than in any process's memory. Each table is written by one atomic statement, so no
 * process holds a lock or a connection while it waits.
 */

/**
 * Calls made today (Korea day) with each Naver Open API client id (adapters/naver-openapi/
 * key-quota.ts). `search` counts every Open API call (shop, local, DataLab), `datalab` DataLab's
 * own smaller allowance; the `*_exhausted` flags are Naver's own quota answer for the day.
 */
export const naverKeyUsage = pgTable(
  'naver_key_usage',
  {
    clientId: text('client_id').notNull(),
    day: date('day').notNull(),
    search: integer('search').notNull().default(0),
    datalab: integer('datalab').notNull().default(0),
    searchExhausted: boolean('search_exhausted').notNull().default(false),
    datalabExhausted: boolean('datalab_exhausted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] })],
);

/** The earliest time the next call through a named gate may start (adapters/rate-gate.ts). */
export const callGates = pgTable('call_gates', {
  name: text('name').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true, precision: 3 }).notNull(),
});

/** @fastify/rate-limit counters on PostgreSQL (http/rate-limit-store.ts): hits in the current window. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * A member's action under way (lib/action-guard.ts): while the row lives, the same action from a
 * double click, on any instance, answers "already processing". `held_until` frees the row of a
 * process that died mid-action.
 */
export const actionGuards = pgTable('action_guards', {
  key: text('key').primaryKey(),
  token: text('token').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true, precision: 3 }).notNull(),
});
