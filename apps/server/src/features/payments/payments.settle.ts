import { ko } from '@seller/shared';
import type { PaymentsDeps } from './payments.context';
import { coinsForRefund, judgePayment } from './payments.domain';
import type { Payment } from './payments.ports';
import {
  type OrderRow,
  REFUNDABLE,
  findOrder,
  lockOrder,
  notePgStatus,
  openStates,
  settleOrder,
  updateOrder,
} from './payments.repository';

const toDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * An order brought in line with what PortOne shows: `sync` for an open order (the completion
 * call, the webhook and the reconcile job), `applyOutsideRefund` for a credited one refunded
 * outside the app (the webhook and the refund reconcile job).
 */
export function paymentSettling(deps: PaymentsDeps) {
  const { db, now, coins, gateway, checkout } = deps;

  /** Credits the order's coins exactly once: the conditional update and the ledger row share one transaction. */
  async function credit(order: OrderRow, payment: Payment, at: Date): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const row = await settleOrder(tx, order.id, openStates, {
        status: 'PAID',
        pgStatus: payment.rawStatus,
        statusReason: null,
        portoneTxId: payment.transactionId,
        paidAt: toDate(payment.paidAt) ?? at,
        creditedAt: at,
        updatedAt: at,
      });
      if (!row) return (await findOrder(tx, order.id))!;
      await coins.apply(tx, {
        mbrSn: row.mbrSn,
        delta: row.totalCoins,
        kind: 'PURCHASE',
        memo: row.orderName,
        refType: 'payment',
        refId: row.id,
      });
      return row;
    });
  }

  /**
   * Brings an order in line with PortOne: the one path for the completion call, the webhook and
   * the reconcile job. Settled orders (PAID, CANCELLED, MISMATCH) are answered as they are.
   */
  async function sync(id: string, opts: { expireBefore?: Date } = {}): Promise<OrderRow | undefined> {
    const order = await findOrder(db, id);
    if (!order || !openStates.includes(order.status)) return order;
    const payment = await gateway.findPayment(id);
    const at = now();
    const verdict = payment
      ? judgePayment(order, payment, { refuseTestChannel: checkout.refuseTestChannel })
      : ({ action: 'wait' } as const);
    const pgStatus = payment?.rawStatus ?? 'NOT_FOUND';
    switch (verdict.action) {
      case 'credit':
        return credit(order, payment!, at);
      case 'mismatch': {
        const row = await settleOrder(db, id, openStates, {
          status: 'MISMATCH',
          pgStatus,
          statusReason: verdict.reason,
          portoneTxId: payment!.transactionId,
          paidAt: toDate(payment!.paidAt),
          updatedAt: at,
        });
        if (row) {
          deps.alert('payment does not match its order: nothing credited', {
            paymentId: id,
            mbrSn: order.mbrSn,
            reason: verdict.reason,
            orderAmount: order.totalAmount,
            paidAmount: payment!.amount.total,
            currency: payment!.currency,
            channel: payment!.channelType,
          });
        }
        return row ?? findOrder(db, id);
      }
      case 'fail': {
        const row = await settleOrder(db, id, ['PENDING'], {
          status: 'FAILED',
          pgStatus,
          statusReason: verdict.reason,
          updatedAt: at,
        });
        if (row) return row;
        // Already FAILED: still record the read (it clears an unverified mark).
        await notePgStatus(db, id, pgStatus, at);
        return findOrder(db, id);
      }
      case 'cancelled': {
        const last = payment!.cancellations.at(-1);
        return (
          (await settleOrder(db, id, openStates, {
            status: 'CANCELLED',
            pgStatus,
            cancelledAt: toDate(last?.cancelledAt) ?? at,
            cancelCoins: 0,
            cancelAmount: payment!.amount.cancelled,
            cancelReason: last?.reason ?? null,
            updatedAt: at,
          })) ?? findOrder(db, id)
        );
      }
      case 'wait':
        if (opts.expireBefore && order.status === 'PENDING' && order.createdAt <= opts.expireBefore) {
          return (
            (await settleOrder(db, id, ['PENDING'], {
              status: 'FAILED',
              pgStatus,
              statusReason: 'EXPIRED',
              updatedAt: at,
            })) ?? findOrder(db, id)
          );
        }
        await notePgStatus(db, id, pgStatus, at);
        return findOrder(db, id);
    }
  }

  /**
   * A refund made outside the app (PortOne console, card company): PortOne shows more refunded than
   * the order records. Like an in-app cancellation it takes the coins back (CANCEL ledger row, from
   * the purchased part only), sets the status (PARTIAL_CANCELLED, CANCELLED once all is refunded)
   * and writes the audit row, in one transaction under the order's lock, so the webhook, its
   * repeats and the reconcile job apply it once. Coins the member already spent cannot be taken:
   * they are recorded as the order's cancel_shortfall, audited and alerted.
   */
  async function applyOutsideRefund(id: string, payment: Payment): Promise<boolean> {
    const at = now();
    const applied = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      // An in-app cancellation under way owns its refund; a finished one is final.
      if (!order || !REFUNDABLE.includes(order.status) || order.cancelRequestedAt) return null;
      const refunded = Math.min(payment.amount.cancelled, order.totalAmount);
      const known = order.cancelAmount ?? 0;
      if (refunded <= known) return null;
      const accounted = (order.cancelCoins ?? 0) + (order.cancelShortfall ?? 0);
      const due = Math.max(0, coinsForRefund(order, refunded) - accounted);
      const account = await coins.lockAccount(tx, order.mbrSn);
      const take = Math.min(due, account.purchased);
      if (take > 0) {
        await coins.apply(tx, {
          mbrSn: order.mbrSn,
          delta: -take,
          kind: 'CANCEL',
          memo: ko.payments.externalCancelMemo,
          refType: 'payment',
          refId: id,
        });
      }
      const last = payment.cancellations.filter((c) => c.status === 'SUCCEEDED').at(-1);
      const row = (await updateOrder(tx, id, {
        status: refunded >= order.totalAmount ? 'CANCELLED' : 'PARTIAL_CANCELLED',
        pgStatus: payment.rawStatus,
        cancelledAt: toDate(last?.cancelledAt) ?? at,
        cancelCoins: (order.cancelCoins ?? 0) + take,
        cancelShortfall: (order.cancelShortfall ?? 0) + (due - take),
        cancelAmount: refunded,
        cancelReason: last?.reason ?? order.cancelReason,
        cancelledBy: null,
        updatedAt: at,
      }))!;
      await deps.audit(tx, {
        actorMbrSn: null,
        action: 'PAYMENT_CANCEL_EXTERNAL',
        targetMbrSn: order.mbrSn,
        before: {
          selCoinUseSn: id,
          status: order.status,
          cancelAmount: known,
          cancelCoinCnt: order.cancelCoins ?? 0,
          balance: account.balance,
        },
        after: {
          status: row.status,
          cancelAmount: refunded,
          cancelCoinCnt: row.cancelCoins,
          shortfall: row.cancelShortfall,
          reason: row.cancelReason,
          balance: account.balance - take,
        },
        at,
      });
      return { order, row, take, short: due - take };
    });
    if (!applied) return false;
    const details = {
      paymentId: id,
      mbrSn: applied.order.mbrSn,
      refunded: applied.row.cancelAmount,
      coinsTaken: applied.take,
      shortfall: applied.row.cancelShortfall,
    };
    if (applied.short > 0)
      deps.alert(
        'a payment refunded outside the app: the member had spent coins that could not be taken back',
        details,
      );
    else deps.warn('a payment refunded outside the app: coins taken back', details);
    return true;
  }

  return { sync, applyOutsideRefund };
}

export type PaymentSettling = ReturnType<typeof paymentSettling>;
