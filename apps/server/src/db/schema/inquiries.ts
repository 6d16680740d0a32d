import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Inquiries from the /inquire form; a signed-in member's carry their member number. */
export const inquiries = pgTable(
  'inquiries',
  {
    inquirySn: serial('inquiry_sn').primaryKey(),
    mbrSn: integer('mbr_sn').references(() => members.mbrSn, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['RECEIVED', 'ANSWERED'] })
      .notNull()
      .default('RECEIVED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_member_idx').on(t.mbrSn, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
  ],
);
