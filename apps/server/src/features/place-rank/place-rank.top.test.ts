import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, login, post } from '../../test/app';
import { serviceCalls, simulatorRankApp } from '../../test/rank';
import { type RunningSimulator, control } from '../../test/simulator';

// The top 10 of a place keyword (issue 28 §1), from the place list the check already read.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';
const DAY2 = '2026-11-23';
let today = DAY1;

simulatorRankApp(
  DAY1,
  (s, app) => {
    sim = s;
    t = app;
  },
  { now: () => new Date(`${today}T03:00:00Z`) },
);

interface MarketPlace {
  position: number;
  rank: number | null;
  isAd: boolean;
  placeId: string;
  name: string;
}
const market = async (keyword: string, date = DAY1) =>
  (
    await control<{ items: MarketPlace[] }>(
      sim,
      'GET',
      `/__control/market/places?keyword=${encodeURIComponent(keyword)}&date=${date}`,
    )
  ).items;

describe('the top 10 of a place keyword', () => {
  it('lists the first ten organic places with the ads among them flagged and left out of the positions, with moves', async () => {
    const list = await market('yeonnam pasta');
    const own = list.find((p) => p.rank === 4)!;
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const reg = await post(
      t,
      '/api/naver/place/placeInsert',
      { placeId: own.placeId, placeKeyword: 'yeonnam pasta' },
      cookie,
    );
    expect(reg.statusCode, reg.body).toBe(200);
    const { plkwrdSn } = reg.json().data as { plkwrdSn: number };
    await t.services.settle();
    const calls = await serviceCalls(sim, 'naver-place');

    const top = async () => {
      const res = await post(t, '/api/naver/place/keywordTop', { plkwrdSn }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const v = await top();
    expect(v.day).toBe(DAY1);
    const organic = v.entries.filter((e: { rank: number | null }) => e.rank !== null);
    expect(organic.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const expected = list.filter((p) => p.position <= list.find((x) => x.rank === 10)!.position);
    expect(v.entries.map((e: { placeId: string }) => e.placeId)).toEqual(expected.map((p) => p.placeId));
    const ads = v.entries.filter((e: { rank: number | null }) => e.rank === null);
    expect(ads.length).toBe(expected.filter((p) => p.isAd).length);
    expect(ads.length).toBeGreaterThan(0);
    expect(v.entries.find((e: { own: boolean }) => e.own)).toMatchObject({ placeId: own.placeId, rank: 4 });
    expect(v.entries[0].reviewCount).toEqual(expect.any(Number));
    // Reading the view calls nobody.
    expect(await serviceCalls(sim, 'naver-place')).toBe(calls);

    // The next day the member's place climbs to 1: a move of 3.
    today = DAY2;
    await control(sim, 'POST', '/__control/clock', { date: DAY2 });
    await control(sim, 'POST', '/__control/place-rank', {
      keyword: 'yeonnam pasta',
      placeId: own.placeId,
      rank: 1,
      date: DAY2,
    });
    await t.services.placeRankEngine.checkKeyword('yeonnam pasta', DAY2);
    const v2 = await top();
    expect(v2.day).toBe(DAY2);
    expect(v2.entries.find((e: { own: boolean }) => e.own)).toMatchObject({
      rank: 1,
      move: 3,
      listedBefore: true,
    });

    // Another member's keyword is not found.
    const other = await createMember(t);
    const res = await post(t, '/api/naver/place/keywordTop', { plkwrdSn }, await login(t, other.email));
    expect([res.statusCode, res.json().message]).toEqual([404, ko.goodsRank.keywordNotFound]);
  });
});
