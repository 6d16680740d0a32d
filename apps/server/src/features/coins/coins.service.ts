import { type CoinHistoryAnswer, type LedgerKind, ko } from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { applyCoinChange, balanceQuery, type CoinChange, ledgerPage, lockBalance } from './coins.repository';

export function createCoinsService(deps: { db: Db }) {
  return {
    balance: balanceQuery(deps.db),

    /** Operator grant from the member command (a positive amount, recorded with its memo). */
    async operatorGrant(mbrSn: number, amount: number, memo?: string) {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new AppError('VALIDATION', ko.validation.amountPositive);
      }
      return deps.db.transaction(async (tx) => {
        const balance = await applyCoinChange(tx, {
          mbrSn,
          delta: amount,
          kind: 'OPERATOR_GRANT',
          memo: memo ?? ko.cli.operatorGrantMemo,
        });
        if (balance === null) throw new AppError('MEMBER_NOT_FOUND');
        return balance;
      });
    },

    /**
     * Any change inside a caller's transaction (purchases, cancellations): throws, and so rolls the
     * caller back, when the member has no account or the balance would go negative.
     */
    async apply(tx: Parameters<typeof applyCoinChange>[0], change: CoinChange) {
      const balance = await applyCoinChange(tx, change);
      if (balance !== null) return balance;
      if ((await lockBalance(tx, change.mbrSn)) === null) throw new AppError('MEMBER_NOT_FOUND');
      throw new AppError('INSUFFICIENT_COINS');
    },

    /** The balance, locked until the caller's transaction ends. */
    async lockBalance(tx: Parameters<typeof applyCoinChange>[0], mbrSn: number) {
      const balance = await lockBalance(tx, mbrSn);
      if (balance === null) throw new AppError('MEMBER_NOT_FOUND');
      return balance;
    },

    /** The member's own ledger, newest first (my page coin history). */
    async history(mbrSn: number, pageNum = 1, pageSize = 20): Promise<CoinHistoryAnswer> {
      const { rows, total } = await ledgerPage(deps.db, mbrSn, {
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: rows.map((r) => ({ ...r, kind: r.kind as LedgerKind, createdAt: r.createdAt.toISOString() })),
        total,
        pageNum,
        pageSize,
      };
    },

    /** Spend inside a caller's transaction; throws INSUFFICIENT_COINS and so rolls it back. */
    async spend(tx: Parameters<typeof applyCoinChange>[0], change: CoinChange) {
      const balance = await applyCoinChange(tx, { ...change, delta: -Math.abs(change.delta) });
      if (balance === null) throw new AppError('INSUFFICIENT_COINS');
      return balance;
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;
