import * as ko from '@seller/shared/messages/sections';
import type {
  NoticeDetail,
  NoticeImageUploaded,
  NoticeListAnswer,
  NoticeSaveBody,
  NoticeUpdateBody,
} from '@seller/shared/schemas/notices';
import { ApiError, api } from '../../../lib/api';

// Type-only imports from the schema module: zod stays out of the home and list chunks.

export function fetchNoticePage(pageNum: number, pageSize: number, signal?: AbortSignal) {
  return api.get<NoticeListAnswer>('/v2/notice/getNotice-list', { pageNum, pageSize }, signal);
}

export async function fetchNotice(ntcSn: number, signal?: AbortSignal): Promise<NoticeDetail> {
  const answer = await api.get<{ data: NoticeDetail }>(
    `/v2/notice/getNotice-list/${ntcSn}`,
    undefined,
    signal,
  );
  return answer.data;
}

interface Saved {
  message: string;
  data: { ntcSn: number };
}

export const insertNotice = (body: NoticeSaveBody) =>
  api.post<Saved>('/v1/cmmn/topMngtMenu/insertNotice', body);
export const updateNotice = (body: NoticeUpdateBody) =>
  api.post<Saved>('/v1/cmmn/topMngtMenu/updateNotice', body);
export const deleteNotice = (ntcSn: number) => api.post('/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn });
export const deleteNoticeImage = (url: string) => api.post('/cmmn/topMngtMenu/deleteImage', { url });

/** Multipart upload of one editor image; answers the image's stable address. */
export async function uploadNoticeImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/cmmn/topMngtMenu/uploadImage', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
  const payload = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    data?: NoticeImageUploaded;
  } | null;
  if (!response.ok || !payload?.data?.url) {
    throw new ApiError(
      response.status,
      payload?.code ?? `HTTP_${response.status}`,
      payload?.message || ko.notices.imageUploadFailed,
    );
  }
  return payload.data.url;
}
