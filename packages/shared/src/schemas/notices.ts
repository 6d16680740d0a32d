import { z } from './zod';
import { okAnswer } from './envelope';
import { ko } from '../messages/ko';

/**
 * Wire contract of the notices (spec 01 §3, §7 `/v2/notice/*`, `/v1/cmmn/topMngtMenu/*`,
 * `/cmmn/topMngtMenu/deleteImage`). Only the editor page and the server import this module
 * at run time (it pulls in zod); the list and the home slot import its types only.
 */

export const NOTICE_CATEGORIES = ['NOTICE', 'UPDATE', 'MAINTENANCE', 'EVENT'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** Spec 01 §9: the list page shows 10 notices, the home 1; no page is larger than 100. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGE_SIZE_MAX = 100;
export const NOTICE_TITLE_MAX = 100;
/** Characters of HTML the editor may send (the request itself is capped at 1 MB). */
export const NOTICE_CONTENT_MAX = 200_000;
/** Default upload limit; the server's UPLOAD_MAX_BYTES can change it and reports it to the editor. */
export const NOTICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NOTICE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type NoticeImageType = (typeof NOTICE_IMAGE_TYPES)[number];
/** Public address of an uploaded notice image: a random name and the extension of its real type. */
export const NOTICE_IMAGE_PATH = /^\/uploads\/notices\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

const n = () => ko.notices;
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A real calendar date written yyyy-MM-dd (the notice date is a Korea date, no time). */
export function isNoticeDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2100 && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

export const noticeListQuery = z.looseObject({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTICE_PAGE_SIZE_MAX).default(NOTICE_PAGE_SIZE),
});

export const noticeIdParams = z.object({ id });

const noticeFields = {
  title: z
    .string({ error: () => n().titleRequired })
    .trim()
    .min(1, { error: () => n().titleRequired })
    .max(NOTICE_TITLE_MAX, { error: () => n().titleTooLong }),
  // Missing, null and blank all read as 'please enter a date' (spec 01 §5).
  noticeDt: z
    .string({ error: () => n().dateRequired })
    .trim()
    .min(1, { error: () => n().dateRequired })
    .refine(isNoticeDate, { error: () => n().dateInvalid }),
  // The spec's payload has no category; a client that sends none files the notice as NOTICE.
  category: z.enum(NOTICE_CATEGORIES, { error: () => n().categoryInvalid }).default('NOTICE'),
  content: z
    .string({ error: () => n().contentRequired })
    .max(NOTICE_CONTENT_MAX, { error: () => n().contentTooLong }),
};

export const noticeSaveBody = z.looseObject(noticeFields);
export type NoticeSaveBody = z.input<typeof noticeSaveBody>;

export const noticeUpdateBody = z.looseObject({ ntcSn: id, ...noticeFields });
export type NoticeUpdateBody = z.input<typeof noticeUpdateBody>;

export const noticeDeleteBody = z.looseObject({ ntcSn: id });

export const deleteImageBody = z.looseObject({
  url: z.string({ error: () => n().imageUrlInvalid }).max(2000, { error: () => n().imageUrlInvalid }),
});

/** One row of the list. `number` counts down from the total (the newest notice has the highest). */
export const noticeListItem = z.object({
  number: z.number(),
  ntcSn: z.number(),
  category: z.enum(NOTICE_CATEGORIES),
  noticeCategoryNm: z.string(),
  title: z.string(),
  noticeDt: z.string(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const noticeListAnswer = okAnswer(z.array(noticeListItem)).extend({
  total: z.object({
    totalElements: z.number(),
    totalPages: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
  }),
});
export type NoticeListAnswer = z.infer<typeof noticeListAnswer>;

export const noticeDetail = noticeListItem.omit({ number: true }).extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const noticeImageUploaded = z.object({ url: z.string() });
export type NoticeImageUploaded = z.infer<typeof noticeImageUploaded>;
