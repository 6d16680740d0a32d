import { type MyPageInfo, type PaymentHistoryRow, normalizeEmail } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withdrawnEmail } from './my-page.domain';
import { anonymiseMember, deleteMemberCodes, findMemberInfo, insertWithdrawal } from './my-page.repository';

export interface MyPageDeps {
  db: Db;
  now: () => Date;
  /** Whether this session proved the member's identity recently (auth). */
  isCertified(sessionHash: string | null): Promise<boolean>;
  coinBalance(memberId: number): Promise<number>;
  /** The member's coin purchases (payments). */
  paymentHistory(memberId: number): Promise<PaymentHistoryRow[]>;
  /** Ends every session of the member (auth), inside the withdrawal's transaction. */
  endSessions(tx: DbOrTx, memberId: number): Promise<void>;
  /** Revokes every API token of the member (api-tokens), inside the withdrawal's transaction. */
  revokeApiTokens(tx: DbOrTx, memberId: number): Promise<number>;
  /** Stops the member's tracked products (goods-rank), inside the withdrawal's transaction. */
  stopTrackedGoods(tx: DbOrTx, memberId: number, at: Date): Promise<number>;
  /** Forgets the member's KakaoTalk tokens and queued messages (rank-alerts), in the same transaction. */
  forgetKakaoTalk?(tx: DbOrTx, memberId: number): Promise<void>;
  /** Deletes the member's 알림톡 numbers and messages (rank-alerts-alimtalk), in the same transaction. */
  forgetAlimtalk?(tx: DbOrTx, memberId: number): Promise<void>;
}

/** My page (spec 02 §2.6, §4, §5): personal info after identity verification, history, withdrawal. */
export function createMyPageService(deps: MyPageDeps) {
  const { db, now } = deps;
  return {
    /** null when this session has not proven the member's identity (the call answers 204). */
    async info(memberId: number, sessionHash: string | null): Promise<MyPageInfo | null> {
      if (!(await deps.isCertified(sessionHash))) return null;
      const m = await findMemberInfo(db, memberId);
      if (!m || m.status !== 'ACTIVE') throw new AppError('MEMBER_NOT_FOUND');
      return {
        mbrEmail: m.email,
        mbrNm: m.name,
        phone: m.phone,
        birth: m.birth,
        mbrTpCd: m.memberType,
        kakaoLinked: Boolean(m.kakaoId),
        promotions: m.promotions === true,
        frstRgstDt: m.createdAt.toISOString(),
        sellerCoinCnt: await deps.coinBalance(memberId),
      };
    },

    /** userPaymentHist: the member's purchases as the payments feature records them. */
    paymentHistory: (memberId: number): Promise<PaymentHistoryRow[]> => deps.paymentHistory(memberId),

    /**
     * userSecession: the account is deactivated, its personal data removed, its sessions and API
     * tokens ended and its tracked products stopped; the coins it still had are recorded with the reason.
     */
    async withdraw(input: { mbrSn: number; reason: string; email: string }): Promise<void> {
      const m = await findMemberInfo(db, input.mbrSn);
      if (!m || m.status !== 'ACTIVE') throw new AppError('MEMBER_NOT_FOUND');
      if (normalizeEmail(input.email) !== normalizeEmail(m.email))
        throw new AppError('WITHDRAW_EMAIL_MISMATCH');
      const at = now();
      const coinBalance = await deps.coinBalance(input.mbrSn);
      await db.transaction(async (tx) => {
        if (!(await anonymiseMember(tx, input.mbrSn, withdrawnEmail(input.mbrSn), at))) {
          throw new AppError('MEMBER_NOT_FOUND');
        }
        await insertWithdrawal(tx, {
          mbrSn: input.mbrSn,
          reason: input.reason,
          coinBalance,
          withdrawnAt: at,
        });
        await deleteMemberCodes(tx, input.mbrSn, normalizeEmail(m.email));
        await deps.stopTrackedGoods(tx, input.mbrSn, at);
        await deps.endSessions(tx, input.mbrSn);
        await deps.revokeApiTokens(tx, input.mbrSn);
        await deps.forgetKakaoTalk?.(tx, input.mbrSn);
        await deps.forgetAlimtalk?.(tx, input.mbrSn);
      });
    },
  };
}

export type MyPageService = ReturnType<typeof createMyPageService>;
