import { describe, expect, it } from 'vitest';
import { type TestApp, createMember, login, post } from '../../test/app';
import { simulatorRankApp } from '../../test/rank';
import { type RunningSimulator, control } from '../../test/simulator';

// Issue 42 §1: what the place list said of each tracked place is kept beside the day's rank;
// the list's query asks no save count, so saves stay null (unknown), never 0.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';

simulatorRankApp(
  DAY1,
  (s, app) => {
    sim = s;
    t = app;
  },
  { now: () => new Date(`${DAY1}T03:00:00Z`) },
);

interface MarketPlace {
  rank: number | null;
  placeId: string;
}

describe('place attributes beside the rank', () => {
  it('keeps visitor and blog reviews from the list, saves unknown', async () => {
    const places = (
      await control<{ items: MarketPlace[] }>(
        sim,
        'GET',
        `/__control/market/places?keyword=${encodeURIComponent('속성 카페')}&date=${DAY1}`,
      )
    ).items;
    const place = places.find((p) => p.rank === 7)!;
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const res = await post(
      t,
      '/api/naver/place/placeInsert',
      { placeId: place.placeId, placeKeyword: '속성 카페' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { plkwrdSn } = res.json().data as { plkwrdSn: number };
    await t.services.placeRankEngine.checkKeyword('속성 카페', DAY1);
    const [row] = (
      await t.database.sql.executeSql(
        `select rank, visitor_review_count, blog_review_count, save_count from place_rank_history where plkwrd_sn = $1`,
        [plkwrdSn],
      )
    ).rows as Record<string, unknown>[];
    expect(row).toMatchObject({ rank: 7, save_count: null });
    expect(typeof row!.visitor_review_count).toBe('number');
    expect(typeof row!.blog_review_count).toBe('number');
    const [top] = (
      await t.database.sql.executeSql(
        `select review_count, blog_review_count from place_keyword_tops where keyword_norm = $1 and rank = 7`,
        ['속성 카페'],
      )
    ).rows as Record<string, unknown>[];
    expect(top).toEqual({
      review_count: row!.visitor_review_count,
      blog_review_count: row!.blog_review_count,
    });
  });
});
