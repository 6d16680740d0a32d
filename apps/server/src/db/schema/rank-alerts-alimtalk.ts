import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's phone numbers for 알림톡 rank alerts (issue 40 §3): owner, staff, clients, each
 * verified by a 6-digit code sent to it by SMS (only its SHA-256 is kept), with the alert kinds it
 * receives. The code's sending is limited here, in the database, so every instance counts the same.
 */
export const rankAlertPhones = pgTable(
  'rank_alert_phones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    /** 10–11 digits, 01x…. */
    phone: text('phone').notNull(),
    label: text('label').notNull(),
    /** 'owner' | 'staff' | 'client'. */
    role: text('role').notNull(),
    /** The alert kinds (ALERT_RULES) it receives; empty until saved after the quote. */
    rules: text('rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    /** Codes sent on `codeDay` (Korea date): at most ALIMTALK_CODES_PER_DAY. */
    codeDay: date('code_day', { mode: 'string' }),
    codesOnDay: smallint('codes_on_day').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rank_alert_phones_member_phone_uq').on(t.mbrSn, t.phone),
    check('rank_alert_phones_role_ck', sql`${t.role} in ('owner', 'staff', 'client')`),
  ],
);

/**
 * 알림톡 messages: one row per alert and number (the unique key, so a run on any instance queues
 * it once), sent by the job, its result read back from the provider. `coins` is what the member
 * was charged (on delivery only), `chargedAt` makes the charge happen once.
 */
export const rankAlertAlimtalkOutbox = pgTable(
  'rank_alert_alimtalk_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    phoneId: integer('phone_id'),
    /** The number and name as they were when queued (the history stays after a number is removed). */
    phone: text('phone').notNull(),
    label: text('label').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rule: text('rule').notNull(),
    templateId: text('template_id').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    /** The text as the template renders it (history, SMS fallback). */
    text: text('text').notNull(),
    /** ALIMTALK_STATUSES. */
    status: text('status').notNull().default('pending'),
    /** ALIMTALK_REASONS, when not delivered. */
    reason: text('reason'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    messageId: text('message_id'),
    groupId: text('group_id'),
    coins: integer('coins').notNull().default(0),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resultAt: timestamp('result_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rank_alert_alimtalk_outbox_key_uq').on(t.dedupeKey),
    check(
      'rank_alert_alimtalk_outbox_status_ck',
      sql`${t.status} in ('pending', 'sending', 'sent', 'delivered', 'fallback', 'failed', 'skipped')`,
    ),
    index('rank_alert_alimtalk_outbox_due_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('pending', 'sending', 'sent')`),
    index('rank_alert_alimtalk_outbox_member_idx').on(t.mbrSn, t.id),
  ],
);
