import type { ChargeHistoryRow, PaymentHistoryRow } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import type { PaymentsDeps } from './payments.context';
import { type OrderRow, findOrder, settledOrders } from './payments.repository';

/** The cancellation columns of a history row: set once a refund happened (in full or in part). */
function cancellationOf(o: OrderRow) {
  const refunded = o.status === 'CANCELLED' || o.status === 'PARTIAL_CANCELLED';
  return {
    cancelDate: refunded ? (o.cancelledAt ?? o.updatedAt).toISOString() : null,
    cancelCoinCnt: refunded ? (o.cancelCoins ?? 0) : null,
    cancelAmount: refunded ? (o.cancelAmount ?? 0) : null,
  };
}

/** Reading orders: the member's payment history, the manager's grid, one order's state. */
export function paymentReading(deps: PaymentsDeps) {
  const { db } = deps;
  return {
    /** The member's payment history (spec 02 §3 rows with the charge id and cancellation). */
    async paymentHistory(memberId: number): Promise<PaymentHistoryRow[]> {
      return (await settledOrders(db, memberId)).map((o) => ({
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

    /** A member's purchases as the manager's pay-history grid reads them (spec 01 §3 userCoinHist). */
    async chargeHistory(memberId: number, dbx: DbOrTx = db): Promise<ChargeHistoryRow[]> {
      return (await settledOrders(dbx, memberId)).map((o) => ({
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
