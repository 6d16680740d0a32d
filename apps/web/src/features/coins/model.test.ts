import { describe, expect, it } from 'vitest';
import { EMPTY, add, clampQty, linesOf, qtyOf, setQty } from './model';

describe('coin pack selection', () => {
  it('clamps typed quantities to 0–99', () => {
    expect([clampQty(-3), clampQty(4.7), clampQty(120), clampQty(Number.NaN)]).toEqual([0, 4, 99, 0]);
  });

  it('adds a pack at 1, adjusts within 0–99 and removes at 0', () => {
    let sel = add(EMPTY, 500);
    expect(qtyOf(sel, 500)).toBe(1);
    sel = add(sel, 500);
    expect(qtyOf(sel, 500)).toBe(1);
    sel = setQty(sel, 500, 120);
    expect(qtyOf(sel, 500)).toBe(99);
    sel = setQty(add(sel, 100), 100, 2);
    expect(linesOf(sel)).toEqual([
      { coins: 100, qty: 2 },
      { coins: 500, qty: 99 },
    ]);
    sel = setQty(sel, 500, 0);
    expect(linesOf(sel)).toEqual([{ coins: 100, qty: 2 }]);
    expect(setQty(sel, 100, -1)).toEqual({});
  });
});
