import { describe, expect, it } from 'vitest';
import { type TestApp, createMember, login, post } from '../../test/app';
import { serviceCalls, simulatorRankApp } from '../../test/rank';
import { type RunningSimulator, control } from '../../test/simulator';

// Issue 42 §1: what the page said of each tracked product and pinned rival is kept beside the
// day's rank, from the pages the check reads anyway (no extra call); missing stays null, never 0.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';

simulatorRankApp(DAY1, (s, app) => {
  sim = s;
  t = app;
});

interface MarketItem {
  rank: number;
  productId: string;
  title: string;
  lprice: number;
  reviewCount: number;
}
const market = (keyword: string) =>
  control<{ items: MarketItem[] }>(
    sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY1}&start=1&display=100`,
  );

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

const rows = async (q: string, params: unknown[]) =>
  (await t.database.sql.executeSql(q, params)).rows as Record<string, unknown>[];

describe('attributes beside the rank', () => {
  it('keeps title, price, reviews, rating and the ad flag of the product and its pinned rival; purchases the source does not give stay null', async () => {
    const items = (await market('attr kettle')).items;
    const own = items[10]!;
    const rival = items.find((i) => i.reviewCount > 0 && i.productId !== own.productId)!;
    const { cookie, gdkdSn } = await track('attr kettle', own);
    const pin = await post(
      t,
      '/api/naver/mygoodsRank/rivals/pin',
      { gdkdSn, productId: rival.productId },
      cookie,
    );
    // A rival can only be pinned from a kept top: check once, pin, check again.
    if (pin.statusCode !== 200) {
      await t.services.rankEngine.checkKeyword('attr kettle', DAY1);
      const again = await post(
        t,
        '/api/naver/mygoodsRank/rivals/pin',
        { gdkdSn, productId: rival.productId },
        cookie,
      );
      expect(again.statusCode, again.body).toBe(200);
    }
    const before = await serviceCalls(sim, 'searchapi');
    const r = await t.services.rankEngine.checkKeyword('attr kettle', DAY1);
    // The attributes cost no call beyond the page the rank needed.
    expect((await serviceCalls(sim, 'searchapi')) - before).toBe(r.pagesFetched);

    const [mine] = await rows(
      `select rank, title, price, review_count, purchase_count, rating, advertised from rank_history where gdkd_sn = $1`,
      [gdkdSn],
    );
    expect(mine).toMatchObject({
      rank: own.rank,
      title: own.title,
      price: own.lprice,
      review_count: own.reviewCount,
      purchase_count: null,
      advertised: false,
    });
    if (own.reviewCount === 0) expect(mine!.rating).toBeNull();
    else expect(Number(mine!.rating)).toBeGreaterThanOrEqual(4);

    const [theirs] = await rows(
      `select h.rank, h.title, h.price, h.review_count, h.purchase_count, h.rating from goods_rival_history h
         join goods_rivals r using (rival_sn) where r.gdkd_sn = $1`,
      [gdkdSn],
    );
    expect(theirs).toMatchObject({
      rank: rival.rank,
      title: rival.title,
      price: rival.lprice,
      review_count: rival.reviewCount,
      purchase_count: null,
    });
    expect(Number(theirs!.rating)).toBeGreaterThanOrEqual(4);

    const [top] = await rows(
      `select title, price, review_count, purchase_count from goods_keyword_tops where keyword_norm = $1 and rank = $2`,
      ['attr kettle', own.rank],
    );
    expect(top).toMatchObject({ title: own.title, review_count: own.reviewCount, purchase_count: null });
  });

  it('a product outside the list that day has a rank of 0 and no attributes (null, not 0)', async () => {
    const items = (await market('attr mug')).items;
    const own = items[4]!;
    const { gdkdSn } = await track('attr mug', own);
    await control(sim, 'POST', '/__control/rank', {
      keyword: 'attr mug',
      productId: own.productId,
      rank: 0,
      date: DAY1,
    });
    await t.services.rankEngine.checkKeyword('attr mug', DAY1);
    const [mine] = await rows(
      `select rank, title, price, review_count, purchase_count, rating from rank_history where gdkd_sn = $1`,
      [gdkdSn],
    );
    expect(mine).toEqual({
      rank: 0,
      title: null,
      price: null,
      review_count: null,
      purchase_count: null,
      rating: null,
    });
  });
});
