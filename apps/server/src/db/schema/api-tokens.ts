import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Personal API tokens (issue 29 §3). The member sees the token once; the table keeps only its
 * SHA-256 and the visible prefix that lets the list tell tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tokenSn: serial('token_sn').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read' or 'write' (write includes read). */
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, shown in the list. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_member_idx').on(t.mbrSn)],
);
