import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { relatedQuery, trendsQuery } from '../schemas/keyword-analysis';
import { scoreSearchBody } from '../schemas/keyword-score';
import { scorePenalty, scoreSearchLimit } from './keyword-score';
import {
  competitionRate,
  isIsoDate,
  minusMonths,
  orderTrendDates,
  round2,
  shortcutOf,
  shownCount,
  TREND_DEFAULT_START,
  trendDateProblem,
  trendShortcutRange,
  uniqueKeywords,
} from './keyword-analysis';

describe('related-keyword counts under 10 (spec 02 §5)', () => {
  it('shows counts under 10 and Naver\'s "< 10" as 0, others unchanged', () => {
    expect(shownCount(0)).toBe(0);
    expect(shownCount(9)).toBe(0);
    expect(shownCount(9.9)).toBe(0);
    expect(shownCount(10)).toBe(10);
    expect(shownCount(12_345)).toBe(12_345);
    expect(shownCount(0, true)).toBe(0);
    expect(shownCount(500, true)).toBe(0);
    expect(shownCount(Number.NaN)).toBe(0);
  });
});

describe('competition rate (spec 02 §9)', () => {
  it('is product count ÷ total searches to 2 decimals', () => {
    expect(competitionRate(123_456, 10_000)).toBe(12.35);
    expect(competitionRate(1_000, 3)).toBe(333.33);
    expect(competitionRate(2, 3)).toBe(0.67);
    expect(competitionRate(1_005, 1_000)).toBe(1.01);
    expect(competitionRate(0, 500)).toBe(0);
  });
  it('has no value without counted searches', () => {
    expect(competitionRate(5_000, 0)).toBeNull();
    expect(competitionRate(5_000, -1)).toBeNull();
    expect(competitionRate(Number.NaN, 10)).toBeNull();
  });
  it('always has at most 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (items, searches) => {
          const r = competitionRate(items, searches)!;
          expect(Math.abs(r - items / searches)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(round2(r)).toBe(r);
        },
      ),
    );
  });
});

describe('trend shortcuts and date bounds (spec 02 §9)', () => {
  it('go 3 years, 1 year and 1 month back from today', () => {
    expect(trendShortcutRange('3y', '2026-11-22')).toEqual({
      startDate: '2023-11-22',
      endDate: '2026-11-22',
    });
    expect(trendShortcutRange('1y', '2026-11-22')).toEqual({
      startDate: '2025-11-22',
      endDate: '2026-11-22',
    });
    expect(trendShortcutRange('1m', '2026-11-22')).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-22',
    });
  });
  it('clamp to the month end and across the year', () => {
    expect(trendShortcutRange('1m', '2026-03-31').startDate).toBe('2026-02-28');
    expect(trendShortcutRange('1m', '2028-03-31').startDate).toBe('2028-02-29');
    expect(trendShortcutRange('1m', '2027-01-15').startDate).toBe('2026-12-15');
    expect(trendShortcutRange('1y', '2028-02-29').startDate).toBe('2027-02-28');
    expect(minusMonths('2026-05-31', 3)).toBe('2026-02-28');
  });
  it("never start before DataLab's first day", () => {
    expect(trendShortcutRange('3y', '2018-06-01').startDate).toBe('2016-01-01');
  });
  it('name the shortcut a period matches', () => {
    expect(shortcutOf({ startDate: '2025-11-22', endDate: '2026-11-22' }, '2026-11-22')).toBe('1y');
    expect(shortcutOf({ startDate: TREND_DEFAULT_START, endDate: '2026-11-22' }, '2026-11-22')).toBeNull();
  });
  it('accept only real dates from 2016-01-01 to today, in order', () => {
    const today = '2026-11-22';
    expect(trendDateProblem({ startDate: TREND_DEFAULT_START, endDate: today }, today)).toBeNull();
    expect(trendDateProblem({ startDate: '2016-01-01', endDate: '2016-01-01' }, today)).toBeNull();
    expect(trendDateProblem({ startDate: '2015-12-31', endDate: today }, today)).toBe('beforeMin');
    expect(trendDateProblem({ startDate: '2026-01-01', endDate: '2026-11-23' }, today)).toBe('afterToday');
    expect(trendDateProblem({ startDate: '2026-05-01', endDate: '2026-04-30' }, today)).toBe('reversed');
    expect(trendDateProblem({ startDate: '2026-02-30', endDate: today }, today)).toBe('invalid');
    expect(trendDateProblem({ startDate: '2026-1-1', endDate: today }, today)).toBe('invalid');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });
  it('keep the period ordered while one end is edited', () => {
    expect(orderTrendDates({ startDate: '2026-05-10', endDate: '2026-05-01' }, 'startDate')).toEqual({
      startDate: '2026-05-10',
      endDate: '2026-05-10',
    });
    expect(orderTrendDates({ startDate: '2026-05-10', endDate: '2026-05-01' }, 'endDate')).toEqual({
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
    const fine = { startDate: '2026-01-01', endDate: '2026-02-01' };
    expect(orderTrendDates(fine, 'startDate')).toBe(fine);
  });
  it('compare distinct keywords only', () => {
    expect(uniqueKeywords([' 캠핑  의자 ', 'Tent', 'tent', '', '캠핑 의자'])).toEqual(['캠핑 의자', 'Tent']);
  });
});

