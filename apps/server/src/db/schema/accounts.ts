import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Anonymous browser state kept on the server (sign-up and recovery steps, the Kakao state, a
 * pending Kakao link and a pending Kakao sign-up), keyed by the SHA-256 of a random httpOnly cookie. Nothing of it is trusted
 * from the browser.
 */
export const anonSessions = pgTable(
  'anon_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    kakaoStateHash: text('kakao_state_hash'),
    kakaoStateExpiresAt: timestamp('kakao_state_expires_at', { withTimezone: true }),
    /** A Kakao account waiting for the member's yes to be linked to an existing account. */
    kakaoLinkId: text('kakao_link_id'),
    kakaoLinkMbrSn: integer('kakao_link_mbr_sn').references(() => members.mbrSn, { onDelete: 'cascade' }),
    kakaoLinkExpiresAt: timestamp('kakao_link_expires_at', { withTimezone: true }),
    /**
     * A new Kakao person waiting for the consents (issue 22 §9): nothing is created until they
     * agree. The verified Kakao e-mail and nickname stay here at most KAKAO_STEP_MINUTES.
     */
    kakaoSignupId: text('kakao_signup_id'),
    kakaoSignupEmail: text('kakao_signup_email'),
    kakaoSignupName: text('kakao_signup_name'),
    kakaoSignupExpiresAt: timestamp('kakao_signup_expires_at', { withTimezone: true }),
  },
  (t) => [index('anon_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Code mails sent per Korea day, per address and per client address (both as SHA-256, never in
 * clear). Kept apart from `email_codes`, whose rows go with their anonymous session within the
 * hour; a conditional upsert counts them, so instances sharing the database share the caps.
 */
export const mailSendCounts = pgTable(
  'mail_send_counts',
  {
    scope: text('scope', { enum: ['address', 'client'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.keyHash, t.day] })],
);

/** E-mail verification codes: only a salted hash is stored; 10 minutes, 5 attempts. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    anonHash: text('anon_hash')
      .notNull()
      .references(() => anonSessions.tokenHash, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['join', 'reset'] }).notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The account a reset code is for; null when no account has this e-mail (the code never verifies). */
    mbrSn: integer('mbr_sn').references(() => members.mbrSn, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    index('email_codes_anon_idx').on(t.anonHash, t.createdAt),
  ],
);

/**
 * Identity verifications started by a browser session: the id is ours (sent to PortOne), the
 * person is what the server read back from PortOne. Personal fields are cleared once used.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: text('id').primaryKey(),
    anonHash: text('anon_hash')
      .notNull()
      .references(() => anonSessions.tokenHash, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'VERIFIED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    name: text('name'),
    phone: text('phone'),
    birth: date('birth', { mode: 'string' }),
    gender: text('gender'),
    ci: text('ci'),
    di: text('di'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the result came back from PortOne (the return is processed once: replays are refused). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('identity_verifications_anon_idx').on(t.anonHash, t.createdAt)],
);

/** The four sign-up consents with when they were given (or refused, for the optional one). */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['AGE14', 'TERMS', 'PRIVACY', 'PROMOTIONS'] }).notNull(),
    agreed: boolean('agreed').notNull(),
    /** The effective date of the text agreed to. */
    version: text('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('member_consents_member_kind_uq').on(t.mbrSn, t.kind)],
);

/** One row per withdrawal: the reason and the coins the member still had. */
export const memberWithdrawals = pgTable('member_withdrawals', {
  id: serial('id').primaryKey(),
  mbrSn: integer('mbr_sn')
    .notNull()
    .references(() => members.mbrSn, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  coinBalance: integer('coin_balance').notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
});
