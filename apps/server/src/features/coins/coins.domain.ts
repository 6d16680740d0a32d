/**
 * Pure coin rules: which part of a balance a ledger row changes, the order in which coins are
 * spent, and the balance limit (terms of use §6; docs/architecture.md "Coin parts").
 *
 * A balance is three parts, each never negative, and each equal to the sum of its part of the
 * ledger rows:
 * - service: given free of charge (SERVICE_GRANT by a manager, OPERATOR_GRANT by an operator);
 * - paidGrant: paid coins a manager gives (PAID_GRANT), paid for outside the app;
 * - purchased: bought in the app through PortOne (PURCHASE), the only coins a purchase's
 *   cancellation refunds.
 */
import { COIN_BALANCE_MAX, type LedgerKind } from '@seller/shared';

export type CoinPart = 'service' | 'paidGrant' | 'purchased';

export interface CoinParts {
  service: number;
  paidGrant: number;
  purchased: number;
}

/**
 * Spending takes service coins first, then paid grants, then purchased coins: the coins the member
 * can still get money back for in the app are kept the longest.
 */
export const SPEND_ORDER: readonly CoinPart[] = ['service', 'paidGrant', 'purchased'];

/** The part a credit of each kind goes to (REFUND gives back coins a failed cancellation took). */
const CREDIT_PART: Partial<Record<LedgerKind, CoinPart>> = {
  PURCHASE: 'purchased',
  REFUND: 'purchased',
  PAID_GRANT: 'paidGrant',
  SERVICE_GRANT: 'service',
  OPERATOR_GRANT: 'service',
};

/**
 * Debits that take one part only: a purchase's cancellation takes purchased coins (money comes
 * back only for those), a grant's cancellation takes back coins of the part the grant gave.
 */
const DEBIT_PARTS: Partial<Record<LedgerKind, readonly CoinPart[]>> = {
  CANCEL: ['purchased'],
  PAID_GRANT_CANCEL: ['paidGrant'],
  SERVICE_GRANT_CANCEL: ['service'],
};

/** Kinds refused above COIN_BALANCE_MAX. A purchase is money already taken: it is always credited. */
const LIMITED: ReadonlySet<LedgerKind> = new Set(['PAID_GRANT', 'SERVICE_GRANT', 'OPERATOR_GRANT']);

export const ZERO_PARTS: CoinParts = { service: 0, paidGrant: 0, purchased: 0 };

const totalOf = (p: CoinParts): number => p.service + p.paidGrant + p.purchased;

export type Split = { ok: true; parts: CoinParts } | { ok: false; reason: 'INSUFFICIENT' | 'LIMIT' };

/**
 * Coins of a spend given back (MAP_REFUND, issue 41: a 순위 지도 scan's failed points) go to the
 * parts the spend took them from, in the reverse of SPEND_ORDER (purchased, paid grants, service),
 * never more to a part than the spend's rows still hold out (`out`, net of earlier give-backs): a
 * give-back never turns free coins into refundable ones. Refused (INSUFFICIENT) past what is out.
 */
export function splitGiveBack(delta: number, out: CoinParts): Split {
  const parts: CoinParts = { ...ZERO_PARTS };
  let due = delta;
  for (const part of [...SPEND_ORDER].reverse()) {
    const give = Math.max(0, Math.min(due, out[part]));
    parts[part] = give;
    due -= give;
  }
  return due > 0 ? { ok: false, reason: 'INSUFFICIENT' } : { ok: true, parts };
}

/**
 * How a change of `delta` coins of `kind` splits over the parts of a balance that holds `current`.
 * - A credit goes to its kind's part.
 * - A cancellation (CANCEL) takes purchased coins only: money comes back only for those; a grant's
 *   cancellation (PAID_GRANT_CANCEL, SERVICE_GRANT_CANCEL) takes its own part only.
 * - Any other debit takes the parts in SPEND_ORDER.
 * Refused when a part would go negative, or a grant would take the balance past COIN_BALANCE_MAX.
 */
export function splitChange(kind: LedgerKind, delta: number, current: CoinParts): Split {
  const parts: CoinParts = { ...ZERO_PARTS };
  if (delta > 0) {
    const part = CREDIT_PART[kind];
    if (!part) throw new Error(`${kind} cannot credit coins`);
    if (LIMITED.has(kind) && totalOf(current) + delta > COIN_BALANCE_MAX)
      return { ok: false, reason: 'LIMIT' };
    parts[part] = delta;
    return { ok: true, parts };
  }
  let due = -delta;
  const order: readonly CoinPart[] = DEBIT_PARTS[kind] ?? SPEND_ORDER;
  for (const part of order) {
    const take = Math.min(due, current[part]);
    parts[part] = take === 0 ? 0 : -take;
    due -= take;
  }
  return due > 0 ? { ok: false, reason: 'INSUFFICIENT' } : { ok: true, parts };
}
