/** Wire contract of coin purchase, completion, cancellation and the coin history (spec 01 §7, spec 02 §7). */
import { z } from './zod';
import { pageAnswer } from './envelope';
import { integerInput } from './integer';
import { LEDGER_CATEGORIES, LEDGER_KINDS, LEDGER_PURPOSES, PACK_QTY_MAX } from '../constants/coins';
import { ko } from '../messages/ko';

const v = ko.paymentValidation;

/** POST /v1/payment/order: packs by coin count and quantity; amounts are never sent. */
export const orderBody = z.looseObject({
  packs: z
    .array(
      z.object({
        // Digits or a JSON integer (issue 35 §10); which packs exist is the server's to check.
        coins: integerInput({ min: 1, max: Number.MAX_SAFE_INTEGER, invalid: v.packInvalid }),
        qty: integerInput({ min: 0, max: PACK_QTY_MAX, invalid: v.qtyRange }),
      }),
      { error: v.packRequired },
    )
    .max(10, v.packInvalid),
});
export type OrderBody = z.input<typeof orderBody>;

/** What the browser needs to open the checkout (PortOne SDK, or the simulator's page). */
export const orderAnswer = z.object({
  paymentId: z.string(),
  orderName: z.string(),
  totalAmount: z.number(),
  totalCoins: z.number(),
  currency: z.literal('KRW'),
  payMethod: z.literal('CARD'),
  storeId: z.string(),
  channelKey: z.string(),
  /** 'simulator': go to checkoutUrl; 'portone': call requestPayment of @portone/browser-sdk. */
  mode: z.enum(['simulator', 'portone']),
  checkoutUrl: z.string().nullable(),
  /** Where the payment window returns on mobile (and always in simulator mode). */
  redirectUrl: z.string(),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;

/**
 * POST /v1/payment/complete with the spec's payload (paymentId, txId, orderName, totalAmount,
 * status, totalCoins, user). Only paymentId is used: the rest is the browser's claim.
 */
export const completeBody = z.looseObject({
  paymentId: z
    .string({ error: v.paymentIdRequired })
    .trim()
    .min(1, v.paymentIdRequired)
    .max(100, v.paymentIdRequired),
});

export const completeAnswer = z.object({
  paymentId: z.string(),
  status: z.literal('PAID'),
  totalCoins: z.number(),
  sellerCoinCnt: z.number(),
});
export type CompleteAnswer = z.infer<typeof completeAnswer>;

const chargeId = z
  .union([z.string(), z.number()], { error: v.chargeRequired })
  .transform(String)
  .pipe(z.string().trim().min(1, v.chargeRequired).max(100, v.chargeRequired));

/** A figure of the confirmed quote (won or coins). */
const figure = integerInput({ min: 0, max: Number.MAX_SAFE_INTEGER, invalid: v.quoteInvalid });

/**
 * POST /v1/payment/payCancel: the charge (selCoinUseSn: a purchase's paymentId, or `grant:<id>` of a
 * grant) and a reason. `quoted` is what the manager confirmed (the quote's refund amount and coins
 * taken back): when the cancellation would now do anything else it is refused (409
 * CANCEL_QUOTE_CHANGED) and nothing moves. Spec clients that send no quote are not checked.
 */
export const payCancelBody = z.looseObject({
  selCoinUseSn: chargeId,
  reason: z.string({ error: v.reasonRequired }).trim().min(1, v.reasonRequired).max(200, v.reasonTooLong),
  quoted: z.object({ refundAmount: figure, coins: figure }).optional(),
});
export type PayCancelBody = z.input<typeof payCancelBody>;

/** A grant's cancellation: what it gave of each part and what was taken back (its unused coins). */
export const grantTakeBack = z.object({
  paidGranted: z.number(),
  serviceGranted: z.number(),
  paidTakenBack: z.number(),
  serviceTakenBack: z.number(),
});
export type GrantTakeBack = z.infer<typeof grantTakeBack>;

export const payCancelAnswer = z.object({
  selCoinUseSn: z.string(),
  cancelFlag: z.literal('Y'),
  cancelDate: z.string(),
  /** Coins taken back. */
  cancelCoinCnt: z.number(),
  /** Won refunded (0 for a grant). */
  cancelAmount: z.number(),
  /**
   * FULL: within 7 days and unused (a grant: every coin it gave came back); PARTIAL: 10% charge and
   * the unused coins prorated (a grant: some of its coins were already spent).
   */
  refundType: z.enum(['FULL', 'PARTIAL']),
  /** Only for a grant (`grant:<id>`). */
  grant: grantTakeBack.optional(),
});
export type PayCancelAnswer = z.infer<typeof payCancelAnswer>;

/** POST /v1/payment/payCancelQuote: what payCancel would do now, without doing it. */
export const payCancelQuoteBody = z.looseObject({ selCoinUseSn: chargeId });

/**
 * The quote the cancel dialog shows before 확인, computed by the code the cancellation runs:
 * - a purchase: the refund (terms §7: all of it within 7 days when no coin was used, otherwise the
 *   unused coins prorated less the 10% charge) and the coins taken back;
 * - a grant: the coins taken back of each part (its unused coins; what was spent stays spent).
 */
export const cancelQuote = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('PAYMENT'),
    selCoinUseSn: z.string(),
    paidAmount: z.number(),
    purchasedCoins: z.number(),
    /** Coins of this purchase already used (taken back: the rest). */
    usedCoins: z.number(),
    coinsTakenBack: z.number(),
    refundType: z.enum(['FULL', 'PARTIAL']),
    /** 0, or the 10% cancellation charge when it applies. */
    feePercent: z.number(),
    /** The charge in won: the unused coins' value less the refund. */
    feeAmount: z.number(),
    refundAmount: z.number(),
  }),
  grantTakeBack.extend({
    kind: z.literal('GRANT'),
    selCoinUseSn: z.string(),
    coinsTakenBack: z.number(),
    refundAmount: z.literal(0),
  }),
]);
export type CancelQuote = z.infer<typeof cancelQuote>;

