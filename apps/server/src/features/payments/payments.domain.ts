/**
 * Pure payment rules: payment ids, what a PortOne payment means for our order, and the refund
 * the terms allow (terms of use §7; spec 01 §9).
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY, REFUND_FEE_PERCENT, REFUND_FULL_DAYS, kstDate } from '@seller/shared';
import type { Payment } from './payments.ports';

/** 120 random bits: a paymentId cannot be guessed, so nobody completes someone else's order. */
export const newPaymentId = (): string => `coin_${randomBytes(15).toString('hex')}`;

export interface OrderFacts {
  totalAmount: number;
  currency: string;
}

/** What to do with an order after reading its payment from PortOne. */
export type Verdict =
  | { action: 'credit' }
  | { action: 'mismatch'; reason: string }
  | { action: 'fail'; reason: string }
  | { action: 'cancelled' }
  | { action: 'wait' };

/**
 * PAID with our amount and currency (and a LIVE channel where test payments are refused) is
 * credited; PAID with anything else is a mismatch. FAILED fails, CANCELLED cancels; READY,
 * PAY_PENDING and unknown statuses wait. A partly cancelled payment we never credited needs a
 * person: mismatch.
 */
export function judgePayment(
  order: OrderFacts,
  payment: Payment,
  opts: { refuseTestChannel: boolean },
): Verdict {
  switch (payment.status) {
    case 'PAID': {
      if (payment.amount.total !== order.totalAmount)
        return { action: 'mismatch', reason: `amount ${payment.amount.total} != ${order.totalAmount}` };
      if (payment.currency !== order.currency || payment.currency !== PAYMENT_CURRENCY)
        return { action: 'mismatch', reason: `currency ${payment.currency} != ${order.currency}` };
      if (opts.refuseTestChannel && payment.channelType !== 'LIVE')
        return { action: 'mismatch', reason: `channel ${payment.channelType ?? 'none'} in production` };
      return { action: 'credit' };
    }
    case 'FAILED':
      return { action: 'fail', reason: payment.failure?.reason ?? 'FAILED' };
    case 'CANCELLED':
      return { action: 'cancelled' };
    case 'PARTIAL_CANCELLED':
      return { action: 'mismatch', reason: 'partially cancelled before it was credited' };
    default:
      return { action: 'wait' };
  }
}

/**
 * Whether `now` is within 7 days of the payment, counted in Korea dates: a payment on 3/1 (any
 * time, Korea time) is fully refundable until 3/8 23:59:59.999 Korea time, not from 3/9 00:00.
 */
export function withinFullRefundWindow(paidAt: Date, now: Date): boolean {
  // Korea time has no daylight saving: noon of the payment's Korea date plus 7 × 24 hours.
  const lastDay = kstDate(
    new Date(Date.parse(`${kstDate(paidAt)}T12:00:00+09:00`) + REFUND_FULL_DAYS * 86_400_000),
  );
  return kstDate(now) <= lastDay;
}

export interface RefundInput {
  paidAmount: number;
  purchasedCoins: number;
  paidAt: Date;
  now: Date;
  /**
   * The purchased part of the member's balance (read under the balance row lock): coins bought
   * through PortOne and not yet spent. Service coins and paid grants are never in it.
   */
  purchasedBalance: number;
}

export interface RefundQuote {
  refundType: 'FULL' | 'PARTIAL';
  /** Purchased coins not yet used: the coins the cancellation takes back. */
  unusedCoins: number;
  /** Won to refund (integer, never negative, never above what was paid). */
  refundAmount: number;
  /** REFUND_FEE_PERCENT for a partial refund, 0 for a full one. */
  feePercent: number;
  /** The charge in won: the unused coins' prorated value (rounded down) less the refund. */
  feeAmount: number;
}

/**
 * The refund of one purchase by the terms (§6, §7):
 * - Only purchased coins are refunded. Coins are spent service coins first, then paid grants, then
 *   purchased coins (coins.domain.ts), so the purchased part of the balance is what remains of the
 *   member's purchases. Of that, this purchase's coins count as used last: unused =
 *   min(purchased, purchased part), used = purchased - unused. The cancellation takes back exactly
 *   the unused coins, never more than the member holds.
 * - Within 7 days of payment (Korea dates) and none used: a full refund of the amount paid.
 * - Otherwise: the 10% cancellation charge and the unused part prorated:
 *   refund = unused × (paid / purchased) × 0.9, rounded down to whole won.
 */
export function refundQuote(input: RefundInput): RefundQuote {
  const { paidAmount, purchasedCoins } = input;
  const unusedCoins = Math.max(0, Math.min(purchasedCoins, input.purchasedBalance));
  if (unusedCoins === purchasedCoins && withinFullRefundWindow(input.paidAt, input.now)) {
    return { refundType: 'FULL', unusedCoins, refundAmount: paidAmount, feePercent: 0, feeAmount: 0 };
  }
  // Integer arithmetic: floor(unused * paid * 90 / (purchased * 100)).
  const keep = 100 - REFUND_FEE_PERCENT;
  const refund = Math.floor((unusedCoins * paidAmount * keep) / (purchasedCoins * 100));
  const refundAmount = Math.max(0, Math.min(paidAmount, refund));
  const value = Math.min(paidAmount, Math.floor((unusedCoins * paidAmount) / purchasedCoins));
  return {
    refundType: 'PARTIAL',
    unusedCoins,
    refundAmount,
    feePercent: REFUND_FEE_PERCENT,
    feeAmount: Math.max(0, value - refundAmount),
  };
}

/**
 * Coins a refund made outside the app (PortOne console, card company) takes back, for a payment
 * with `cancelled` won refunded in all: all of them for a full refund, otherwise the coins that
 * much money bought at the order's price, rounded up (a refunded coin never stays with the member).
 */
export function coinsForRefund(
  order: { totalAmount: number; totalCoins: number },
  cancelled: number,
): number {
  if (cancelled <= 0) return 0;
  if (cancelled >= order.totalAmount) return order.totalCoins;
  const coins = Math.ceil((cancelled * order.totalCoins) / order.totalAmount);
  return Math.min(order.totalCoins, coins);
}
