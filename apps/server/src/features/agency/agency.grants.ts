import { randomUUID } from 'node:crypto';
import {
  type CancelQuote,
  type ChargeInsertCoinAnswer,
  type PayCancelAnswer,
  type SessionUser,
  GRANT_ID_PREFIX,
  ko,
} from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import type { AgencyContext } from './agency.context';
import { GRANT_REF_TYPE, type GrantedParts, grantTakeBack } from './agency.domain';
import * as repo from './agency.repository';

/** Ledger refs of a grant cancellation's rows (PAID_GRANT_CANCEL, SERVICE_GRANT_CANCEL). */
const GRANT_CANCEL_REF_TYPE = 'grant-cancel';

/** payCancel's answer for a cancelled grant: what it gave and what was taken back. */
function grantCancelAnswer(c: repo.GrantCancelRow): PayCancelAnswer {
  const taken = c.paidTaken + c.serviceTaken;
  return {
    selCoinUseSn: `${GRANT_ID_PREFIX}${c.grantId}`,
    cancelFlag: 'Y',
    cancelDate: c.cancelledAt.toISOString(),
    cancelCoinCnt: taken,
    cancelAmount: 0,
    refundType: taken === c.paidGranted + c.serviceGranted ? 'FULL' : 'PARTIAL',
    grant: {
      paidGranted: c.paidGranted,
      serviceGranted: c.serviceGranted,
      paidTakenBack: c.paidTaken,
      serviceTakenBack: c.serviceTaken,
    },
  };
}

/** The grant a pay-history id names, its member and what it gave (else GRANT_NOT_FOUND). */
async function findGrant(
  db: DbOrTx,
  selCoinUseSn: string,
): Promise<{ grantId: string; mbrSn: number; granted: GrantedParts }> {
  const grantId = selCoinUseSn.startsWith(GRANT_ID_PREFIX) ? selCoinUseSn.slice(GRANT_ID_PREFIX.length) : '';
  const rows = grantId ? await repo.grantRows(db, grantId) : [];
  if (!rows[0]) throw new AppError('GRANT_NOT_FOUND');
  const granted = { paid: 0, service: 0 };
  for (const r of rows) {
    if (r.kind === 'PAID_GRANT') granted.paid += r.delta;
    else granted.service += r.delta;
  }
  return { grantId, mbrSn: rows[0].mbrSn, granted };
}

