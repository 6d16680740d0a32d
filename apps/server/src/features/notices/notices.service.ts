import { randomBytes } from 'node:crypto';
import { ko } from '@seller/shared';
import {
  NOTICE_IMAGE_TYPES,
  type NoticeCategory,
  type NoticeDetail,
  type NoticeListItem,
} from '@seller/shared/schemas/notices';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  EXTENSION_OF,
  IMAGE_URL_PREFIX,
  imageNamesIn,
  isBlankHtml,
  listNumber,
  ownImageName,
  sanitizeNoticeHtml,
  sniffImageType,
  totalPages,
} from './notices.domain';
import * as repo from './notices.repository';
import type { ImageStore } from './notices.storage';

export interface NoticeInput {
  title: string;
  content: string;
  noticeDt: string;
  category: NoticeCategory;
}

/** Uploads nobody saved a notice with are removed after this long (the editor may still be open). */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const ORPHANS_PER_SWEEP = 20;

const categoryName = (c: string) =>
  ko.notices.categories[c as NoticeCategory] ?? ko.notices.categories.NOTICE;

export function createNoticesService(deps: {
  db: Db;
  now: () => Date;
  store: ImageStore;
  maxImageBytes: number;
  /** Our own origin: absolute image addresses are ours only on it. */
  publicUrl: string;
  warn?: (message: string, details: Record<string, unknown>) => void;
}) {
  const { db, now, store } = deps;
  const warn = deps.warn ?? (() => undefined);

  /** Deletes files after the transaction that forgot them has committed; a failure is only logged. */
  async function removeFiles(names: string[]) {
    for (const name of names) {
      await store
        .remove(name)
        .catch((err: unknown) => warn('image file not removed', { name, err: String(err) }));
    }
  }

  /**
   * Images a notice no longer shows: another notice that still shows one (content copied between
   * notices) takes it over; otherwise its row goes now and its file after commit.
   */
  async function release(tx: DbOrTx, names: string[], exceptNtcSn: number | null): Promise<string[]> {
    const gone: string[] = [];
    for (const name of names) {
      const other = await repo.otherNoticeUsing(tx, name, exceptNtcSn);
      if (other !== null) await repo.setImageOwner(tx, name, other);
      else {
        await repo.deleteImageRow(tx, name);
        gone.push(name);
      }
    }
    return gone;
  }

  /** Sanitizes with the allow-list; our own images survive only when we still store them. */
  async function clean(content: string): Promise<{ html: string; images: string[] }> {
    const known = new Set((await repo.findImages(db, imageNamesIn(content))).map((r) => r.fileName));
    const html = sanitizeNoticeHtml(content, (name) => known.has(name));
    if (isBlankHtml(html)) throw new AppError('NOTICE_CONTENT_REQUIRED');
    return { html, images: imageNamesIn(html) };
  }

  async function sweepOrphans() {
    const stale = await repo.unclaimedImages(
      db,
      new Date(now().getTime() - ORPHAN_AGE_MS),
      ORPHANS_PER_SWEEP,
    );
    if (stale.length === 0) return;
    const gone = await db.transaction((tx) =>
      release(
        tx,
        stale.map((r) => r.fileName),
        null,
      ),
    );
    await removeFiles(gone);
  }

  return {
    async list(pageNum: number, pageSize: number) {
      const offset = (pageNum - 1) * pageSize;
      const { rows, total } = await repo.noticePage(db, offset, pageSize);
      const data: NoticeListItem[] = rows.map((r, i) => ({
        number: listNumber(total, offset, i),
        ntcSn: r.ntcSn,
        category: r.category as NoticeCategory,
        noticeCategoryNm: categoryName(r.category),
        title: r.title,
        noticeDt: r.noticeDt,
      }));
      return {
        data,
        total: { totalElements: total, totalPages: totalPages(total, pageSize), pageNum, pageSize },
      };
    },

    async detail(ntcSn: number): Promise<NoticeDetail> {
      const row = await repo.findNotice(db, ntcSn);
      if (!row) throw new AppError('NOTICE_NOT_FOUND');
      return {
        ntcSn: row.ntcSn,
        category: row.category as NoticeCategory,
        noticeCategoryNm: categoryName(row.category),
        title: row.title,
        noticeDt: row.noticeDt,
        content: row.content,
      };
    },

    async create(memberId: number, input: NoticeInput): Promise<{ ntcSn: number }> {
      const { html, images } = await clean(input.content);
      const ntcSn = await db.transaction(async (tx) => {
        const id = await repo.insertNotice(tx, { ...input, content: html, by: memberId, at: now() });
        await repo.claimImages(tx, id, images);
        return id;
      });
      return { ntcSn };
    },

    async update(memberId: number, ntcSn: number, input: NoticeInput): Promise<{ ntcSn: number }> {
      const { html, images } = await clean(input.content);
      const gone = await db.transaction(async (tx) => {
        const before = (await repo.imagesOfNotice(tx, ntcSn)).map((r) => r.fileName);
        if (!(await repo.updateNotice(tx, ntcSn, { ...input, content: html, by: memberId, at: now() }))) {
          throw new AppError('NOTICE_NOT_FOUND');
        }
        await repo.claimImages(tx, ntcSn, images);
        return release(
          tx,
          before.filter((name) => !images.includes(name)),
          ntcSn,
        );
      });
      await removeFiles(gone);
      return { ntcSn };
    },

    async remove(ntcSn: number): Promise<void> {
      const gone = await db.transaction(async (tx) => {
        const images = (await repo.imagesOfNotice(tx, ntcSn)).map((r) => r.fileName);
        if (!(await repo.deleteNotice(tx, ntcSn))) throw new AppError('NOTICE_NOT_FOUND');
        return release(tx, images, null);
      });
      await removeFiles(gone);
    },

    /**
     * Stores an editor image under a random name. The type is read from the bytes (PNG, JPEG,
     * GIF or WEBP; never SVG) and must agree with an image type the browser declared.
     */
    async uploadImage(memberId: number, data: Buffer, declaredType: string): Promise<{ url: string }> {
      if (data.length === 0) throw new AppError('IMAGE_REQUIRED');
      if (data.length > deps.maxImageBytes) {
        throw new AppError('IMAGE_TOO_LARGE', ko.notices.imageTooLarge(megabytes(deps.maxImageBytes)));
      }
      const type = sniffImageType(data);
      if (!type || !(NOTICE_IMAGE_TYPES as readonly string[]).includes(declaredType.toLowerCase())) {
        throw new AppError('IMAGE_TYPE_INVALID');
      }
      const fileName = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[type]}`;
      await store.save(fileName, data);
      try {
        await repo.insertImage(db, {
          fileName,
          contentType: type,
          byteSize: data.length,
          uploadedBy: memberId,
          createdAt: now(),
        });
      } catch (err) {
        await store.remove(fileName).catch(() => false);
        throw err;
      }
      await sweepOrphans().catch((err: unknown) => warn('orphan sweep failed', { err: String(err) }));
      return { url: `${IMAGE_URL_PREFIX}${fileName}` };
    },

    /**
     * The editor's remove button. Only addresses of our own uploads are accepted. An image a
     * saved notice still shows is kept (the manager may leave the editor without saving); it
     * goes when that notice is saved without it or deleted.
     */
    async deleteImage(url: string): Promise<{ deleted: boolean }> {
      const name = ownImageName(url, deps.publicUrl);
      if (!name) throw new AppError('IMAGE_URL_INVALID');
      const gone = await db.transaction(async (tx) => {
        if ((await repo.findImages(tx, [name])).length === 0) return [];
        return release(tx, [name], null);
      });
      // Already deleted, or still shown by a saved notice: nothing to do, and no error either.
      await removeFiles(gone);
      return { deleted: gone.length > 0 };
    },

    /** For the serving route: the stored file's size and content type, or null. */
    async imageFile(name: string) {
      const size = await store.size(name);
      return size === null ? null : { size, stream: () => store.open(name) };
    },

    maxImageBytes: deps.maxImageBytes,
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
