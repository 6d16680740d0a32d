import {
  type CancelQuote,
  type ChargeHistoryRow,
  type CompleteAnswer,
  type OrderAnswer,
  type OrderTotals,
  type PackLine,
  type PayCancelAnswer,
  type PaymentHistoryRow,
  PAYMENT_CURRENCY,
  PAYMENT_METHOD,
  PAYMENT_SETTLE_MINUTES,
  formatNumber,
  ko,
  orderTotals,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import { type RefundQuote, coinsForRefund, judgePayment, newPaymentId, refundQuote } from './payments.domain';
import {
  type CheckoutConfig,
  type Payment,
  type PaymentAuditPort,
  type PaymentCoinPort,
  type PaymentGatewayPort,
  PaymentRefusedError,
  WebhookRejectedError,
} from './payments.ports';
import {
  type OrderRow,
  REFUNDABLE,
  findOrder,
  insertOrder,
  lockOrder,
  markUnverified,
  notePgStatus,
  openStates,
  ordersToReconcile,
  refundableOrders,
  settleOrder,
  settledOrders,
  updateOrder,
} from './payments.repository';

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  coins: PaymentCoinPort;
  gateway: PaymentGatewayPort;
  checkout: CheckoutConfig;
  audit: PaymentAuditPort;
  /** The alert: an error-level log line operators watch (mismatches, refunds that need a person). */
  alert: (message: string, details: Record<string, unknown>) => void;
  warn: (message: string, details: Record<string, unknown>) => void;
}

const MINUTE = 60_000;
/** A READY payment nobody finished within a day is given up (the order becomes FAILED, EXPIRED). */
const EXPIRE_AFTER_MS = 24 * 60 * MINUTE;
/** A cancellation that was interrupted (timeout, crash) may be resumed after this. */
const CANCEL_RESUME_MS = MINUTE;
/**
 * How far back the reconcile job asks PortOne for refunded payments (a refund whose webhook was
 * lost). Re-reading a refund already applied changes nothing, so the window only has to outlast
 * an outage of the job.
 */
const REFUND_LOOKBACK_MS = 7 * 24 * 60 * MINUTE;
const REFUND_PAGE_SIZE = 100;
const REFUND_MAX_PAGES = 50;

const toDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

const describe = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The cancellation columns of a history row: set once a refund happened (in full or in part). */
function cancellationOf(o: OrderRow) {
  const refunded = o.status === 'CANCELLED' || o.status === 'PARTIAL_CANCELLED';
  return {
    cancelDate: refunded ? (o.cancelledAt ?? o.updatedAt).toISOString() : null,
    cancelCoinCnt: refunded ? (o.cancelCoins ?? 0) : null,
    cancelAmount: refunded ? (o.cancelAmount ?? 0) : null,
  };
}

export function createPaymentsService(deps: PaymentsDeps) {
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

  /** Records a PENDING order priced from the server's list and says how to open its checkout. */
  async function newOrder(
    tx: DbOrTx,
    mbrSn: number,
    totals: OrderTotals,
    { storeId, channelKey }: { storeId: string; channelKey: string },
  ): Promise<OrderAnswer> {
    const paymentId = newPaymentId();
    const orderName = ko.payments.orderName(formatNumber(totals.totalCoins));
    const at = now();
    await insertOrder(tx, {
      id: paymentId,
      mbrSn,
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
    async createOrder(mbrSn: number, packs: readonly PackLine[], key: string): Promise<OrderAnswer> {
      const priced = orderTotals(packs);
      if (!priced.ok) throw new AppError(priced.problem === 'EMPTY' ? 'PACK_REQUIRED' : 'PACK_INVALID');
      const { storeId, channelKey } = checkout;
      if (!storeId || !channelKey) throw new AppError('PAYMENT_UNAVAILABLE');
      const { totals } = priced;
      const request = { packs: totals.lines.map((l) => ({ coins: l.pack.coins, qty: l.qty })) };
      return exactlyOnce(db, { mbrSn, key, operation: 'payment-order', request }, (tx) =>
        newOrder(tx, mbrSn, totals, { storeId, channelKey }),
      );
    },

    /**
     * /v1/payment/complete: only the paymentId of the caller's own order counts; the payment is
     * read from PortOne. Answers when the coins are credited (now or earlier), else throws.
     */
    async complete(mbrSn: number, paymentId: string): Promise<CompleteAnswer> {
      const order = await findOrder(db, paymentId);
      if (!order || order.mbrSn !== mbrSn) throw new AppError('PAYMENT_NOT_FOUND');
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
            sellerCoinCnt: await coins.balance(mbrSn),
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

    /** The member's payment history (spec 02 §3 rows with the charge id and cancellation). */
    async paymentHistory(mbrSn: number): Promise<PaymentHistoryRow[]> {
      return (await settledOrders(db, mbrSn)).map((o) => ({
        status: o.status === 'PAID' && o.cancelRequestedAt ? 'CANCELLING' : o.status,
        coinRgstDt: (o.paidAt ?? o.createdAt).toISOString(),
        orderName: o.orderName,
        totalAmount: o.totalAmount,
        coins: o.totalCoins,
        selCoinUseSn: o.id,
        cancelFlag: o.status === 'CANCELLED' ? 'Y' : 'N',
        ...cancellationOf(o),
      }));
    },

    /** A member's purchases as the manager's pay-history grid reads them (spec 01 §3 userCoinHist). */
    /** An order's member, state and totals, as committed now (the cancellation's audit reads it). */
    async orderState(id: string) {
      const order = await findOrder(db, id);
      return (
        order && {
          mbrSn: order.mbrSn,
          status: order.status,
          totalCoins: order.totalCoins,
          totalAmount: order.totalAmount,
        }
      );
    },

    async chargeHistory(mbrSn: number, dbx: DbOrTx = db): Promise<ChargeHistoryRow[]> {
      return (await settledOrders(dbx, mbrSn)).map((o) => ({
        selCoinUseSn: o.id,
        pgStatus: o.status === 'PAID' && o.cancelRequestedAt ? 'CANCELLING' : o.status,
        cancelFlag: o.status === 'CANCELLED' ? 'Y' : 'N',
        coinRgstDt: (o.paidAt ?? o.createdAt).toISOString(),
        amountSelCoin: o.status === 'MISMATCH' ? 0 : o.totalCoins,
        svSellCoin: 0,
        coinMemoHist: o.orderName,
        ...cancellationOf(o),
        totalAmount: o.totalAmount,
      }));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
