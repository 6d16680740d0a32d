import { describe, expect, it } from 'vitest';
import { type HistoryPoint, koreaDayStart, recordTip, withMarks } from './rank-chart';

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

describe("the chart's tooltip says where a day's rank came from (issue 36 §2)", () => {
  it('출처 · 화면 · 기기 · 확인 깊이 · 확인 시각, and an outside day names the depth and surface read', () => {
    const record: HistoryPoint = {
      ...point('2026-11-22', 3),
      provenance: {
        source: 'apify',
        surface: 'price-comparison',
        device: 'mobile',
        depth: 480,
        checkedAt: '2026-11-22T01:35:00.000Z',
      },
    };
    expect(recordTip(record, 500)).toEqual({
      outside: '480위 밖 · 가격비교 480위까지 확인',
      lines: [
        '출처: Apify',
        '화면: 가격비교',
        '기기: 모바일',
        '확인 깊이: 480위까지',
        '확인 시각: 11.22 10:35',
      ],
    });
    // An answer without provenance: the chart says what it said before.
    expect(recordTip(point('2026-11-22', 3), 500)).toEqual({ outside: null, lines: [] });
  });
});
