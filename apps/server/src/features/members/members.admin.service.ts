import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AuditAnswer,
  type ChargeHistoryRow,
  type LedgerKind,
  type MemberListAnswer,
  type MemberListQuery,
  type PayCancelAnswer,
  type SessionUser,
  type SimpleMemberResult,
  ko,
} from '@seller/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentOrders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { auditPage, insertAudit } from './members.audit';
import {
  type AdminScope,
  type ListMode,
  directoryRow,
  listAllDirectory,
  listDirectory,
} from './members.directory';
import { MEMBER_EXPORT_MAX, memberExportName, memberWorkbook } from './members.export';
import { findByEmail } from './members.repository';

/** The coin operations this service needs (the coins feature's, composed in app.ts). */
export interface AdminCoinsPort {
  apply(
    tx: Tx,
    change: {
      mbrSn: number;
      delta: number;
      kind: LedgerKind;
      memo?: string | null;
      actorMbrSn?: number | null;
      refType?: string | null;
      refId?: string | null;
    },
  ): Promise<number>;
  lockBalance(tx: Tx, mbrSn: number): Promise<number>;
}

/** The payments feature's charge history and cancellation (composed in app.ts). */
export interface AdminPaymentsPort {
  chargeHistory(mbrSn: number): Promise<ChargeHistoryRow[]>;
  cancel(actorMbrSn: number, selCoinUseSn: string, reason: string): Promise<PayCancelAnswer>;
}

/** Ledger rows of admin grants share a ref so one grant (paid + service) reads as one row. */
export const GRANT_REF_TYPE = 'admin-grant';

/** Who sees what: managers everyone, an agency member its own group only, anyone else nothing. */
export function scopeOf(caller: Pick<SessionUser, 'mbrAtrbCd' | 'psitnGrpcoSn'>): AdminScope {
  if (caller.mbrAtrbCd === 'MNGR_MBR') return { kind: 'all' };
  if (caller.mbrAtrbCd === 'MNPY_MBR') return { kind: 'group', groupId: caller.psitnGrpcoSn };
  throw new AppError('FORBIDDEN');
}

/** Total paid in won: settled purchases minus what was refunded. */
export function totalPaid(rows: ChargeHistoryRow[]): number {
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
}) {
  const { db, now } = deps;

  async function result(mbrSn: number): Promise<SimpleMemberResult> {
    const row = await directoryRow(db, mbrSn);
    if (!row || row.status === 'WITHDRAWN') throw new AppError('ADMIN_USER_NOT_FOUND');
    return {
      mbrSn: row.mbrSn,
      mbrEmail: row.email,
      sellerCoinCnt: row.balance,
      ingCoinCnt: row.coinsUsed,
      totPaymtMony: totalPaid(await deps.payments.chargeHistory(row.mbrSn)),
      totSelcoinPaymtCnt: row.paidCoins + row.serviceCoins,
      coins: row.balance,
    };
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

    /** coinPayInsert: the manager adds coins (an OPERATOR_GRANT ledger row with the manager as author). */
    async addCoins(actorMbrSn: number, mbrSn: number, amount: number): Promise<SimpleMemberResult> {
      const target = await directoryRow(db, mbrSn);
      if (!target || target.status === 'WITHDRAWN') throw new AppError('ADMIN_USER_NOT_FOUND');
      await db.transaction(async (tx) => {
        const before = await deps.coins.lockBalance(tx, mbrSn);
        const after = await deps.coins.apply(tx, {
          mbrSn,
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
          targetMbrSn: mbrSn,
          before: { balance: before },
          after: { balance: after, added: amount },
          at: now(),
        });
      });
      return result(mbrSn);
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

    /**
     * payCancel as the manager screens call it: the payments feature's cancellation, recorded in
     * the audit log with the order and the member's balance before and after. A repeated call on
     * a cancelled order answers the same and records nothing new.
     */
    async cancelPayment(actorMbrSn: number, selCoinUseSn: string, reason: string): Promise<PayCancelAnswer> {
      const order = await orderState(db, selCoinUseSn);
      const balanceBefore = order ? ((await directoryRow(db, order.mbrSn))?.balance ?? null) : null;
      const answer = await deps.payments.cancel(actorMbrSn, selCoinUseSn, reason);
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
    },
  };
}

/** The order a cancellation is about (read-only; the payments feature does the cancelling). */
async function orderState(db: Db, id: string) {
  const rows = await db
    .select({
      mbrSn: paymentOrders.mbrSn,
      status: paymentOrders.status,
      totalCoins: paymentOrders.totalCoins,
      totalAmount: paymentOrders.totalAmount,
    })
    .from(paymentOrders)
    .where(sql`${paymentOrders.id} = ${id}`)
    .limit(1);
  return rows[0];
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
