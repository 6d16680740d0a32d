import type { InquiryAdminRow, InquiryBody } from '@seller/shared/schemas/inquiries';
import { api } from '../../../lib/api';

type Envelope<T> = { code: string; message: string; data: T };

export function submitInquiry(body: InquiryBody) {
  return api.post<Envelope<{ inquirySn: number }>>('/v1/inquiry/insert', body);
}

export async function fetchInquiryPage(pageNum: number, pageSize: number) {
  const answer = await api.get<Envelope<{ list: InquiryAdminRow[]; total: number }>>('/v1/admin/inquiries', {
    pageNum,
    pageSize,
  });
  return answer.data;
}
