import { useQueryClient } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import type { PackLine } from '@seller/shared/rules/coin-order';
import type { OrderAnswer } from '@seller/shared/schemas/payments';
import { isApiError } from '../../lib/api';
import { useKeyedMutation } from '../../lib/use-keyed-mutation';
import { completePayment, createOrder } from './api/payments-api';
import { clearLastPayment, saveLastPayment } from './last-payment';
import { type PaymentNotice, type PaymentReturn, settlePayment } from './settle';
import { queryKeys } from '../../lib/query-keys';

/** The header balance reads this query key (the auth feature's); a payment refreshes it. */

/**
 * Real mode: the PortOne browser SDK, loaded only now (never in the first load). Card in won;
 * on a phone the window redirects to /payment/callback, on a desktop the promise resolves here.
 */
async function payWithPortOne(order: OrderAnswer): Promise<PaymentReturn | null> {
  const { requestPayment } = await import('@portone/browser-sdk/v2');
  const result = await requestPayment({
    storeId: order.storeId,
    channelKey: order.channelKey,
    paymentId: order.paymentId,
    orderName: order.orderName,
    totalAmount: order.totalAmount,
    currency: 'CURRENCY_KRW',
    payMethod: 'CARD',
    redirectUrl: order.redirectUrl,
    windowType: { pc: 'IFRAME', mobile: 'REDIRECTION' },
  });
  return result ?? null;
}

/**
 * Starts a purchase: the server makes the order from the packs (its prices), the last payment is
 * remembered, then the payment window opens. Answers a notice when the payment came back here
 * (desktop SDK), or null when the browser went to the payment page (simulator, mobile).
 */
async function startCheckout(
  packs: PackLine[],
  key: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<PaymentNotice | null> {
  const order = await createOrder(packs, key);
  saveLastPayment({
    paymentId: order.paymentId,
    orderName: order.orderName,
    totalAmount: order.totalAmount,
    totalCoins: order.totalCoins,
  });
  if (order.mode === 'simulator' && order.checkoutUrl) {
    navigate(order.checkoutUrl);
    return null;
  }
  const ret = await payWithPortOne(order);
  if (!ret) return null;
  try {
    return await settlePayment(ret, ({ paymentId, txId }) =>
      completePayment({
        paymentId,
        txId,
        orderName: order.orderName,
        totalAmount: order.totalAmount,
        totalCoins: order.totalCoins,
      }),
    );
  } finally {
    clearLastPayment();
  }
}

/** The pay button: shows a notice when the payment ends on this page, refreshes the balance. */
export function useCheckout(onNotice: (notice: PaymentNotice) => void) {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: (packs: PackLine[], key: string) => startCheckout(packs, key),
    onSuccess: (notice) => {
      if (!notice) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.coins.all });
      onNotice(notice);
    },
    onError: (error) => {
      onNotice({
        tone: 'error',
        message: isApiError(error) && error.status > 0 ? error.message : ko.payments.payError,
      });
    },
  });
}
