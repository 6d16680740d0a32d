import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MeterOutcome, ProviderMeter } from '../../lib/provider-usage/port';
import { createPorts } from '../../ports';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';
import { runJob } from '../../jobs/boss';
import { RANK_CHECK_HOURLY_QUEUE, goodsRankJobs } from './goods-rank.jobs';

// The rank engine on a one-shot source: the default Apify actor (automly, priced per row) of the
// simulator, through the real adapter. Every run reads from the top, so what a check costs is the
// rows its runs returned, which the meter is told run by run.
const DAY = '2026-11-22';
let sim: RunningSimulator;
let t: TestApp;
const runs: MeterOutcome[] = [];
const meter: ProviderMeter = {
  begin: async () => ({ end: async (outcome) => void runs.push(outcome) }),
};

beforeAll(async () => {
  sim = await startTestSimulator();
  const env = { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port), SHOPPING_SOURCE: 'apify' };
  const base = await createTestApp(env);
  await base.close();
  t = await createTestApp(env, {
    ports: createPorts(base.config, { retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 4 }, meter }),
  });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(async () => {
  await control(sim, 'POST', '/__control/reset');
  await control(sim, 'POST', '/__control/clock', { date: DAY });
  runs.length = 0;
});

/** The n-th organic product of the keyword's list (1-based), tracked by a new member. */
async function trackAt(keyword: string, rank: number) {
  const { items } = await control<{ items: { productId: string }[] }>(
    sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY}&start=${rank}&display=1`,
  );
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const reg = await post(
    t,
    '/api/naver/mygoodsRank/merges',
    { type: 'midNum', currentInput: items[0]!.productId },
    cookie,
  );
  expect(reg.statusCode, reg.body).toBe(200);
  await t.database.sql.executeSql(
    `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, lower($2), true)`,
    [reg.json().data.gdpSn, keyword],
  );
  return { cookie, productId: items[0]!.productId };
}
const rankOf = async (cookie: string) =>
  (await post(t, '/api/naver/mygoodsRank/select', {}, cookie)).json().keywordRankInfos[0].keywordsInfo[0]
    .keywordRankCurrent;

describe('rank engine on a one-shot source (Apify)', () => {
  it('asks one run of rank 500 with room for the ads: a product outside 500 costs 600 rows, not 500 + 1,000', async () => {
    const { cookie, productId } = await trackAt('camping chair', 3);
    await control(sim, 'POST', '/__control/rank', { keyword: 'camping chair', productId, rank: 0 });
    const r = await t.services.rankEngine.checkKeyword('camping chair', DAY);
    expect(r).toMatchObject({ pagesFetched: 1, targets: 1, found: 0 });
    // The simulated list has 52 ads among its first 500 organic products: 552 slots prove "outside".
    expect(runs.map((x) => x.rows)).toEqual([600]);
    // automly's list price, $2.49 per 1,000 rows.
    expect(runs[0]!.costMicros).toBe(1_494_000);
    expect(await rankOf(cookie)).toBe(0);
  });

  it('finds a product at organic rank 490 (past slot 500, behind 50 ads) in the same one run', async () => {
    const { cookie, productId } = await trackAt('folding table', 10);
    await control(sim, 'POST', '/__control/rank', { keyword: 'folding table', productId, rank: 490 });
    await t.services.rankEngine.checkKeyword('folding table', DAY);
    expect(runs.map((x) => x.rows)).toEqual([600]);
    expect(await rankOf(cookie)).toBe(490);
  });

  // Issue 36 "a test per provider fault": each of Apify's refusals is a failed check — the known
  // rank stays, nothing is recorded as a move — and a refused run is charged as the adapter says
  // it was, once (the meter's outcome), never a second time by a retry.
  it.each([
    ['out of credit (402)', { service: 'apify', count: 1, status: 402 }, 'payment-required'],
    ['run past 300 s (408)', { service: 'apify', count: 1, status: 408 }, 'run-timeout'],
    ['a FAILED run', { service: 'apify:run-failed', count: 1 }, 'run-failed'],
    ['rate limited (429)', { service: 'apify', count: 1, status: 429 }, 'rate-limited'],
  ] as const)('%s: a failed check, the rank kept, no drop', async (_name, fault, kind) => {
    const { cookie, productId } = await trackAt('camping lamp', 4);
    await control(sim, 'POST', '/__control/rank', { keyword: 'camping lamp', productId, rank: 7 });
    await t.services.rankEngine.checkKeyword('camping lamp', DAY);
    expect(await rankOf(cookie)).toBe(7);
    runs.length = 0;
    await control(sim, 'POST', '/__control/rank', { keyword: 'camping lamp', productId, rank: 0 });
    await control(sim, 'POST', '/__control/faults', fault);
    await expect(t.services.rankEngine.checkKeyword('camping lamp', DAY)).rejects.toMatchObject({ kind });
    // The check failed: the rank recorded before stays, no "outside" written.
    expect(await rankOf(cookie)).toBe(7);
    // One attempt (no adapter retries in this app), told to the meter once, as the failure it was.
    expect(runs).toHaveLength(1);
    expect(runs[0]!.result).toBe(kind);
    expect(runs[0]!.rows).toBe(0);
  });

  it('an hourly run asks one run of only the rows its plan paid for, priced per row, and records where the hour came from', async () => {
    const { cookie, productId } = await trackAt('hourly lamp', 5);
    await control(sim, 'POST', '/__control/rank', { keyword: 'hourly lamp', productId, rank: 7 });
    await t.services.rankEngine.checkKeyword('hourly lamp', DAY);
    expect(await rankOf(cookie)).toBe(7);
    runs.length = 0;

    const queued: { queue: string; data: object }[] = [];
    const jobs = goodsRankJobs({
      db: t.database.db,
      engine: t.services.rankEngine,
      goods: t.services.goodsRank,
      // $10 an hour: every keyword tracked in this file fits.
      hourlyBudget: { unit: 'micros', perHour: 10_000_000 },
      enqueue: async (queue, data) => void queued.push({ queue, data }),
    });
    await jobs.find((j) => j.name === 'rank-hourly')!.handler({});
    const planned = queued.find((q) => (q.data as { keywordNorm: string }).keywordNorm === 'hourly lamp')!;
    // Rank 7 with room for the ads at the top and among them: 29 rows, not a daily run's 600.
    expect(planned).toMatchObject({ queue: RANK_CHECK_HOURLY_QUEUE, data: { slots: 29 } });
    expect(runs).toHaveLength(0); // planning calls nothing

    await runJob(
      jobs.find((j) => j.name === RANK_CHECK_HOURLY_QUEUE)!,
      planned.data,
    );
    // One run of exactly the planned rows, at automly's $2.49 per 1,000 rows.
    expect(runs.map((r) => r.rows)).toEqual([29]);
    expect(runs[0]!.costMicros).toBe(72_210);

    const hours = (await post(t, '/api/naver/mygoodsRank/v1/select', {}, cookie)).json().items[0].keywords[0]
      .hours;
    expect(hours).toHaveLength(1);
    expect(hours[0]).toMatchObject({
      rank: 7,
      provenance: { source: 'apify', surface: 'price-comparison', device: 'pc' },
    });
    // The depth is the organic entries of the 29 slots read: the ads among them are no ranks.
    expect(hours[0].provenance.depth).toBeGreaterThanOrEqual(7);
    expect(hours[0].provenance.depth).toBeLessThan(29);
  });
});
