import { describe, expect, it } from 'vitest';
import { type TestApp, createMember, login, post } from '../../test/app';
import { serviceCalls, simulatorRankApp } from '../../test/rank';
import { type RunningSimulator, control } from '../../test/simulator';

// The shopping source against the simulator's synthetic marketplace, through the real adapters.
// What every check writes (failures, retries, history) is tested once in lib/rank-engine.
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

simulatorRankApp(DAY1, (s, app) => {
  sim = s;
  t = app;
});

const shopCalls = () => serviceCalls(sim, 'searchapi');
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

  it('records a product not found within 500 as outside, after exactly the pages that hold 500 organic entries', async () => {
    const item = (await market('desk lamp')).items[3]!;
    const { cookie } = await track('desk lamp', item);
    await control(sim, 'POST', '/__control/rank', {
      keyword: 'desk lamp',
      productId: item.productId,
      rank: 0,
    });
    const before = await shopCalls();
    await t.services.rankEngine.checkKeyword('desk lamp', DAY1);
    // Pages of 100 slots with the simulated ads among them: rank 500 is on the sixth.
    expect((await shopCalls()) - before).toBe(6);
    expect(await keywordRow(cookie)).toMatchObject({ keywordRankCurrent: 0, checkStatus: 'ok' });
  });
});
