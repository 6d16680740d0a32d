import { describe, expect, it } from 'vitest';
import { buildPlaces, chartPoints, dailyTable, pollInterval } from './view-model';
import { keywordRow, placeRow, viewAnswer } from './fixtures';

const answer = viewAnswer({
  list: [placeRow(1), placeRow(2)],
  keywords: [
    keywordRow(11, 1, { keywordPlaceRankCurrent: 7, keywordPlaceRankPrevious: 9 }),
    keywordRow(12, 1, { choice: 'Y', keywordPlaceRankCurrent: 0, keywordPlaceRankPrevious: 40 }),
    keywordRow(21, 2, {
      choice: 'Y',
      checkStatus: 'pending',
      keywordPlaceRankCurrent: 0,
      keywordPlaceRankPrevious: 0,
    }),
  ],
  keywordsDailyHist: [
    { plkwrdSn: 11, lastUpdtDt: '2026-11-21', keywordPlaceRankCurrent: 9 },
    { plkwrdSn: 11, lastUpdtDt: '2026-11-22', keywordPlaceRankCurrent: 7 },
    { plkwrdSn: 12, lastUpdtDt: '2026-11-22', keywordPlaceRankCurrent: 0 },
    { plkwrdSn: 12, lastUpdtDt: '2026-11-20', keywordPlaceRankCurrent: 40 },
  ],
  ReViews: [
    {
      plceSn: 1,
      lastUpdtDt: '2026-11-22',
      visitorReviewCount: 1212,
      blogCafeReviewCount: 300,
      saveCount: 4000,
      visitorReviewScore: 4.5,
    },
    {
      plceSn: 1,
      lastUpdtDt: '2026-11-21',
      visitorReviewCount: 1200,
      blogCafeReviewCount: 301,
      saveCount: 4000,
      visitorReviewScore: 4.5,
    },
  ],
});

