/**
 * "Check now" (issue 23 point 2): a member checks one product's keywords at once, free, at most
 * CHECK_NOW_PER_DAY times a Korea day per product, counted in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_NOW_PER_DAY, checkNowLeft, checkNowRunning, ko } from '@seller/shared';
import { type TestApp, coinState, createMember, login, post } from '../../test/app';
import { catalogLookup, createRankTestApp } from '../../test/rank';
import type { ShopItem } from './goods-rank.ports';
import { TEST_SHOP_PROFILE } from '../../test/shop';

const G = '/api/naver/mygoodsRank';
/** The marketplace: where product 11111 stands (1-based), changed by the tests. */
let position = 42;
let searches = 0;
const items = (): ShopItem[] =>
  Array.from({ length: 300 }, (_, i) => ({
    productId: i === position - 1 ? '11111' : i === 99 ? '22222' : String(500000 + i),
    mallProductId: null,
    title: `item ${i}`,
    image: null,
    lprice: 1000,
    mallName: 'Other',
    isCatalog: true,
  }));

let t: TestApp;
let clock = new Date('2026-11-22T03:00:00Z'); // 12:00 KST
beforeAll(async () => {
  t = await createRankTestApp(() => clock, {
    productLookup: catalogLookup((mid) => `Product ${mid}`),
    shop: {
      profile: TEST_SHOP_PROFILE,
      search: async (_kw, { start, display }) => {
        searches += 1;
        const all = items();
        return { total: all.length, items: all.slice(start - 1, start - 1 + display) };
      },
    },
  });
});
afterAll(() => t.close());

async function seller() {
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  return { ...m, cookie: await login(t, m.email) };
}
const list = async (cookie: string) => (await post(t, `${G}/select`, {}, cookie)).json();
const checkNow = (cookie: string, gdpSn: number) => post(t, `${G}/checkNow`, { gdpSn }, cookie);

async function tracked(cookie: string, mid = '11111', keyword: string | null = 'camp chair') {
  const { gdpSn } = (await post(t, `${G}/merges`, { type: 'midNum', currentInput: mid }, cookie)).json().data;
  if (keyword) await post(t, `${G}/merges`, { gdpSn, goodsKeyword: keyword }, cookie);
  await until(cookie, () => true);
  return gdpSn as number;
}

