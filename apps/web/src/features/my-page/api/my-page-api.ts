import type { InquiryRow, MyInquiryDetail } from '@seller/shared/schemas/inquiries';
import type { MyPageInfo, PaymentHistoryRow } from '@seller/shared/schemas/my-page';
import type { CoinHistoryAnswer } from '@seller/shared/schemas/payments';
import { call, href } from '../../../lib/api-call';

/** 200 with data, or null when the server answers 204 (this session has not verified identity). */
export async function fetchMyPage(): Promise<MyPageInfo | null> {
  return (await call('POST', '/v1/member/myPage/getMyPage', {}))?.data ?? null;
}

export async function fetchPaymentHistory(): Promise<PaymentHistoryRow[]> {
  return (await call('POST', '/v1/member/myPage/userPaymentHist', {})).myPageCoinHist;
}

/** The whole ledger as an xlsx file (issue 28 §3), downloaded by a plain link. */
export const COIN_HISTORY_FILE_URL = href('/v1/member/myPage/coinHist.xlsx', {});

/** Every coin movement of the member (the ledger), newest first, one page at a time. */
export async function fetchCoinHistory(pageNum: number, pageSize = 20): Promise<CoinHistoryAnswer> {
  return (await call('POST', '/v1/member/myPage/coinHist', { body: { pageNum, pageSize } })).data;
}

export async function fetchMyInquiries(): Promise<InquiryRow[]> {
  return (await call('POST', '/v1/member/myPage/inquiryList', {})).data.inquiries;
}

/** One of the member's own inquiries with the answers (another member's: 404). */
export async function fetchMyInquiry(inquirySn: number): Promise<MyInquiryDetail> {
  return (await call('GET', '/v1/member/myPage/inquiries/:inquirySn', { params: { inquirySn } })).data;
}

/** A follow-up on the member's own inquiry; the answer is its thread after it (or a refusal). */
export async function followUpInquiry(inquirySn: number, message: string): Promise<MyInquiryDetail> {
  return (
    await call('POST', '/v1/member/myPage/inquiries/:inquirySn/followUps', {
      params: { inquirySn },
      body: { message },
    })
  ).data;
}

export function checkPassword(currentPassword: string) {
  return call('POST', '/v1/member/user/passwordCheck', { body: { currentPassword } });
}

export function changePassword(mbrPw: string, mbrRePw: string) {
  return call('POST', '/v1/member/myPage/passwordChange', { body: { mbrPw, mbrRePw } });
}

export function withdraw(reason: string, mbrEmail: string) {
  return call('POST', '/v1/member/myPage/userSecession', { body: { reason, mbrEmail } });
}
