/** Notices (spec 01 §7): the public list and content, the managers' writes and image removal. */
import { z } from 'zod';
import { MANAGER } from '../constants/roles';
import { doneAnswer, okAnswer } from '../schemas/envelope';
import {
  deleteImageBody,
  noticeDeleteBody,
  noticeDetail,
  noticeIdParams,
  noticeListAnswer,
  noticeListQuery,
  noticeSaveBody,
  noticeUpdateBody,
} from '../schemas/notices';
import { contract } from './contract';

const managers = [MANAGER] as const;
const saved = okAnswer(z.object({ ntcSn: z.number() }));

// The image upload (multipart) and the uploaded files (binary) stay plain Fastify routes in
// notices.routes.ts: neither is JSON, so neither has a schema for the typed client to read.
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
} as const;