/** Waits until no keyword's check is running (first checks and "check now" alike). */
async function until(cookie: string, done: (answer: ReturnType<typeof Object>) => boolean) {
  for (let i = 0; i < 200; i++) {
    const answer = await list(cookie);
    const running = answer.myGoodsRank.some(
      (g: { gdpSn: number; checkNow: never }) =>
        checkNowRunning(
          g.checkNow,
          answer.keywordRankInfos.find((k: { gdpSn: number }) => k.gdpSn === g.gdpSn).keywordsInfo,
          clock,
        ) ||
        answer.keywordRankInfos.some((k: { keywordsInfo: { checkStatus: string }[] }) =>
          k.keywordsInfo.some((x) => x.checkStatus === 'pending'),
        ),
    );
    if (!running && done(answer)) return answer;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the check did not finish');
}

describe('check now (issue 23 point 2)', () => {
  it('checks the product’s keywords at once, free, and the list shows the new rank', async () => {
    position = 42;
    const s = await seller();
    const gdpSn = await tracked(s.cookie);
    const before = await list(s.cookie);
    expect(before.keywordRankInfos[0].keywordsInfo[0].keywordRankCurrent).toBe(42);
    expect(checkNowLeft(before.myGoodsRank[0].checkNow, clock)).toBe(CHECK_NOW_PER_DAY);
    const balance = await coinState(t, s.mbrSn);

    position = 7;
    clock = new Date('2026-11-22T04:00:00Z');
    const res = await checkNow(s.cookie, gdpSn);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ left: 2, keywords: 1 });
    const after = await until(
      s.cookie,
      (a) => a.keywordRankInfos[0].keywordsInfo[0].keywordRankCurrent === 7,
    );
    expect(after.myGoodsRank[0].checkNow).toEqual({
      day: '2026-11-22',
      count: 1,
      at: '2026-11-22T04:00:00.000Z',
    });
    expect(checkNowLeft(after.myGoodsRank[0].checkNow, clock)).toBe(2);
    expect(after.keywordRankInfos[0].keywordsInfo[0].checkedAt).toBe('2026-11-22T04:00:00.000Z');
    expect(await coinState(t, s.mbrSn)).toEqual(balance);
  });

  it('allows three a Korea day per product: the fourth is refused with a Korean 429 and checks nothing', async () => {
    clock = new Date('2026-11-23T01:00:00Z'); // 10:00 KST
    const s = await seller();
    const gdpSn = await tracked(s.cookie);
    for (const left of [2, 1, 0]) {
      const res = await checkNow(s.cookie, gdpSn);
      expect(res.json().data).toEqual({ left, keywords: 1 });
      await until(s.cookie, () => true);
    }
    const calls = searches;
    const refused = await checkNow(s.cookie, gdpSn);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CHECK_NOW_LIMIT', message: ko.errors.CHECK_NOW_LIMIT });
    await new Promise((r) => setTimeout(r, 100));
    expect(searches).toBe(calls);
    expect((await list(s.cookie)).myGoodsRank[0].checkNow.count).toBe(3);
    // Another product of the same member has its own three.
    const other = await tracked(s.cookie, '22222', 'camp table');
    expect((await checkNow(s.cookie, other)).statusCode).toBe(200);
    // The next Korea day (00:00 KST) gives three again.
    clock = new Date('2026-11-23T15:00:00Z');
    expect(checkNowLeft((await list(s.cookie)).myGoodsRank[0].checkNow, clock)).toBe(3);
    expect((await checkNow(s.cookie, gdpSn)).json().data).toEqual({ left: 2, keywords: 1 });
  });

  it('holds the limit in the database: ten requests at once, three accepted', async () => {
    clock = new Date('2026-11-24T03:00:00Z');
    const s = await seller();
    const gdpSn = await tracked(s.cookie);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkNow(s.cookie, gdpSn)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    const [row] = (
      await t.database.sql.executeSql(
        'select check_now_count, check_now_day::text as day from tracked_goods where gdp_sn = $1',
        [gdpSn],
      )
    ).rows as { check_now_count: number; day: string }[];
    expect(row).toEqual({ check_now_count: 3, day: '2026-11-24' });
    await until(s.cookie, () => true);
  });

  it('refuses another member’s product, an expired one and one without keywords, counting nothing', async () => {
    clock = new Date('2026-11-25T03:00:00Z');
    const owner = await seller();
    const gdpSn = await tracked(owner.cookie);
    const intruder = await seller();
    const foreign = await checkNow(intruder.cookie, gdpSn);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('GOODS_NOT_FOUND');
    // A payload naming the owner changes nothing: the member is the session's.
    expect(
      (await post(t, `${G}/checkNow`, { gdpSn, user: { mbrSn: owner.mbrSn } }, intruder.cookie)).statusCode,
    ).toBe(404);
    expect((await list(owner.cookie)).myGoodsRank[0].checkNow.count).toBe(0);

    const bare = await tracked(owner.cookie, '22222', null);
    const none = await checkNow(owner.cookie, bare);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'CHECK_NOW_NO_KEYWORDS',
      message: ko.errors.CHECK_NOW_NO_KEYWORDS,
    });

    // The product's 30 days have run out.
    await t.database.sql.executeSql(`update tracked_goods set coin_end_at = $2 where gdp_sn = $1`, [
      gdpSn,
      new Date('2026-11-25T02:00:00Z'),
    ]);
    const expired = await checkNow(owner.cookie, gdpSn);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('CHECK_NOW_EXPIRED');
    expect(
      (await list(owner.cookie)).myGoodsRank.map((g: { checkNow: { count: number } }) => g.checkNow.count),
    ).toEqual([0, 0]);
    expect((await post(t, `${G}/checkNow`, { gdpSn: 'x' }, owner.cookie)).statusCode).toBe(400);
  });
});
