import {
  COIN_PACKS,
  COIN_COST_REGISTER,
  PACK_QTY_MAX,
  PACK_QTY_MIN,
  type CoinPack,
} from '../constants/coins';

/** One line of an order: a pack (by its coin count) and how many of it. */
export interface PackLine {
  coins: number;
  qty: number;
}

export interface OrderTotals {
  /** The lines with their pack, in price-list order, quantities merged per pack. */
  lines: Array<{ pack: CoinPack; qty: number; amount: number; coins: number }>;
  totalCoins: number;
  totalAmount: number;
}

export type OrderProblem = 'EMPTY' | 'UNKNOWN_PACK' | 'QTY_RANGE';

export const packOf = (coins: number): CoinPack | undefined => COIN_PACKS.find((p) => p.coins === coins);

/**
 * The totals of an order from the price list: the only place an amount is computed. Lines with
 * quantity 0 are ignored (an unselected pack); any other quantity must be 1–99 per pack.
 */
export function orderTotals(
  lines: readonly PackLine[],
): { ok: true; totals: OrderTotals } | { ok: false; problem: OrderProblem } {
  const qty = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty < 0) return { ok: false, problem: 'QTY_RANGE' };
    if (!packOf(line.coins)) return { ok: false, problem: 'UNKNOWN_PACK' };
    if (line.qty > 0) qty.set(line.coins, (qty.get(line.coins) ?? 0) + line.qty);
  }
  if (qty.size === 0) return { ok: false, problem: 'EMPTY' };
  const out: OrderTotals = { lines: [], totalCoins: 0, totalAmount: 0 };
  for (const pack of COIN_PACKS) {
    const n = qty.get(pack.coins);
    if (n === undefined) continue;
    if (n < PACK_QTY_MIN || n > PACK_QTY_MAX) return { ok: false, problem: 'QTY_RANGE' };
    const line = { pack, qty: n, amount: pack.price * n, coins: pack.coins * n };
    out.lines.push(line);
    out.totalCoins += line.coins;
    out.totalAmount += line.amount;
  }
  return { ok: true, totals: out };
}

/** The promo line's price: one tracked item for 30 days at the smallest pack's coin price (990 won). */
export const PRICE_PER_ITEM = (COIN_PACKS[0].price / COIN_PACKS[0].coins) * COIN_COST_REGISTER;
