import { describe, expect, it } from 'vitest';
import { type TestApp, createMember, login, post } from '../../test/app';
import { createRankTestApp, placeInfo, simulatorRankApp } from '../../test/rank';
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

// A list entry that gives no review counts (the adapter's listedCounts null): kept as unknown.
describe('counts the list left out', () => {
  it('are null beside the rank and in the kept top, not 0', async () => {
    const clock = new Date('2026-11-23T03:00:00Z');
    const none = { visitorReviews: null, blogReviews: null };
    const entry = (n: number) => ({
      ...placeInfo(`19${String(n).padStart(8, '0')}`),
      visitorReviewCount: 0,
      blogCafeReviewCount: 0,
      listedCounts: none,
    });
    const app = await createRankTestApp(() => clock, {
      places: {
        listPlaces: async (_keyword, page) => ({
          total: 3,
          items: page.start === 1 ? [entry(1), entry(2), entry(3)] : [],
        }),
        getPlace: async (id) => placeInfo(id),
      },
    });
    try {
      const m = await createMember(app);
      const cookie = await login(app, m.email);
      const res = await post(
        app,
        '/api/naver/place/placeInsert',
        { placeId: '1900000002', placeKeyword: '빈 카페' },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { plkwrdSn } = res.json().data as { plkwrdSn: number };
      await app.services.placeRankEngine.checkKeyword('빈 카페', '2026-11-23');
      const [row] = (
        await app.database.sql.executeSql(
          `select rank, visitor_review_count, blog_review_count from place_rank_history where plkwrd_sn = $1`,
          [plkwrdSn],
        )
      ).rows as Record<string, unknown>[];
      expect(row).toEqual({ rank: 2, visitor_review_count: null, blog_review_count: null });
      const tops = (
        await app.database.sql.executeSql(
          `select review_count, blog_review_count from place_keyword_tops where keyword_norm = $1`,
          ['빈 카페'],
        )
      ).rows;
      expect(tops).toHaveLength(3);
      expect(tops.every((r) => (r as Record<string, unknown>).review_count === null)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
