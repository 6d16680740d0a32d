import * as ko from '@seller/shared/messages/sections';
import type { NoticeDetail, NoticeSaveBody, NoticeUpdateBody } from '@seller/shared/schemas/notices';
import { ApiError } from '../../../lib/api';
import { call } from '../../../lib/api-call';

// Type-only imports from the schema module: zod stays out of the home and list chunks.

export const fetchNoticePage = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  call('GET', '/v2/notice/getNotice-list', { query: { pageNum, pageSize } }, { signal });

export async function fetchNotice(ntcSn: number, signal?: AbortSignal): Promise<NoticeDetail> {
  return (await call('GET', '/v2/notice/getNotice-list/:id', { params: { id: ntcSn } }, { signal })).data;
}

export const insertNotice = (body: NoticeSaveBody) =>
  call('POST', '/v1/cmmn/topMngtMenu/insertNotice', { body });
export const updateNotice = (body: NoticeUpdateBody) =>
  call('POST', '/v1/cmmn/topMngtMenu/updateNotice', { body: { ...body, ntcSn: Number(body.ntcSn) } });
export const deleteNotice = (ntcSn: number) =>
  call('POST', '/v1/cmmn/topMngtMenu/deleteNotice', { body: { ntcSn } });
export const deleteNoticeImage = (url: string) =>
  call('POST', '/cmmn/topMngtMenu/deleteImage', { body: { url } });

/** Multipart upload of one editor image; answers the image's stable address. */
export async function uploadNoticeImage(file: File): Promise<string> {
  const uploaded = await call('POST', '/cmmn/topMngtMenu/uploadImage', { file }).catch((error: unknown) => {
    // A refusal without a message of its own says the upload failed.
    if (error instanceof ApiError && error.message === ko.common.unexpected && error.status !== 0)
      throw new ApiError(error.status, error.code, ko.notices.imageUploadFailed, error.data);
    throw error;
  });
  if (!uploaded?.data?.url) throw new ApiError(200, 'HTTP_200', ko.notices.imageUploadFailed);
  return uploaded.data.url;
}
