import { describe, expect, it } from 'vitest';
import type { Payment } from '../../adapters/portone/types';
import {
  coinsForRefund,
  judgePayment,
  newPaymentId,
  refundQuote,
  withinFullRefundWindow,
} from './payments.domain';

const paid = (over: Partial<Payment> = {}): Payment => ({
  id: 'coin_x',
  status: 'PAID',
  rawStatus: 'PAID',
  transactionId: 'tx',
  storeId: 'store',
  amount: { total: 9_900, paid: 9_900, cancelled: 0 },
  currency: 'KRW',
  orderName: 'o',
  channelType: 'LIVE',
  paidAt: '2025-03-01T01:00:00.000Z',
  customData: null,
  cancellations: [],
  failure: null,
  ...over,
});
const order = { totalAmount: 9_900, currency: 'KRW' };
const kst = (s: string) => new Date(`${s}+09:00`);

describe('payment ids', () => {
  it('are random and long enough not to be guessed', () => {
    const ids = new Set(Array.from({ length: 200 }, newPaymentId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^coin_[0-9a-f]{30}$/);
  });
});

describe('judgePayment', () => {
  const live = { refuseTestChannel: true };
  it('credits PAID with our amount and currency', () => {
    expect(judgePayment(order, paid(), live)).toEqual({ action: 'credit' });
    expect(judgePayment(order, paid({ channelType: 'TEST' }), { refuseTestChannel: false })).toEqual({
      action: 'credit',
    });
  });
  it('calls anything else PAID a mismatch', () => {
    expect(
      judgePayment(order, paid({ amount: { total: 100, paid: 100, cancelled: 0 } }), live),
    ).toMatchObject({ action: 'mismatch' });
    expect(judgePayment(order, paid({ currency: 'USD' }), live)).toMatchObject({ action: 'mismatch' });
    expect(judgePayment(order, paid({ channelType: 'TEST' }), live)).toEqual({
      action: 'mismatch',
      reason: 'channel TEST in production',
    });
    expect(judgePayment(order, paid({ channelType: null }), live)).toMatchObject({ action: 'mismatch' });
    expect(judgePayment(order, paid({ status: 'PARTIAL_CANCELLED' }), live)).toMatchObject({
      action: 'mismatch',
    });
  });
  it('fails, cancels or waits on the other statuses', () => {
    expect(
      judgePayment(
        order,
        paid({ status: 'FAILED', failure: { reason: 'user', pgCode: null, pgMessage: null } }),
        live,
      ),
    ).toEqual({ action: 'fail', reason: 'user' });
    expect(judgePayment(order, paid({ status: 'CANCELLED' }), live)).toEqual({ action: 'cancelled' });
    for (const status of ['READY', 'PAY_PENDING', 'VIRTUAL_ACCOUNT_ISSUED', 'UNKNOWN'] as const) {
      expect(judgePayment(order, paid({ status }), live)).toEqual({ action: 'wait' });
    }
  });
});

describe('the 7-day window in Korea dates', () => {
  it('ends at the end of the 7th Korea day after the payment day', () => {
    const paidAt = kst('2025-03-01T10:00:00');
    expect(withinFullRefundWindow(paidAt, kst('2025-03-08T23:59:59.999'))).toBe(true);
    expect(withinFullRefundWindow(paidAt, kst('2025-03-09T00:00:00'))).toBe(false);
  });
  it('counts the Korea date of the payment, not the UTC one', () => {
    // 2025-03-01 00:30 KST is still 2025-02-28 in UTC.
    const paidAt = kst('2025-03-01T00:30:00');
    expect(withinFullRefundWindow(paidAt, kst('2025-03-08T23:00:00'))).toBe(true);
    const late = kst('2025-02-28T23:59:00');
    expect(withinFullRefundWindow(late, kst('2025-03-07T23:59:59'))).toBe(true);
    expect(withinFullRefundWindow(late, kst('2025-03-08T00:00:01'))).toBe(false);
  });
});

describe('refundQuote (terms §7)', () => {
  const base = {
    paidAmount: 9_900,
    purchasedCoins: 100,
    paidAt: kst('2025-03-01T10:00:00'),
    now: kst('2025-03-03T10:00:00'),
  };
  it('refunds everything within 7 days when no purchased coin was used', () => {
    expect(refundQuote({ ...base, purchasedBalance: 100 })).toEqual({
      refundType: 'FULL',
      unusedCoins: 100,
      refundAmount: 9_900,
      feePercent: 0,
      feeAmount: 0,
    });
    // Other purchases count as used first.
    expect(refundQuote({ ...base, purchasedBalance: 250 })).toEqual({
      refundType: 'FULL',
      unusedCoins: 100,
      refundAmount: 9_900,
      feePercent: 0,
      feeAmount: 0,
    });
  });
  it('charges 10% and prorates the unused coins otherwise, in whole won rounded down', () => {
    expect(refundQuote({ ...base, purchasedBalance: 70 })).toEqual({
      refundType: 'PARTIAL',
      unusedCoins: 70,
      refundAmount: 6_237,
      feePercent: 10,
      // 70 coins are worth 6,930 won: the charge is the difference.
      feeAmount: 693,
    });
    expect(refundQuote({ ...base, now: kst('2025-03-09T00:00:00'), purchasedBalance: 100 })).toEqual({
      refundType: 'PARTIAL',
      unusedCoins: 100,
      refundAmount: 8_910,
      feePercent: 10,
      feeAmount: 990,
    });
    expect(
      refundQuote({
        paidAmount: 49_000,
        purchasedCoins: 500,
        paidAt: base.paidAt,
        now: base.now,
        purchasedBalance: 333,
      }),
    ).toEqual({
      refundType: 'PARTIAL',
      unusedCoins: 333,
      refundAmount: Math.floor((333 * 49_000 * 90) / (500 * 100)),
      feePercent: 10,
      feeAmount: Math.floor((333 * 49_000) / 500) - Math.floor((333 * 49_000 * 90) / (500 * 100)),
    });
    expect(refundQuote({ ...base, purchasedBalance: 1 }).refundAmount).toBe(89);
  });
  it('is never negative and never more than was paid', () => {
    expect(refundQuote({ ...base, purchasedBalance: 0 })).toEqual({
      refundType: 'PARTIAL',
      unusedCoins: 0,
      refundAmount: 0,
      feePercent: 10,
      feeAmount: 0,
    });
    for (let balance = 0; balance <= 300; balance += 7) {
      for (const now of [base.now, kst('2025-04-01T00:00:00')]) {
        const q = refundQuote({ ...base, now, purchasedBalance: balance });
        expect(q.refundAmount).toBeGreaterThanOrEqual(0);
        expect(q.refundAmount).toBeLessThanOrEqual(9_900);
        expect(Number.isInteger(q.refundAmount)).toBe(true);
        expect(q.unusedCoins).toBeLessThanOrEqual(Math.min(100, balance));
        // The refund and the charge add up to the unused coins' value (rounded down).
        expect(q.refundAmount + q.feeAmount).toBe(
          q.refundType === 'FULL' ? 9_900 : Math.floor((q.unusedCoins * 9_900) / 100),
        );
      }
    }
  });
});

describe('coinsForRefund (a refund made outside the app)', () => {
  const order = { totalAmount: 49_000, totalCoins: 500 };
  it('takes every coin for a full refund and the coins the money bought, rounded up, otherwise', () => {
    expect(coinsForRefund(order, 49_000)).toBe(500);
    expect(coinsForRefund(order, 60_000)).toBe(500);
    expect(coinsForRefund(order, 9_800)).toBe(100);
    expect(coinsForRefund(order, 9_801)).toBe(101);
    expect(coinsForRefund(order, 1)).toBe(1);
    expect(coinsForRefund(order, 0)).toBe(0);
    expect(coinsForRefund(order, 48_999)).toBe(500);
  });
  it('never decreases as more is refunded and never passes the order’s coins', () => {
    let last = 0;
    for (let won = 0; won <= 49_000; won += 97) {
      const coins = coinsForRefund(order, won);
      expect(coins).toBeGreaterThanOrEqual(last);
      expect(coins).toBeLessThanOrEqual(500);
      last = coins;
    }
  });
});
