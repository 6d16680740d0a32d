import { describe, expect, it } from 'vitest';
import {
  daysOf,
  hashReportToken,
  isTokenShape,
  monthPeriod,
  newReportToken,
  pdfFileName,
  previousMonth,
  recentPeriod,
  summarize,
} from './client-reports.domain';

describe('report tokens', () => {
  it('are 32 random bytes in base64url, kept as their SHA-256', () => {
    const a = newReportToken();
    const b = newReportToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashReportToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(isTokenShape(a.token)).toBe(true);
    expect(isTokenShape(`${a.token}x`)).toBe(false);
    expect(isTokenShape('a/b'.padEnd(43, 'c'))).toBe(false);
  });
});

describe('periods (Korea dates)', () => {
  it('the live report covers the last 30 Korea days', () => {
    // 23:30 UTC on the 21st is already the 22nd in Korea.
    expect(recentPeriod(new Date('2026-11-21T23:30:00Z'))).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('the monthly mail reports the Korea month before', () => {
    // 00:30 on 1 Dec in Korea is still 30 Nov in UTC.
    expect(previousMonth(new Date('2026-11-30T15:30:00Z'))).toBe('2026-11');
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12');
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('a keyword line', () => {
  it('takes the latest rank, the move from the day before and the best of the period', () => {
    expect(
      summarize('k', [
        { day: '2026-11-20', rank: 12 },
        { day: '2026-11-21', rank: 9 },
        { day: '2026-11-22', rank: 7 },
      ]),
    ).toMatchObject({ rank: 7, move: 2, best: 7 });
    expect(
      summarize('k', [
        { day: '2026-11-21', rank: 5 },
        { day: '2026-11-22', rank: 8 },
      ]),
    ).toMatchObject({ rank: 8, move: -3, best: 5 });
  });

  it('counts no move across a switch of the product, and names the day (issue 40 §1)', () => {
    const history = [
      { day: '2026-11-20', rank: 160 },
      { day: '2026-11-21', rank: 158 },
      { day: '2026-11-22', rank: 2 },
    ];
    // Without the switch 158 → 2 would read as ▲156.
    expect(summarize('k', history)).toMatchObject({ move: 156 });
    expect(summarize('k', history, ['2026-11-22'])).toMatchObject({
      rank: 2,
      move: null,
      productChanges: ['2026-11-22'],
    });
    // A switch before the day before does not hide the last day's move.
    expect(summarize('k', history, ['2026-11-21'])).toMatchObject({ move: 156 });
  });

  it('says nothing it does not know: outside the range, no history, one day only', () => {
    expect(
      summarize('k', [
        { day: '2026-11-21', rank: 30 },
        { day: '2026-11-22', rank: 0 },
      ]),
    ).toEqual({
      keyword: 'k',
      rank: null,
      move: null,
      best: 30,
      ranks: [
        { day: '2026-11-21', rank: 30, provenance: null },
        { day: '2026-11-22', rank: null, provenance: null },
      ],
      provenance: null,
      methodChanges: [],
    });
    expect(summarize('k', [])).toMatchObject({ rank: null, move: null, best: null, ranks: [] });
    expect(summarize('k', [{ day: '2026-11-22', rank: 3 }])).toMatchObject({ rank: 3, move: null, best: 3 });
  });
});

describe('where the ranks came from (issue 36 §2)', () => {
  const openapi = {
    source: 'naver-openapi',
    surface: 'price-comparison',
    device: 'pc',
    depth: null,
    checkedAt: null,
  } as const;
  const searchapi = {
    source: 'searchapi',
    surface: 'plus-store',
    device: 'pc',
    depth: 500,
    checkedAt: null,
  } as const;

  it('gives the latest source and marks the day the method changed; no move across it', () => {
    const line = summarize('k', [
      { day: '2026-07-30', rank: 40, provenance: openapi },
      { day: '2026-07-31', rank: 38, provenance: openapi },
      { day: '2026-08-01', rank: 12, provenance: searchapi },
    ]);
    expect(line).toMatchObject({
      rank: 12,
      move: null,
      best: 12,
      provenance: searchapi,
      methodChanges: ['2026-08-01'],
    });
    // The next day by the same method is a move again.
    const next = summarize('k', [
      { day: '2026-07-31', rank: 38, provenance: openapi },
      { day: '2026-08-01', rank: 12, provenance: searchapi },
      { day: '2026-08-02', rank: 9, provenance: searchapi },
    ]);
    expect(next).toMatchObject({ move: 3, methodChanges: ['2026-08-01'] });
  });
});

it('names the PDF after the report without characters a file system refuses', () => {
  expect(pdfFileName('11월 A/B: "리포트"', { from: '2026-11-01', to: '2026-11-30' })).toBe(
    '11월_A_B_리포트_2026-11-01_2026-11-30.pdf',
  );
});
