import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noticeImages, notices } from '../../db/schema/index';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeValues = Pick<NoticeRow, 'category' | 'title' | 'content' | 'noticeDt'>;

const listColumns = {
  ntcSn: notices.ntcSn,
  category: notices.category,
  title: notices.title,
  noticeDt: notices.noticeDt,
};

/** Newest first: by the notice date, then by registration order. */
export async function noticePage(db: DbOrTx, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(notices)
      .orderBy(desc(notices.noticeDt), desc(notices.ntcSn))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(notices),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findNotice(db: DbOrTx, ntcSn: number): Promise<NoticeRow | null> {
  const [row] = await db.select().from(notices).where(eq(notices.ntcSn, ntcSn)).limit(1);
  return row ?? null;
}

export async function insertNotice(
  db: DbOrTx,
  values: NoticeValues & { by: number; at: Date },
): Promise<number> {
  const { by, at, ...rest } = values;
  const [row] = await db
    .insert(notices)
    .values({ ...rest, createdBy: by, updatedBy: by, createdAt: at, updatedAt: at })
    .returning({ ntcSn: notices.ntcSn });
  return row!.ntcSn;
}

export async function updateNotice(
  db: DbOrTx,
  ntcSn: number,
  values: NoticeValues & { by: number; at: Date },
): Promise<boolean> {
  const { by, at, ...rest } = values;
  const rows = await db
    .update(notices)
    .set({ ...rest, updatedBy: by, updatedAt: at })
    .where(eq(notices.ntcSn, ntcSn))
    .returning({ ntcSn: notices.ntcSn });
  return rows.length > 0;
}

export async function deleteNotice(db: DbOrTx, ntcSn: number): Promise<boolean> {
  const rows = await db.delete(notices).where(eq(notices.ntcSn, ntcSn)).returning({ ntcSn: notices.ntcSn });
  return rows.length > 0;
}

export type ImageRow = typeof noticeImages.$inferSelect;

export async function insertImage(db: DbOrTx, values: typeof noticeImages.$inferInsert): Promise<void> {
  await db.insert(noticeImages).values(values);
}

export async function findImages(db: DbOrTx, names: string[]): Promise<ImageRow[]> {
  if (names.length === 0) return [];
  return db.select().from(noticeImages).where(inArray(noticeImages.fileName, names));
}

export async function imagesOfNotice(db: DbOrTx, ntcSn: number): Promise<ImageRow[]> {
  return db.select().from(noticeImages).where(eq(noticeImages.ntcSn, ntcSn));
}

/** Gives unclaimed images to a notice (an image another notice already uses keeps its owner). */
export async function claimImages(db: DbOrTx, ntcSn: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .update(noticeImages)
    .set({ ntcSn })
    .where(and(inArray(noticeImages.fileName, names), isNull(noticeImages.ntcSn)));
}

/** Another notice whose content still shows the image (content copied between notices). */
export async function otherNoticeUsing(
  db: DbOrTx,
  fileName: string,
  exceptNtcSn: number | null,
): Promise<number | null> {
  const needle = `/uploads/notices/${fileName}`;
  const [row] = await db
    .select({ ntcSn: notices.ntcSn })
    .from(notices)
    .where(
      and(
        sql`strpos(${notices.content}, ${needle}) > 0`,
        exceptNtcSn === null ? undefined : ne(notices.ntcSn, exceptNtcSn),
      ),
    )
    .limit(1);
  return row?.ntcSn ?? null;
}

export async function setImageOwner(db: DbOrTx, fileName: string, ntcSn: number | null): Promise<void> {
  await db.update(noticeImages).set({ ntcSn }).where(eq(noticeImages.fileName, fileName));
}

export async function deleteImageRow(db: DbOrTx, fileName: string): Promise<void> {
  await db.delete(noticeImages).where(eq(noticeImages.fileName, fileName));
}

/** Uploads no notice was ever saved with, older than `before` (oldest first). */
export async function unclaimedImages(db: DbOrTx, before: Date, limit: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(noticeImages)
    .where(and(isNull(noticeImages.ntcSn), lt(noticeImages.createdAt, before)))
    .orderBy(noticeImages.createdAt)
    .limit(limit);
}
