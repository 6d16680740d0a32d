import { describe, expect, it } from 'vitest';
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
});
