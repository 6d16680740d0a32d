import { type CancelQuote, type PayCancelAnswer, ko } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { MINUTE, type PaymentsDeps, describe } from './payments.context';
import { type RefundQuote, refundQuote } from './payments.domain';
import { PaymentRefusedError } from './payments.ports';
import { type OrderRow, findOrder, lockOrder, updateOrder } from './payments.repository';

/** A cancellation that was interrupted (timeout, crash) may be resumed after this. */
const CANCEL_RESUME_MS = MINUTE;

/** A manager's cancellation of a purchase (payCancel) and its quote (payCancelQuote). */
export function paymentCancellation(deps: PaymentsDeps) {
  const { db, now, coins, gateway } = deps;

  /**
   * What cancelling `order` now takes back and refunds (terms §7), from the purchased part of the
   * member's balance: the quote and the cancellation both use this, so they agree.
   */
  function quoteOf(order: OrderRow, purchasedBalance: number, at: Date): RefundQuote {
    return refundQuote({
      paidAmount: order.totalAmount,
      purchasedCoins: order.totalCoins,
      paidAt: order.paidAt ?? order.createdAt,
      now: at,
      purchasedBalance,
    });
  }

  /** The states a cancellation refuses (a CANCELLED order answers its result instead). */
  function refuseUncancellable(order: OrderRow): void {
    if (order.status === 'PARTIAL_CANCELLED')
      throw new AppError('CANCEL_NOT_ALLOWED', ko.payments.cancelInConsole);
    if (order.status !== 'PAID') throw new AppError('CANCEL_NOT_ALLOWED');
  }

  function cancelAnswer(row: OrderRow): PayCancelAnswer {
    return {
      selCoinUseSn: row.id,
      cancelFlag: 'Y',
      cancelDate: (row.cancelledAt ?? row.updatedAt).toISOString(),
      cancelCoinCnt: row.cancelCoins ?? 0,
      cancelAmount: row.cancelAmount ?? 0,
      refundType: row.cancelAmount === row.totalAmount ? 'FULL' : 'PARTIAL',
    };
  }

  type RefundOutcome =
    | { kind: 'done'; cancellationId: string | null }
    | { kind: 'failed'; why: string }
    | { kind: 'unknown'; why: string };

  /** Whether PortOne already shows the refund (an earlier call that timed out may have gone through). */
  async function refundVisible(order: OrderRow): Promise<RefundOutcome | null> {
    const p = await gateway.getPayment(order.id);
    if (p.amount.cancelled >= (order.cancelAmount ?? 0))
      return { kind: 'done', cancellationId: p.cancellations.at(-1)?.id ?? null };
    return null;
  }

  async function refundAtPortOne(order: OrderRow, resumed: boolean): Promise<RefundOutcome> {
    if (resumed) {
      try {
        const seen = await refundVisible(order);
        if (seen) return seen;
      } catch (e) {
        return { kind: 'unknown', why: describe(e) };
      }
    }
    try {
      // currentCancellableAmount: PortOne refuses if anything was cancelled since, so a retry can
      // never refund twice.
      const c = await gateway.cancelPayment(order.id, {
        reason: order.cancelReason ?? '',
        amount: order.cancelAmount!,
        currentCancellableAmount: order.totalAmount,
      });
      if (c.status === 'FAILED') return { kind: 'failed', why: 'cancellation FAILED' };
      return { kind: 'done', cancellationId: c.id };
    } catch (e) {
      try {
        const seen = await refundVisible(order);
        if (seen) return seen;
      } catch {
        return { kind: 'unknown', why: describe(e) };
      }
      return e instanceof PaymentRefusedError
        ? { kind: 'failed', why: describe(e) }
        : { kind: 'unknown', why: describe(e) };
    }
  }

  return {
    /**
     * payCancel (managers): refunds by the terms through PortOne and takes back the refunded coins.
     * 1. Under the order's row lock and the balance lock: quote the refund, take back the unused
     *    coins (CANCEL ledger row) and mark the cancellation under way. A second call waits on the
     *    lock, then finds it under way (409) or done (200, the same answer).
     * 2. PortOne cancel with the amount, guarded by currentCancellableAmount.
     * 3. Done: the order is CANCELLED with date, coins and amount. Refused by PortOne: the coins
     *    are given back (REFUND ledger row). No answer: it stays under way and a retry after a
     *    minute first checks whether PortOne shows the refund.
     */
    async cancel(
      actorMbrSn: number,
      selCoinUseSn: string,
      reason: string,
      quoted?: { refundAmount: number; coins: number },
    ): Promise<PayCancelAnswer> {
      const id = selCoinUseSn;
      const at = now();
      const claim = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) throw new AppError('PAYMENT_NOT_FOUND');
        if (order.status === 'CANCELLED') return { kind: 'done', order } as const;
        refuseUncancellable(order);
        if (order.cancelRequestedAt) {
          if (at.getTime() - order.cancelRequestedAt.getTime() < CANCEL_RESUME_MS)
            throw new AppError('ALREADY_PROCESSING');
          return { kind: 'claimed', order, resumed: true } as const;
        }
        const account = await coins.lockAccount(tx, order.mbrSn);
        const quote = quoteOf(order, account.purchased, at);
        if (quote.refundAmount <= 0) throw new AppError('NOTHING_TO_REFUND');
        // The manager confirmed other figures (the member spent coins since, or the 7 days ran
        // out): nothing moves, the dialog shows the new quote.
        if (quoted && (quoted.refundAmount !== quote.refundAmount || quoted.coins !== quote.unusedCoins))
          throw new AppError('CANCEL_QUOTE_CHANGED');
        await coins.apply(tx, {
          mbrSn: order.mbrSn,
          delta: -quote.unusedCoins,
          kind: 'CANCEL',
          memo: ko.payments.cancelMemo(reason),
          actorMbrSn,
          refType: 'payment',
          refId: id,
        });
        const row = await updateOrder(tx, id, {
          cancelRequestedAt: at,
          cancelCoins: quote.unusedCoins,
          cancelAmount: quote.refundAmount,
          cancelReason: reason,
          cancelledBy: actorMbrSn,
          updatedAt: at,
        });
        return { kind: 'claimed', order: row!, resumed: false } as const;
      });
      if (claim.kind === 'done') return cancelAnswer(claim.order);

      const { order } = claim;
      const outcome = await refundAtPortOne(order, claim.resumed);
      if (outcome.kind === 'done') {
        const done = now();
        const row = await updateOrder(db, id, {
          status: 'CANCELLED',
          cancelledAt: done,
          portoneCancellationId: outcome.cancellationId,
          pgStatus: order.cancelAmount === order.totalAmount ? 'CANCELLED' : 'PARTIAL_CANCELLED',
          updatedAt: done,
        });
        return cancelAnswer(row!);
      }
      if (outcome.kind === 'failed') {
        await db.transaction(async (tx) => {
          const locked = await lockOrder(tx, id);
          if (!locked || locked.status !== 'PAID' || !locked.cancelRequestedAt) return;
          if (locked.cancelCoins) {
            await coins.apply(tx, {
              mbrSn: locked.mbrSn,
              delta: locked.cancelCoins,
              kind: 'REFUND',
              memo: ko.payments.cancelRevertMemo,
              actorMbrSn,
              refType: 'payment',
              refId: id,
            });
          }
          await updateOrder(tx, id, {
            cancelRequestedAt: null,
            cancelCoins: null,
            cancelAmount: null,
            cancelReason: null,
            cancelledBy: null,
            updatedAt: now(),
          });
        });
      }
      deps.alert('payment cancellation did not complete', {
        paymentId: id,
        outcome: outcome.kind,
        why: outcome.why,
      });
      throw new AppError('CANCEL_FAILED');
    },

    /**
     * payCancelQuote for a purchase: what `cancel` would refund and take back now, from the same
     * rule and the same reads (the order, the purchased part of the balance), without a lock.
     */
    async quoteCancel(selCoinUseSn: string): Promise<CancelQuote> {
      const order = await findOrder(db, selCoinUseSn);
      if (!order) throw new AppError('PAYMENT_NOT_FOUND');
      if (order.status === 'CANCELLED') throw new AppError('ALREADY_CANCELLED');
      refuseUncancellable(order);
      if (order.cancelRequestedAt) throw new AppError('ALREADY_PROCESSING');
      const account = await coins.account(order.mbrSn);
      const quote = quoteOf(order, account.purchased, now());
      if (quote.refundAmount <= 0) throw new AppError('NOTHING_TO_REFUND');
      return {
        kind: 'PAYMENT',
        selCoinUseSn: order.id,
        paidAmount: order.totalAmount,
        purchasedCoins: order.totalCoins,
        usedCoins: order.totalCoins - quote.unusedCoins,
        coinsTakenBack: quote.unusedCoins,
        refundType: quote.refundType,
        feePercent: quote.feePercent,
        feeAmount: quote.feeAmount,
        refundAmount: quote.refundAmount,
      };
    },
  };
}
