import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencyGroups, members } from './members';

/** bytea as a Buffer on both drivers (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * An agency's report logo (issue 40 §1), one per group, in the database like the report PDFs so
 * every instance serves it. `file_name` is random and new at every upload: its public address
 * (/v1/agency-logos/<file_name>) tells nothing about the group and is cached for good.
 * `pdf_image` is a PNG copy for the PDF when the upload is WebP (PDFKit draws PNG and JPEG only);
 * null when `content` itself can be drawn.
 */
export const agencyLogos = pgTable('agency_logos', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => agencyGroups.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull().unique(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  content: bytea('content').notNull(),
  pdfImage: bytea('pdf_image'),
  /** SHA-256 of `content` (hex): the ETag. */
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedBy: integer('updated_by').references(() => members.mbrSn, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
