/**
 * The shopping source's daily budget from configuration (SHOPPING_DAILY_BUDGET_USD) stops rank
 * checks at the cap (issue 36 §3): across two service instances on one database, the calls that
 * fit are made, the next one is refused before it reaches the provider, the check is a failed
 * check (the rank stays as it was, no alert), and the managers are told once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../app';
import { rowsOf } from '../../db/client';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { serviceCalls } from '../../test/rank';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';

const DAY = '2026-11-23';
const now = () => new Date(`${DAY}T03:00:00Z`); // 12:00 KST
let sim: RunningSimulator;
let t: TestApp;

interface MarketItem {
  productId: string;
  mallProductId: string | null;
}

beforeAll(async () => {
  sim = await startTestSimulator();
  await control(sim, 'POST', '/__control/clock', { date: DAY });
  // SearchApi at its development price, 0.004 USD a search: two searches fit in 0.01 USD, not three.
  t = await createTestApp(
    {
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(sim.port),
      SHOPPING_SOURCE: 'searchapi',
      SEARCHAPI_PRICE_PER_REQUEST_USD: '0.004',
      SHOPPING_DAILY_BUDGET_USD: '0.01',
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
    { now },
  );
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

async function trackAt(keyword: string, rank: number) {
  const { items } = await control<{ items: MarketItem[] }>(
    sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY}&start=1&display=20`,
  );
  const item = items[5]!;
  await control(sim, 'POST', '/__control/rank', { keyword, productId: item.productId, rank });
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const reg = await post(t, '/api/naver/mygoodsRank/merges', { type: 'midNum', currentInput: item.productId }, cookie);
  expect(reg.statusCode, reg.body).toBe(200);
  await t.database.sql.executeSql(
    `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, lower($2), true)`,
    [reg.json().data.gdpSn, keyword],
  );
  return cookie;
}

const keywordRow = async (cookie: string) =>
  (await post(t, '/api/naver/mygoodsRank/select', {}, cookie)).json().keywordRankInfos[0].keywordsInfo[0];

describe('the shopping budget from configuration', () => {
  it('stops rank checks at the cap across two instances: a failed check, the rank kept, no alert, one notice', async () => {
    const manager = await createMember(t, { role: 'MNGR_MBR' });
    const a = await trackAt('budget lamp', 7);
    const b = await trackAt('budget desk', 9);
    // A second instance of the services on the same database, with its own meter and ports.
    const other = createServices(t.config, { database: t.database, now });
    expect(other.providerMeter.budgetOf('searchapi')).toBe(10_000);

    const calls0 = await serviceCalls(sim, 'searchapi');
    await t.services.rankEngine.checkKeyword('budget lamp', DAY);
    await other.rankEngine.checkKeyword('budget desk', DAY);
    expect((await serviceCalls(sim, 'searchapi')) - calls0).toBe(2);
    expect(await keywordRow(a)).toMatchObject({ keywordRankCurrent: 7, checkStatus: 'ok' });
    expect(await keywordRow(b)).toMatchObject({ keywordRankCurrent: 9, checkStatus: 'ok' });

    // The day's third search would pass 0.01 USD: refused here, never sent, on either instance.
    await expect(other.rankEngine.checkKeyword('budget lamp', DAY)).rejects.toMatchObject({ kind: 'budget' });
    await expect(t.services.rankEngine.checkKeyword('budget desk', DAY)).rejects.toMatchObject({ kind: 'budget' });
    expect((await serviceCalls(sim, 'searchapi')) - calls0).toBe(2);
    await Promise.all([t.services.settle(), other.settle()]);

    // Failed checks: the known ranks stay as they were, dated; nothing was recorded as a move.
    expect(await keywordRow(a)).toMatchObject({ keywordRankCurrent: 7, keywordRankPrevious: 0 });
    const checks = rowsOf<{ status: string; error: string | null }>(
      await t.database.db.execute(
        sql`select status, error from keyword_checks where keyword_norm = 'budget lamp' order by id`,
      ),
    );
    expect(checks.map((c) => c.status)).toEqual(['ok', 'failed']);
    expect(checks[1]!.error).toContain('budget');
    // No rank alert for the members; one budget notice for the manager.
    const notices = rowsOf<{ mbr_sn: number; rule: string }>(
      await t.database.db.execute(sql`select mbr_sn, rule from rank_alert_notifications order by id`),
    );
    expect(notices).toEqual([{ mbr_sn: manager.mbrSn, rule: 'budgetReached' }]);
  });
});
