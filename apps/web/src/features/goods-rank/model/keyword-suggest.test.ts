import { describe, expect, it } from 'vitest';
import type { RelatedAnswer } from '@seller/shared/schemas/keyword-analysis';
import { SUGGESTIONS_SHOWN, relatedWords, shownSuggestions, titleHints } from './keyword-suggest';

// 추천 키워드 of the add box (issue 39 §1): the hints sent for a title, the words shown back.
describe('titleHints', () => {
  it("takes the title's words without asides, sizes and counts, the known keyword first, at most five", () => {
    expect(titleHints('[한정수량] 휴대용 텀블러 2개입')).toEqual(['휴대용', '텀블러']);
    expect(titleHints('헬리녹스 텀블러 프리미엄 블랙', '텀블러')).toEqual([
      '텀블러',
      '헬리녹스',
      '프리미엄',
      '블랙',
    ]);
    expect(titleHints('스탠리 클래식 (정품) 진공/보온 텀블러 591ml 1+1 - 그린', '보온병')).toEqual([
      '보온병',
      '스탠리',
      '클래식',
      '진공',
      '보온',
    ]);
    expect(titleHints('Camp, chair · Camp!')).toEqual(['Camp', 'chair']);
    expect(titleHints('500ml 2개입 [특가]')).toEqual([]);
    expect(titleHints('무선 이어폰 A', '무선 이어폰')).toEqual(['무선 이어폰', '무선', '이어폰']);
  });
});

const answer = (keywords: string[]): RelatedAnswer => ({
  keyword: keywords[0] ?? '',
  relatedKeyword: keywords.map((relKeyword) => ({
    relKeyword,
    monthlyPcQcCnt: 10,
    monthlyMobileQcCnt: 20,
    monthlyTotalQcCnt: 30,
    monthlyAvePcClkCnt: 0,
    monthlyAveMobileClkCnt: 0,
    compIdx: '',
    compLevel: null,
    pcQcUnder10: false,
    mobileQcUnder10: false,
  })),
  itemsTotal: null,
  topKeyword: null,
  competitionRate: null,
  categoryRatio: [],
  sampleSize: 0,
  day: '2026-12-02',
  fetchedAt: '2026-12-02T00:00:00.000Z',
});

describe('the suggestions shown', () => {
  it("keep the tool's order, each once, leave out the chips, and show at most eight", () => {
    const words = relatedWords(
      answer(['텀블러', '휴대용', '텀블러', '보온텀블러', ...'abcdefghij'.split('')]),
    );
    expect(words.slice(0, 4)).toEqual(['텀블러', '휴대용', '보온텀블러', 'a']);
    expect(shownSuggestions(words, [])).toHaveLength(SUGGESTIONS_SHOWN);
    expect(shownSuggestions(words, ['텀블러', ' 휴대용 ', 'A'])).toEqual([
      '보온텀블러',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
    expect(shownSuggestions([], ['x'])).toEqual([]);
  });
});
