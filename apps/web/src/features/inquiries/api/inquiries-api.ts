import type { InquiryBody } from '@seller/shared/schemas/inquiries';
import { answer, client } from '../../../lib/api-client';

export function submitInquiry(body: InquiryBody) {
  return answer(client.POST('/v1/inquiry/insert', { body }));
}

export async function fetchInquiryPage(pageNum: number, pageSize: number) {
  return (await answer(client.GET('/v1/admin/inquiries', { params: { query: { pageNum, pageSize } } }))).data;
}
