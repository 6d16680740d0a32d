import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AuditAnswer,
  type CancelQuote,
  type ChargeHistoryRow,
  type MemberListAnswer,
  type MemberListQuery,
  type PayCancelAnswer,
  type SessionUser,
  type SimpleMemberResult,
  isGrantId,
  ko,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { CoinsPort } from '../coins/index';
import { AppError } from '../../lib/app-error';
import { exactlyOnce, onceAround } from '../../lib/idempotency';
import { auditPage, insertAudit } from './members.audit.repository';
import {
  type AdminScope,
  type ListMode,
  directoryRow,
  listAllDirectory,
  listDirectory,
} from './members.directory.repository';
import { MEMBER_EXPORT_MAX, memberExportName, memberWorkbook } from './members.export';
import { findByEmail } from './members.repository';

/** The coin operations this service needs (the coins feature's, composed in app.ts). */
export type AdminCoinsPort = Pick<CoinsPort, 'apply' | 'lockBalance'>;

/** What the manager confirmed in the cancel dialog (the quote's refund and coins taken back). */
export type Quoted = { refundAmount: number; coins: number } | undefined;

/** The payments feature's charge history, quote and cancellation (composed in app.ts). */
export interface AdminPaymentsPort {
  /** The order a cancellation is about (read-only; the payments feature does the cancelling). */
  orderState(
    id: string,
  ): Promise<{ mbrSn: number; status: string; totalCoins: number; totalAmount: number } | undefined>;
  chargeHistory(memberId: number, db?: DbOrTx): Promise<ChargeHistoryRow[]>;
  quoteCancel(selCoinUseSn: string): Promise<CancelQuote>;
  cancel(actorMbrSn: number, selCoinUseSn: string, reason: string, quoted?: Quoted): Promise<PayCancelAnswer>;
}

/** The agency feature's grants (`grant:<id>` rows of the pay history), composed in app.ts. */
export interface AdminGrantsPort {
  quoteCancel(selCoinUseSn: string): Promise<CancelQuote>;
  cancel(actorMbrSn: number, selCoinUseSn: string, reason: string, quoted?: Quoted): Promise<PayCancelAnswer>;
}

/** Ledger rows of admin grants share a ref so one grant (paid + service) reads as one row. */
const GRANT_REF_TYPE = 'admin-grant';

/** Who sees what: managers everyone, an agency member its own group only, anyone else nothing. */
function scopeOf(caller: Pick<SessionUser, 'mbrAtrbCd' | 'psitnGrpcoSn'>): AdminScope {
  if (caller.mbrAtrbCd === 'MNGR_MBR') return { kind: 'all' };
  if (caller.mbrAtrbCd === 'MNPY_MBR') return { kind: 'group', groupId: caller.psitnGrpcoSn };
  throw new AppError('FORBIDDEN');
}

/** Total paid in won: settled purchases minus what was refunded. */
function totalPaid(rows: ChargeHistoryRow[]): number {
  let total = 0;
  for (const r of rows) {
    if (r.pgStatus === 'MISMATCH' || r.pgStatus === 'GRANT') continue;
    // cancelAmount is set once money was refunded, in full or in part (in the app or outside it).
    total += r.totalAmount - (r.cancelAmount ?? 0);
  }
  return total;
}

