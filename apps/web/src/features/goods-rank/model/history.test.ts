import { describe, expect, it } from 'vitest';
import { chartSeries, dayValue, withMethodChanges } from '../../../lib/rank-chart';
import { bestRankOf, historyPoints } from './history';

const day = (i: number) => `2026-01-${String(i).padStart(2, '0')}T02:00:00.000Z`;

describe('rank history', () => {
  it('keeps the last 20 records, oldest first', () => {
    const data = Array.from({ length: 25 }, (_, i) => ({
      frstRgstDt: day(25 - i),
      keywordRankCurrent: i + 1,
    }));
    const points = historyPoints({ data, bestRank: null });
    expect(points).toHaveLength(20);
    expect(points[0]!.dateLabel).toBe('2026.01.06');
    expect(points[19]!.dateLabel).toBe('2026.01.25');
    expect(points[19]!.shortLabel).toBe('01.25');
  });

  it('turns unranked days into null ranks and finds the best rank', () => {
    const answer = {
      data: [
        { frstRgstDt: day(1), keywordRankCurrent: 12 },
        { frstRgstDt: day(2), keywordRankCurrent: 0 },
        { frstRgstDt: day(3), keywordRankCurrent: 7 },
      ],
      bestRank: null,
    };
    expect(historyPoints(answer).map((p) => p.rank)).toEqual([12, null, 7]);
    expect(bestRankOf(answer, historyPoints(answer))).toBe(7);
  });

  it('prefers the server best rank', () => {
    const answer = { data: [{ frstRgstDt: day(1), keywordRankCurrent: 40 }], bestRank: 3 };
    const points = historyPoints(answer);
    expect(bestRankOf(answer, points)).toBe(3);
    expect(bestRankOf({ data: [], bestRank: null }, [])).toBeNull();
  });

  it('keeps where each day came from and marks the day the method changed (issue 36 §2)', () => {
    const openapi = {
      source: 'naver-openapi',
      surface: 'price-comparison',
      device: 'pc',
      depth: null,
    } as const;
    const searchapi = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 500 } as const;
    const points = withMethodChanges(
      historyPoints({
        data: [
          { frstRgstDt: day(1), keywordRankCurrent: 40, provenance: openapi },
          { frstRgstDt: day(2), keywordRankCurrent: 12, provenance: searchapi },
          { frstRgstDt: day(3), keywordRankCurrent: 9, provenance: searchapi },
        ],
        bestRank: null,
      }),
    );
    expect(points.map((p) => p.provenance)).toEqual([openapi, searchapi, searchapi]);
    expect(points.map((p) => p.methodChange)).toEqual([
      undefined,
      '수집 방식 변경: 네이버 쇼핑 API(종료) · 가격비교 → SearchApi · N+스토어',
      undefined,
    ]);
    const series = chartSeries(points);
    expect(series.methodChanged).toEqual([
      {
        x: dayValue('2026-01-02'),
        y: 0,
        lines: ['수집 방식 변경', '네이버 쇼핑 API(종료) · 가격비교', '→ SearchApi · N+스토어'],
      },
    ]);
    expect(series.records[1]?.provenance).toEqual(searchapi);
  });
});
