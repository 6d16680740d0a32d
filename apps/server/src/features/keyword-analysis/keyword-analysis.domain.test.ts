import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../adapters/http';
import {
  buildRelatedAnswer,
  categoryRatio,
  providerFailure,
  relatedCacheKey,
  toKeywordRow,
  topKeywordRow,
  trendCacheKey,
  trendRequest,
} from './keyword-analysis.domain';
import type { KeywordStat } from './keyword-analysis.ports';
import { DevelopersEndedError } from '../../adapters/naver-openapi/cutover';

const stat = (over: Partial<KeywordStat>): KeywordStat => ({
  relKeyword: 'X',
  monthlyPcQcCnt: 100,
  monthlyMobileQcCnt: 900,
  pcQcUnder10: false,
  mobileQcUnder10: false,
  monthlyAvePcClkCnt: 1.5,
  monthlyAveMobileClkCnt: 12.3,
  monthlyAvePcCtr: 1,
  monthlyAveMobileCtr: 1,
  plAvgDepth: 3,
  compIdx: 'high',
  compIdxLabel: 'HIGH',
  ...over,
});

describe('keyword rows', () => {
  it('show counts under 10 (and "< 10") as 0 and add up the shown counts', () => {
    const row = toKeywordRow(stat({ monthlyPcQcCnt: 0, pcQcUnder10: true, monthlyMobileQcCnt: 7 }));
    expect(row).toMatchObject({
      monthlyPcQcCnt: 0,
      monthlyMobileQcCnt: 0,
      monthlyTotalQcCnt: 0,
      pcQcUnder10: true,
      mobileQcUnder10: true,
    });
    expect(toKeywordRow(stat({ monthlyPcQcCnt: 10, monthlyMobileQcCnt: 9 }))).toMatchObject({
      monthlyTotalQcCnt: 10,
    });
    expect(toKeywordRow(stat({}))).toMatchObject({
      monthlyTotalQcCnt: 1000,
      compIdx: 'HIGH',
      compLevel: 'high',
    });
  });

  it('find the analysed keyword as the keyword tool spells it', () => {
    const rows = [stat({ relKeyword: 'CAMPINGCHAIR' }), stat({ relKeyword: 'TENT' })].map(toKeywordRow);
    expect(topKeywordRow(rows, 'camping chair')?.relKeyword).toBe('CAMPINGCHAIR');
    expect(topKeywordRow(rows, 'tent')?.relKeyword).toBe('TENT');
    expect(topKeywordRow(rows, 'stove')).toBeNull();
  });
});

describe('related answer', () => {
  it('computes the competition rate from the analysed keyword only', () => {
    const a = buildRelatedAnswer({
      keyword: 'tent',
      stats: [
        stat({ relKeyword: 'TENT', monthlyPcQcCnt: 1200, monthlyMobileQcCnt: 1800 }),
        stat({ relKeyword: 'OTHER', monthlyPcQcCnt: 5 }),
      ],
      shop: { total: 10_000, categories: [['a', 'b'], ['a', 'b'], ['c']] },
      day: '2026-11-22',
      fetchedAt: '2026-11-22T01:00:00.000Z',
    });
    expect(a.itemsTotal).toBe(10_000);
    expect(a.topKeyword?.monthlyTotalQcCnt).toBe(3000);
    expect(a.competitionRate).toBe(3.33);
    expect(a.relatedKeyword[1]).toMatchObject({ monthlyPcQcCnt: 0, pcQcUnder10: true });
    expect(a.sampleSize).toBe(3);
  });

  it('has no rate for a keyword the ad system does not know or that nobody searches', () => {
    const base = { keyword: 'zzz', shop: { total: 5, categories: [] }, day: 'd', fetchedAt: 't' };
    expect(buildRelatedAnswer({ ...base, stats: [] })).toMatchObject({
      topKeyword: null,
      competitionRate: null,
      categoryRatio: [],
    });
    const quiet = buildRelatedAnswer({
      ...base,
      stats: [stat({ relKeyword: 'ZZZ', monthlyPcQcCnt: 0, pcQcUnder10: true, monthlyMobileQcCnt: 3 })],
    });
    expect(quiet.competitionRate).toBeNull();
  });

  it('groups the category ratio by full path, largest first', () => {
    const r = categoryRatio([['A', 'B'], ['A', 'B'], ['A', 'C'], [], ['A', 'B', '']]);
    expect(r).toEqual([
      { category: 'A > B', count: 3, ratio: 0.6 },
      { category: '', count: 1, ratio: 0.2 },
      { category: 'A > C', count: 1, ratio: 0.2 },
    ]);
    expect(categoryRatio([])).toEqual([]);
  });
});

describe('trend request and cache keys', () => {
  const q = {
    startDate: '2021-01-01',
    endDate: '2026-11-22',
    timeUnit: 'week' as const,
    keywords: ['Tent', 'camping  chair'],
  };
  it('asks DataLab for one group per keyword', () => {
    expect(trendRequest(q).keywordGroups).toEqual([
      { groupName: 'Tent', keywords: ['Tent'] },
      { groupName: 'camping  chair', keywords: ['camping  chair'] },
    ]);
  });
  it('keys the cache by the normalized arguments', () => {
    expect(trendCacheKey(q)).toBe('2021-01-01|2026-11-22|week|tent|camping chair');
    expect(trendCacheKey({ ...q, timeUnit: 'month' })).not.toBe(trendCacheKey(q));
    expect(relatedCacheKey([' Camping  Chair '])).toBe(relatedCacheKey(['camping chair']));
  });
  it('tells a busy provider from an unavailable one', () => {
    expect(
      providerFailure(
        new ProviderError('naver-searchad', 'rate-limited', 'x', 429),
        'KEYWORD_DATA_UNAVAILABLE',
      ),
    ).toBe('KEYWORD_DATA_BUSY');
    expect(providerFailure(new ProviderError('naver-datalab', 'server', 'x', 500), 'TREND_UNAVAILABLE')).toBe(
      'TREND_UNAVAILABLE',
    );
    expect(providerFailure(new Error('db'), 'KEYWORD_DATA_UNAVAILABLE')).toBe('KEYWORD_DATA_UNAVAILABLE');
    // A refusal that names its shared code keeps it (issue 37: the developer center's end).
    expect(providerFailure(new DevelopersEndedError('naver-datalab'), 'TREND_UNAVAILABLE')).toBe(
      'NAVER_DEVELOPERS_ENDED',
    );
    expect(providerFailure(Object.assign(new Error('x'), { code: 'ECONNRESET' }), 'TREND_UNAVAILABLE')).toBe(
      'TREND_UNAVAILABLE',
    );
  });
});
