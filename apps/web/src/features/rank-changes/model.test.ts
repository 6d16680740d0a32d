import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import type { RankChangesView } from '@seller/shared/schemas/rank-changes';
import { changeText, dayAxis, hasAttribute, linesOf, placeSentence, rankAtText, surgeText } from './model';

const t = ko.rankChangesUi;
const point = (
  day: string,
  rank: number | null,
  price: number | null,
  reviewCount: number | null = null,
) => ({
  day,
  rank,
  title: '의자',
  price,
  reviewCount,
  purchaseCount: null,
  rating: null,
  advertised: false,
});
const view: RankChangesView = {
  gdpSn: 1,
  keyword: '의자',
  today: '2026-11-03',
  series: [
    { who: 'own', title: '의자', points: [point('2026-11-01', 5, 10000), point('2026-11-03', 0, null)] },
    { who: 7, title: '아주 긴 경쟁 상품의 이름이 여기에 있습니다', points: [point('2026-11-02', 3, 9000)] },
  ],
  changes: [],
  events: [],
  surges: [],
  surgePlaces: 20,
};

describe('rank changes on the screen', () => {
  it('lines over the day axis: a missing day and a missing figure are gaps, never 0; outside is a gap in the rank', () => {
    const days = dayAxis('2026-11-03', 3);
    expect(days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(linesOf(view, days, 'rank').map((l) => l.values)).toEqual([
      [5, null, null],
      [null, 3, null],
    ]);
    expect(linesOf(view, days, 'price').map((l) => l.values)).toEqual([
      [10000, null, null],
      [null, 9000, null],
    ]);
    expect(linesOf(view, days, 'rank')[0]!.label).toBe(t.own);
    expect(hasAttribute(view, 'price')).toBe(true);
    expect(hasAttribute(view, 'purchaseCount')).toBe(false);
  });

  it('words each change and the rank around it', () => {
    expect(changeText({ kind: 'price', from: 10000, to: 8000 })).toBe(
      t.priceChanged('10,000', '8,000', '-20%'),
    );
    expect(changeText({ kind: 'ad', from: null, to: null })).toBe(t.wentAd);
    expect(rankAtText({ rank: 12, day: '2026-11-04', pending: false }, '2026-11-04')).toBe('12위');
    expect(rankAtText({ rank: 12, day: '2026-11-05', pending: false }, '2026-11-04')).toBe(
      t.rankOn('12위', '11.05'),
    );
    expect(rankAtText({ rank: null, day: null, pending: true }, '2026-11-04')).toBe(t.pending);
    expect(rankAtText({ rank: null, day: null, pending: false }, '2026-11-04')).toBe(t.noRank);
    expect(rankAtText({ rank: 0, day: '2026-11-04', pending: false }, '2026-11-04')).toBe(t.rankText(0));
  });

  it('says an unexplained climb with only the figures the page gave', () => {
    const s = {
      day: '2026-11-02',
      who: 7,
      title: 'x',
      from: 35,
      to: 8,
      reviews: [300, 302],
      purchases: [null, null],
    } as const;
    expect(surgeText({ ...s, reviews: [300, 302], purchases: [null, null] })).toBe(
      t.surgeText(35, 8, t.surgeReviews('300', '302')),
    );
  });

  it('the place sentence names the figure and the places, or says too few', () => {
    const base = { month: '2026-11', metrics: [] };
    expect(placeSentence({ ...base, places: 6, tooFew: true, strongest: null })).toBe(t.placeTooFew(6));
    expect(
      placeSentence({
        ...base,
        places: 24,
        tooFew: false,
        strongest: { metric: 'visitorReviews', places: 24, rho: 0.71 },
      }),
    ).toBe(t.placeSentence(t.placeMetricVisitor, 24, '0.71'));
    expect(placeSentence({ ...base, places: 24, tooFew: false, strongest: null })).toBe(
      t.placeNoRelation(24),
    );
    expect(t.placeSentence(t.placeMetricVisitor, 24, '0.71')).toContain('방문자 리뷰가 많은');
    expect(t.attributeMissing(t.attributePrice)).toContain('가격이');
  });
});
