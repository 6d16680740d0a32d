import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, login, post } from '../../test/app';
import { serviceCalls, simulatorRankApp } from '../../test/rank';
import { type RunningSimulator, control } from '../../test/simulator';
import { rankTopsSweepJob } from '../../jobs/maintenance';

// Rivals on the same keyword (issue 28 §1), against the simulator's market through the real
// adapters: the day's top and the pinned rivals come from the pages the check reads anyway.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';
const DAY2 = '2026-11-23';
/** The app's clock: noon in Korea of the day under test. */
let today = DAY1;
const clock = () => new Date(`${today}T03:00:00Z`);

simulatorRankApp(
  DAY1,
  (s, app) => {
    sim = s;
    t = app;
  },
  { now: clock },
);

interface MarketItem {
  rank: number;
  productId: string;
  mallProductId: string | null;
}
const market = (keyword: string) =>
  control<{ items: MarketItem[] }>(
    sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY1}&start=1&display=100`,
  );
const moveTo = (keyword: string, productId: string, rank: number, date: string) =>
  control(sim, 'POST', '/__control/rank', { keyword, productId, rank, date });

async function track(keyword: string, item: MarketItem) {
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const reg = await post(
    t,
    '/api/naver/mygoodsRank/merges',
    { type: 'midNum', currentInput: item.productId },
    cookie,
  );
  expect(reg.statusCode, reg.body).toBe(200);
  const [row] = (
    await t.database.sql.executeSql(
      `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, $2, true)
       returning gdkd_sn`,
      [reg.json().data.gdpSn, keyword],
    )
  ).rows as { gdkd_sn: number }[];
  return { cookie, gdkdSn: row!.gdkd_sn };
}

const shopCalls = () => serviceCalls(sim, 'searchapi');
const view = async (cookie: string, gdkdSn: number) => {
  const res = await post(t, '/api/naver/mygoodsRank/rivals', { gdkdSn }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const pin = (cookie: string, gdkdSn: number, productId: string) =>
  post(t, '/api/naver/mygoodsRank/rivals/pin', { gdkdSn, productId }, cookie);

describe('rivals on the same keyword', () => {
  it('shows who stands above and just below, follows pinned rivals with no extra call, and says when one fell below the checked depth', async () => {
    today = DAY1;
    const items = (await market('rival tent')).items;
    const own = items[19]!;
    const { cookie, gdkdSn } = await track('rival tent', own);
    await moveTo('rival tent', own.productId, 20, DAY1);

    // Nothing checked yet: an empty view, nothing to pin.
    expect(await view(cookie, gdkdSn)).toMatchObject({ day: null, entries: [], pinned: [], maxPins: 3 });
    expect((await pin(cookie, gdkdSn, items[4]!.productId)).json().message).toBe(
      ko.rankRivals.rivalNotListed,
    );

    let before = await shopCalls();
    await t.services.rankEngine.checkKeyword('rival tent', DAY1);
    // One page of 100 reaches rank 20; keeping the top 40 costs nothing more.
    expect((await shopCalls()) - before).toBe(1);

    const v1 = await view(cookie, gdkdSn);
    expect(v1).toMatchObject({ day: DAY1, ownRank: 20 });
    expect(v1.entries.map((e: { rank: number }) => e.rank)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(v1.entries[19]).toMatchObject({ own: true, productId: own.productId, move: null });
    expect(v1.entries[0]).toMatchObject({
      own: false,
      listedBefore: false,
      rivalSn: null,
    });
    expect(v1.entries[0].title).toBeTruthy();
    // SearchApi's rows carry a review count (issue 42 §1 keeps it; it was dropped before).
    expect(typeof v1.entries[0].reviewCount).toBe('number');

    // Pins: at most 3, never the member's own product, never one twice, only listed entries.
    const [a, b, c, d] = [v1.entries[4], v1.entries[14], v1.entries[29] ?? null, v1.entries[2]];
    expect(c).toBeNull(); // rank 30 is kept but not shown around rank 20; it can still be pinned
    const thirty = items.find((i) => i.rank === 30)!;
    for (const id of [a.productId, b.productId, thirty.productId]) {
      const res = await pin(cookie, gdkdSn, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(ko.rankRivals.pinned);
    }
    const fourth = await pin(cookie, gdkdSn, d.productId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(ko.rankRivals.rivalLimit);
    const twice = await pin(cookie, gdkdSn, a.productId);
    expect([twice.statusCode, twice.json().message]).toEqual([409, ko.rankRivals.rivalExists]);
    const self = await pin(cookie, gdkdSn, own.productId);
    expect([self.statusCode, self.json().message]).toEqual([422, ko.rankRivals.rivalIsOwn]);
    const unknown = await pin(cookie, gdkdSn, '12345');
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, ko.rankRivals.rivalNotListed]);
    const junk = await pin(cookie, gdkdSn, 'abc');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe(ko.rankRivals.rivalNotListed);

    // Another member's keyword is not found, whatever they ask.
    const other = await createMember(t);
    const otherCookie = await login(t, other.email);
    for (const url of ['', '/series']) {
      const res = await post(t, `/api/naver/mygoodsRank/rivals${url}`, { gdkdSn }, otherCookie);
      expect([res.statusCode, res.json().message]).toEqual([404, ko.goodsRank.keywordNotFound]);
    }
    expect((await pin(otherCookie, gdkdSn, a.productId)).statusCode).toBe(404);

    const pinnedNow = (await view(cookie, gdkdSn)).pinned;
    expect(pinnedNow.map((p: { rank: number }) => p.rank)).toEqual([5, 15, 30]);

    // The next day: one rival climbs, one falls below the page the check reads, the own product stays.
    today = DAY2;
    await control(sim, 'POST', '/__control/clock', { date: DAY2 });
    await moveTo('rival tent', own.productId, 20, DAY2);
    await moveTo('rival tent', b.productId, 3, DAY2);
    await moveTo('rival tent', thirty.productId, 450, DAY2);
    before = await shopCalls();
    await t.services.rankEngine.checkKeyword('rival tent', DAY2);
    // Still one page: pinned rivals never deepen the walk.
    expect((await shopCalls()) - before).toBe(1);

    const v2 = await view(cookie, gdkdSn);
    expect(v2.day).toBe(DAY2);
    const climbed = v2.entries.find((e: { productId: string }) => e.productId === b.productId);
    expect(climbed).toMatchObject({ rank: 3, move: 12, listedBefore: true, rivalSn: expect.any(Number) });
    const pinned = new Map<string, { rivalSn: number }>(
      v2.pinned.map((p: { productId: string; rivalSn: number }) => [p.productId, p]),
    );
    expect(pinned.get(b.productId)).toMatchObject({ day: DAY2, rank: 3, move: 12 });
    // Below the depth read: the organic entries of the one page of 100 slots (ads take the rest).
    const below = pinned.get(thirty.productId) as unknown as { depth: number };
    expect(below).toMatchObject({ day: DAY2, rank: null, move: null });
    expect(below.depth).toBeGreaterThan(80);
    expect(below.depth).toBeLessThan(100);
    // Each rival's day says where it came from, as the keyword's own rank does (issue 36 §2).
    const by = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: below.depth };
    expect(pinned.get(b.productId)).toMatchObject({ provenance: { ...by, checkedAt: expect.any(String) } });
    expect(below).toMatchObject({ provenance: by });
    expect(v2).toMatchObject({
      methodChanged: false,
      provenance: { source: 'searchapi', surface: 'plus-store' },
    });
    const stored = await t.database.sql.executeSql(
      `select distinct source, surface, device, depth, checked_at is not null as stamped
         from goods_rival_history where day = $1`,
      [DAY2],
    );
    expect(stored.rows).toEqual([{ ...by, stamped: true }]);

    const series = (await post(t, '/api/naver/mygoodsRank/rivals/series', { gdkdSn }, cookie)).json().data;
    expect(series.days).toHaveLength(30);
    expect(series.days.slice(-2)).toEqual([DAY1, DAY2]);
    expect(series.own.slice(-2)).toEqual([20, 20]);
    expect(series.own[0]).toBeNull();
    const fallen = series.rivals.find(
      (r: { title: string; rivalSn: number }) => r.rivalSn === pinned.get(thirty.productId)!.rivalSn,
    );
    expect(fallen.ranks.slice(-2)).toEqual([30, null]);
    expect(fallen.outOfDepth.slice(-3)).toEqual([false, false, true]);
    expect(series.methodChanges).toEqual([]);
    // Day 1 read by the ended Open API on 가격비교: day 2 is marked as a change of method (issue 36 §2).
    await t.database.sql.executeSql(
      `update rank_history set source = 'naver-openapi', surface = 'price-comparison'
        where gdkd_sn = $1 and day = $2`,
      [gdkdSn, DAY1],
    );
    const marked = (await post(t, '/api/naver/mygoodsRank/rivals/series', { gdkdSn }, cookie)).json().data;
    expect(marked.methodChanges).toEqual([
      {
        day: DAY2,
        from: { source: 'naver-openapi', surface: 'price-comparison' },
        to: { source: 'searchapi', surface: 'plus-store' },
      },
    ]);

    // Unpin: scoped to the member's keyword; a second time it is gone.
    const rivalSn = pinned.get(a.productId)!.rivalSn;
    expect(
      (await post(t, '/api/naver/mygoodsRank/rivals/unpin', { gdkdSn, rivalSn }, otherCookie)).statusCode,
    ).toBe(404);
    const un = await post(t, '/api/naver/mygoodsRank/rivals/unpin', { gdkdSn, rivalSn }, cookie);
    expect([un.statusCode, un.json().message]).toEqual([200, ko.rankRivals.unpinned]);
    const again = await post(t, '/api/naver/mygoodsRank/rivals/unpin', { gdkdSn, rivalSn }, cookie);
    expect([again.statusCode, again.json().message]).toEqual([404, ko.rankRivals.rivalNotFound]);
    expect((await view(cookie, gdkdSn)).pinned).toHaveLength(2);
  });

  it('pins at most three per keyword when pins arrive at once', async () => {
    today = DAY1;
    await control(sim, 'POST', '/__control/clock', { date: DAY1 });
    const items = (await market('rival lamp')).items;
    const { cookie, gdkdSn } = await track('rival lamp', items[30]!);
    await t.services.rankEngine.checkKeyword('rival lamp', DAY1);
    const answers = await Promise.all(items.slice(0, 6).map((i) => pin(cookie, gdkdSn, i.productId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const { rows } = await t.database.sql.executeSql(
      `select count(*)::int as n from goods_rivals where gdkd_sn = $1`,
      [gdkdSn],
    );
    expect(rows).toEqual([{ n: 3 }]);
  });

  it("keeps the tops and the rivals' days 90 days", async () => {
    const exec = (q: string, v: unknown[] = []) => t.database.sql.executeSql(q, v);
    await exec(`delete from goods_keyword_tops`);
    for (const day of ['2026-08-24', '2026-08-25', DAY2]) {
      await exec(
        `insert into goods_keyword_tops (keyword_norm, day, slot, rank, item_key, title) values ('sweep', $1, 1, 1, '1', 'x')`,
        [day],
      );
    }
    // 2026-11-22 in Korea: 90 days kept are 2026-08-25 … 2026-11-22.
    await rankTopsSweepJob(t.database.db, () => new Date('2026-11-22T03:00:00Z')).handler({});
    const { rows } = await exec(`select day::text as day from goods_keyword_tops order by day`);
    expect(rows).toEqual([{ day: '2026-08-25' }, { day: DAY2 }]);
  });
});
