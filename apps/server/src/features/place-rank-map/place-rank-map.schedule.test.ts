/**
 * 순위 지도's weekly schedule and its database guards across instances (issue 41): the weekly scan
 * starts once on its Korea weekday from 07:00 whichever instance ticks (the claim), a restarted
 * instance does not start it again, the next week starts anew; two instances starting a scan of
 * one keyword at once run one (the partial unique index), both on one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { createServices } from '../../app';
import { jobDefinitions } from '../../jobs/definitions';
import type { Ports } from '../../app';
import { type TestApp, coinState, newKey, post } from '../../test/app';
import { inlineJobs } from '../../test/jobs';
import { fakeMap, mapTestApp, memberWithKeyword } from './test-support';

const BASE = '/api/naver/place/map';
let clock = new Date('2026-11-30T00:30:00Z'); // Monday 09:30 KST
const now = () => clock;
const map = fakeMap(() => 7);
let t: TestApp;

/** A second instance: its own services and inline jobs over the same database. */
function secondInstance() {
  const jobs = inlineJobs();
  const services = createServices(t.config, {
    database: t.database,
    queue: jobs,
    now,
    ports: { placeMap: map } as Partial<Ports>,
  });
  jobs.use(jobDefinitions(services, t.database.db, t.config, () => null, now));
  return { services, jobs };
}

beforeAll(async () => {
  t = await mapTestApp(map, now);
});
afterAll(() => t.close());

const at = (iso: string) => (clock = new Date(iso));

describe('순위 지도 weekly schedule (issue 41)', () => {
  it('starts on its weekday from 07:00 Korea time, once, across restarts and instances', async () => {
    const { member, cookie, plkwrdSn } = await memberWithKeyword(t, 100);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/schedule`,
      headers: { cookie },
      payload: { plkwrdSn, grid: 3, spacingM: 500, weekday: 3 }, // Wednesday
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ weekday: 3, grid: 3, spacingM: 500 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/schedule`,
      headers: { cookie },
      payload: { plkwrdSn, grid: 3, spacingM: 500, weekday: 8 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ko.placeRankMap.weekdayInvalid);

    // Read through the service: the test's clock jumps days past the session's idle limit.
    const weekly = async () =>
      (await t.services.placeRankMap.list(member.mbrSn, plkwrdSn)).filter((s) => s.trigger === 'weekly')
        .length;

    at('2026-12-01T21:30:00Z'); // Wednesday 06:30 KST: too early
    expect((await t.services.placeRankMap.tick()).started).toBe(0);
    at('2026-12-01T22:10:00Z'); // Wednesday 07:10 KST
    const second = secondInstance();
    // Both instances tick at once: one starts it.
    const ticks = await Promise.all([t.services.placeRankMap.tick(), second.services.placeRankMap.tick()]);
    expect(ticks[0].started + ticks[1].started).toBe(1);
    await t.services.settle();
    await second.jobs.settle();
    expect(await weekly()).toBe(1);
    expect((await coinState(t, member.mbrSn)).balance).toBe(100 - 9);
    // Later that day, and after a restart (a new instance on the same database): nothing more.
    at('2026-12-01T23:40:00Z');
    expect((await secondInstance().services.placeRankMap.tick()).started).toBe(0);
    expect((await t.services.placeRankMap.tick()).started).toBe(0);
    // Thursday: not its day. The next Wednesday: again.
    at('2026-12-02T23:00:00Z');
    expect((await t.services.placeRankMap.tick()).started).toBe(0);
    at('2026-12-08T23:00:00Z');
    expect((await secondInstance().services.placeRankMap.tick()).started).toBe(1);
    await t.services.settle();
    expect(await weekly()).toBe(2);

    // Off: no weekly scan any more.
    await t.services.placeRankMap.setSchedule(member.mbrSn, {
      plkwrdSn,
      grid: 3,
      spacingM: 500,
      weekday: null,
    });
    at('2026-12-15T23:00:00Z');
    expect((await t.services.placeRankMap.tick()).started).toBe(0);
  });

  it('a weekly start without enough coins skips the week and says why', async () => {
    const { cookie, plkwrdSn } = await memberWithKeyword(t, 2);
    await t.app.inject({
      method: 'PUT',
      url: `${BASE}/schedule`,
      headers: { cookie },
      payload: { plkwrdSn, grid: 3, spacingM: 1000, weekday: 2 },
    });
    at('2026-12-07T23:00:00Z'); // Tuesday 08:00 KST
    expect((await t.services.placeRankMap.tick()).started).toBe(0);
    const s = (
      await t.app.inject({ method: 'GET', url: `${BASE}/schedule?plkwrdSn=${plkwrdSn}`, headers: { cookie } })
    ).json().data;
    expect(s.lastError).toBe(ko.errors.INSUFFICIENT_COINS);
  });

  it('two instances starting a scan of one keyword at once run one; the other is refused', async () => {
    const { member, plkwrdSn } = await memberWithKeyword(t, 100);
    const second = secondInstance();
    const ask = { plkwrdSn, grid: 3, spacingM: 1000 };
    const results = await Promise.allSettled([
      t.services.placeRankMap.start(member.mbrSn, newKey(), ask),
      second.services.placeRankMap.start(member.mbrSn, newKey(), ask),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'MAP_SCAN_RUNNING' });
    await t.services.settle();
    await second.jobs.settle();
    const coins = await coinState(t, member.mbrSn);
    expect(coins.balance).toBe(91);
    expect(Number(coins.ledger)).toBe(91);
    // Once it ended, the keyword can be scanned again.
    const cookie = (await memberWithKeyword(t, 0)).cookie;
    expect((await post(t, `${BASE}/quote`, ask, cookie)).statusCode).toBe(404);
  });
});
