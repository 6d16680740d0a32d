import { describe, expect, it } from 'vitest';
import { type HistoryPoint, koreaDayStart, withMarks } from './rank-chart';

const point = (day: string, rank: number): HistoryPoint => ({
  at: koreaDayStart(day),
  dateLabel: day,
  shortLabel: day.slice(5),
  rank,
});

describe('change marks on the rank chart', () => {
  const points = [point('2026-11-18', 12), point('2026-11-20', 9), point('2026-11-21', 4)];

  it('marks the first charted date on or after each change', () => {
    const marked = withMarks(points, [
      { at: koreaDayStart('2026-11-18'), text: 'memo' },
      { at: koreaDayStart('2026-11-19'), text: 'keyword' },
      { at: koreaDayStart('2026-11-20'), text: 'product' },
    ]);
    expect(marked.map((p) => p.marks)).toEqual([['memo'], ['keyword', 'product'], undefined]);
  });

  it('leaves changes after the last record off the chart and the points untouched', () => {
    const marked = withMarks(points, [{ at: koreaDayStart('2026-11-22'), text: 'late' }]);
    expect(marked).toEqual(points);
  });

  it('reads Korea dates, whatever the browser zone', () => {
    expect(new Date(koreaDayStart('2026-11-20')).toISOString()).toBe('2026-11-19T15:00:00.000Z');
    expect(koreaDayStart('2026-11-20T00:00:00')).toBe(koreaDayStart('2026-11-20'));
  });
});
