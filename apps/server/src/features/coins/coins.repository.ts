import { and, desc, eq, sql } from 'drizzle-orm';
import type { LedgerKind, LedgerPurpose } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { coinAccounts, coinLedger } from '../../db/schema/index';
import { type CoinParts, splitChange, splitGiveBack } from './coins.domain';

export interface CoinChange {
  mbrSn: number;
  delta: number;
  kind: LedgerKind;
  memo?: string | null;
  actorMbrSn?: number | null;
  refType?: string | null;
  refId?: string | null;
  /** What a spend paid for and the product's title and number at spend time (issue 23 point 10). */
  purpose?: LedgerPurpose | null;
  itemTitle?: string | null;
  itemNo?: string | null;
  /**
   * A give-back of a spend (MAP_REFUND): what its rows still hold out per part (spentUnderRef);
   * the credit goes back to those parts (coins.domain splitGiveBack).
   */
  giveBack?: CoinParts;
}

export interface AccountState extends CoinParts {
  balance: number;
}

export type ChangeResult =
  | { ok: true; balance: number; parts: CoinParts }
  | { ok: false; reason: 'NO_ACCOUNT' | 'INSUFFICIENT' | 'LIMIT' };

const accountColumns = {
  balance: coinAccounts.balance,
  service: coinAccounts.service,
  paidGrant: coinAccounts.paidGrant,
  purchased: coinAccounts.purchased,
};

/** The balance and its parts, locked until the caller's transaction ends (null without an account). */
export async function lockAccount(db: DbOrTx, memberId: number): Promise<AccountState | null> {
  const rows = await db
    .select(accountColumns)
    .from(coinAccounts)
    .where(eq(coinAccounts.mbrSn, memberId))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** The balance and its parts as committed now, without a lock (a quote; null without an account). */
export async function readAccount(db: DbOrTx, memberId: number): Promise<AccountState | null> {
  const rows = await db
    .select(accountColumns)
    .from(coinAccounts)
    .where(eq(coinAccounts.mbrSn, memberId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Applies one balance change and writes its ledger row. Must run inside a transaction.
 * The account row is locked first, so two changes of one member queue and each splits the change
 * over the parts it finds (coins.domain.ts); the checks on both tables are the last guard.
 */
export async function applyCoinChange(tx: DbOrTx, change: CoinChange): Promise<ChangeResult> {
  const account = await lockAccount(tx, change.mbrSn);
  if (!account) return { ok: false, reason: 'NO_ACCOUNT' };
  const split = change.giveBack
    ? splitGiveBack(change.delta, change.giveBack)
    : splitChange(change.kind, change.delta, account);
  if (!split.ok) return split;
  const { parts } = split;
  const [updated] = await tx
    .update(coinAccounts)
    .set({
      balance: sql`${coinAccounts.balance} + ${change.delta}`,
      service: sql`${coinAccounts.service} + ${parts.service}`,
      paidGrant: sql`${coinAccounts.paidGrant} + ${parts.paidGrant}`,
      purchased: sql`${coinAccounts.purchased} + ${parts.purchased}`,
      updatedAt: sql`now()`,
    })
    .where(eq(coinAccounts.mbrSn, change.mbrSn))
    .returning({ balance: coinAccounts.balance });
  const balance = updated!.balance;
  await tx.insert(coinLedger).values({
    mbrSn: change.mbrSn,
    kind: change.kind,
    delta: change.delta,
    balanceAfter: balance,
    serviceDelta: parts.service,
    paidGrantDelta: parts.paidGrant,
    purchasedDelta: parts.purchased,
    memo: change.memo ?? null,
    actorMbrSn: change.actorMbrSn ?? null,
    refType: change.refType ?? null,
    refId: change.refId ?? null,
    purpose: change.purpose ?? null,
    itemTitle: change.itemTitle ?? null,
    itemNo: change.itemNo ?? null,
  });
  return { ok: true, balance, parts };
}

/**
 * The coins a member's rows under one ref still hold out per part: what its spends took, less
 * what was given back under the same ref (positive numbers).
 */
export async function spentUnderRef(
  tx: DbOrTx,
  memberId: number,
  ref: { refType: string; refId: string },
): Promise<CoinParts> {
  const [row] = await tx
    .select({
      service: sql<number>`coalesce(-sum(${coinLedger.serviceDelta}), 0)::bigint`,
      paidGrant: sql<number>`coalesce(-sum(${coinLedger.paidGrantDelta}), 0)::bigint`,
      purchased: sql<number>`coalesce(-sum(${coinLedger.purchasedDelta}), 0)::bigint`,
    })
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.mbrSn, memberId),
        eq(coinLedger.refType, ref.refType),
        eq(coinLedger.refId, ref.refId),
      ),
    );
  return {
    service: Number(row?.service ?? 0),
    paidGrant: Number(row?.paidGrant ?? 0),
    purchased: Number(row?.purchased ?? 0),
  };
}

/** A member's balance (0 without an account); prepared once, as every list answer reads it. */
export function balanceQuery(db: Db): (memberId: number) => Promise<number> {
  const query = db
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(eq(coinAccounts.mbrSn, sql.placeholder('mbrSn')))
    .limit(1)
    .prepare('coin_balance');
  return async (memberId) => (await query.execute({ mbrSn: memberId }))[0]?.balance ?? 0;
}

const ledgerColumns = {
  id: coinLedger.id,
  kind: coinLedger.kind,
  delta: coinLedger.delta,
  // Stored, not summed on read: applyCoinChange writes it from the balance it has just updated
  // under the account's row lock, so it is the running Σ delta by construction (a test checks it
  // against a window sum) and a page costs its own rows, not every older row of the member.
  balanceAfter: coinLedger.balanceAfter,
  memo: coinLedger.memo,
  purpose: coinLedger.purpose,
  itemTitle: coinLedger.itemTitle,
  itemNo: coinLedger.itemNo,
  createdAt: coinLedger.createdAt,
};

/** One page of a member's ledger, newest first, and the number of rows. */
export async function ledgerPage(db: DbOrTx, memberId: number, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select(ledgerColumns)
      .from(coinLedger)
      .where(eq(coinLedger.mbrSn, memberId))
      .orderBy(desc(coinLedger.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.mbrSn, memberId)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Up to `limit` rows of a member's whole ledger, newest first, read in one statement (one
 * snapshot) for the xlsx download; the caller asks for one more than it allows to see an excess.
 */
export async function ledgerRows(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select(ledgerColumns)
    .from(coinLedger)
    .where(eq(coinLedger.mbrSn, memberId))
    .orderBy(desc(coinLedger.id))
    .limit(limit);
}
