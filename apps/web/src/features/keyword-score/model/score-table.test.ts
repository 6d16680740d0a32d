import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import type { ScoreProduct } from '@seller/shared/schemas/keyword-score';
import { ApiError } from '../../../lib/api';
import { nextProductSort, searchFailureMessage, shownScore, sortProducts } from './score-table';

const product = (rank: number, over: Partial<ScoreProduct> = {}): ScoreProduct => ({
  rank,
  imageUrl: '',
  productTitle: `p${rank}`,
  lowPrice: 1000 * rank,
  mallCount: 1,
  mallProductId: String(rank),
  mallName: 'm',
  category: 'c',
  reviewCount: null,
  purchaseCnt: 10 * rank,
  openDate: `2024-01-0${rank}`,
  keepCnt: null,
  scores: {
    relevance: 5,
    similarity: 4,
    quality: 3,
    hit: 2,
    reviewCount: 1,
    sale: 0,
    recent: rank,
    reliabilityType: 5,
    abuse: 5 - rank,
  },
  ...over,
});

describe('score table', () => {
  const list = [product(1), product(2, { lowPrice: null }), product(3)];
  it('shows the penalty as 5 − abuse', () => {
    expect(shownScore(list[0]!, 'penalty')).toBe(1);
    expect(shownScore(list[2]!, 'penalty')).toBe(3);
    expect(shownScore(list[2]!, 'recent')).toBe(3);
  });
  it('sorts by any column with unknown values last', () => {
    expect(sortProducts(list, { key: 'lowPrice', dir: 'desc' }).map((p) => p.rank)).toEqual([3, 1, 2]);
    expect(sortProducts(list, { key: 'lowPrice', dir: 'asc' }).map((p) => p.rank)).toEqual([1, 3, 2]);
    expect(sortProducts(list, { key: 'score:penalty', dir: 'desc' }).map((p) => p.rank)).toEqual([3, 2, 1]);
    expect(sortProducts(list, { key: 'openDate', dir: 'desc' }).map((p) => p.rank)).toEqual([3, 2, 1]);
    expect(sortProducts(list, { key: 'keepCnt', dir: 'desc' }).map((p) => p.rank)).toEqual([1, 2, 3]);
  });
  it('starts rank ascending and numbers descending, flipping on a second click', () => {
    expect(nextProductSort({ key: 'rank', dir: 'asc' }, 'purchaseCnt')).toEqual({
      key: 'purchaseCnt',
      dir: 'desc',
    });
    expect(nextProductSort({ key: 'purchaseCnt', dir: 'desc' }, 'purchaseCnt')).toEqual({
      key: 'purchaseCnt',
      dir: 'asc',
    });
    expect(nextProductSort({ key: 'purchaseCnt', dir: 'desc' }, 'rank')).toEqual({ key: 'rank', dir: 'asc' });
  });
  it('says which failure happened', () => {
    const t = ko.keywordScoreUi;
    expect(searchFailureMessage(new ApiError(429, 'SCORE_LIMIT_REACHED', 'x'))).toBe(t.limitReached);
    expect(searchFailureMessage(new ApiError(502, 'SCORE_SEARCH_FAILED', 'x'))).toBe(t.communicationFailed);
    expect(searchFailureMessage(new ApiError(0, 'NETWORK', 'x'))).toBe(t.communicationFailed);
    expect(searchFailureMessage(new ApiError(400, 'VALIDATION', t.enterKeyword))).toBe(t.enterKeyword);
  });
});
