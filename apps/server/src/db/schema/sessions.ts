import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When this session proved the member's identity (my-page info needs a recent one). */
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    /** When this session re-entered the password (the password change needs a recent one). */
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.mbrSn), index('sessions_expires_idx').on(t.expiresAt)],
);
