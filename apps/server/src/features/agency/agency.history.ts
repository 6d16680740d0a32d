import {
  type ChargeHistoryRow,
  type ChargeSellCoinHistAnswer,
  type SessionUser,
  GRANT_ID_PREFIX,
} from '@seller/shared';
import type { AgencyContext } from './agency.context';
import { GRANT_REF_TYPE } from './agency.domain';
import * as repo from './agency.repository';

export type HistoryRow = ChargeHistoryRow & { grantedBy: string | null };

/**
 * Grant ledger rows → one history row per grant (its paid and service parts together); a
 * cancelled grant reads GRANT_CANCELLED with the coins taken back, like a cancelled payment.
 */
function grantHistoryRows(
  rows: Awaited<ReturnType<typeof repo.grantLedger>>,
  cancels: repo.GrantCancelRow[] = [],
): HistoryRow[] {
  const cancelOf = new Map(cancels.map((c) => [c.grantId, c]));
  const byGrant = new Map<string, HistoryRow>();
  for (const r of rows) {
    const key = r.refType === GRANT_REF_TYPE && r.refId ? r.refId : `ledger-${r.id}`;
    let row = byGrant.get(key);
    if (!row) {
      const cancel = cancelOf.get(key);
      row = {
        selCoinUseSn: `${GRANT_ID_PREFIX}${key}`,
        pgStatus: cancel ? 'GRANT_CANCELLED' : 'GRANT',
        cancelFlag: cancel ? 'Y' : 'N',
        coinRgstDt: r.createdAt.toISOString(),
        amountSelCoin: 0,
        svSellCoin: 0,
        coinMemoHist: '',
        cancelCoinCnt: cancel ? cancel.paidTaken + cancel.serviceTaken : null,
        cancelDate: cancel ? cancel.cancelledAt.toISOString() : null,
        cancelAmount: cancel ? 0 : null,
        totalAmount: 0,
        grantedBy: r.grantedBy,
      };
      byGrant.set(key, row);
    }
    if (r.kind === 'PAID_GRANT') row.amountSelCoin += r.delta;
    else {
      row.svSellCoin += r.delta;
      row.coinMemoHist = r.memo ?? '';
    }
  }
  return [...byGrant.values()];
}

/** A member's pay history and coin ledger, in the caller's scope. */
export function agencyHistory(ctx: AgencyContext) {
  const { db, ports, targetInScope } = ctx;
  return {
    /** chargeSellCoinHist: purchases (payments) and grants (ledger) of a member in the caller's scope. */
    async history(
      caller: SessionUser,
      userMbrSn: number,
    ): Promise<ChargeSellCoinHistAnswer & { userCoinHist: HistoryRow[] }> {
      const target = await targetInScope(caller, userMbrSn);
      const [purchases, grants, cancels] = await Promise.all([
        ports.chargeHistory(target.mbrSn),
        repo.grantLedger(db, target.mbrSn),
        repo.grantCancelsOf(db, target.mbrSn),
      ]);
      const rows: HistoryRow[] = [
        ...purchases.map((p) => ({ ...p, grantedBy: null })),
        ...grantHistoryRows(grants, cancels),
      ];
      rows.sort((a, b) => b.coinRgstDt.localeCompare(a.coinRgstDt));
      return {
        userMbrSn: target.mbrSn,
        mbrEmail: target.email,
        companyName: target.companyName,
        userCoinHist: rows,
      };
    },

    /** coinUseHist: a member's coin ledger (each spend's reason) in the caller's scope. */
    async coinLedger(caller: SessionUser, userMbrSn: number, pageNum: number, pageSize: number) {
      const target = await targetInScope(caller, userMbrSn);
      return ports.coinHistory(target.mbrSn, pageNum, pageSize);
    },
  };
}
