import type { InquiryBody, InquiryStatus } from '@seller/shared/schemas/inquiries';
import { call } from '../../../lib/api-call';

export function submitInquiry(body: InquiryBody) {
  return call('POST', '/v1/inquiry/insert', { body });
}

export async function fetchInquiryPage(pageNum: number, pageSize: number, status?: InquiryStatus) {
  return (
    await call('GET', '/v1/admin/inquiries', { query: { pageNum, pageSize, ...(status ? { status } : {}) } })
  ).data;
}

/** The managers' detail: the conversation, the mail of each reply, the internal memo. */
export async function fetchInquiryDetail(inquirySn: number) {
  return (await call('GET', '/v1/admin/inquiries/:inquirySn', { params: { inquirySn } })).data;
}

/** Answers the inquiry (답변 완료, mailed to the asker); the answer is the detail after it. */
export function replyToInquiry(inquirySn: number, reply: string) {
  return call('POST', '/v1/admin/inquiries/:inquirySn/replies', { params: { inquirySn }, body: { reply } });
}

export function setInquiryStatus(inquirySn: number, status: InquiryStatus) {
  return call('PUT', '/v1/admin/inquiries/:inquirySn/status', { params: { inquirySn }, body: { status } });
}

export function setInquiryMemo(inquirySn: number, memo: string) {
  return call('PUT', '/v1/admin/inquiries/:inquirySn/memo', { params: { inquirySn }, body: { memo } });
}

/** 다시 보내기 of a reply mail that failed every automatic try (a repeat sends nothing more). */
export function resendReplyMail(inquirySn: number, replySn: number) {
  return call('POST', '/v1/admin/inquiries/:inquirySn/replies/:replySn/resend', {
    params: { inquirySn, replySn },
  });
}
