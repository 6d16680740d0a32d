import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
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
    /** The maker's comment for the client, shown at the top of the page and the PDF (issue 40 §1). */
    comment: text('comment'),
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
 * The addresses a member typed for a report's monthly mail, and what each said (issue 35 §12):
 * an address gets no report until it confirms by the link of its confirmation mail, and stops them
 * by the unsubscribe link of any mail. A row outlives its address's removal from mail_to, so an
 * address that unsubscribed stays so when the member types it again.
 */
export const clientReportRecipients = pgTable(
  'client_report_recipients',
  {
    id: serial('id').primaryKey(),
    reportSn: integer('report_sn')
      .notNull()
      .references(() => clientReports.reportSn, { onDelete: 'cascade' }),
    /** Lower-cased, as compared; mail_to keeps the spelling the member typed. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** The last confirmation mail that went out; null while none could (a cap, no mail server). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('client_report_recipients_uq').on(t.reportSn, t.email)],
);

/**
 * The links of the mails to a recipient: only the SHA-256 of each random token is kept. A
 * 'confirm' token expires (expires_at); an 'unsubscribe' one, made for each mail, works as long as
 * the recipient exists.
 */
export const clientReportRecipientTokens = pgTable(
  'client_report_recipient_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => clientReportRecipients.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('client_report_recipient_tokens_recipient_idx').on(t.recipientId)],
);

/**
 * The monthly mail's outbox: one row per (recipient, month), inserted before the mail goes out, so
 * a job run twice, retried or run on two instances at once sends each month's mail once to each
 * confirmed address.
 */
export const clientReportDeliveries = pgTable(
  'client_report_deliveries',
  {
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => clientReportRecipients.id, { onDelete: 'cascade' }),
    /** The report's month, YYYY-MM (Korea time). */
    month: text('month').notNull(),
    /** 'sending' while the mail is under way, then 'sent'. */
    status: text('status').notNull().default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.month] })],
);

/** bytea as a Buffer on both drivers (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Rendered PDFs (issue 35 §5), reused until the report's data changes: `data_hash` is the SHA-256
 * of everything the PDF shows (names, items, ranks up to today, the period). In the database, so
 * every instance reuses the others' renders; one row per report is kept (a new render replaces
 * the old), and revoking a link deletes it.
 */
export const clientReportPdfs = pgTable(
  'client_report_pdfs',
  {
    reportSn: integer('report_sn')
      .notNull()
      .references(() => clientReports.reportSn, { onDelete: 'cascade' }),
    dataHash: text('data_hash').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportSn, t.dataHash] })],
);
