import { describe, expect, it } from 'vitest';
import { reportRankText } from './client-reports';

describe('reportRankText', () => {
  it('names the depth for a keyword checked but not found, and says "-" for one never checked', () => {
    expect(reportRankText(12, 500, true)).toBe('12위');
    expect(reportRankText(null, 500, true)).toBe('500위 밖');
    expect(reportRankText(null, 300, true)).toBe('300위 밖');
    expect(reportRankText(null, 500, false)).toBe('-');
  });
});

describe('reportSummary', () => {
  it('counts items, averages the last ranks, counts the top 10 and names the best climb', async () => {
    const { reportSummary, summaryLines } = await import('./client-reports');
    const kw = (keyword: string, rank: number | null, move: number | null) => ({
      keyword,
      rank,
      move,
      best: rank,
      ranks: [],
    });
    const report = {
      items: [
        {
          kind: 'goods' as const,
          name: '의자',
          depth: 500,
          keywords: [kw('캠핑의자', 3, 2), kw('접이식 의자', null, null)],
        },
        {
          kind: 'place' as const,
          name: '카페',
          depth: 300,
          keywords: [kw('강남 카페', 12, 7), kw('역삼 카페', 8, -3)],
        },
      ],
    };
    const s = reportSummary(report);
    expect(s).toEqual({
      items: 2,
      ranked: 3,
      averageRank: 7.7,
      topTen: 2,
      bestMove: { keyword: '강남 카페', item: '카페', move: 7 },
    });
    expect(summaryLines(s).map((l) => l.value)).toEqual(['2개', '7.7위', '2개', '강남 카페 ▲7']);
    expect(reportSummary({ items: [] })).toMatchObject({ averageRank: null, bestMove: null });
  });
});
