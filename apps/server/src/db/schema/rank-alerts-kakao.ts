import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's KakaoTalk channel of rank alerts (issue 28 §2): the Kakao tokens with the
 * talk_message consent, encrypted (AES-256-GCM, lib/secret-box.ts) and never sent to a browser,
 * and how the member wants the alerts. Deleted on withdrawal.
 */
export const rankAlertKakao = pgTable(
  'rank_alert_kakao',
  {
    mbrSn: integer('mbr_sn')
      .primaryKey()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    /** 'off' | 'each' | 'daily' | 'digest'. */
    mode: text('mode').notNull().default('off'),
    /** The mode asked for when the consent redirect started; set once Kakao answers yes. */
    pendingMode: text('pending_mode'),
    /** SHA-256 of the anti-CSRF state of the consent redirect, single use. */
    stateHash: text('state_hash'),
    stateExpiresAt: timestamp('state_expires_at', { withTimezone: true }),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    /** Consent items Kakao granted, space-separated. */
    scopes: text('scopes'),
    /** 'revoked' when Kakao refused for lack of consent and the channel was turned off. */
    offReason: text('off_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rank_alert_kakao_mode_ck', sql`${t.mode} in ('off', 'each', 'daily', 'digest')`),
    index('rank_alert_kakao_on_idx')
      .on(t.mode)
      .where(sql`${t.mode} <> 'off'`),
  ],
);

/**
 * KakaoTalk messages to send. The unique key is the rule "at most once": one per notification and
 * move (each), per product and Korea day (daily), per member and day (digest); whoever queues the
 * same key again, on any instance, adds nothing. Workers claim rows with SKIP LOCKED.
 */
export const rankAlertKakaoOutbox = pgTable(
  'rank_alert_kakao_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull().unique('rank_alert_kakao_outbox_key_uq'),
    day: date('day', { mode: 'string' }).notNull(),
    /** The message text (≤ 200 characters, Kakao's limit) and the links of its buttons. */
    text: text('text').notNull(),
    linkUrl: text('link_url').notNull(),
    /** 'pending' | 'sending' | 'sent' | 'failed' (gave up after the attempts) | 'dropped' (channel off). */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'rank_alert_kakao_outbox_status_ck',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'dropped')`,
    ),
    index('rank_alert_kakao_outbox_due_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('rank_alert_kakao_outbox_member_idx').on(t.mbrSn, t.day),
  ],
);
