import { bigserial, integer, text, timestamp, pgTable } from 'drizzle-orm/pg-core';

/**
 * One-time setup links for the first manager (issue 25). Only the SHA-256 of a token is kept; a
 * token is used once (`used_at` set by a conditional update), so two app instances cannot both
 * accept it, and none is accepted once any manager exists.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The manager the token made. */
  usedBy: integer('used_by'),
});
