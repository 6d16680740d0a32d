import type { InquiryBody } from '@seller/shared/schemas/inquiries';
import { call } from '../../../lib/api-call';

export function submitInquiry(body: InquiryBody) {
  return call('POST', '/v1/inquiry/insert', { body });
}

export async function fetchInquiryPage(pageNum: number, pageSize: number) {
  return (await call('GET', '/v1/admin/inquiries', { query: { pageNum, pageSize } })).data;
}