export function createMemberAdminService(deps: {
  db: Db;
  now: () => Date;
  coins: AdminCoinsPort;
  payments: AdminPaymentsPort;
  grants: AdminGrantsPort;
}) {
  const { db, now } = deps;

  /** The member's figures as `tx` (the add's own transaction, or the database) sees them. */
  async function result(memberId: number, tx: DbOrTx = db): Promise<SimpleMemberResult> {
    const row = await directoryRow(tx, memberId);
    if (!row || row.status === 'WITHDRAWN') throw new AppError('ADMIN_USER_NOT_FOUND');
    return {
      mbrSn: row.mbrSn,
      mbrEmail: row.email,
      sellerCoinCnt: row.balance,
      ingCoinCnt: row.coinsUsed,
      totPaymtMony: totalPaid(await deps.payments.chargeHistory(row.mbrSn, tx)),
      totSelcoinPaymtCnt: row.paidCoins + row.serviceCoins,
      coins: row.balance,
    };
  }

  /**
   * A purchase's cancellation as the manager screens call it: the payments feature's
   * cancellation, recorded in the audit log with the order and the member's balance before and
   * after. A repeated call on a cancelled order answers the same and records nothing new.
   */
  async function cancelPayment(
    actorMbrSn: number,
    selCoinUseSn: string,
    reason: string,
    quoted?: Quoted,
  ): Promise<PayCancelAnswer> {
    const order = await deps.payments.orderState(selCoinUseSn);
    const balanceBefore = order ? ((await directoryRow(db, order.mbrSn))?.balance ?? null) : null;
    const answer = await deps.payments.cancel(actorMbrSn, selCoinUseSn, reason, quoted);
    if (order && order.status !== 'CANCELLED') {
      const balanceAfter = (await directoryRow(db, order.mbrSn))?.balance ?? null;
      await insertAudit(db, {
        actorMbrSn,
        action: 'PAYMENT_CANCEL',
        targetMbrSn: order.mbrSn,
        before: {
          selCoinUseSn,
          status: order.status,
          totalCoins: order.totalCoins,
          totalAmount: order.totalAmount,
          balance: balanceBefore,
        },
        after: { ...answer, status: 'CANCELLED', reason, balance: balanceAfter },
        at: now(),
      });
    }
    return answer;
  }

  return {
    /** Both admin grids: agency members see their own group in the agency list and nothing else. */
    async list(caller: SessionUser, mode: ListMode, query: MemberListQuery): Promise<MemberListAnswer> {
      const scope = scopeOf(caller);
      if (mode === 'members' && scope.kind !== 'all') throw new AppError('FORBIDDEN');
      const { rows, total } = await listDirectory(db, scope, mode, query);
      return { userGroupList: rows, total, pageNum: query.pageNum, pageSize: query.pageSize };
    },

    /**
     * 엑셀 다운로드 of either grid: every row of the same filter, sort and column filters as the
     * list (all pages, the same scope), or 400 when more than MEMBER_EXPORT_MAX match.
     */
    async exportList(
      caller: SessionUser,
      mode: ListMode,
      query: MemberListQuery,
    ): Promise<{ name: string; file: Readable }> {
      const scope = scopeOf(caller);
      if (mode === 'members' && scope.kind !== 'all') throw new AppError('FORBIDDEN');
      const rows = await listAllDirectory(db, scope, mode, query, MEMBER_EXPORT_MAX);
      if (rows === null) throw new AppError('ADMIN_EXPORT_TOO_LARGE');
      return { name: memberExportName(mode, now()), file: memberWorkbook(rows, mode) };
    },

    /** emailUserSelect: one member by exact e-mail (case-insensitive). */
    async lookup(email: string): Promise<SimpleMemberResult> {
      const member = await findByEmail(db, email);
      if (!member || member.status === 'WITHDRAWN') throw new AppError('ADMIN_USER_NOT_FOUND');
      return result(member.mbrSn);
    },

    /**
     * coinPayInsert: the manager adds coins (an OPERATOR_GRANT ledger row with the manager as
     * author), once per Idempotency-Key: a repeat answers the first answer (the member's figures
     * right after the add) and adds nothing.
     */
    async addCoins(
      actorMbrSn: number,
      memberId: number,
      amount: number,
      key: string,
    ): Promise<SimpleMemberResult> {
      const target = await directoryRow(db, memberId);
      if (!target || target.status === 'WITHDRAWN') throw new AppError('ADMIN_USER_NOT_FOUND');
      const call = { mbrSn: actorMbrSn, key, operation: 'coin-add', request: { mbrSn: memberId, amount } };
      return exactlyOnce(db, call, async (tx) => {
        const before = await deps.coins.lockBalance(tx, memberId);
        const after = await deps.coins.apply(tx, {
          mbrSn: memberId,
          delta: amount,
          kind: 'OPERATOR_GRANT',
          memo: ko.simpleCoinUi.memo,
          actorMbrSn,
          refType: GRANT_REF_TYPE,
          refId: randomUUID(),
        });
        await insertAudit(tx, {
          actorMbrSn,
          action: 'COIN_ADD',
          targetMbrSn: memberId,
          before: { balance: before },
          after: { balance: after, added: amount },
          at: now(),
        });
        return result(memberId, tx);
      });
    },

    async audit(page: {
      pageNum: number;
      pageSize: number;
      targetMbrSn?: number | undefined;
    }): Promise<AuditAnswer> {
      const { rows, total } = await auditPage(db, {
        offset: (page.pageNum - 1) * page.pageSize,
        limit: page.pageSize,
        targetMbrSn: page.targetMbrSn,
      });
      return { list: rows, total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    /** payCancelQuote: what payCancel would do now (a purchase's refund, or a grant's take-back). */
    quoteCancel(selCoinUseSn: string): Promise<CancelQuote> {
      return isGrantId(selCoinUseSn)
        ? deps.grants.quoteCancel(selCoinUseSn)
        : deps.payments.quoteCancel(selCoinUseSn);
    },

    /**
     * payCancel: a purchase (refund through PortOne) or a grant (`grant:<id>`, its unused coins
     * taken back), once per Idempotency-Key: a repeat, even while the first call waits for PortOne,
     * answers the first call's result. Each kind is also cancelled once whatever the key (the order's
     * state, the grant's cancellation row).
     */
    async cancel(
      actorMbrSn: number,
      selCoinUseSn: string,
      reason: string,
      key: string,
      quoted?: Quoted,
    ): Promise<PayCancelAnswer> {
      const call = {
        mbrSn: actorMbrSn,
        key,
        operation: 'pay-cancel',
        request: { selCoinUseSn, reason, quoted },
      };
      return onceAround(db, call, () =>
        isGrantId(selCoinUseSn)
          ? deps.grants.cancel(actorMbrSn, selCoinUseSn, reason, quoted)
          : cancelPayment(actorMbrSn, selCoinUseSn, reason, quoted),
      );
    },

    cancelPayment,
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
