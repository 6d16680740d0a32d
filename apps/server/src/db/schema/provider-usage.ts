import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Paid provider calls (issue 36 §3), metered by lib/provider-usage for every app and worker
 * process. A source is a free string (`searchapi`, `apify`, later `naver-apihub-datalab`…); the
 * known ones and their display names are in lib/provider-usage/sources.ts. Money is integer
 * micros (10⁻⁶) of the source's billing currency; days are Korea dates.
 */
const micros = (name: string) => bigint(name, { mode: 'number' });

/**
 * One row per source and Korea day. `cost_micros` is what settled calls cost plus the estimates
 * of reservations abandoned by a dead process (`unsettled`); `reserved_micros` is the estimates of
 * calls under way (`open` of them). A call may start only while cost + reserved + its estimate
 * stays within the day's budget: one conditional upsert of this row (lib/provider-usage/meter.ts).
 */
export const providerUsageDays = pgTable(
  'provider_usage_days',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Calls that ended (ok or failed). */
    calls: integer('calls').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    /** Calls that ended with an error (by kind in provider_usage_errors). */
    errors: integer('errors').notNull().default(0),
    /** Calls refused before they started because the day's budget was reached. */
    blocks: integer('blocks').notNull().default(0),
    costMicros: micros('cost_micros').notNull().default(0),
    reservedMicros: micros('reserved_micros').notNull().default(0),
    open: integer('open').notNull().default(0),
    /** Reservations charged at their estimate because their call never reported back. */
    unsettled: integer('unsettled').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.day] }),
    check('provider_usage_days_reserved_ck', sql`${t.reservedMicros} >= 0 and ${t.open} >= 0`),
  ],
);

/** Failed calls per source, day and error kind (ProviderError kinds: timeout, rate-limited…). */
export const providerUsageErrors = pgTable(
  'provider_usage_errors',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.source, t.day, t.kind] })],
);

/** What each keyword's calls cost per source and day, for "the keywords that cost most". */
export const providerUsageKeywords = pgTable(
  'provider_usage_keywords',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    calls: integer('calls').notNull().default(0),
    costMicros: micros('cost_micros').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.day, t.keyword] }),
    index('provider_usage_keywords_day_idx').on(t.day),
  ],
);

/**
 * A call under way: its estimate is held in provider_usage_days.reserved_micros until the call
 * reports back (the row is deleted) or `expires_at` passes (a dead process: swept, the estimate
 * charged as cost).
 */
export const providerUsageReservations = pgTable(
  'provider_usage_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword'),
    estimateMicros: micros('estimate_micros').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('provider_usage_reservations_expiry_idx').on(t.expiresAt)],
);

/** The last failed calls per source with their answer's excerpt (kept to the newest 200 each). */
export const providerUsageFailures = pgTable(
  'provider_usage_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    kind: text('kind').notNull(),
    status: smallint('status'),
    keyword: text('keyword'),
    /** A short excerpt of the failed answer, as received (escaped where it is shown). */
    detail: text('detail'),
  },
  (t) => [index('provider_usage_failures_source_idx').on(t.source, t.id)],
);

/**
 * A source's budget was reached on a Korea day: the claim that makes the managers' one mail and
 * one bell notice per source and day, on any instance (insert … on conflict do nothing).
 * The row is also the mail's outbox: 'sending' (claimed), 'sent', 'failed' (retried by a later
 * refusal, 3 tries), 'skipped' (no SMTP).
 */
export const providerUsageAlerts = pgTable(
  'provider_usage_alerts',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    budgetMicros: micros('budget_micros').notNull(),
    spentMicros: micros('spent_micros').notNull(),
    mailStatus: text('mail_status').notNull(),
    mailAttempts: smallint('mail_attempts').notNull().default(0),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailError: text('mail_error'),
    /** Managers (mbr_sn) whose mail went out: a retry sends only to the others. */
    mailedTo: integer('mailed_to')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.day] }),
    check('provider_usage_alerts_mail_ck', sql`${t.mailStatus} in ('sending', 'sent', 'failed', 'skipped')`),
  ],
);
