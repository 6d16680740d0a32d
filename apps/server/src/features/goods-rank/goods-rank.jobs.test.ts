import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { DAILY_RUN_CRON } from '../../lib/rank-engine/schedule';
import { RANK_CHECK_HOURLY_QUEUE, RANK_CHECK_QUEUE, goodsRankJobs, startOfHour } from './goods-rank.jobs';
import { emptyShop } from '../../test/shop';

let t: TestApp;
const clock = new Date('2026-11-22T01:31:00Z'); // 10:31 KST
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: () => clock,
      ports: {
        productLookup: {
          byCatalogId: async (mid) => ({
            midNo: mid,
            mallPid: null,
            title: 't',
            image: null,
            storeName: null,
            price: 1,
            matchingModelMidNo: null,
          }),
          byStoreProductNo: async () => null,
        },
        // Nothing is ever found: every check walks its full page budget.
        shop: emptyShop,
      },
    },
  );
});
afterAll(() => t.close());

describe('goods-rank jobs', () => {
  it('the daily run queues one check per distinct keyword with a per-day-and-round singleton key', async () => {
    const m = await createMember(t);
    await t.services.coins.operatorGrant(m.mbrSn, 100);
    const cookie = await login(t, m.email);
    for (const [mid, kw] of [
      ['1', 'Tent'],
      ['2', 'tent'],
      ['3', 'chair'],
    ] as const) {
      const { gdpSn } = (
        await post(t, '/api/naver/mygoodsRank/merges', { type: 'midNum', currentInput: mid }, cookie)
      ).json().data;
      await post(t, '/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: kw }, cookie);
    }
    const queued: [string, object, string][] = [];
    // The next day's run: the keywords were checked at registration, before that day's 10:30.
    const runClock = new Date('2026-11-23T01:31:00Z');
    const jobs = goodsRankJobs({
      db: t.database.db,
      engine: t.services.rankEngine,
      goods: t.services.goodsRank,
      // $0.03 an hour; every page of TEST_SHOP_PROFILE costs $0.004.
      hourlyBudget: { unit: 'micros', perHour: 30_000 },
      enqueue: async (q, d, k) => void queued.push([q, d, k]),
      now: () => runClock,
    });
    const daily = jobs.find((j) => j.name === 'rank-daily')!;
    expect(daily.cron).toBe(DAILY_RUN_CRON);
    await daily.handler({});
    await daily.handler({}); // a restarted run queues the same keys; pg-boss keeps one each
    expect(queued.map((q) => q[2])).toEqual([
      'chair|2026-11-23|0',
      'tent|2026-11-23|0',
      'chair|2026-11-23|0',
      'tent|2026-11-23|0',
    ]);
    expect(queued.every((q) => q[0] === RANK_CHECK_QUEUE)).toBe(true);

    queued.length = 0;
    await jobs.find((j) => j.name === 'rank-hourly')!.handler({});
    // An unranked keyword reads rank 500 with room for ads, 600 slots: six pages ($0.024). The
    // hour's $0.03 pays for one such keyword; the other waits for the next hour.
    expect(queued).toHaveLength(1);
    expect(queued[0]![0]).toBe(RANK_CHECK_HOURLY_QUEUE);
    expect(queued[0]![1]).toMatchObject({ slots: 600, hour: startOfHour(runClock).toISOString() });
  });
});
