import { describe, expect, it } from 'vitest';
import { rankChange, rankChangeLabel, rankComparison } from './goods-rank';
import {
  methodChangeDays,
  methodChanged,
  methodLine,
  outsideShortText,
  outsideText,
  provenanceTip,
  provenanceLine,
  sourceLabel,
} from './rank-provenance';

const searchapi = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 500 };
const openapi = { source: 'naver-openapi', surface: 'price-comparison', device: 'pc', depth: null };

describe('a change of source or surface is not a move (issue 36 §2)', () => {
  it('tells a change of source or of surface, and nothing else, as a method change', () => {
    expect(methodChanged(searchapi, openapi)).toBe(true);
    expect(methodChanged(searchapi, { source: 'searchapi', surface: 'price-comparison' })).toBe(true);
    expect(methodChanged(searchapi, { source: 'apify', surface: 'plus-store' })).toBe(true);
    // Device and depth do not make two ranks incomparable.
    const onMobile = { ...searchapi, device: 'mobile', depth: 100 };
    expect(methodChanged(searchapi, onMobile)).toBe(false);
    // A first record (no previous one) and an answer without provenance are no change.
    expect(methodChanged(searchapi, null)).toBe(false);
    expect(methodChanged(undefined, undefined)).toBe(false);
  });

  it('shows 수집 방식 변경 instead of ▲/▼, NEW or ★, and compares nothing', () => {
    expect(rankChangeLabel(rankChange(3, 40, true))).toBe('수집 방식 변경');
    expect(rankChangeLabel(rankChange(0, 40, true))).toBe('수집 방식 변경');
    expect(rankChangeLabel(rankChange(5, 0, true))).toBe('수집 방식 변경');
    expect(rankComparison(3, 40, true)).toBe(0);
    // Same method: the move as before.
    expect(rankChangeLabel(rankChange(3, 40, false))).toBe('▲37');
    expect(rankComparison(3, 40)).toBe(37);
  });

  it('marks the days the method changed from the record before', () => {
    const day = (d: string, p: typeof searchapi | typeof openapi | null) => ({ day: d, provenance: p });
    expect(
      methodChangeDays([
        day('2026-08-03', searchapi),
        day('2026-07-30', openapi),
        day('2026-07-31', openapi),
        day('2026-08-04', { ...searchapi, surface: 'price-comparison' }),
        day('2026-08-05', { ...searchapi, surface: 'price-comparison', device: 'mobile' }),
      ]),
    ).toEqual(['2026-08-03', '2026-08-04']);
    expect(methodChangeDays([day('2026-08-01', null), day('2026-08-02', null)])).toEqual([]);
  });
});

describe('"N위 밖" names the depth and surface that were read (issue 36 §2)', () => {
  it('says the depth and the surface of the check', () => {
    expect(outsideText(searchapi, 500)).toBe('500위 밖 · N+스토어 500위까지 확인');
    expect(outsideText({ surface: 'price-comparison', depth: 230 }, 500)).toBe(
      '230위 밖 · 가격비교 230위까지 확인',
    );
    expect(outsideText({ surface: 'place', depth: 300 }, 300)).toBe(
      '300위 밖 · 플레이스 목록 300위까지 확인',
    );
    expect(outsideText({ surface: 'plus-store', depth: 0 }, 500)).toBe('순위 없음 · N+스토어 검색 결과 없음');
  });

  it('names the tracked depth when the record kept none, and never claims more than was read', () => {
    expect(outsideText(openapi, 500)).toBe('500위 밖 · 가격비교');
    expect(outsideText({ surface: 'plus-store', depth: 1200 }, 500)).toBe(
      '500위 밖 · N+스토어 500위까지 확인',
    );
    expect(outsideText(null, 500)).toBe('500위 밖 · 알 수 없음');
  });

  it('the narrow rank cell says the depth read; the note line says the surface', () => {
    expect(outsideShortText(searchapi, 500)).toBe('500위 밖');
    expect(outsideShortText({ depth: 230 }, 500)).toBe('230위 밖');
    expect(outsideShortText({ depth: 0 }, 500)).toBe('순위 없음');
    expect(outsideShortText(openapi, 500)).toBe('500위 밖');
    expect(provenanceTip({ ...searchapi, depth: 500 }, '11.22 12:00')).toEqual([
      '출처: SearchApi',
      '화면: N+스토어',
      '기기: PC',
      '확인 깊이: 500위까지',
      '확인 시각: 11.22 12:00',
    ]);
    expect(methodLine(openapi)).toBe('네이버 쇼핑 API(종료) · 가격비교');
  });

  it('labels the sources, surfaces and devices in Korean', () => {
    expect(provenanceLine(searchapi)).toBe('SearchApi · N+스토어 · PC');
    expect(provenanceLine({ source: 'apify', surface: 'price-comparison', device: 'mobile' })).toBe(
      'Apify · 가격비교 · 모바일',
    );
    expect(sourceLabel('naver-openapi')).toBe('네이버 쇼핑 API(종료)');
    expect(sourceLabel('naver-place')).toBe('네이버 플레이스');
  });
});
