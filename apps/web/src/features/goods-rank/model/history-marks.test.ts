import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { withMarks } from '../../../lib/rank-chart';
import { fetchRankHistory } from '../api/goods-rank-api';
import { historyMarks, historyPoints } from './history';

afterEach(() => vi.unstubAllGlobals());

const answer = {
  data: [
    { frstRgstDt: '2026-11-20', keywordRankCurrent: 12 },
    { frstRgstDt: '2026-11-21', keywordRankCurrent: 30 },
  ],
  bestRank: 12,
  changes: [
    { day: '2026-11-20', change: 'memo' as const, detail: '쿠폰' },
    { day: '2026-11-21', change: 'keywordAdd' as const, detail: '캠핑 의자' },
  ],
};

describe('change marks on the goods rank history', () => {
  it('keeps the changes the server sends', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect((await fetchRankHistory(7)).changes).toEqual(answer.changes);
  });

  it('labels them and puts them on their dates', () => {
    const marks = historyMarks(answer);
    expect(marks.map((m) => m.text)).toEqual([
      ko.rankAlerts.changes.memo,
      ko.rankAlerts.changes.keywordAdd('캠핑 의자'),
    ]);
    expect(withMarks(historyPoints(answer), marks).map((p) => p.marks)).toEqual([
      [ko.rankAlerts.changes.memo],
      [ko.rankAlerts.changes.keywordAdd('캠핑 의자')],
    ]);
    expect(historyMarks({ data: [], bestRank: null })).toEqual([]);
  });
});

describe('a product change mark (issue 23 point 7)', () => {
  it('names the product the ranks after it belong to', () => {
    const marks = historyMarks({
      data: [{ frstRgstDt: '2026-11-21', keywordRankCurrent: 5 }],
      bestRank: 5,
      changes: [
        { day: '2026-11-22', change: 'productChange', detail: '접이식 테이블' },
        { day: '2026-11-22', change: 'productChange', detail: null },
      ],
    });
    expect(marks.map((m) => m.text)).toEqual([
      `${ko.rankAlerts.changes.productChange}: 접이식 테이블`,
      ko.rankAlerts.changes.productChange,
    ]);
  });
});
