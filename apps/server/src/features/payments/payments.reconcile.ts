import { PAYMENT_SETTLE_MINUTES } from '@seller/shared';
import { MINUTE, type PaymentsDeps, describe } from './payments.context';
import { ordersToReconcile, refundableOrders } from './payments.repository';
import type { PaymentSettling } from './payments.settle';

/** A READY payment nobody finished within a day is given up (the order becomes FAILED, EXPIRED). */
const EXPIRE_AFTER_MS = 24 * 60 * MINUTE;
/**
 * How far back the reconcile job asks PortOne for refunded payments (a refund whose webhook was
 * lost). Re-reading a refund already applied changes nothing, so the window only has to outlast
 * an outage of the job.
 */
const REFUND_LOOKBACK_MS = 7 * 24 * 60 * MINUTE;
const REFUND_PAGE_SIZE = 100;
const REFUND_MAX_PAGES = 50;

/** The reconcile jobs: open orders nobody settled, and refunds whose webhook was lost. */
export function paymentReconciling(deps: PaymentsDeps, { sync, applyOutsideRefund }: PaymentSettling) {
  const { db, now, gateway } = deps;
  return {
    /**
     * Job: orders still PENDING 10 minutes after they were made, and open orders a webhook or a
     * completion could not verify, are read from PortOne and settled.
     */
    async reconcilePending(): Promise<{
      checked: number;
      credited: number;
      failed: number;
      waiting: number;
      errors: number;
    }> {
      const at = now();
      const rows = await ordersToReconcile(db, new Date(at.getTime() - PAYMENT_SETTLE_MINUTES * MINUTE));
      const tally = { checked: rows.length, credited: 0, failed: 0, waiting: 0, errors: 0 };
      for (const order of rows) {
        try {
          const after = await sync(order.id, { expireBefore: new Date(at.getTime() - EXPIRE_AFTER_MS) });
          if (after?.status === 'PAID') tally.credited += 1;
          else if (after?.status === 'PENDING') tally.waiting += 1;
          else tally.failed += 1;
        } catch (e) {
          tally.errors += 1;
          deps.warn('payment reconcile failed for one order', { paymentId: order.id, error: describe(e) });
        }
      }
      return tally;
    },

    /**
     * Job: refunds made outside the app whose webhook never arrived. PortOne lists the payments
     * refunded (in full or in part) within the look-back window; those whose order records less
     * refunded are applied as the webhook would have.
     */
    async reconcileRefunds(): Promise<{ listed: number; applied: number; errors: number }> {
      const from = new Date(now().getTime() - REFUND_LOOKBACK_MS).toISOString();
      const tally = { listed: 0, applied: 0, errors: 0 };
      for (let page = 0; page < REFUND_MAX_PAGES; page++) {
        let list;
        try {
          list = await gateway.listPayments({
            from,
            status: ['CANCELLED', 'PARTIAL_CANCELLED'],
            page,
            size: REFUND_PAGE_SIZE,
          });
        } catch (e) {
          tally.errors += 1;
          deps.warn('payment refunds could not be listed', { page, error: describe(e) });
          return tally;
        }
        tally.listed += list.items.length;
        const orders = await refundableOrders(
          db,
          list.items.map((p) => p.id),
        );
        for (const order of orders) {
          const payment = list.items.find((p) => p.id === order.id)!;
          if (order.cancelRequestedAt || payment.amount.cancelled <= (order.cancelAmount ?? 0)) continue;
          try {
            if (await applyOutsideRefund(order.id, payment)) tally.applied += 1;
          } catch (e) {
            tally.errors += 1;
            deps.warn('a refund made outside the app could not be applied', {
              paymentId: order.id,
              error: describe(e),
            });
          }
        }
        if (list.items.length + list.malformed < REFUND_PAGE_SIZE) return tally;
      }
      deps.warn('payment refunds: more pages than one run reads', { pages: REFUND_MAX_PAGES });
      return tally;
    },
  };
}
