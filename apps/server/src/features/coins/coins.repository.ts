import { desc, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { coinAccounts, coinLedger } from '../../db/schema/index';

export interface CoinChange {
  mbrSn: number;
  delta: number;
  kind: LedgerKind;
  memo?: string | null;
  actorMbrSn?: number | null;
  refType?: string | null;
  refId?: string | null;
}

/**
 * Applies one balance change and writes its ledger row. Must run inside a transaction.
 * The conditional update is the race guard: two spends can never both pass a balance check.
 * Returns the new balance, or null when the balance would go negative.
 */
export async function applyCoinChange(tx: DbOrTx, change: CoinChange): Promise<number | null> {
  const updated = await tx
    .update(coinAccounts)
    .set({ balance: sql`${coinAccounts.balance} + ${change.delta}`, updatedAt: sql`now()` })
    .where(sql`${coinAccounts.mbrSn} = ${change.mbrSn} and ${coinAccounts.balance} + ${change.delta} >= 0`)
    .returning({ balance: coinAccounts.balance });
  const balance = updated[0]?.balance;
  if (balance === undefined) return null;
  await tx.insert(coinLedger).values({
    mbrSn: change.mbrSn,
    kind: change.kind,
    delta: change.delta,
    balanceAfter: balance,
    memo: change.memo ?? null,
    actorMbrSn: change.actorMbrSn ?? null,
    refType: change.refType ?? null,
    refId: change.refId ?? null,
  });
  return balance;
}

/** A member's balance (0 without an account); prepared once, as every list answer reads it. */
export function balanceQuery(db: Db): (mbrSn: number) => Promise<number> {
  const query = db
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(eq(coinAccounts.mbrSn, sql.placeholder('mbrSn')))
    .limit(1)
    .prepare('coin_balance');
  return async (mbrSn) => (await query.execute({ mbrSn }))[0]?.balance ?? 0;
}

export async function ledgerSum(db: DbOrTx, mbrSn: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${coinLedger.delta}), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.mbrSn, mbrSn));
  return row?.total ?? 0;
}

/** The balance, locked until the caller's transaction ends (a quote that must not go stale). */
export async function lockBalance(db: DbOrTx, mbrSn: number): Promise<number | null> {
  const rows = await db
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(eq(coinAccounts.mbrSn, mbrSn))
    .for('update')
    .limit(1);
  return rows[0]?.balance ?? null;
}

/** One page of a member's ledger, newest first, and the number of rows. */
export async function ledgerPage(db: DbOrTx, mbrSn: number, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: coinLedger.id,
        kind: coinLedger.kind,
        delta: coinLedger.delta,
        balanceAfter: coinLedger.balanceAfter,
        memo: coinLedger.memo,
        createdAt: coinLedger.createdAt,
      })
      .from(coinLedger)
      .where(eq(coinLedger.mbrSn, mbrSn))
      .orderBy(desc(coinLedger.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.mbrSn, mbrSn)),
  ]);
  return { rows, total: count?.n ?? 0 };
}
