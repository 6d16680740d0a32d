import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A spreadsheet a member uploaded to add products or places in bulk (issue 29 §2). The preview's
 * validated rows, with what each look-up found, are kept here so confirm adds them without
 * looking anything up again, on any instance. `status`: 'previewed', then 'confirmed' with the
 * confirm's answer in `result` (a second confirm of the same import is refused under the row lock).
 */
export const bulkImports = pgTable(
  'bulk_imports',
  {
    importSn: serial('import_sn').primaryKey(),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    /** 'goods' or 'place'. */
    kind: text('kind').notNull(),
    /** SHA-256 (hex) of the uploaded file. */
    fileSha256: text('file_sha256').notNull(),
    rows: jsonb('rows').notNull(),
    status: text('status').notNull().default('previewed'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('bulk_imports_member_idx').on(t.mbrSn, t.createdAt)],
);
