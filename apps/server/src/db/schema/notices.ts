import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Notices (spec 01 §3). `content` is HTML already cleaned by the server's allow-list at save;
 * `notice_dt` is the Korea date the manager picked (shown in lists, orders them).
 */
export const notices = pgTable(
  'notices',
  {
    ntcSn: serial('ntc_sn').primaryKey(),
    category: text('category').notNull().default('NOTICE'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    noticeDt: date('notice_dt', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => members.mbrSn, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => members.mbrSn, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_list_idx').on(t.noticeDt, t.ntcSn),
    check('notices_category_check', sql`${t.category} in ('NOTICE', 'UPDATE', 'MAINTENANCE', 'EVENT')`),
  ],
);

/**
 * Images uploaded from the notice editor, stored as files under UPLOAD_DIR/notices. `ntc_sn` is
 * the notice that uses the image once one is saved with it; an image no saved notice uses is an
 * orphan and is removed (by the remove button, or a day later by the clean-up at upload time).
 */
export const noticeImages = pgTable(
  'notice_images',
  {
    fileName: text('file_name').primaryKey(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => members.mbrSn, { onDelete: 'set null' }),
    ntcSn: integer('ntc_sn').references(() => notices.ntcSn, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_images_notice_idx').on(t.ntcSn), index('notice_images_created_idx').on(t.createdAt)],
);
