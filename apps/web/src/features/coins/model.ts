import { COIN_PACKS, PACK_QTY_MAX } from '@seller/shared/constants/coins';
import type { PackLine } from '@seller/shared/rules/coin-order';

/** Keeps a typed quantity inside 0–99 (0 removes the pack from the order). */
export const clampQty = (n: number): number =>
  Number.isFinite(n) ? Math.min(PACK_QTY_MAX, Math.max(0, Math.trunc(n))) : 0;

/** Quantity per pack (by coin count); 0 or absent means not in the order. */
export type Selection = Readonly<Record<number, number>>;

export const EMPTY: Selection = {};

export const qtyOf = (sel: Selection, coins: number): number => sel[coins] ?? 0;

/** Sets a pack's quantity, kept within 0–99 (0 takes it out). */
export function setQty(sel: Selection, coins: number, qty: number): Selection {
  const next = { ...sel, [coins]: clampQty(qty) };
  if (next[coins] === 0) delete next[coins];
  return next;
}

/** A pack picked from its card starts at 1. */
export const add = (sel: Selection, coins: number): Selection =>
  qtyOf(sel, coins) > 0 ? sel : setQty(sel, coins, 1);

/** The order lines in price-list order. */
export const linesOf = (sel: Selection): PackLine[] =>
  COIN_PACKS.filter((p) => qtyOf(sel, p.coins) > 0).map((p) => ({
    coins: p.coins,
    qty: qtyOf(sel, p.coins),
  }));

// The choice survives the trip to /login and back.
const KEY = 'coinSelection';

export function loadSelection(): Selection {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    let sel: Selection = EMPTY;
    for (const p of COIN_PACKS) {
      const n = parsed[String(p.coins)];
      if (typeof n === 'number') sel = setQty(sel, p.coins, n);
    }
    return sel;
  } catch {
    return EMPTY;
  }
}

export function saveSelection(sel: Selection): void {
  try {
    if (Object.keys(sel).length) window.sessionStorage.setItem(KEY, JSON.stringify(sel));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // not remembered
  }
}
