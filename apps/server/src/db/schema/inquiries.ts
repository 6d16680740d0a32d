import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Inquiries from the /inquire form; a signed-in member's carry their member number. Managers
 * answer them (issue 40 §2): `status` goes 접수 → 답변 완료 → 종료, `memo` is theirs alone.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    inquirySn: serial('inquiry_sn').primaryKey(),
    mbrSn: integer('mbr_sn').references(() => members.mbrSn, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['RECEIVED', 'ANSWERED', 'CLOSED'] })
      .notNull()
      .default('RECEIVED'),
    /** The managers' internal memo: never in a member's answer. */
    memo: text('memo').notNull().default(''),
    /** The newest reply's time. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('inquiries_member_idx').on(t.mbrSn, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_status_idx').on(t.status, t.inquirySn),
    check('inquiries_status_ck', sql`${t.status} in ('RECEIVED', 'ANSWERED', 'CLOSED')`),
  ],
);

/**
 * A manager's answer to an inquiry, written with the status change and the audit row in one
 * transaction. The row is also the outbox of its mail: 'pending' at the commit, 'sending' while a
 * worker holds it (taken over when stale), 'sent', 'failed' (tried again by the sweep until the
 * attempts run out) or 'skipped' (no SMTP configured). `mail_to` is the inquiry's address then.
 */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    replySn: serial('reply_sn').primaryKey(),
    inquirySn: integer('inquiry_sn')
      .notNull()
      .references(() => inquiries.inquirySn, { onDelete: 'cascade' }),
    authorMbrSn: integer('author_mbr_sn').references(() => members.mbrSn, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailTo: text('mail_to').notNull(),
    mailStatus: text('mail_status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    mailAttempts: smallint('mail_attempts').notNull().default(0),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    mailError: text('mail_error'),
  },
  (t) => [
    index('inquiry_replies_inquiry_idx').on(t.inquirySn, t.replySn),
    index('inquiry_replies_mail_idx')
      .on(t.replySn)
      .where(sql`${t.mailStatus} in ('pending', 'sending', 'failed')`),
    check(
      'inquiry_replies_mail_ck',
      sql`${t.mailStatus} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);

/**
 * A member's follow-up on its own inquiry (issue 40 §2), written in 마이페이지 문의 내역: it
 * reopens an answered inquiry (답변 완료 → 접수) and shows in the managers' thread. A closed one
 * (종료) takes none: the member opens a new inquiry.
 */
export const inquiryFollowUps = pgTable(
  'inquiry_follow_ups',
  {
    followUpSn: serial('follow_up_sn').primaryKey(),
    inquirySn: integer('inquiry_sn')
      .notNull()
      .references(() => inquiries.inquirySn, { onDelete: 'cascade' }),
    mbrSn: integer('mbr_sn').references(() => members.mbrSn, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_follow_ups_inquiry_idx').on(t.inquirySn, t.followUpSn)],
);
