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
export const myPageInfo = z.object({
  mbrEmail: z.string(),
  mbrNm: z.string(),
  phone: z.string().nullable(),
  birth: z.string().nullable(),
  mbrTpCd: z.string(),
  kakaoLinked: z.boolean(),
  promotions: z.boolean(),
  frstRgstDt: z.string(),
  sellerCoinCnt: z.number(),
});
export type MyPageInfo = z.infer<typeof myPageInfo>;

/**
 * Payment history row (spec 02 §3: status, coinRgstDt, orderName, totalAmount) and what we add:
 * the charge id and its cancellation. status is PAID, CANCELLED or MISMATCH (the payment did not
 * match the order and no coins were given); CANCELLING while a cancellation is under way.
 */
export const paymentHistoryRow = z.object({
  status: z.string(),
  coinRgstDt: z.string(),
  orderName: z.string(),
  totalAmount: z.number().nullable(),
  coins: z.number(),
  /** The charge id (the order's paymentId) that payCancel takes. */
  selCoinUseSn: z.string(),
  cancelFlag: z.enum(['Y', 'N']),
  cancelDate: z.string().nullable(),
  cancelCoinCnt: z.number().nullable(),
  cancelAmount: z.number().nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRow>;