describe('place view model', () => {
  it('puts the representative keyword first with its change; ranks outside 300 become null', () => {
    const [one, two] = buildPlaces(answer);
    expect(one!.keywords.map((k) => k.plkwrdSn)).toEqual([12, 11]);
    expect(one!.representative).toMatchObject({
      plkwrdSn: 12,
      current: null,
      previous: 40,
      changeLabel: '\u2605',
    });
    expect(one!.keywords[1]).toMatchObject({
      current: 7,
      previous: 9,
      change: { kind: 'up', by: 2 },
      changeLabel: '\u25B22',
    });
    expect(one!.keywords.map((k) => k.previousKnown)).toEqual([true, true]);
    expect(two!.representative!.previousKnown).toBe(false);
    // No change is shown before the first check.
    expect(two!.representative).toMatchObject({ status: 'pending', changeLabel: '-' });
    expect(one!.visitorReviewChange).toBe(12);
    expect(one!.blogCafeReviewChange).toBe(-1);
    expect(two!.visitorReviewChange).toBeNull();
  });

  it('builds the daily table newest first, one column per keyword', () => {
    const [one] = buildPlaces(answer);
    expect(dailyTable(one!).map(({ day, ranks }) => ({ day, ranks }))).toEqual([
      { day: '2026-11-22', ranks: [null, 7] },
      { day: '2026-11-21', ranks: [undefined, 9] },
      { day: '2026-11-20', ranks: [40, undefined] },
    ]);
  });

  it('a change of source or surface is no move: no ▲/▼, the table marks the day (issue 36 §2)', () => {
    const place = {
      source: 'naver-place',
      surface: 'place',
      device: 'pc',
      depth: 300,
      checkedAt: null,
    } as const;
    const other = { ...place, source: 'apify' };
    const [one] = buildPlaces({
      ...answer,
      keywords: [
        keywordRow(11, 1, {
          choice: 'Y',
          keywordPlaceRankCurrent: 7,
          keywordPlaceRankPrevious: 9,
          provenance: other,
          previousProvenance: { source: 'naver-place', surface: 'place' },
        }),
      ],
      keywordsDailyHist: [
        { plkwrdSn: 11, lastUpdtDt: '2026-11-21', keywordPlaceRankCurrent: 9, provenance: place },
        { plkwrdSn: 11, lastUpdtDt: '2026-11-22', keywordPlaceRankCurrent: 7, provenance: other },
      ],
    });
    expect(one!.representative).toMatchObject({ change: { kind: 'method' }, changeLabel: '수집 방식 변경' });
    const table = dailyTable(one!);
    expect(table[0]).toMatchObject({
      day: '2026-11-22',
      methodChange: '수집 방식 변경: 네이버 플레이스 · 플레이스 목록 → Apify · 플레이스 목록',
      provenances: [other],
    });
    expect(table[1]!.methodChange).toBeUndefined();
  });

  it('charts the last 20 dates, oldest first', () => {
    const history = Array.from({ length: 25 }, (_, i) => ({
      plkwrdSn: 11,
      lastUpdtDt: `2026-10-${String(i + 1).padStart(2, '0')}`,
      keywordPlaceRankCurrent: i + 1,
    }));
    const [one] = buildPlaces({ ...answer, keywordsDailyHist: history });
    const points = chartPoints(one!.keywords[1]!);
    expect(points).toHaveLength(20);
    expect(points[0]).toMatchObject({ dateLabel: '2026.10.06', shortLabel: '10.06', rank: 6 });
    expect(points[19]!.dateLabel).toBe('2026.10.25');
  });

  it('keeps a day without any record as an empty row: a gap, not squeezed out (issue 23 point 9)', () => {
    const [one] = buildPlaces({
      ...answer,
      keywordsDailyHist: [
        { plkwrdSn: 11, lastUpdtDt: '2026-11-18', keywordPlaceRankCurrent: 5 },
        { plkwrdSn: 11, lastUpdtDt: '2026-11-21', keywordPlaceRankCurrent: 6 },
      ],
    });
    expect(dailyTable(one!).map((r) => [r.day, r.ranks])).toEqual([
      ['2026-11-21', [undefined, 6]],
      ['2026-11-20', [undefined, undefined]],
      ['2026-11-19', [undefined, undefined]],
      ['2026-11-18', [undefined, 5]],
    ]);
  });

  it('polls only while a first check runs', () => {
    expect(pollInterval(answer)).toBe(3000);
    expect(pollInterval(viewAnswer())).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});

describe('an unconfirmed empty answer (issue 35 §3)', () => {
  it('keeps the recorded rank and its change on show, noted 확인 중; a never-recorded keyword reads as checking', () => {
    const [place] = buildPlaces(
      viewAnswer({
        list: [placeRow(1)],
        keywords: [
          keywordRow(11, 1, {
            choice: 'Y',
            checkStatus: 'unconfirmed',
            keywordPlaceRankCurrent: 4,
            keywordPlaceRankPrevious: 9,
            checkedAt: '2026-11-21T01:42:00.000Z',
          }),
          keywordRow(12, 1, { checkStatus: 'unconfirmed', keywordPlaceRankCurrent: 0, checkedAt: null }),
        ],
        keywordsDailyHist: [],
        ReViews: [],
      }),
    );
    expect(place!.keywords[0]).toMatchObject({
      status: 'unconfirmed',
      current: 4,
      change: { kind: 'up', by: 5 },
      note: { kind: 'unconfirmed', when: '11.21' },
    });
    expect(place!.keywords[1]).toMatchObject({ status: 'pending', note: { kind: 'none' } });
  });
});

describe('previous rank of a first check (issue 39 §4: the product list’s rule)', () => {
  it('is known exactly when the answer names a previous method', () => {
    const [place] = buildPlaces(
      viewAnswer({
        list: [placeRow(1)],
        keywords: [
          // First check: none recorded before.
          keywordRow(11, 1, {
            keywordPlaceRankCurrent: 7,
            keywordPlaceRankPrevious: 0,
            previousProvenance: null,
          }),
          // Second check after one outside the list, with no daily history yet: recorded.
          keywordRow(12, 1, {
            keywordPlaceRankCurrent: 7,
            keywordPlaceRankPrevious: 0,
            previousProvenance: { source: 'naver-place', surface: 'place' },
          }),
        ],
      }),
    );
    expect(place!.keywords.map((k) => [k.plkwrdSn, k.previousKnown])).toEqual([
      [11, false],
      [12, true],
    ]);
  });
});
