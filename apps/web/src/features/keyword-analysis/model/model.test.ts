import { describe, expect, it } from 'vitest';
import type { KeywordDataRow, TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import { categorySlices } from './categories';
import { nextSort, sortRelated } from './related-sort';
import {
  activeShortcut,
  addCompare,
  applyShortcut,
  chartSeries,
  initialControls,
  periodEnd,
  removeCompare,
  setDate,
  trendLook,
} from './trend-controls';

const row = (relKeyword: string, total: number, compLevel: KeywordDataRow['compLevel']): KeywordDataRow => ({
  relKeyword,
  monthlyPcQcCnt: total / 2,
  monthlyMobileQcCnt: total / 2,
  monthlyTotalQcCnt: total,
  monthlyAvePcClkCnt: 1,
  monthlyAveMobileClkCnt: total / 100,
  compIdx: '',
  compLevel,
  pcQcUnder10: false,
  mobileQcUnder10: false,
});

describe('related keyword sorting', () => {
  const rows = [row('b', 100, 'mid'), row('a', 300, 'low'), row('c', 100, 'high'), row('d', 0, null)];
  it('sorts numbers high to low first, then low to high, then back to Naver order', () => {
    let s = nextSort(null, 'monthlyTotalQcCnt');
    expect(sortRelated(rows, s).map((r) => r.relKeyword)).toEqual(['a', 'b', 'c', 'd']);
    s = nextSort(s, 'monthlyTotalQcCnt');
    expect(sortRelated(rows, s).map((r) => r.relKeyword)).toEqual(['d', 'b', 'c', 'a']);
    s = nextSort(s, 'monthlyTotalQcCnt');
    expect(s).toBeNull();
    expect(sortRelated(rows, s).map((r) => r.relKeyword)).toEqual(['b', 'a', 'c', 'd']);
  });
  it('sorts keywords by name and competition by level', () => {
    expect(sortRelated(rows, nextSort(null, 'relKeyword')).map((r) => r.relKeyword)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(sortRelated(rows, nextSort(null, 'compIdx')).map((r) => r.relKeyword)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
  });
});

describe('trend controls', () => {
  const today = '2026-11-22';
  it('start from 2021-01-01 monthly and switch period and unit with a shortcut', () => {
    const c = initialControls(today);
    expect(c).toMatchObject({ startDate: '2021-01-01', endDate: today, unit: 'month' });
    expect(activeShortcut(c, today)).toBeNull();
    const month = applyShortcut(c, '1m', today);
    expect(month).toMatchObject({ startDate: '2026-10-22', endDate: today, unit: 'date' });
    expect(activeShortcut(month, today)).toBe('1m');
    expect(applyShortcut(c, '3y', today)).toMatchObject({ startDate: '2023-11-22', unit: 'month' });
    expect(applyShortcut(c, '1y', today)).toMatchObject({ startDate: '2025-11-22', unit: 'week' });
  });
  it('keep typed dates in order and refuse periods DataLab cannot answer', () => {
    const c = initialControls(today);
    expect(setDate(c, 'startDate', '2026-12-01')).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
    expect(trendLook(setDate(c, 'startDate', '2026-12-01'), 'a', today)).toBeNull();
    expect(trendLook(setDate(c, 'startDate', '2015-05-01'), 'a', today)).toBeNull();
    expect(setDate(c, 'endDate', '')).toBe(c);
    expect(trendLook(c, 'a', today)).toEqual({
      startDate: '2021-01-01',
      endDate: today,
      timeUnit: 'month',
      keywords: ['a'],
    });
  });
  it('compare up to 5 distinct keywords', () => {
    let c = initialControls(today);
    for (const k of ['b', 'c', 'd', 'e']) {
      const r = addCompare(c, 'a', k);
      if (!('controls' in r)) throw new Error(r.problem);
      c = r.controls;
    }
    expect(trendLook(c, 'a', today)?.keywords).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(addCompare(c, 'a', 'f')).toEqual({ problem: 'limit' });
    expect(addCompare(c, 'a', ' A ')).toEqual({ problem: 'duplicate' });
    expect(addCompare(c, 'a', '  ')).toEqual({ problem: 'empty' });
    expect(removeCompare(c, 'c').compare).toEqual(['b', 'd', 'e']);
  });
  it('align every keyword on the same periods', () => {
    const answer: TrendAnswer = {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      timeUnit: 'month',
      day: today,
      fetchedAt: '',
      results: [
        {
          title: 'a',
          keywords: ['a'],
          data: [
            { period: '2026-01-01', ratio: 50 },
            { period: '2026-02-01', ratio: 100 },
          ],
        },
        {
          title: 'b',
          keywords: ['b'],
          data: [
            { period: '2026-02-01', ratio: 10 },
            { period: '2026-03-01', ratio: 20 },
          ],
        },
      ],
    };
    expect(chartSeries(answer)).toEqual({
      labels: ['2026-01-01', '2026-02-01', '2026-03-01'],
      series: [
        { keyword: 'a', values: [50, 100, null] },
        { keyword: 'b', values: [null, 10, 20] },
      ],
      inProgress: null,
    });
  });

  it("mark the last period as in progress when the answer's Korea day falls inside it", () => {
    const answer = (timeUnit: TrendAnswer['timeUnit'], periods: string[], day: string, endDate = day) => ({
      startDate: '2026-01-01',
      endDate,
      timeUnit,
      day,
      fetchedAt: '',
      results: [{ title: 'a', keywords: ['a'], data: periods.map((period) => ({ period, ratio: 50 })) }],
    });
    const months = ['2026-10-01', '2026-11-01'];
    expect(chartSeries(answer('month', months, '2026-11-02')).inProgress).toEqual({
      index: 1,
      period: '2026-11-01',
      through: '2026-11-02',
    });
    // The month ended on the day before: complete.
    expect(chartSeries(answer('month', months, '2026-12-01')).inProgress).toBeNull();
    // A period stopped before the day: counted up to its end.
    expect(chartSeries(answer('month', months, '2026-11-28', '2026-11-10')).inProgress).toMatchObject({
      through: '2026-11-10',
    });
    const weeks = ['2026-11-16', '2026-11-23'];
    expect(chartSeries(answer('week', weeks, '2026-11-29')).inProgress?.period).toBe('2026-11-23');
    expect(chartSeries(answer('week', weeks, '2026-11-30')).inProgress).toBeNull();
    expect(chartSeries(answer('date', ['2026-11-27', '2026-11-28'], '2026-11-28')).inProgress?.index).toBe(1);
    expect(chartSeries(answer('date', ['2026-11-27'], '2026-11-28')).inProgress).toBeNull();
    expect(chartSeries(answer('month', [], '2026-11-28')).inProgress).toBeNull();
  });

  it('end a period on the next day, week or month', () => {
    expect(periodEnd('2026-12-01', 'month')).toBe('2027-01-01');
    expect(periodEnd('2024-02-01', 'month')).toBe('2024-03-01');
    expect(periodEnd('2026-11-23', 'week')).toBe('2026-11-30');
    expect(periodEnd('2026-02-28', 'date')).toBe('2026-03-01');
  });
});

describe('category slices', () => {
  it('fold the small categories into others', () => {
    const shares = ['A > B > C', 'A > D', 'E', 'F', 'G', 'H', 'I'].map((category, i) => ({
      category,
      count: 7 - i,
      ratio: (7 - i) / 28,
    }));
    const s = categorySlices(shares, 4);
    expect(s.map((x) => x.short)).toEqual(['B > C', 'A > D', 'E', null]);
    expect(s[3]).toMatchObject({ category: null, count: 10, percent: 35.7 });
    expect(categorySlices(shares.slice(0, 2))).toHaveLength(2);
  });
});
