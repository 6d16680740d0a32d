import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { trackedGoods } from './goods-rank';
import { members } from './members';
import { trackedPlaces } from './place-rank';

/**
 * Client report links (issue 29 §1). Like API tokens, the link's token is shown once and only its
 * SHA-256 is kept. Revoked links stay (revoked_at) so the list and the monthly mails can tell.
 */
export const clientReports = pgTable(
  'client_reports',
  {
    reportSn: serial('report_sn').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per link. */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** On the 1st (Korea time) last month's PDF goes to mail_to. */
    monthly: boolean('monthly').notNull().default(false),
    mailTo: jsonb('mail_to').$type<string[]>().notNull().default([]),
  },
  (t) => [index('client_reports_member_idx').on(t.mbrSn)],
);

/** A report's products and places; deleting the tracked item takes it out of the report. */
export const clientReportItems = pgTable(
  'client_report_items',
  {
    id: serial('id').primaryKey(),
    reportSn: integer('report_sn')
      .notNull()
      .references(() => clientReports.reportSn, { onDelete: 'cascade' }),
    gdpSn: integer('gdp_sn').references(() => trackedGoods.gdpSn, { onDelete: 'cascade' }),
    plceSn: integer('plce_sn').references(() => trackedPlaces.plceSn, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('client_report_items_one_ck', sql`(${t.gdpSn} is null) <> (${t.plceSn} is null)`),
    unique('client_report_items_goods_uq').on(t.reportSn, t.gdpSn),
    unique('client_report_items_place_uq').on(t.reportSn, t.plceSn),
  ],
);

/**
 * The monthly mail's outbox: one row per (report, month), inserted before the mail goes out, so
 * a job run twice, retried or run on two instances at once sends each month's mail once.
 */
export const clientReportMailings = pgTable(
  'client_report_mailings',
  {
    reportSn: integer('report_sn')
      .notNull()
      .references(() => clientReports.reportSn, { onDelete: 'cascade' }),
    /** The report's month, YYYY-MM (Korea time). */
    month: text('month').notNull(),
    /** 'sending' while the mail is under way, then 'sent'. */
    status: text('status').notNull().default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.reportSn, t.month] })],
);
