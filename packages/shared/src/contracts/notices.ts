/** Notices (spec 01 §7): the public list and content, the managers' writes and image removal. */
import { z } from 'zod';
import { MANAGER } from '../constants/roles';
import { doneAnswer, okAnswer } from '../schemas/envelope';
import {
  deleteImageBody,
  noticeDeleteBody,
  noticeDetail,
  noticeImageUploaded,
  noticeIdParams,
  noticeListAnswer,
  noticeListQuery,
  noticeSaveBody,
  noticeUpdateBody,
} from '../schemas/notices';
import { contract } from './contract';

const managers = [MANAGER] as const;
const saved = okAnswer(z.object({ ntcSn: z.number() }));

// The uploaded images themselves (/uploads/notices/:name, read by <img>, each with its own type)
// stay a plain Fastify route in notices.routes.ts.
export const noticesContract = {
  list: contract({
    method: 'GET',
    path: '/v2/notice/getNotice-list',
    access: 'public',
    query: noticeListQuery,
    answer: noticeListAnswer,
    summary: 'A page of notices, newest first',
  }),
  detail: contract({
    method: 'GET',
    path: '/v2/notice/getNotice-list/:id',
    access: 'public',
    params: noticeIdParams,
    answer: okAnswer(noticeDetail),
    errors: ['NOTICE_NOT_FOUND'],
    summary: "A notice's content",
  }),
  create: contract({
    method: 'POST',
    path: '/v1/cmmn/topMngtMenu/insertNotice',
    access: managers,
    body: noticeSaveBody,
    answer: saved,
    errors: ['NOTICE_CONTENT_REQUIRED'],
  }),
  update: contract({
    method: 'POST',
    path: '/v1/cmmn/topMngtMenu/updateNotice',
    access: managers,
    body: noticeUpdateBody,
    answer: saved,
    errors: ['NOTICE_NOT_FOUND', 'NOTICE_CONTENT_REQUIRED'],
  }),
  remove: contract({
    method: 'POST',
    path: '/v1/cmmn/topMngtMenu/deleteNotice',
    access: managers,
    body: noticeDeleteBody,
    answer: doneAnswer,
    errors: ['NOTICE_NOT_FOUND'],
  }),
  deleteImage: contract({
    method: 'POST',
    path: '/cmmn/topMngtMenu/deleteImage',
    access: managers,
    body: deleteImageBody,
    answer: okAnswer(z.object({ deleted: z.boolean() })),
    errors: ['IMAGE_URL_INVALID'],
  }),
  uploadImage: contract({
    method: 'POST',
    path: '/cmmn/topMngtMenu/uploadImage',
    access: managers,
    upload: true,
    answer: okAnswer(noticeImageUploaded),
    errors: [
      'IMAGE_REQUIRED',
      'IMAGE_TOO_LARGE',
      'IMAGE_TYPE_INVALID',
      'MALFORMED_BODY',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
    ],
    summary: 'One image of the notice editor (multipart, field `file`); answers its address',
  }),
} as const;
