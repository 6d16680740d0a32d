import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';
import { createPorts } from '../../ports';

// The rank engine against the simulator's synthetic marketplace, through the real adapters.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';
const DAY2 = '2026-11-23';

interface MarketItem {
  rank: number;
  productId: string;
  mallProductId: string | null;
  productType: number;
}

beforeAll(async () => {
  sim = await startTestSimulator();
  const env = { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) };
  const base = await createTestApp(env);
  await base.close();
  t = await createTestApp(env, {
    // No adapter retries: a faulty page fails the check, and the job-level retry is what recovers.
    ports: createPorts(base.config, { retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 4 } }),
  });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(async () => {
  await control(sim, 'POST', '/__control/reset');
  await control(sim, 'POST', '/__control/clock', { date: DAY1 });
});

const shopCalls = async () => {
  const calls = await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
  return Object.values(calls['naver-shop'] ?? {}).reduce((a, b) => a + b, 0);
};
const market = (keyword: string, start = 1, display = 100) =>
  control<{ items: MarketItem[] }>(
    sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY1}&start=${start}&display=${display}`,
  );

async function track(
  keyword: string,
  item: MarketItem,
  by: 'mid' | 'store' = item.mallProductId ? 'store' : 'mid',
) {
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const type = by === 'mid' ? 'midNum' : 'prodNum';
  const currentInput = by === 'mid' ? item.productId : item.mallProductId!;
  const reg = await post(t, '/api/naver/mygoodsRank/merges', { type, currentInput }, cookie);
  expect(reg.statusCode, reg.body).toBe(200);
  const { gdpSn } = reg.json().data;
  // Added directly (not through the route) so the test decides when checks run.
  await t.database.sql.executeSql(
    `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, lower($2), true)`,
    [gdpSn, keyword],
  );
  return { cookie, gdpSn };
}
const keywordRow = async (cookie: string) =>
  (await post(t, '/api/naver/mygoodsRank/select', {}, cookie)).json().keywordRankInfos[0].keywordsInfo[0];
const historyRows = async () =>
  (await t.database.sql.executeSql('select count(*)::int as n from rank_history')).rows[0] as { n: number };

describe('rank engine against the simulator', () => {
  it('registers through the product look-up with the same details the search shows', async () => {
    const items = (await market('camping chair')).items;
    const store = items.find((i) => i.mallProductId)!;
    const { cookie } = await track('camping chair', store, 'store');
    const g = (await post(t, '/api/naver/mygoodsRank/select', {}, cookie)).json().myGoodsRank[0];
    expect(g).toMatchObject({
      lookupStatus: 'resolved',
      mallPid: store.mallProductId,
      midNo: store.productId,
    });
    expect(g.goodsTitleNm).toBeTruthy();
  });

  it('follows a rank the simulator moves and shows the change the next day', async () => {
    const item = (await market('folding table')).items[30]!;
    const { cookie } = await track('folding table', item);
    await control(sim, 'POST', '/__control/rank', {
      keyword: 'folding table',
      productId: item.productId,
      rank: 57,
      date: DAY1,
    });
    await t.services.rankEngine.checkKeyword('folding table', DAY1);
    expect(await keywordRow(cookie)).toMatchObject({ keywordRankCurrent: 57, keywordRankPrevious: 0 });
    await control(sim, 'POST', '/__control/clock', { date: DAY2 });
    await control(sim, 'POST', '/__control/rank', {
      keyword: 'folding table',
      productId: item.productId,
      rank: 12,
      date: DAY2,
    });
    await t.services.rankEngine.checkKeyword('folding table', DAY2);
    expect(await keywordRow(cookie)).toMatchObject({
      keywordRankCurrent: 12,
      keywordRankPrevious: 57,
      keywordRankComparison: 45,
    });
  });

  it('checks a keyword once for every member tracking it, fetching only the pages needed', async () => {
    const items = (await market('yoga mat', 1, 300)).items;
    const a = await track('Yoga Mat', items[5]!);
    const b = await track('yoga mat', items[150]!);
    const before = await shopCalls();
    const r = await t.services.rankEngine.checkKeyword('yoga mat', DAY1);
    // ranks 6 and 151: two pages of 100 for both members together
    expect(r).toMatchObject({ pagesFetched: 2, targets: 2, found: 2 });
    expect((await shopCalls()) - before).toBe(2);
    expect((await keywordRow(a.cookie)).keywordRankCurrent).toBe(6);
    expect((await keywordRow(b.cookie)).keywordRankCurrent).toBe(151);
  });

  it('records a product not found within 500 as outside, after exactly five pages', async () => {
    const item = (await market('desk lamp')).items[3]!;
    const { cookie } = await track('desk lamp', item);
    await control(sim, 'POST', '/__control/rank', {
      keyword: 'desk lamp',
      productId: item.productId,
      rank: 0,
    });
    const before = await shopCalls();
    await t.services.rankEngine.checkKeyword('desk lamp', DAY1);
    expect((await shopCalls()) - before).toBe(5);
    expect(await keywordRow(cookie)).toMatchObject({ keywordRankCurrent: 0, checkStatus: 'ok' });
  });

  it('a short answer is a failed check: rank, history and status stay; the retry records the day', async () => {
    const keyword = 'picnic mat';
    const item = (await market(keyword)).items[7]!;
    const { cookie, gdpSn } = await track(keyword, item);
    await control(sim, 'POST', '/__control/rank', {
      keyword,
      productId: item.productId,
      rank: 150,
      date: DAY1,
    });
    await t.services.rankEngine.checkKeyword(keyword, DAY1);
    const known = { keywordRankCurrent: 150, checkStatus: 'ok' };
    expect(await keywordRow(cookie)).toMatchObject(known);
    const history = async () =>
      (
        await t.database.sql.executeSql(
          `select h.day::text as day, h.rank from rank_history h
             join tracked_keywords k on k.gdkd_sn = h.gdkd_sn where k.gdp_sn = $1 order by h.day`,
          [gdpSn],
        )
      ).rows;
    const lastCheck = async () =>
      (
        await t.database.sql.executeSql(
          `select status, pages_fetched as pages, error from keyword_checks
            where keyword_norm = $1 order by id desc limit 1`,
          [keyword],
        )
      ).rows[0] as { status: string; pages: number; error: string | null };
    expect(await history()).toEqual([{ day: DAY1, rank: 150 }]);

    // HTTP 200 with fewer items than `total` promises: an empty first page (`total` > 1,100,
    // `items: []`), a first page of 40, and a second page of 10 after a whole first one (the
    // pure-delay fault lets the first call through).
    const shortAnswers = [
      [{ service: 'naver-shop', count: 1, truncate: 0 }],
      [{ service: 'naver-shop', count: 1, truncate: 40 }],
      [
        { service: 'naver-shop', count: 1, delayMs: 1 },
        { service: 'naver-shop', count: 1, truncate: 10 },
      ],
    ];
    for (const [i, faults] of shortAnswers.entries()) {
      await control(sim, 'POST', '/__control/faults', faults);
      await expect(t.services.rankEngine.checkKeyword(keyword, DAY1)).rejects.toThrow(/short page/);
      expect(await keywordRow(cookie)).toMatchObject(known);
      expect(await history()).toEqual([{ day: DAY1, rank: 150 }]);
      expect(await lastCheck()).toMatchObject({
        status: 'failed',
        pages: i === 2 ? 2 : 1,
        error: expect.stringContaining('short page'),
      });
    }
    // The job's retry, with the provider answering whole pages again, records the day.
    await control(sim, 'POST', '/__control/rank', {
      keyword,
      productId: item.productId,
      rank: 160,
      date: DAY1,
    });
    await t.services.rankEngine.checkKeyword(keyword, DAY1);
    expect(await keywordRow(cookie)).toMatchObject({ keywordRankCurrent: 160, checkStatus: 'ok' });
    expect(await history()).toEqual([{ day: DAY1, rank: 160 }]);
    expect(await lastCheck()).toMatchObject({ status: 'ok', pages: 2 });
  });

  it('under 20% faults records no drop and completes every keyword after retries; reruns add no rows', async () => {
    const keywords = ['rain boots', 'wool socks', 'thermos', 'hand cream', 'phone case'];
    const rows: { cookie: string; rank: number }[] = [];
    for (const [i, k] of keywords.entries()) {
      const item = (await market(k, 1, 500)).items[40 + i * 90]!;
      rows.push({ ...(await track(k, item)), rank: 41 + i * 90 });
    }
    for (const k of keywords) await t.services.rankEngine.checkKeyword(k, DAY1);
    const firstRows = await historyRows();
    // The first call always fails (so the retry path is surely taken), then 20% of calls do.
    await control(sim, 'POST', '/__control/faults', { service: 'naver-shop', count: 1, status: 500 });
    await control(sim, 'POST', '/__control/faults', {
      service: 'naver-shop',
      count: 10_000,
      status: 500,
      rate: 0.2,
    });
    let failures = 0;
    for (const k of keywords) {
      // What the job engine does: retry a failed check until it completes.
      for (let attempt = 0; ; attempt++) {
        try {
          await t.services.rankEngine.checkKeyword(k, DAY1);
          break;
        } catch {
          failures += 1;
          // A failure never shows as a change: every rank is still what it was.
          for (const r of rows) expect((await keywordRow(r.cookie)).keywordRankCurrent).toBe(r.rank);
          if (attempt > 50) throw new Error('never completed');
        }
      }
    }
    await control(sim, 'DELETE', '/__control/faults');
    for (const r of rows)
      expect(await keywordRow(r.cookie)).toMatchObject({ keywordRankCurrent: r.rank, checkStatus: 'ok' });
    expect(await historyRows()).toEqual(firstRows); // same day: updated in place, never duplicated
    expect(failures).toBeGreaterThan(0);
    const checks = await t.database.sql.executeSql(
      `select status, count(*)::int as n from keyword_checks group by status`,
    );
    expect(
      (checks.rows as { status: string; n: number }[]).find((c) => c.status === 'ok')!.n,
    ).toBeGreaterThanOrEqual(10);
  });
});
