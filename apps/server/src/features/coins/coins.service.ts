import {
  type CoinHistoryAnswer,
  type LedgerKind,
  type LedgerPurpose,
  LEDGER_CATEGORY_OF,
  ko,
} from '@seller/shared';
import type { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type AccountState,
  type ChangeResult,
  applyCoinChange,
  balanceQuery,
  type CoinChange,
  ledgerPage,
  ledgerRows,
  lockAccount,
  readAccount,
  spentUnderRef,
} from './coins.repository';
import { COIN_HISTORY_EXPORT_MAX, coinHistoryWorkbook } from './coins.export';

type LedgerRead = Awaited<ReturnType<typeof ledgerRows>>[number];

/** A ledger row as the coin history answers it, with its kind among the seven (issue 28 §3). */
const historyRow = (r: LedgerRead) => ({
  ...r,
  kind: r.kind as LedgerKind,
  category: LEDGER_CATEGORY_OF[r.kind as LedgerKind],
  purpose: r.purpose as LedgerPurpose | null,
  createdAt: r.createdAt.toISOString(),
});

const REFUSAL = {
  NO_ACCOUNT: 'MEMBER_NOT_FOUND',
  INSUFFICIENT: 'INSUFFICIENT_COINS',
  LIMIT: 'COIN_BALANCE_LIMIT',
} as const;

/** The new balance, or the refusal as an AppError (which rolls the caller's transaction back). */
function balanceOf(result: ChangeResult): number {
  if (result.ok) return result.balance;
  throw new AppError(REFUSAL[result.reason]);
}

/** The account, or MEMBER_NOT_FOUND. */
async function lockedAccount(tx: DbOrTx, memberId: number): Promise<AccountState> {
  const account = await lockAccount(tx, memberId);
  if (!account) throw new AppError('MEMBER_NOT_FOUND');
  return account;
}

/**
 * The coins feature as other features use it (goods-rank, payments, members, agency; exported
 * from features/coins/index.ts for `import type`, composed in app.ts): every change of a balance
 * is one ledger row written in the caller's transaction. A feature that needs less takes a
 * `Pick<CoinsPort, …>`.
 */
export interface CoinsPort {
  /** The balance as committed now (0 without an account). */
  balance(memberId: number): Promise<number>;
  /**
   * Any change inside a caller's transaction (purchases, cancellations, grants): throws, and so
   * rolls the caller back, when the member has no account, a part of the balance would go
   * negative or a grant would pass the balance limit. Answers the new balance.
   */
  apply(tx: DbOrTx, change: CoinChange): Promise<number>;
  /** A spend inside a caller's transaction (`delta` is the cost); throws INSUFFICIENT_COINS. */
  spend(tx: DbOrTx, change: CoinChange): Promise<number>;
  /** The balance, locked until the caller's transaction ends. */
  lockBalance(tx: DbOrTx, memberId: number): Promise<number>;
  /**
   * Gives back `coins` of a spend made under `refType`/`refId` (MAP_REFUND) to the parts it took
   * them from, inside the caller's transaction. The caller makes it happen once (its own row's
   * state change in the same transaction). Answers the new balance.
   */
  giveBack(tx: DbOrTx, change: GiveBack): Promise<number>;
  /** The balance and its parts, locked until the caller's transaction ends. */
  lockAccount(tx: DbOrTx, memberId: number): Promise<CoinAccount>;
  /** The balance and its parts as committed now (a quote), without a lock. */
  account(memberId: number): Promise<CoinAccount>;
  /** One page of the member's ledger, newest first. */
  history(memberId: number, pageNum?: number, pageSize?: number): Promise<CoinHistoryAnswer>;
}

/** A spend's coins given back: who, how many, under which ref, with what memo. */
export interface GiveBack {
  mbrSn: number;
  coins: number;
  kind: 'MAP_REFUND';
  refType: string;
  refId: string;
  memo: string;
}

/** A balance and its parts (service, paid grants, purchased). */
type CoinAccount = AccountState;
export type { CoinChange };

export function createCoinsService(deps: { db: Db }) {
  return {
    balance: balanceQuery(deps.db),

    /** Operator grant from the member command (a positive amount, recorded with its memo). */
    async operatorGrant(memberId: number, amount: number, memo?: string) {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new AppError('VALIDATION', ko.validation.amountPositive);
      }
      return deps.db.transaction(async (tx) =>
        balanceOf(
          await applyCoinChange(tx, {
            mbrSn: memberId,
            delta: amount,
            kind: 'OPERATOR_GRANT',
            memo: memo ?? ko.cli.operatorGrantMemo,
          }),
        ),
      );
    },

    /**
     * Any change inside a caller's transaction (purchases, cancellations, grants): throws, and so
     * rolls the caller back, when the member has no account, a part of the balance would go
     * negative or a grant would pass the balance limit.
     */
    async apply(tx: DbOrTx, change: CoinChange) {
      return balanceOf(await applyCoinChange(tx, change));
    },

    /** The balance, locked until the caller's transaction ends. */
    async lockBalance(tx: DbOrTx, memberId: number) {
      return (await lockedAccount(tx, memberId)).balance;
    },

    /** The balance and its parts (service, paid grants, purchased), locked until the transaction ends. */
    lockAccount: lockedAccount,

    /** The balance and its parts as committed now (a quote), without a lock. */
    async account(memberId: number): Promise<AccountState> {
      const account = await readAccount(deps.db, memberId);
      if (!account) throw new AppError('MEMBER_NOT_FOUND');
      return account;
    },

    /** The member's own ledger, newest first (my page coin history). */
    async history(memberId: number, pageNum = 1, pageSize = 20): Promise<CoinHistoryAnswer> {
      const { rows, total } = await ledgerPage(deps.db, memberId, {
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: rows.map(historyRow),
        total,
        pageNum,
        pageSize,
      };
    },

    /**
     * The member's whole ledger, newest first, for the xlsx download (issue 28 §3); refused past
     * COIN_HISTORY_EXPORT_MAX rows rather than cut short.
     */
    async historyFile(memberId: number): Promise<Readable> {
      const rows = await ledgerRows(deps.db, memberId, COIN_HISTORY_EXPORT_MAX + 1);
      if (rows.length > COIN_HISTORY_EXPORT_MAX) throw new AppError('COIN_HISTORY_TOO_LARGE');
      return coinHistoryWorkbook(rows.map(historyRow));
    },

    async giveBack(tx: DbOrTx, change: GiveBack) {
      await lockedAccount(tx, change.mbrSn);
      const out = await spentUnderRef(tx, change.mbrSn, change);
      const { coins, ...row } = change;
      return balanceOf(await applyCoinChange(tx, { ...row, delta: coins, giveBack: out }));
    },

    /** Spend inside a caller's transaction; throws INSUFFICIENT_COINS and so rolls it back. */
    async spend(tx: DbOrTx, change: CoinChange) {
      const result = await applyCoinChange(tx, { ...change, delta: -Math.abs(change.delta) });
      if (!result.ok) throw new AppError('INSUFFICIENT_COINS');
      return result.balance;
    },
    // It offers more than the port (the operator's grant); Record<…> allows that.
  } satisfies CoinsPort & Record<string, unknown>;
}

export type CoinsService = ReturnType<typeof createCoinsService>;
