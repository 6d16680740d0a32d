import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * One row per call that moved (or is moving) coins or money, keyed by the member who sent it and
 * the Idempotency-Key its form made (lib/idempotency.ts). The primary key is what makes a repeat,
 * concurrent or later, on any instance, answer the first call's result instead of moving anything:
 * - `operation` and `request_hash` name what the key was first used for (a reuse for anything else
 *   is refused);
 * - `answer` is the first call's answer, written in the transaction of the move; null while a call
 *   with an outside round trip (a PortOne refund) is still under way.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.mbrSn, t.key] })],
);
