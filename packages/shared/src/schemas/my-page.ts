/** Wire contract of my page (spec 02 §2.6, §5, §7). */
import { z } from './zod';
import { ko } from '../messages/ko';
import { WITHDRAW_REASON_MAX, WITHDRAW_REASON_MIN, isFreeText } from '../rules/member';

const av = ko.accountValidation;

export const withdrawalReason = z
  .string({ error: av.reasonLength })
  .trim()
  .min(WITHDRAW_REASON_MIN, av.reasonLength)
  .max(WITHDRAW_REASON_MAX, av.reasonLength)
  .refine(isFreeText, av.reasonChars);

/** userSecession: the e-mail must match the account (checked by the service). */
export const withdrawalBody = z.looseObject({
  reason: withdrawalReason,
  mbrEmail: z
    .string({ error: ko.validation.emailRequired })
    .trim()
    .min(1, ko.validation.emailRequired)
    .max(100),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

/** My-page user (spec 02 §3) and what we add to it. */
export interface MyPageInfo {
  mbrEmail: string;
  mbrNm: string;
  phone: string | null;
  birth: string | null;
  mbrTpCd: string;
  kakaoLinked: boolean;
  promotions: boolean;
  frstRgstDt: string;
  sellerCoinCnt: number;
}

/**
 * Payment history row (spec 02 §3: status, coinRgstDt, orderName, totalAmount) and what we add:
 * the charge id and its cancellation. status is PAID, CANCELLED or MISMATCH (the payment did not
 * match the order and no coins were given); CANCELLING while a cancellation is under way.
 */
export interface PaymentHistoryRow {
  status: string;
  coinRgstDt: string;
  orderName: string;
  totalAmount: number | null;
  coins: number;
  /** The charge id (the order's paymentId) that payCancel takes. */
  selCoinUseSn: string;
  cancelFlag: 'Y' | 'N';
  cancelDate: string | null;
  cancelCoinCnt: number | null;
  cancelAmount: number | null;
}
