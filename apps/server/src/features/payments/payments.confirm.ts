import type { CompleteAnswer } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { type PaymentsDeps, describe } from './payments.context';
import { WebhookRejectedError } from './payments.ports';
import { type OrderRow, REFUNDABLE, findOrder, markUnverified } from './payments.repository';
import type { PaymentSettling } from './payments.settle';

/** What PortOne tells about a payment: the member's completion call and the webhook. */
export function paymentConfirmation(deps: PaymentsDeps, { sync, applyOutsideRefund }: PaymentSettling) {
  const { db, coins, gateway } = deps;
  return {
    /**
     * /v1/payment/complete: only the paymentId of the caller's own order counts; the payment is
     * read from PortOne. Answers when the coins are credited (now or earlier), else throws.
     */
    async complete(memberId: number, paymentId: string): Promise<CompleteAnswer> {
      const order = await findOrder(db, paymentId);
      if (!order || order.mbrSn !== memberId) throw new AppError('PAYMENT_NOT_FOUND');
      let row: OrderRow | undefined;
      try {
        row = await sync(paymentId);
      } catch (e) {
        if (e instanceof AppError) throw e;
        deps.warn('payment completion could not read PortOne', { paymentId, error: describe(e) });
        await markUnverified(db, paymentId);
        throw new AppError('PAYMENT_VERIFY_FAILED');
      }
      switch (row?.status) {
        case 'PAID':
          return {
            paymentId,
            status: 'PAID',
            totalCoins: row.totalCoins,
            sellerCoinCnt: await coins.balance(memberId),
          };
        case 'FAILED':
          throw new AppError('PAYMENT_FAILED');
        case 'CANCELLED':
        case 'PARTIAL_CANCELLED':
          throw new AppError('PAYMENT_CANCELLED');
        case 'MISMATCH':
          throw new AppError('PAYMENT_MISMATCH');
        default:
          throw new AppError('PAYMENT_NOT_PAID');
      }
    },

    /**
     * PortOne webhook: verified over the raw body, then the payment is read and settled like a
     * completion (the body's status is never trusted). Unknown payments and other events are ignored.
     */
    async webhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ handled: boolean }> {
      let event;
      try {
        event = await gateway.verifyWebhook(rawBody, headers);
      } catch (e) {
        if (e instanceof WebhookRejectedError) {
          deps.warn('portone webhook refused', { reason: e.reason });
          throw new AppError('WEBHOOK_REJECTED');
        }
        throw e;
      }
      if (!event.paymentId || !(event.type.startsWith('Transaction.') || event.type === 'legacy'))
        return { handled: false };
      const order = await findOrder(db, event.paymentId);
      if (!order) return { handled: false };
      try {
        if (REFUNDABLE.includes(order.status) && /Cancel/.test(event.type)) {
          // A refund of a credited payment: ours (under way: the cancellation owns it) or made
          // outside the app, which is applied like an in-app one.
          if (!order.cancelRequestedAt)
            await applyOutsideRefund(order.id, await gateway.getPayment(order.id));
          return { handled: true };
        }
        await sync(order.id);
      } catch (e) {
        if (e instanceof AppError) throw e;
        deps.warn('portone webhook could not be settled now', { paymentId: order.id, error: describe(e) });
        await markUnverified(db, order.id);
        throw new AppError('PAYMENT_VERIFY_FAILED');
      }
      return { handled: true };
    },
  };
}
