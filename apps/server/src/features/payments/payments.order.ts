import {
  type OrderAnswer,
  type OrderTotals,
  type PackLine,
  PAYMENT_CURRENCY,
  PAYMENT_METHOD,
  formatNumber,
  ko,
  orderTotals,
} from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import type { PaymentsDeps } from './payments.context';
import { newPaymentId } from './payments.domain';
import { insertOrder } from './payments.repository';

/** Opening an order: priced by the server, recorded PENDING, once per Idempotency-Key. */
export function paymentOrders(deps: PaymentsDeps) {
  const { db, now, checkout } = deps;

  /** Records a PENDING order priced from the server's list and says how to open its checkout. */
  async function newOrder(
    tx: DbOrTx,
    memberId: number,
    totals: OrderTotals,
    { storeId, channelKey }: { storeId: string; channelKey: string },
  ): Promise<OrderAnswer> {
    const paymentId = newPaymentId();
    const orderName = ko.payments.orderName(formatNumber(totals.totalCoins));
    const at = now();
    await insertOrder(tx, {
      id: paymentId,
      mbrSn: memberId,
      packs: totals.lines.map((l) => ({ coins: l.pack.coins, qty: l.qty, price: l.pack.price })),
      orderName,
      totalAmount: totals.totalAmount,
      totalCoins: totals.totalCoins,
      currency: PAYMENT_CURRENCY,
      status: 'PENDING',
      createdAt: at,
      updatedAt: at,
    });
    const checkoutUrl = checkout.simulatorCheckoutUrl
      ? `${checkout.simulatorCheckoutUrl}?${new URLSearchParams({
          storeId,
          channelKey,
          paymentId,
          orderName,
          totalAmount: String(totals.totalAmount),
          currency: PAYMENT_CURRENCY,
          payMethod: PAYMENT_METHOD,
          redirectUrl: checkout.redirectUrl,
        })}`
      : null;
    return {
      paymentId,
      orderName,
      totalAmount: totals.totalAmount,
      totalCoins: totals.totalCoins,
      currency: PAYMENT_CURRENCY,
      payMethod: PAYMENT_METHOD,
      storeId,
      channelKey,
      mode: checkoutUrl ? 'simulator' : 'portone',
      checkoutUrl,
      redirectUrl: checkout.redirectUrl,
    };
  }

  return {
    /**
     * Prices the order from the server's list, records it PENDING and says how to open the
     * checkout; once per Idempotency-Key: a repeat (a double click on 결제하기) answers the same
     * order and opens no second one.
     */
    async createOrder(memberId: number, packs: readonly PackLine[], key: string): Promise<OrderAnswer> {
      const priced = orderTotals(packs);
      if (!priced.ok) throw new AppError(priced.problem === 'EMPTY' ? 'PACK_REQUIRED' : 'PACK_INVALID');
      const { storeId, channelKey } = checkout;
      if (!storeId || !channelKey) throw new AppError('PAYMENT_UNAVAILABLE');
      const { totals } = priced;
      const request = { packs: totals.lines.map((l) => ({ coins: l.pack.coins, qty: l.qty })) };
      return exactlyOnce(db, { mbrSn: memberId, key, operation: 'payment-order', request }, (tx) =>
        newOrder(tx, memberId, totals, { storeId, channelKey }),
      );
    },
  };
}
