import { describe, expect, it } from 'vitest';
import { PRICE_PER_ITEM, orderTotals } from './coin-order';

describe('orderTotals', () => {
  it('prices the packs from the price list', () => {
    const r = orderTotals([{ coins: 100, qty: 2 }]);
    expect(r).toMatchObject({ ok: true, totals: { totalCoins: 200, totalAmount: 19_800 } });
    const all = orderTotals([
      { coins: 1000, qty: 1 },
      { coins: 500, qty: 3 },
      { coins: 100, qty: 0 },
    ]);
    if (!all.ok) throw new Error('expected ok');
    expect(all.totals.totalCoins).toBe(2_500);
    expect(all.totals.totalAmount).toBe(98_000 + 3 * 49_000);
    expect(all.totals.lines.map((l) => l.pack.coins)).toEqual([500, 1000]);
  });

  it('merges repeated packs and checks the 1–99 range on the merged quantity', () => {
    expect(
      orderTotals([
        { coins: 100, qty: 50 },
        { coins: 100, qty: 49 },
      ]),
    ).toMatchObject({ ok: true, totals: { totalCoins: 9_900 } });
    expect(
      orderTotals([
        { coins: 100, qty: 50 },
        { coins: 100, qty: 50 },
      ]),
    ).toEqual({ ok: false, problem: 'QTY_RANGE' });
  });

  it('refuses empty orders, unknown packs and bad quantities', () => {
    expect(orderTotals([])).toEqual({ ok: false, problem: 'EMPTY' });
    expect(orderTotals([{ coins: 100, qty: 0 }])).toEqual({ ok: false, problem: 'EMPTY' });
    expect(orderTotals([{ coins: 200, qty: 1 }])).toEqual({ ok: false, problem: 'UNKNOWN_PACK' });
    expect(orderTotals([{ coins: 100, qty: -1 }])).toEqual({ ok: false, problem: 'QTY_RANGE' });
    expect(orderTotals([{ coins: 100, qty: 1.5 }])).toEqual({ ok: false, problem: 'QTY_RANGE' });
    expect(orderTotals([{ coins: 100, qty: 100 }])).toEqual({ ok: false, problem: 'QTY_RANGE' });
  });

  it('states the promo price', () => {
    expect(PRICE_PER_ITEM).toBe(990);
  });
});
