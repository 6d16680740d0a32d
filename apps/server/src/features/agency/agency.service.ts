import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AgencyLookupAnswer,
  type AgencyRegisterAnswer,
  type CancelQuote,
  type ChargeHistoryRow,
  type ChargeInsertCoinAnswer,
  type ChargeSellCoinHistAnswer,
  type MemberListAnswer,
  type MemberListQuery,
  type PayCancelAnswer,
  type SessionUser,
  GRANT_ID_PREFIX,
  ko,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import {
  GRANT_REF_TYPE,
  type GrantedParts,
  grantTakeBack,
  groupCode,
  inOwnGroup,
  lookupStatus,
  type RegistrationCaller,
} from './agency.domain';
import type { AgencyPorts } from './agency.ports';
import * as repo from './agency.repository';

export type HistoryRow = ChargeHistoryRow & { grantedBy: string | null };

const callerOf = (u: SessionUser): RegistrationCaller => ({
  mbrSn: u.mbrSn,
  role: u.mbrAtrbCd,
  groupId: u.psitnGrpcoSn,
});

/** Ledger refs of a grant cancellation's rows (PAID_GRANT_CANCEL, SERVICE_GRANT_CANCEL). */
const GRANT_CANCEL_REF_TYPE = 'grant-cancel';

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

export function createAgencyService(deps: { db: Db; now: () => Date; ports: AgencyPorts }) {
  const { db, now, ports } = deps;

  /** The target of a history or grant call, if the caller may see it (else 403, or 404 for managers). */
  async function targetInScope(caller: SessionUser, mbrSn: number) {
    const target = await repo.memberById(db, mbrSn);
    const visible = target && target.status !== 'WITHDRAWN';
    if (caller.mbrAtrbCd === 'MNGR_MBR') {
      if (!visible) throw new AppError('MEMBER_NOT_FOUND');
      return target;
    }
    // An agency member learns nothing about members outside its group, not even whether they exist.
    if (caller.mbrAtrbCd !== 'MNPY_MBR' || !visible || !inOwnGroup(caller.psitnGrpcoSn, target.groupId)) {
      throw new AppError('FORBIDDEN');
    }
    return target;
  }

  return {
    /**
     * selectEmailAjency: can the member with this e-mail be registered by the caller? A manager
     * gets the status of spec 01 §4 and who the member is. An agency member registers nobody
     * (it invites, and the member consents), so it learns nothing about accounts outside its
     * group: INVITATION_REQUIRED for every such address, an unknown one or a manager's alike.
     */
    async lookup(caller: SessionUser, email: string): Promise<AgencyLookupAnswer> {
      const target = await repo.memberByEmail(db, email);
      if (caller.mbrAtrbCd !== 'MNGR_MBR') {
        const own =
          target && target.status !== 'WITHDRAWN' && inOwnGroup(caller.psitnGrpcoSn, target.groupId);
        const userAccess = own
          ? { mbrEmail: target.email, userMbrSn: target.mbrSn, companyName: target.companyName }
          : null;
        return {
          resultStatus: own ? 'GROUP_TO_MY_GROUP' : 'INVITATION_REQUIRED',
          userAccess,
          myAccessData: caller,
          companyName: userAccess?.companyName ?? null,
        };
      }
      const resultStatus = lookupStatus(callerOf(caller), target);
      const userAccess =
        target && resultStatus !== 'USER_NULL'
          ? { mbrEmail: target.email, userMbrSn: target.mbrSn, companyName: target.companyName }
          : null;
      return { resultStatus, userAccess, myAccessData: caller, companyName: userAccess?.companyName ?? null };
    },

    /**
     * addUserAjency (managers): the member becomes an agency (role MNPY_MBR) with a new group.
     * Agency members invite instead (invitations.service.ts): joining a group needs the member's
     * consent. The rules are checked again under the member's row lock; the change and its audit
     * row are one transaction.
     */
    async register(
      caller: SessionUser,
      input: { userMbrSn: number; companyName: string; memo: string },
    ): Promise<AgencyRegisterAnswer> {
      if (caller.mbrAtrbCd !== 'MNGR_MBR') throw new AppError('FORBIDDEN');
      const at = now();
      const memo = input.memo || null;
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, input.userMbrSn);
        const target = await repo.memberById(tx, input.userMbrSn);
        const status = lookupStatus(callerOf(caller), target);
        if (!target || status !== 'GROUP_INSERT_Y') {
          throw new AppError(
            'AGENCY_REGISTER_REFUSED',
            status === 'GROUP_INSERT_Y' ? undefined : ko.agencyUi.status[status],
          );
        }
        const before = { role: target.role, groupId: target.groupId, companyName: target.companyName };

        const group = await repo.insertGroup(tx, {
          code: groupCode(randomBytes(4)),
          companyName: input.companyName,
          memo,
          createdAt: at,
        });
        await repo.placeInGroup(tx, target.mbrSn, group.id, 'MNPY_MBR');
        await repo.insertAgencyMember(tx, {
          mbrSn: target.mbrSn,
          groupId: group.id,
          companyName: input.companyName,
          memo,
          registeredBy: caller.mbrSn,
          registeredAt: at,
        });
        await ports.audit(tx, {
          actorMbrSn: caller.mbrSn,
          action: 'AGENCY_REGISTER',
          targetMbrSn: target.mbrSn,
          before,
          after: {
            role: 'MNPY_MBR',
            groupId: group.id,
            groupCode: group.code,
            companyName: input.companyName,
            memo,
          },
          at,
        });
        return {
          userMbrSn: target.mbrSn,
          mbrEmail: target.email,
          companyName: input.companyName,
          kind: 'AGENCY',
          psitnGrpcoSn: group.id,
          psitnGrpcoCd: group.code,
        };
      });
    },

    /** selectUserAjency: the agency list (managers: every agency registration; agencies: their group). */
    list(caller: SessionUser, query: MemberListQuery): Promise<MemberListAnswer> {
      return ports.listMembers(caller, query);
    },

    /** The agency list's 엑셀 다운로드: every row of the same query and scope. */
    exportList(caller: SessionUser, query: MemberListQuery): Promise<{ name: string; file: Readable }> {
      return ports.exportMembers(caller, query);
    },

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

export type AgencyService = ReturnType<typeof createAgencyService>;