/** A manager's coin grants and their cancellation (payCancel of a grant) with its quote. */
export function agencyGrants(ctx: AgencyContext) {
  const { db, now, ports, targetInScope } = ctx;
  return {
    /**
     * chargeInsertCoin (managers): paid coins (PAID_GRANT) and service coins (SERVICE_GRANT with
     * the memo), each through applyCoinChange with the manager as author, and the audit row, in
     * one transaction; once per Idempotency-Key (a repeat answers the first answer, grants nothing).
     */
    async grant(
      caller: SessionUser,
      input: { target: number; coinInput: number; serviceCoinInput: number; serviceMemoInput: string },
      key: string,
    ): Promise<ChargeInsertCoinAnswer> {
      if (caller.mbrAtrbCd !== 'MNGR_MBR') throw new AppError('FORBIDDEN');
      const target = await targetInScope(caller, input.target);
      const paid = input.coinInput;
      const service = input.serviceCoinInput;
      const memo = service > 0 ? input.serviceMemoInput : '';
      const at = now();
      const refId = randomUUID();
      const call = {
        mbrSn: caller.mbrSn,
        key,
        operation: 'admin-grant',
        request: { target: target.mbrSn, paid, service, memo },
      };
      return exactlyOnce(db, call, async (tx) => {
        const before = await ports.coins.lockBalance(tx, target.mbrSn);
        let after = before;
        const common = { mbrSn: target.mbrSn, actorMbrSn: caller.mbrSn, refType: GRANT_REF_TYPE, refId };
        if (paid > 0)
          after = await ports.coins.apply(tx, {
            ...common,
            delta: paid,
            kind: 'PAID_GRANT',
            memo: ko.agencyUi.paidGrantMemo,
          });
        if (service > 0) {
          after = await ports.coins.apply(tx, {
            ...common,
            delta: service,
            kind: 'SERVICE_GRANT',
            memo: memo || ko.agencyUi.serviceGrantMemo,
          });
        }
        await ports.audit(tx, {
          actorMbrSn: caller.mbrSn,
          action: 'COIN_GRANT',
          targetMbrSn: target.mbrSn,
          before: { balance: before },
          after: { balance: after, paidCoins: paid, serviceCoins: service, memo: memo || null },
          at,
        });
        return { userMbrSn: target.mbrSn, paidCoins: paid, serviceCoins: service, sellerCoinCnt: after };
      });
    },

    /**
     * payCancelQuote for a grant: the coins its cancellation would take back now (its unused coins
     * of each part), from the same rule as `cancelGrant`, without a lock.
     */
    async quoteGrantCancel(selCoinUseSn: string): Promise<CancelQuote> {
      const grant = await findGrant(db, selCoinUseSn);
      if (await repo.grantCancel(db, grant.grantId)) throw new AppError('ALREADY_CANCELLED');
      const take = grantTakeBack(grant.granted, await ports.coins.account(grant.mbrSn));
      return {
        kind: 'GRANT',
        selCoinUseSn: `${GRANT_ID_PREFIX}${grant.grantId}`,
        coinsTakenBack: take.paid + take.service,
        refundAmount: 0,
        paidGranted: grant.granted.paid,
        serviceGranted: grant.granted.service,
        paidTakenBack: take.paid,
        serviceTakenBack: take.service,
      };
    },

    /**
     * payCancel of a grant (managers; the route checks the role): under the member's balance lock,
     * takes back the grant's unused coins from the part each came from (PAID_GRANT_CANCEL,
     * SERVICE_GRANT_CANCEL ledger rows, never below zero: what was spent stays spent), records
     * the cancellation and the audit row, in one transaction. A grant is cancelled once: a repeat,
     * with any key, answers the first cancellation.
     */
    async cancelGrant(
      actorMbrSn: number,
      selCoinUseSn: string,
      reason: string,
      quoted?: { refundAmount: number; coins: number },
    ): Promise<PayCancelAnswer> {
      const at = now();
      return db.transaction(async (tx) => {
        const grant = await findGrant(tx, selCoinUseSn);
        const account = await ports.coins.lockAccount(tx, grant.mbrSn);
        const done = await repo.grantCancel(tx, grant.grantId);
        if (done) return grantCancelAnswer(done);
        const take = grantTakeBack(grant.granted, account);
        if (quoted && (quoted.refundAmount !== 0 || quoted.coins !== take.paid + take.service))
          throw new AppError('CANCEL_QUOTE_CHANGED');
        const common = {
          mbrSn: grant.mbrSn,
          actorMbrSn,
          memo: ko.agencyUi.grantCancelMemo(reason),
          refType: GRANT_CANCEL_REF_TYPE,
          refId: grant.grantId,
        };
        let balance = account.balance;
        if (take.paid > 0)
          balance = await ports.coins.apply(tx, { ...common, delta: -take.paid, kind: 'PAID_GRANT_CANCEL' });
        if (take.service > 0)
          balance = await ports.coins.apply(tx, {
            ...common,
            delta: -take.service,
            kind: 'SERVICE_GRANT_CANCEL',
          });
        const row: repo.GrantCancelRow = {
          grantId: grant.grantId,
          mbrSn: grant.mbrSn,
          paidGranted: grant.granted.paid,
          serviceGranted: grant.granted.service,
          paidTaken: take.paid,
          serviceTaken: take.service,
          reason,
          cancelledBy: actorMbrSn,
          cancelledAt: at,
        };
        // The balance lock serializes cancellations of one member's grants; the key is the last guard.
        if (!(await repo.insertGrantCancel(tx, row))) throw new AppError('ALREADY_PROCESSING');
        const answer = grantCancelAnswer(row);
        await ports.audit(tx, {
          actorMbrSn,
          action: 'GRANT_CANCEL',
          targetMbrSn: grant.mbrSn,
          before: {
            grantId: answer.selCoinUseSn,
            paidGranted: row.paidGranted,
            serviceGranted: row.serviceGranted,
            balance: account.balance,
          },
          after: {
            paidTakenBack: row.paidTaken,
            serviceTakenBack: row.serviceTaken,
            reason,
            balance,
          },
          at,
        });
        return answer;
      });
    },
  };
}
