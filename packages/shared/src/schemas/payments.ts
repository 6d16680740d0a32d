/** Wire contract of coin purchase, completion, cancellation and the coin history (spec 01 §7, spec 02 §7). */
import { z } from './zod';
import { PACK_QTY_MAX, type LedgerKind } from '../constants/coins';
import { ko } from '../messages/ko';

const v = ko.paymentValidation;

/** POST /v1/payment/order: packs by coin count and quantity; amounts are never sent. */
export const orderBody = z.looseObject({
  packs: z
    .array(
      z.object({
        coins: z.number({ error: v.packInvalid }).int(v.packInvalid),
        qty: z.number({ error: v.qtyRange }).int(v.qtyRange).min(0, v.qtyRange).max(PACK_QTY_MAX, v.qtyRange),
      }),
      { error: v.packRequired },
    )
    .max(10, v.packInvalid),
});
export type OrderBody = z.input<typeof orderBody>;

/** What the browser needs to open the checkout (PortOne SDK, or the simulator's page). */
export interface OrderAnswer {
  paymentId: string;
  orderName: string;
  totalAmount: number;
  totalCoins: number;
  currency: 'KRW';
  payMethod: 'CARD';
  storeId: string;
  channelKey: string;
  /** 'simulator': go to checkoutUrl; 'portone': call requestPayment of @portone/browser-sdk. */
  mode: 'simulator' | 'portone';
  checkoutUrl: string | null;
  /** Where the payment window returns on mobile (and always in simulator mode). */
  redirectUrl: string;
}

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

export interface CompleteAnswer {
  paymentId: string;
  status: 'PAID';
  totalCoins: number;
  sellerCoinCnt: number;
}

/** POST /v1/payment/payCancel: the charge (selCoinUseSn, the paymentId of a purchase) and a reason. */
export const payCancelBody = z.looseObject({
  selCoinUseSn: z
    .union([z.string(), z.number()], { error: v.chargeRequired })
    .transform(String)
    .pipe(z.string().trim().min(1, v.chargeRequired).max(100, v.chargeRequired)),
  reason: z.string({ error: v.reasonRequired }).trim().min(1, v.reasonRequired).max(200, v.reasonTooLong),
});
export type PayCancelBody = z.input<typeof payCancelBody>;

export interface PayCancelAnswer {
  selCoinUseSn: string;
  cancelFlag: 'Y';
  cancelDate: string;
  cancelCoinCnt: number;
  cancelAmount: number;
  /** FULL: within 7 days and unused; PARTIAL: 10% charge and the unused coins prorated. */
  refundType: 'FULL' | 'PARTIAL';
}

/** POST /v1/member/myPage/coinHist: the member's own ledger, newest first. */
export const coinHistBody = z.looseObject({
  pageNum: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export interface CoinHistoryRow {
  id: number;
  kind: LedgerKind;
  delta: number;
  balanceAfter: number;
  memo: string | null;
  createdAt: string;
}

export interface CoinHistoryAnswer {
  list: CoinHistoryRow[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A charge as the manager's pay-history grid reads it (spec 01 §3 userCoinHist); the payments
 * service answers these for purchases, the agency feature adds its grants.
 */
export interface ChargeHistoryRow {
  selCoinUseSn: string;
  pgStatus: string;
  cancelFlag: 'Y' | 'N';
  coinRgstDt: string;
  amountSelCoin: number;
  svSellCoin: number;
  coinMemoHist: string;
  cancelCoinCnt: number | null;
  cancelDate: string | null;
  cancelAmount: number | null;
  totalAmount: number;
}
