import { describe, expect, it } from 'vitest';
import { goodsRank } from '../messages/goods-rank';
import { placeRank } from '../messages/place-rank';
import { keywordAddForm, placeAddForm } from './rank-tracking-forms';

const error = (keyword: string, existing: string[], max = 5) =>
  keywordAddForm(existing, max).safeParse({ keyword }).error?.issues[0]?.message ?? null;

describe('keywordAddForm', () => {
  it('asks for a keyword when only spaces are entered', () => {
    expect(error('   ', [])).toBe(goodsRank.enterKeyword);
  });
  it('refuses a duplicate, ignoring case and inner spaces', () => {
    expect(error(' Folding   CHAIR ', ['folding chair'])).toBe(goodsRank.keywordExists);
  });
  it('refuses a keyword beyond the limit', () => {
    expect(error('six', ['a', 'b', 'c', 'd', 'e'])).toBe(goodsRank.keywordLimit);
    expect(error('three', ['a', 'b'], 2)).toBe(goodsRank.keywordLimit);
  });
  it('accepts a new keyword below the limit', () => {
    expect(error('camping chair', ['folding chair'])).toBeNull();
  });
});

describe('placeAddForm', () => {
  const error = (keyword: string, placeId: string) =>
    placeAddForm.safeParse({ keyword, placeId }).error?.issues[0]?.message ?? null;
  it('needs both the keyword and the place id', () => {
    expect(error('', '123')).toBe(placeRank.enterKeywordAndPlaceId);
    expect(error('cafe', '  ')).toBe(placeRank.enterKeywordAndPlaceId);
    expect(placeAddForm.parse({ keyword: ' cafe ', placeId: ' 123 ' })).toEqual({
      keyword: 'cafe',
      placeId: '123',
    });
  });
});
