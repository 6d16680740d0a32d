import { describe, expect, it } from 'vitest';
import { chartSeries, dayValue, type HistoryPoint, koreaDayStart, rangeLabel } from './rank-chart';

const point = (day: string, rank: number | null, marks?: string[]): HistoryPoint => ({
  at: koreaDayStart(day),
  dateLabel: day,
  shortLabel: day.slice(5),
  rank,
  ...(marks ? { marks } : {}),
});

describe('rank chart series (issue 23 point 9)', () => {
  it('puts every day on the axis: a day without a record is a gap, not squeezed out', () => {
    const series = chartSeries([point('2026-11-20', 12), point('2026-11-23', 7)]);
    expect(series.ranked).toEqual([
      { x: dayValue('2026-11-20'), y: 12 },
      { x: dayValue('2026-11-21'), y: null },
      { x: dayValue('2026-11-22'), y: null },
      { x: dayValue('2026-11-23'), y: 7 },
    ]);
    expect(series).toMatchObject({ from: '2026-11-20', to: '2026-11-23', spanDays: 4 });
  });

  it('fits the y axis to the shown ranks, so 142–160 does not look flat', () => {
    const series = chartSeries([
      point('2026-11-20', 142),
      point('2026-11-21', 160),
      point('2026-11-22', 151),
    ]);
    expect(series.axisMin).toBe(140);
    expect(series.axisMax).toBe(162);
    expect(series.unrankedLevel).toBeNull();
    expect(chartSeries([point('2026-11-20', 1)])).toMatchObject({ axisMin: 1, axisMax: 3 });
  });

  it('draws days outside the tracked depth on their own line just below the worst shown rank', () => {
    const series = chartSeries([point('2026-11-20', 12), point('2026-11-21', null), point('2026-11-22', 7)]);
    expect(series.ranked.map((p) => p.y)).toEqual([12, null, 7]);
    expect(series.unranked.map((p) => p.y)).toEqual([null, 16, null]);
    expect(series).toMatchObject({ axisMin: 5, axisMax: 16, unrankedLevel: 16 });
    // Never past the tracked depth + 1 (places are tracked to 300).
    expect(chartSeries([point('2026-11-20', 299), point('2026-11-21', null)], 300).unrankedLevel).toBe(301);
  });

  it('spans the real range: 20 records over 72 days are 72 days on the axis', () => {
    const days = Array.from({ length: 20 }, (_, i) =>
      new Date(Date.parse('2026-09-14T00:00:00Z') + Math.round((i * 71) / 19) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
    const series = chartSeries(days.map((d, i) => point(d, 100 + i)));
    expect(series).toMatchObject({ from: '2026-09-14', to: '2026-11-24', spanDays: 72 });
    expect(series.ranked).toHaveLength(72);
    expect(series.ranked.filter((p) => p.y !== null)).toHaveLength(20);
    expect(rangeLabel(series.from, series.to)).toBe('2026.09.14 – 11.24');
    expect(rangeLabel('2025-12-20', '2026-01-08')).toBe('2025.12.20 – 2026.01.08');
  });

  it('flags the days with the member’s changes', () => {
    const series = chartSeries([point('2026-11-20', 12, ['memo']), point('2026-11-21', 9)]);
    expect(series.marked).toEqual([{ x: dayValue('2026-11-20'), y: 0, texts: ['memo'] }]);
  });
});
