import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A cost quote an agent was shown before it spends (issue 44): the write that follows names it, and
 * is refused when the quote has expired, the balance moved since, or the write asks for anything
 * else than what was quoted (`request_hash`), so an agent never spends more than it showed. In the
 * database, not in a process, so a quote made on one instance is honoured (once) on any other.
 * - `started_at`: the write began (a retry after a failure part-way skips the balance check, and
 *   the per-item Idempotency-Keys derived from the quote make the done part spend nothing again);
 * - `answer`: the write's answer, so a repeat of the write answers it and spends nothing.
 */
export const mcpQuotes = pgTable(
  'mcp_quotes',
  {
    id: text('id').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    coins: integer('coins').notNull(),
    balance: integer('balance').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('mcp_quotes_expires_idx').on(t.expiresAt)],
);
