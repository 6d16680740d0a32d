import { describe, expect, it } from 'vitest';
import { shoppingSlots } from './shopping-slots';
import { Market } from './state';

// Issue 42: a test sets a product's listed price, reviews or title from a date on.
describe('listed figures set by a test', () => {
  it('lists the product with them from that date on, on organic and ad slots alike', () => {
    const m = new Market();
    const before = shoppingSlots(m, '텀블러', 1, 20, '2026-03-01');
    const organic = before.find((s) => !s.isAd)!;
    const id = organic.product.productId;
    m.setProductFigures(id, '2026-03-02', { price: 12_340, reviewCount: 7 });
    const of = (date: string) =>
      shoppingSlots(m, '텀블러', 1, 400, date)
        .filter((s) => s.product.productId === id)
        .map((s) => s.product);
    expect(of('2026-03-01').every((p) => p.lprice === organic.product.lprice)).toBe(true);
    expect(of('2026-03-02').every((p) => p.lprice === 12_340 && p.reviewCount === 7)).toBe(true);
    expect(of('2026-03-05').every((p) => p.lprice === 12_340)).toBe(true);
    m.reset();
    expect(of('2026-03-05').every((p) => p.lprice === organic.product.lprice)).toBe(true);
  });
});
