import { describe, expect, it } from 'vitest';
import { ORGANIC_PER_AD, shoppingSlots, slotCount, topAds } from './shopping-slots';
import { Market } from './state';

const market = new Market(() => new Date('2026-08-10T03:00:00Z'));

describe('the shopping list of the third-party providers', () => {
  it("keeps the market's organic order: the n-th organic slot is the n-th product of Market.productList", () => {
    const refs = market.productList('무선 이어폰');
    const slots = shoppingSlots(market, '무선 이어폰', 1, 700);
    const organic = slots.filter((s) => !s.isAd);
    expect(organic.length).toBeGreaterThan(600);
    organic.forEach((s, i) => {
      expect(s.organicRank).toBe(i + 1);
      expect([s.product.keyword, s.product.index]).toEqual([refs[i]!.keyword, refs[i]!.index]);
    });
  });

  it('puts two or three ads at the top, then one after every ten organic products', () => {
    for (const keyword of ['텀블러', '잠옷', '캠핑 의자', '무선 이어폰']) {
      const top = topAds(keyword);
      expect([2, 3]).toContain(top);
      const slots = shoppingSlots(market, keyword, 1, 60);
      expect(slots.map((s) => s.slot)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      const adSlots = slots.filter((s) => s.isAd).map((s) => s.slot);
      const expected = [...Array.from({ length: top }, (_, i) => i + 1)];
      for (let s = top + ORGANIC_PER_AD + 1; s <= 60; s += ORGANIC_PER_AD + 1) expected.push(s);
      expect(adSlots).toEqual(expected);
    }
    // Ads in both lists are variety: two keywords differ somewhere in their top-ad count.
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(topAds)).size).toBe(2);
  });

  it('advertises products that also rank organically, and any window equals the same slots read whole', () => {
    const all = shoppingSlots(market, '텀블러', 1, 400);
    const organicIds = new Set(all.filter((s) => !s.isAd).map((s) => s.product.productId));
    for (const ad of all.filter((s) => s.isAd)) {
      expect(ad.organicRank).toBeNull();
      expect(organicIds.has(ad.product.productId)).toBe(true);
    }
    const window = shoppingSlots(market, '텀블러', 201, 100);
    expect(window).toEqual(all.slice(200, 300));
  });

  it('ends after the last organic product (no trailing ad)', () => {
    const organic = market.productList('텀블러').length;
    const n = slotCount('텀블러', organic);
    const tail = shoppingSlots(market, '텀블러', n - 2, 10);
    expect(tail.map((s) => s.slot)).toEqual([n - 2, n - 1, n]);
    expect(tail.at(-1)!.isAd).toBe(false);
    expect(tail.at(-1)!.organicRank).toBe(organic);
    expect(slotCount('x', 0)).toBe(0);
  });
});
