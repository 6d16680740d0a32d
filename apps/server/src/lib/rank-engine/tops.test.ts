import { describe, expect, it } from 'vitest';
import { SHOWN_BELOW, aroundOwn, comparableBefore, dayBefore, daysEnding, movesOf } from './tops';

describe("the day's top rules", () => {
  it('moves since the day before: up is positive, new and ads are null', () => {
    const before = [
      { key: 'a', rank: 1 },
      { key: 'b', rank: 2 },
      { key: 'c', rank: 3 },
    ];
    const today = [
      { key: 'c', rank: 1 },
      { key: 'ad', rank: null },
      { key: 'a', rank: 2 },
      { key: 'n', rank: 3 },
      { key: 'b', rank: 4 },
    ];
    expect(movesOf(today, before)).toEqual([2, null, -1, null, -2]);
    expect(movesOf(today, [])).toEqual([null, null, null, null, null]);
  });

  it("shows every entry above the member's item and a few below; the whole top when it is not in it", () => {
    const list = Array.from({ length: 40 }, (_, i) => ({ rank: i + 1 }));
    expect(aroundOwn(list, 10).map((e) => e.rank)).toEqual(
      Array.from({ length: 10 + SHOWN_BELOW }, (_, i) => i + 1),
    );
    expect(aroundOwn(list, 38)).toHaveLength(40);
    expect(aroundOwn(list, 120)).toHaveLength(40);
    expect(aroundOwn(list, 0)).toHaveLength(40);
    expect(aroundOwn(list, null)).toHaveLength(40);
  });

  it('counts days by the calendar', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-01-01', 90)).toBe('2025-10-03');
    expect(daysEnding('2026-11-02', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('compares with the day before only when it was read by the same source on the same surface (issue 36 §2)', () => {
    const searchapi = { source: 'searchapi', surface: 'plus-store' };
    const before = [{ ...searchapi, key: 'a', rank: 1 }];
    expect(comparableBefore([searchapi], before)).toEqual({ before, methodChanged: false });
    const openapi = [{ source: 'naver-openapi', surface: 'price-comparison', key: 'a', rank: 9 }];
    expect(comparableBefore([searchapi], openapi)).toEqual({ before: [], methodChanged: true });
    expect(comparableBefore([searchapi], [{ ...openapi[0]!, source: 'searchapi' }])).toEqual({
      before: [],
      methodChanged: true,
    });
    expect(comparableBefore([searchapi], [])).toEqual({ before: [], methodChanged: false });
  });
});
