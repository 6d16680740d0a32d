import { describe, expect, it } from 'vitest';
import { goodsRow, keywordInfo, listAnswer } from './fixtures';
import { keepListed, moveRow, orderPayload, patchRow } from './list-updates';

const answer = listAnswer([goodsRow(1), goodsRow(2), goodsRow(3), goodsRow(4)], {
  1: [keywordInfo(10, { keywordRankCurrent: 7 })],
  2: [keywordInfo(20, { keywordRankCurrent: 0 }), keywordInfo(21, { keywordRankCurrent: 3 })],
  3: [
    keywordInfo(30, { keywordRankCurrent: 501 }),
    keywordInfo(31, { keywordRankCurrent: 44, representative: true }),
  ],
});

describe('optimistic reorder', () => {
  it('moves the dragged row onto the target place and renumbers 1..n', () => {
    const down = moveRow(answer, 1, 3)!;
    expect(down.myGoodsRank.map((r) => r.gdpSn)).toEqual([2, 3, 1, 4]);
    expect(down.myGoodsRank.map((r) => r.order)).toEqual([1, 2, 3, 4]);
    const up = moveRow(answer, 4, 2)!;
    expect(up.myGoodsRank.map((r) => r.gdpSn)).toEqual([1, 4, 2, 3]);
    expect(answer.myGoodsRank.map((r) => r.gdpSn)).toEqual([1, 2, 3, 4]); // untouched
  });

  it('does nothing when dropped on itself or outside', () => {
    expect(moveRow(answer, 2, 2)).toBeNull();
    expect(moveRow(answer, 2, null)).toBeNull();
    expect(moveRow(answer, 99, 2)).toBeNull();
  });

  it('sends every row with its representative rank, 0 outside the top 500', () => {
    expect(orderPayload(moveRow(answer, 4, 1)!)).toEqual([
      { gdpSn: 4, order: 1, keywordRankCurrent: 0 },
      { gdpSn: 1, order: 2, keywordRankCurrent: 7 },
      { gdpSn: 2, order: 3, keywordRankCurrent: 0 },
      { gdpSn: 3, order: 4, keywordRankCurrent: 44 },
    ]);
  });
});

describe('row patches and selection', () => {
  it('patches one row only', () => {
    const next = patchRow(answer, 2, { autRnwl: 'Y' });
    expect(next.myGoodsRank.map((r) => r.autRnwl)).toEqual(['N', 'Y', 'N', 'N']);
    expect(answer.myGoodsRank[1]!.autRnwl).toBe('N');
  });

  it('drops selected ids that are no longer listed', () => {
    expect([...keepListed(new Set([1, 9, 3]), answer)]).toEqual([1, 3]);
    expect(keepListed(new Set([1]), undefined).size).toBe(0);
  });
});
