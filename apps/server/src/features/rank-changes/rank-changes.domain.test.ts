import { describe, expect, it } from 'vitest';
import {
  type AttributeDay,
  DEFAULT_CHANGE_RULES,
  changesOf,
  ranksAround,
  unexplainedSurges,
} from './rank-changes.domain';

const day = (d: string, over: Partial<AttributeDay> = {}): AttributeDay => ({
  day: d,
  rank: 10,
  title: '캠핑 의자',
  price: 10000,
  reviewCount: 100,
  purchaseCount: null,
  rating: 4.5,
  advertised: false,
  ...over,
});

describe('change rules', () => {
  it('a changed title is a change, dated the day it was seen', () => {
    const c = changesOf([day('2026-11-01'), day('2026-11-02', { title: '캠핑 의자 경량' })]);
    expect(c).toEqual([
      { day: '2026-11-02', kind: 'title', from: '캠핑 의자', to: '캠핑 의자 경량', since: '2026-11-01' },
    ]);
  });

  it('price ±N%: 10% either way is a change, 9% is not', () => {
    const c = changesOf([
      day('2026-11-01'),
      day('2026-11-02', { price: 10900 }),
      day('2026-11-03', { price: 9000 }),
      day('2026-11-04', { price: 9900 }),
    ]);
    expect(c.map((x) => [x.day, x.kind, x.from, x.to])).toEqual([
      ['2026-11-03', 'price', 10900, 9000],
      ['2026-11-04', 'price', 9000, 9900],
    ]);
    const looser = changesOf([day('2026-11-01'), day('2026-11-02', { price: 10900 })], {
      ...DEFAULT_CHANGE_RULES,
      pricePercent: 5,
    });
    expect(looser).toHaveLength(1);
  });

  it('reviews +N in a day: only between consecutive days, not across a failed day', () => {
    const c = changesOf([
      day('2026-11-01'),
      day('2026-11-02', { reviewCount: 125 }),
      // 11-03 failed: no record
      day('2026-11-04', { reviewCount: 160 }),
    ]);
    expect(c).toEqual([{ day: '2026-11-02', kind: 'reviews', from: 100, to: 125, since: '2026-11-01' }]);
  });

  it('went ad, then organic again', () => {
    const c = changesOf([
      day('2026-11-01'),
      day('2026-11-02', { advertised: true }),
      day('2026-11-03', { advertised: false }),
    ]);
    expect(c.map((x) => [x.day, x.kind])).toEqual([
      ['2026-11-02', 'ad'],
      ['2026-11-03', 'organic'],
    ]);
  });

  it('missing is not 0: a day without price, reviews or ad flag is no change, and the next known value compares with the last known one', () => {
    const c = changesOf([
      day('2026-11-01'),
      day('2026-11-02', { price: null, reviewCount: null, title: null, advertised: null, rank: 0 }),
      day('2026-11-03'),
    ]);
    expect(c).toEqual([]);
    // A price only seen again after a missing day is compared with the last known price.
    const later = changesOf([
      day('2026-11-01'),
      day('2026-11-02', { price: null }),
      day('2026-11-03', { price: 8000 }),
    ]);
    expect(later).toEqual([{ day: '2026-11-03', kind: 'price', from: 10000, to: 8000, since: '2026-11-01' }]);
  });
});

describe('rank the day before, after and 7 days after', () => {
  const series = [
    day('2026-11-01', { rank: 30 }),
    day('2026-11-02', { rank: 25 }),
    // 11-03 failed
    day('2026-11-04', { rank: 12 }),
    day('2026-11-09', { rank: 8 }),
    // 11-10 failed
    day('2026-11-11', { rank: 6 }),
  ];

  it('on recorded days', () => {
    expect(ranksAround(series, '2026-11-01', '2026-11-30')).toEqual({
      before: { rank: null, day: null, pending: false },
      after: { rank: 25, day: '2026-11-02', pending: false },
      week: { rank: 8, day: '2026-11-09', pending: false },
    });
  });

  it('across a failed day: the day after is the next recorded day, D+7 the nearest one', () => {
    // D+1 = 11-03 failed: the next recorded day, 11-04.
    const r = ranksAround(series, '2026-11-02', '2026-11-30');
    expect(r.after).toEqual({ rank: 12, day: '2026-11-04', pending: false });
    const s = ranksAround(series, '2026-11-03', '2026-11-30');
    expect(s.before).toEqual({ rank: 25, day: '2026-11-02', pending: false });
    expect(s.after).toEqual({ rank: 12, day: '2026-11-04', pending: false });
    // D+7 = 11-10 failed: the nearest recorded day, 11-11.
    expect(s.week).toEqual({ rank: 6, day: '2026-11-11', pending: false });
  });

  it('a day not yet come is pending, never a rank', () => {
    const r = ranksAround(series, '2026-11-09', '2026-11-11');
    expect(r.after).toEqual({ rank: 6, day: '2026-11-11', pending: false });
    expect(r.week).toEqual({ rank: null, day: null, pending: true });
  });

  it('a rank of 0 (outside) is a rank; a day with no rank (null) is looked past', () => {
    const r = ranksAround(
      [day('2026-11-01', { rank: 0 }), day('2026-11-02', { rank: null }), day('2026-11-03', { rank: 4 })],
      '2026-11-02',
      '2026-11-30',
    );
    expect(r.before).toEqual({ rank: 0, day: '2026-11-01', pending: false });
    expect(r.after).toEqual({ rank: 4, day: '2026-11-03', pending: false });
  });
});

describe('설명되지 않는 급상승', () => {
  const listed = (
    d: string,
    rank: number | null,
    reviewCount: number | null,
    purchaseCount: number | null = null,
  ) => ({
    day: d,
    rank,
    reviewCount,
    purchaseCount,
  });

  it('a climb of 20 places in a day without review or purchase growth is marked', () => {
    const s = unexplainedSurges([listed('2026-11-01', 35, 200), listed('2026-11-02', 12, 203)]);
    expect(s).toEqual([
      { day: '2026-11-02', from: 35, to: 12, reviews: [200, 203], purchases: [null, null] },
    ]);
  });

  it('not when reviews or purchases grew to match, nor for a climb under the threshold', () => {
    expect(unexplainedSurges([listed('2026-11-01', 35, 200), listed('2026-11-02', 12, 215)])).toEqual([]);
    expect(
      unexplainedSurges([listed('2026-11-01', 35, null, 100), listed('2026-11-02', 12, null, 140)]),
    ).toEqual([]);
    expect(unexplainedSurges([listed('2026-11-01', 30, 200), listed('2026-11-02', 12, 200)])).toEqual([]);
  });

  it('the threshold is configurable', () => {
    const rules = { ...DEFAULT_CHANGE_RULES, surgePlaces: 10 };
    expect(
      unexplainedSurges([listed('2026-11-01', 30, 200), listed('2026-11-02', 12, 200)], rules),
    ).toHaveLength(1);
  });

  it('missing is not 0: without review and purchase figures nothing is said; across a failed day nothing either', () => {
    expect(unexplainedSurges([listed('2026-11-01', 35, null), listed('2026-11-02', 12, null)])).toEqual([]);
    expect(unexplainedSurges([listed('2026-11-01', 35, 200), listed('2026-11-03', 12, 200)])).toEqual([]);
    // From outside the depth (0) there is no known place to climb from.
    expect(unexplainedSurges([listed('2026-11-01', 0, 200), listed('2026-11-02', 12, 200)])).toEqual([]);
  });
});
