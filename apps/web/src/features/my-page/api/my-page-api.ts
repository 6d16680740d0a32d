import type { InquiryRow } from '@seller/shared/schemas/inquiries';
import type { MyPageInfo, PaymentHistoryRow } from '@seller/shared/schemas/my-page';
import type { CoinHistoryAnswer } from '@seller/shared/schemas/payments';
import { api } from '../../../lib/api';

type Envelope<T> = { code: string; message: string; data: T };

/** 200 with data, or null when the server answers 204 (this session has not verified identity). */
export async function fetchMyPage(): Promise<MyPageInfo | null> {
  const answer = await api.post<Envelope<MyPageInfo> | null>('/v1/member/myPage/getMyPage', {});
  return answer?.data ?? null;
}

export async function fetchPaymentHistory(): Promise<PaymentHistoryRow[]> {
  const answer = await api.post<{ myPageCoinHist?: PaymentHistoryRow[] }>(
    '/v1/member/myPage/userPaymentHist',
    {},
  );
  return answer.myPageCoinHist ?? [];
}

/** Every coin movement of the member (the ledger), newest first, one page at a time. */
export async function fetchCoinHistory(pageNum: number, pageSize = 20): Promise<CoinHistoryAnswer> {
  return (await api.post<Envelope<CoinHistoryAnswer>>('/v1/member/myPage/coinHist', { pageNum, pageSize }))
    .data;
}

export async function fetchMyInquiries(): Promise<InquiryRow[]> {
  const answer = await api.post<Envelope<{ inquiries: InquiryRow[] }>>('/v1/member/myPage/inquiryList', {});
  return answer.data.inquiries;
}

export function checkPassword(currentPassword: string) {
  return api.post<Envelope<null>>('/v1/member/user/passwordCheck', { currentPassword });
}

export function changePassword(mbrPw: string, mbrRePw: string) {
  return api.post<Envelope<null>>('/v1/member/myPage/passwordChange', { mbrPw, mbrRePw });
}

export function withdraw(reason: string, mbrEmail: string) {
  return api.post<Envelope<null>>('/v1/member/myPage/userSecession', { reason, mbrEmail });
}
