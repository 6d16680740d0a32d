import { describe, expect, it } from 'vitest';
import { chartSeries, type HistoryPoint } from './rank-chart';

const points = (ranks: (number | null)[]): HistoryPoint[] =>
  ranks.map((rank, i) => ({ at: i, dateLabel: `d${i}`, shortLabel: `s${i}`, rank }));

describe('rank chart series', () => {
  it('turns unranked days into gaps with an outside marker below the worst rank', () => {
    const series = chartSeries(points([12, null, 7]));
    expect(series.labels).toEqual(['s0', 's1', 's2']);
    expect(series.ranked).toEqual([12, null, 7]);
    expect(series.unranked).toEqual([null, 20, null]);
    expect(series.unrankedLevel).toBe(20);
    expect(series.axisMax).toBe(20);
  });

  it('scales to the worst rank when every day is ranked', () => {
    expect(chartSeries(points([40])).axisMax).toBe(44);
    expect(chartSeries(points([40])).unrankedLevel).toBeNull();
  });

  it('puts the outside line at the tracked depth when the worst rank is deep or every day is unranked', () => {
    expect(chartSeries(points([450, null])).unrankedLevel).toBe(500);
    expect(chartSeries(points([null]))).toMatchObject({ ranked: [null], unranked: [10], axisMax: 10 });
    // Places are tracked to 300.
    expect(chartSeries(points([280, null]), 300).unrankedLevel).toBe(300);
    expect(chartSeries(points([150, null]), 300).unrankedLevel).toBe(200);
  });
});