/** POST /v1/member/myPage/coinHist: the member's own ledger, newest first. */
export const coinHistBody = z.looseObject({
  pageNum: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const coinHistoryRow = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  /** One of the seven kinds the member reads (issue 28 §3; LEDGER_CATEGORY_OF). */
  category: z.enum(LEDGER_CATEGORIES),
  delta: z.number(),
  /** The balance right after this row, written with it under the balance's row lock. */
  balanceAfter: z.number(),
  memo: z.string().nullable(),
  /** What a spend paid for and the product's title and number then (null for credits). */
  purpose: z.enum(LEDGER_PURPOSES).nullable(),
  itemTitle: z.string().nullable(),
  itemNo: z.string().nullable(),
  createdAt: z.string(),
});
export type CoinHistoryRow = z.infer<typeof coinHistoryRow>;

export const coinHistoryAnswer = pageAnswer(coinHistoryRow);
export type CoinHistoryAnswer = z.infer<typeof coinHistoryAnswer>;

/**
 * A charge as the manager's pay-history grid reads it (spec 01 §3 userCoinHist); the payments
 * service answers these for purchases, the agency feature adds its grants.
 */
export const chargeHistoryRow = z.object({
  selCoinUseSn: z.string(),
  pgStatus: z.string(),
  cancelFlag: z.enum(['Y', 'N']),
  coinRgstDt: z.string(),
  amountSelCoin: z.number(),
  svSellCoin: z.number(),
  coinMemoHist: z.string(),
  cancelCoinCnt: z.number().nullable(),
  cancelDate: z.string().nullable(),
  cancelAmount: z.number().nullable(),
  totalAmount: z.number(),
});
export type ChargeHistoryRow = z.infer<typeof chargeHistoryRow>;
