/**
 * 순위 지도 over the real place adapter against the simulator (issue 41): the ranks at the points
 * are the simulator's list seen from each, and every call is counted in 수집 현황 (provider usage,
 * source naver-place) as the simulator received it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createMember, createTestApp, login, newKey, post } from '../../test/app';
import { serviceCalls } from '../../test/rank';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';

let sim: RunningSimulator;
let t: TestApp;
const KEYWORD = 'gangnam cafe';

beforeAll(async () => {
  sim = await startTestSimulator();
  t = await createTestApp({
    SIMULATOR: 'on',
    SIMULATOR_PORT: String(sim.port),
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

interface Listed {
  placeId: string;
  rank: number | null;
}

describe('순위 지도 against the simulator (issue 41)', () => {
  it('reads each point’s list from there and counts every call in provider usage', async () => {
    const places = (
      await control<{ items: Listed[] }>(
        sim,
        'GET',
        `/__control/market/places?keyword=${encodeURIComponent(KEYWORD)}`,
      )
    ).items;
    const target = places.find((p) => p.rank === 60)!;
    const m = await createMember(t);
    await t.services.coins.operatorGrant(m.mbrSn, 50);
    const cookie = await login(t, m.email);
    const reg = await post(
      t,
      '/api/naver/place/placeInsert',
      { placeId: target.placeId, placeKeyword: KEYWORD },
      cookie,
    );
    const { plkwrdSn } = reg.json().data;
    await t.services.settle();
    const before = await serviceCalls(sim, 'naver-place');
    const usageBefore = await usage();
    const scan = await t.services.placeRankMap.start(m.mbrSn, newKey(), {
      plkwrdSn,
      grid: 3,
      spacingM: 2000,
    });
    await t.services.settle();
    const done = await t.services.placeRankMap.get(m.mbrSn, scan.scanId);
    expect(done.status).toBe('done');
    for (const p of done.points) {
      const seen = (
        await control<{ items: Listed[] }>(
          sim,
          'GET',
          `/__control/market/places?keyword=${encodeURIComponent(KEYWORD)}&x=${p.x}&y=${p.y}`,
        )
      ).items.find((i) => i.placeId === target.placeId);
      expect(p.rank).toBe(
        seen?.rank !== undefined && seen.rank !== null && seen.rank <= 300 ? seen.rank : null,
      );
    }
    const calls = (await serviceCalls(sim, 'naver-place')) - before;
    expect(calls).toBeGreaterThanOrEqual(10); // the look-up and at least a page a point
    expect((await usage()) - usageBefore).toBe(calls);
  });
});

async function usage(): Promise<number> {
  const r = await t.database.sql.executeSql(
    `select coalesce(sum(calls), 0)::int as n from provider_usage_days where source = 'naver-place'`,
    [],
  );
  return (r.rows[0] as { n: number }).n;
}