describe('keyword tool schemas', () => {
  it('read hint keywords from a comma list or repeated parameters', () => {
    expect(relatedQuery.parse({ hintKeywords: ' 텀블러 , 컵 ' }).hintKeywords).toEqual(['텀블러', '컵']);
    expect(relatedQuery.parse({ hintKeywords: ['a', 'b,c'] }).hintKeywords).toEqual(['a', 'b', 'c']);
    expect(relatedQuery.safeParse({ hintKeywords: ' , ' }).success).toBe(false);
    expect(relatedQuery.safeParse({ hintKeywords: 'a,b,c,d,e,f' }).success).toBe(false);
  });
  it('read a trend request', () => {
    expect(trendsQuery.parse({ startDate: '2021-01-01', endDate: '2026-11-22', keywords: 'a,b' })).toEqual({
      startDate: '2021-01-01',
      endDate: '2026-11-22',
      timeUnit: 'month',
      keywords: ['a', 'b'],
    });
    expect(
      trendsQuery.safeParse({ startDate: '2021-1-1', endDate: '2026-11-22', keywords: 'a' }).success,
    ).toBe(false);
    expect(
      trendsQuery.safeParse({
        startDate: '2021-01-01',
        endDate: '2026-11-22',
        timeUnit: 'year',
        keywords: 'a',
      }).success,
    ).toBe(false);
  });
  it('need a keyword for a score search', () => {
    expect(scoreSearchBody.parse({ keyword: ' 텀블러 ', user: { mbrSn: 1 } }).keyword).toBe('텀블러');
    expect(scoreSearchBody.safeParse({ keyword: '   ' }).success).toBe(false);
  });
});

describe('keyword score allowance (spec 02 §6)', () => {
  it('is 500 for managers and agency members, 200 for everyone else', () => {
    expect(scoreSearchLimit('MNGR_MBR')).toBe(500);
    expect(scoreSearchLimit('MNPY_MBR')).toBe(500);
    expect(scoreSearchLimit('GNRL_MBR')).toBe(200);
    expect(scoreSearchLimit('')).toBe(200);
  });
  it('shows the penalty as 5 − abuse', () => {
    expect(scorePenalty(5)).toBe(0);
    expect(scorePenalty(3)).toBe(2);
    expect(scorePenalty(4.7)).toBe(0.3);
    expect(scorePenalty(0)).toBe(5);
    expect(scorePenalty(7)).toBe(0);
  });
});
