import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AgencyLookupAnswer,
  type AgencyRegisterAnswer,
  type ChargeHistoryRow,
  type ChargeInsertCoinAnswer,
  type ChargeSellCoinHistAnswer,
  type MemberListAnswer,
  type MemberListQuery,
  type SessionUser,
  ko,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { groupCode, inOwnGroup, lookupStatus, type RegistrationCaller } from './agency.domain';
import type { AgencyPorts } from './agency.ports';
import * as repo from './agency.repository';

/** Ledger rows of one admin grant (paid and service parts) share this ref type and a ref id. */
export const GRANT_REF_TYPE = 'admin-grant';

export type HistoryRow = ChargeHistoryRow & { grantedBy: string | null };

const callerOf = (u: SessionUser): RegistrationCaller => ({
  mbrSn: u.mbrSn,
  role: u.mbrAtrbCd,
  groupId: u.psitnGrpcoSn,
});

/** Grant ledger rows → one history row per grant (its paid and service parts together). */
export function grantHistoryRows(rows: Awaited<ReturnType<typeof repo.grantLedger>>): HistoryRow[] {
  const byGrant = new Map<string, HistoryRow>();
  for (const r of rows) {
    const key = r.refType === GRANT_REF_TYPE && r.refId ? r.refId : `ledger-${r.id}`;
    let row = byGrant.get(key);
    if (!row) {
      row = {
        selCoinUseSn: `grant:${key}`,
        pgStatus: 'GRANT',
        cancelFlag: 'N',
        coinRgstDt: r.createdAt.toISOString(),
        amountSelCoin: 0,
        svSellCoin: 0,
        coinMemoHist: '',
        cancelCoinCnt: null,
        cancelDate: null,
        cancelAmount: null,
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
      const [purchases, grants] = await Promise.all([
        ports.chargeHistory(target.mbrSn),
        repo.grantLedger(db, target.mbrSn),
      ]);
      const rows: HistoryRow[] = [
        ...purchases.map((p) => ({ ...p, grantedBy: null })),
        ...grantHistoryRows(grants),
      ];
      rows.sort((a, b) => b.coinRgstDt.localeCompare(a.coinRgstDt));
      return {
        userMbrSn: target.mbrSn,
        mbrEmail: target.email,
        companyName: target.companyName,
        userCoinHist: rows,
      };
    },

    /**
     * chargeInsertCoin (managers): paid coins (PAID_GRANT) and service coins (SERVICE_GRANT with
     * the memo), each through applyCoinChange with the manager as author, and the audit row, in
     * one transaction.
     */
    async grant(
      caller: SessionUser,
      input: { target: number; coinInput: number; serviceCoinInput: number; serviceMemoInput: string },
    ): Promise<ChargeInsertCoinAnswer> {
      if (caller.mbrAtrbCd !== 'MNGR_MBR') throw new AppError('FORBIDDEN');
      const target = await targetInScope(caller, input.target);
      const paid = input.coinInput;
      const service = input.serviceCoinInput;
      const memo = service > 0 ? input.serviceMemoInput : '';
      const at = now();
      const refId = randomUUID();
      const balance = await db.transaction(async (tx) => {
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
        return after;
      });
      return { userMbrSn: target.mbrSn, paidCoins: paid, serviceCoins: service, sellerCoinCnt: balance };
    },
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;
