/**
 * The rank engine under faults (issue 11, point 5): the Korea clock (the 10:30 daily run,
 * midnight, hourly checks), provider faults on a share of calls through the real job engine,
 * and a worker process killed with SIGKILL in the middle of the daily run.
 * goods-rank.engine.test.ts and place-rank.engine.test.ts cover a check retried by hand under
 * 20% faults; here the retries are pg-boss's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import parser from 'cron-parser';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KST, type KeywordInfo, type PlaceKeywordRow, checkNote } from '@seller/shared';
import type { Ports } from '../../app';
import { loadConfig } from '../../config';
import {
  RANK_CHECK_HOURLY_QUEUE,
  RANK_CHECK_QUEUE,
  goodsRankJobs,
} from '../../features/goods-rank/goods-rank.jobs';
import {
  PLACE_CHECK_QUEUE,
  PLACE_DAILY_QUEUE,
  placeRankJobs,
} from '../../features/place-rank/place-rank.jobs';
import { type JobEngine, startJobs } from '../../jobs/boss';
import { jobDefinitions } from '../../jobs/definitions';
import { createPorts } from '../../ports';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';
import { CHECKS_AT_ONCE, DAILY_RUN_CRON, worstJobSeconds } from './schedule';
import { freeMeter } from '../../test/shop';

/** An instant given as Korea wall-clock time. */
const at = (day: string, time: string) => new Date(`${day}T${time}+09:00`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FAST_RETRY = { retries: 2, baseDelayMs: 1, maxDelayMs: 4 };
const RANK_QUEUES = ['rank-daily', RANK_CHECK_QUEUE, PLACE_DAILY_QUEUE, PLACE_CHECK_QUEUE];

async function rows<T>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.sql.executeSql(text, values)).rows as T[];
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

// --- the simulated market -------------------------------------------------------------------

interface MarketItem {
  rank: number;
  productId: string;
}
interface MarketPlace {
  rank: number | null;
  placeId: string;
}
const products = async (sim: RunningSimulator, keyword: string, date: string) =>
  (
    await control<{ items: MarketItem[] }>(
      sim,
      'GET',
      `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${date}&start=1&display=100`,
    )
  ).items;
const places = async (sim: RunningSimulator, keyword: string, date: string) =>
  (
    await control<{ items: MarketPlace[] }>(
      sim,
      'GET',
      `/__control/market/places?keyword=${encodeURIComponent(keyword)}&date=${date}`,
    )
  ).items;
const pinProduct = (sim: RunningSimulator, keyword: string, productId: string, rank: number, date: string) =>
  control(sim, 'POST', '/__control/rank', { keyword, productId, rank, date });
const pinPlace = (sim: RunningSimulator, keyword: string, placeId: string, rank: number, date: string) =>
  control(sim, 'POST', '/__control/place-rank', { keyword, placeId, rank, date });
const simDate = (sim: RunningSimulator, date: string) => control(sim, 'POST', '/__control/clock', { date });

// --- tracked rows, inserted directly so the test decides when checks run ---------------------

async function trackGoods(t: TestApp, mbrSn: number, productId: string, keyword: string): Promise<number> {
  const [g] = await rows<{ gdp_sn: number }>(
    t,
    `insert into tracked_goods (mbr_sn, mid_no, registered_by, lookup_status, coin_start_at, coin_end_at)
     values ($1, $2, 'midNum', 'resolved', '2026-01-01T00:00:00Z', '2099-01-01T00:00:00Z') returning gdp_sn`,
    [mbrSn, productId],
  );
  const [k] = await rows<{ gdkd_sn: number }>(
    t,
    `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, $2, true) returning gdkd_sn`,
    [g!.gdp_sn, keyword],
  );
  return k!.gdkd_sn;
}

async function trackPlace(t: TestApp, mbrSn: number, placeId: string, keyword: string): Promise<number> {
  const [p] = await rows<{ plce_sn: number }>(
    t,
    `insert into tracked_places (mbr_sn, place_id) values ($1, $2) returning plce_sn`,
    [mbrSn, placeId],
  );
  const [k] = await rows<{ plkwrd_sn: number }>(
    t,
    `insert into place_keywords (plce_sn, keyword, keyword_norm, representative)
     values ($1, $2, $2, true) returning plkwrd_sn`,
    [p!.plce_sn, keyword],
  );
  return k!.plkwrd_sn;
}

interface KeywordState {
  rank_current: number | null;
  rank_previous: number | null;
  rank_day: string | null;
  check_status: string;
}
const goodsState = async (t: TestApp, gdkdSn: number) =>
  (
    await rows<KeywordState>(
      t,
      `select rank_current, rank_previous, rank_day::text as rank_day, check_status
         from tracked_keywords where gdkd_sn = $1`,
      [gdkdSn],
    )
  )[0]!;
const placeState = async (t: TestApp, plkwrdSn: number) =>
  (
    await rows<KeywordState>(
      t,
      `select rank_current, rank_previous, rank_day::text as rank_day, check_status
         from place_keywords where plkwrd_sn = $1`,
      [plkwrdSn],
    )
  )[0]!;
const goodsHistory = (t: TestApp, gdkdSn: number) =>
  rows<{ day: string; rank: number }>(
    t,
    'select day::text as day, rank from rank_history where gdkd_sn = $1 order by day',
    [gdkdSn],
  );
const placeHistory = (t: TestApp, plkwrdSn: number) =>
  rows<{ day: string; rank: number }>(
    t,
    'select day::text as day, rank from place_rank_history where plkwrd_sn = $1 order by day',
    [plkwrdSn],
  );

async function simulatorApp(
  wrap: (ports: Ports) => Partial<Ports>,
  now: () => Date,
): Promise<{ sim: RunningSimulator; t: TestApp }> {
  const sim = await startTestSimulator();
  const env = { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) };
  const base = await createTestApp(env);
  await base.close();
  // Short timeouts and quick adapter retries: a fault that outlasts them fails the check.
  const ports = createPorts(base.config, { retry: FAST_RETRY, timeoutMs: 1000, meter: freeMeter });
  return { sim, t: await createTestApp(env, { ports: wrap(ports), now }) };
}

// --- the Korea clock ------------------------------------------------------------------------

describe('the Korea clock: the 10:30 daily run, midnight and hourly checks', () => {
  let sim: RunningSimulator;
  let t: TestApp;
  let clock = at('2026-11-21', '10:31:00');
  /** Runs after every result page: lets a test move the clock while a check is under way. */
  let afterPage: (() => void) | null = null;
  let mbrSn: number;
  const queued: { queue: string; data: Record<string, unknown>; key: string }[] = [];

  beforeAll(async () => {
    ({ sim, t } = await simulatorApp(
      (p) => ({
        ...p,
        shop: {
          profile: p.shop.profile,
          search: async (keyword, page) => {
            const r = await p.shop.search(keyword, page);
            afterPage?.();
            return r;
          },
        },
        places: {
          ...p.places,
          listPlaces: async (keyword, page) => {
            const r = await p.places.listPlaces(keyword, page);
            afterPage?.();
            return r;
          },
        },
      }),
      () => clock,
    ));
    mbrSn = (await createMember(t)).mbrSn;
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  const jobs = () => [
    ...goodsRankJobs({
      db: t.database.db,
      engine: t.services.rankEngine,
      goods: t.services.goodsRank,
      hourlyBudget: { unit: 'calls', perHour: 1000 },
      enqueue: async (queue, data, key) => void queued.push({ queue, data: data as never, key }),
      now: () => clock,
    }),
    ...placeRankJobs({
      db: t.database.db,
      engine: t.services.placeRankEngine,
      enqueue: async (queue, data, key) => void queued.push({ queue, data: data as never, key }),
      now: () => clock,
    }),
  ];
  const run = (name: string, data: object = {}) =>
    jobs()
      .find((j) => j.name === name)!
      .handler(data);
  const fanOut = async () => {
    await run('rank-daily');
    await run(PLACE_DAILY_QUEUE);
    return queued.map((q) => q.key);
  };
  /** What the workers do with the queued jobs (pg-boss keeps one job per key). */
  const work = async () => {
    for (const { queue, data } of queued.splice(0)) await run(queue, data);
  };

  it('records nothing before 10:30; the 10:30 run records the day once; later ticks queue only what is missing', async () => {
    const [d0, d1, d2] = ['2026-11-21', '2026-11-22', '2026-11-23'];
    const item = (await products(sim, 'clock tent', d0))[10]!;
    await pinProduct(sim, 'clock tent', item.productId, 40, d0);
    await pinProduct(sim, 'clock tent', item.productId, 25, d1);
    const place = (await places(sim, 'clock cafe', d0)).find((p) => p.rank === 15)!;
    await pinPlace(sim, 'clock cafe', place.placeId, 30, d0);
    await pinPlace(sim, 'clock cafe', place.placeId, 20, d1);
    const g = await trackGoods(t, mbrSn, item.productId, 'clock tent');
    const p = await trackPlace(t, mbrSn, place.placeId, 'clock cafe');

    await simDate(sim, d0);
    clock = at(d0, '10:31:00');
    expect(await fanOut()).toEqual([`clock tent|${d0}|0`, `clock cafe|${d0}|0`]);
    await work();
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 40, rank_day: d0 });

    // The next morning at 10:29 the day's run has not started: yesterday's record stands.
    await simDate(sim, d1);
    clock = at(d1, '10:29:00');
    expect(await fanOut()).toEqual([]);
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 40, rank_previous: null, rank_day: d0 });
    expect(await placeState(t, p)).toMatchObject({ rank_current: 30, rank_day: d0 });
    // pg-boss evaluates the schedule in Korea time: the next tick is 10:30 of the same day.
    const next = (from: Date) =>
      parser.parseExpression(DAILY_RUN_CRON, { tz: KST, currentDate: from }).next().toDate();
    expect(next(at(d1, '10:29:00'))).toEqual(at(d1, '10:30:00'));
    expect(next(at(d1, '10:30:00'))).toEqual(at(d1, '10:40:00'));
    expect(next(at(d1, '23:55:00'))).toEqual(at(d2, '10:00:00'));

    // At 10:31 the day's run records day d1, moving the previous rank once.
    clock = at(d1, '10:31:00');
    expect(await fanOut()).toEqual([`clock tent|${d1}|0`, `clock cafe|${d1}|0`]);
    await work();
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 25, rank_previous: 40, rank_day: d1 });
    expect(await placeState(t, p)).toMatchObject({ rank_current: 20, rank_previous: 30, rank_day: d1 });

    // Running the day's jobs again (a retry, a restarted worker) adds no row and shifts nothing.
    clock = at(d1, '10:45:00');
    await run(RANK_CHECK_QUEUE, { keywordNorm: 'clock tent', day: d1 });
    await run(PLACE_CHECK_QUEUE, { keywordNorm: 'clock cafe', day: d1 });
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 25, rank_previous: 40, rank_day: d1 });
    expect(await placeState(t, p)).toMatchObject({ rank_current: 20, rank_previous: 30, rank_day: d1 });
    expect(await goodsHistory(t, g)).toEqual([
      { day: d0, rank: 40 },
      { day: d1, rank: 25 },
    ]);
    expect(await placeHistory(t, p)).toEqual([
      { day: d0, rank: 30 },
      { day: d1, rank: 20 },
    ]);

    // A later tick queues only keywords not checked since 10:30 (a lost job, a worker that was down).
    const other = (await products(sim, 'clock lamp', d1))[3]!;
    const lamp = await trackGoods(t, mbrSn, other.productId, 'clock lamp');
    clock = at(d1, '10:51:00');
    expect(await fanOut()).toEqual([`clock lamp|${d1}|0`]);
    await work();
    expect(await goodsState(t, lamp)).toMatchObject({
      rank_current: other.rank,
      rank_day: d1,
      check_status: 'ok',
    });
    clock = at(d1, '11:01:00');
    expect(await fanOut()).toEqual([]);

    // After midnight and before 10:30 nothing runs: the next record is the next day's 10:30 run.
    clock = at(d2, '00:05:00');
    expect(await fanOut()).toEqual([]);
  });

  it('a check of day D that starts before midnight and writes after it records day D; a late retry of D never overwrites D+1', async () => {
    const [e0, e1, e2] = ['2026-12-01', '2026-12-02', '2026-12-03'];
    const item = (await products(sim, 'midnight tent', e0))[5]!;
    const place = (await places(sim, 'midnight cafe', e0)).find((x) => x.rank === 8)!;
    for (const [day, rank] of [
      [e0, 40],
      [e1, 25],
      [e2, 12],
    ] as const) {
      await pinProduct(sim, 'midnight tent', item.productId, rank, day);
      await pinPlace(sim, 'midnight cafe', place.placeId, rank + 1, day);
    }
    const g = await trackGoods(t, mbrSn, item.productId, 'midnight tent');
    const p = await trackPlace(t, mbrSn, place.placeId, 'midnight cafe');
    const checkBoth = async (day?: string) => {
      await run(RANK_CHECK_QUEUE, { keywordNorm: 'midnight tent', ...(day ? { day } : {}) });
      await run(PLACE_CHECK_QUEUE, { keywordNorm: 'midnight cafe', ...(day ? { day } : {}) });
    };

    await simDate(sim, e0);
    clock = at(e0, '10:31:00');
    await checkBoth(e0);

    // Day e1's jobs start at 23:59:59; their page comes back after midnight.
    await simDate(sim, e1);
    clock = at(e1, '23:59:59');
    afterPage = () => {
      clock = at(e2, '00:00:01');
    };
    await checkBoth(e1);
    afterPage = null;
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 25, rank_previous: 40, rank_day: e1 });
    expect(await placeState(t, p)).toMatchObject({ rank_current: 26, rank_previous: 41, rank_day: e1 });
    const [written] = await rows<{ checked_at: Date | string }>(
      t,
      'select checked_at from tracked_keywords where gdkd_sn = $1',
      [g],
    );
    expect(new Date(written!.checked_at)).toEqual(at(e2, '00:00:01')); // written after midnight

    // An immediate check at 00:01 (someone registers the same keyword) records day e2.
    await simDate(sim, e2);
    clock = at(e2, '00:01:00');
    await checkBoth();
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 12, rank_previous: 25, rank_day: e2 });
    expect(await placeState(t, p)).toMatchObject({ rank_current: 13, rank_previous: 26, rank_day: e2 });

    // A retry of day e1's job that comes late (its worker died after writing) changes nothing of e2.
    clock = at(e2, '00:02:00');
    await checkBoth(e1);
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 12, rank_previous: 25, rank_day: e2 });
    expect(await placeState(t, p)).toMatchObject({ rank_current: 13, rank_previous: 26, rank_day: e2 });
    expect(await goodsHistory(t, g)).toEqual([
      { day: e0, rank: 40 },
      { day: e1, rank: 25 },
      { day: e2, rank: 12 },
    ]);
    expect(await placeHistory(t, p)).toEqual([
      { day: e0, rank: 41 },
      { day: e1, rank: 26 },
      { day: e2, rank: 13 },
    ]);

    // e2's 10:30 run updates e2's record in place: the previous rank moved once, at 00:01.
    clock = at(e2, '10:31:00');
    await fanOut();
    await work();
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 12, rank_previous: 25, rank_day: e2 });
    expect(await goodsHistory(t, g)).toHaveLength(3);
  });

  it('an hourly (v1) check queued before midnight and run after it writes the hour it was queued for', async () => {
    const [h1, h2] = ['2026-12-10', '2026-12-11'];
    const item = (await products(sim, 'hourly tent', h1))[2]!;
    for (const day of [h1, h2]) await pinProduct(sim, 'hourly tent', item.productId, 30, day);
    const g = await trackGoods(t, mbrSn, item.productId, 'hourly tent');
    await simDate(sim, h1);
    clock = at(h1, '10:31:00');
    await run(RANK_CHECK_QUEUE, { keywordNorm: 'hourly tent', day: h1 });
    const hours = () =>
      rows<{ hour: string; rank: number }>(
        t,
        `select to_char(hour at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as hour, rank
           from rank_history_hourly where gdkd_sn = $1 order by hour`,
        [g],
      );
    const hourlyJob = async () => {
      queued.length = 0;
      await run('rank-hourly');
      const job = queued.find((q) => q.data.keywordNorm === 'hourly tent')!;
      queued.length = 0;
      return job;
    };

    clock = at(h1, '23:59:30');
    const late = await hourlyJob();
    expect(late).toMatchObject({
      queue: RANK_CHECK_HOURLY_QUEUE,
      key: `hourly tent|${at(h1, '23:00:00').toISOString()}`,
    });
    await simDate(sim, h2);
    clock = at(h2, '00:00:20');
    await run(late.queue, late.data);
    expect(await hours()).toEqual([{ hour: `${h1} 23:00`, rank: 30 }]);

    clock = at(h2, '00:05:00');
    const first = await hourlyJob();
    await run(first.queue, first.data);
    await run(late.queue, late.data); // a rerun of the 23:00 job adds no row
    expect(await hours()).toEqual([
      { hour: `${h1} 23:00`, rank: 30 },
      { hour: `${h2} 00:00`, rank: 30 },
    ]);
    // The hourly checks leave the daily record alone.
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 30, rank_day: h1 });
    expect(await goodsHistory(t, g)).toEqual([{ day: h1, rank: 30 }]);
  });
});

// --- provider faults through the job engine -------------------------------------------------

describe('provider faults on a share of calls, retried by the job engine', () => {
  let sim: RunningSimulator;
  let t: TestApp;
  let jobs: JobEngine | null = null;
  let clock = at('2026-11-24', '10:31:00');

  beforeAll(async () => {
    ({ sim, t } = await simulatorApp(
      (p) => p,
      () => clock,
    ));
    const definitions = jobDefinitions(
      t.services,
      t.database.db,
      t.config,
      () => jobs?.boss ?? null,
      () => clock,
    )
      .filter((j) => RANK_QUEUES.includes(j.name))
      // No schedules: the test starts the daily runs itself, at the clock it set.
      .map(({ cron: _cron, ...j }) => j);
    jobs = await startJobs(t.database, definitions, t.app.log, {
      // One check at a time: the provider's faults are scripted call by call.
      timing: { maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5, batchSize: 1 },
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    // The simulator's close waits out the keep-alive timeout (72 s) of a connection that was busy
    // when it began (an answer the client gave up on is still being delayed): let those finish,
    // and do not wait for the rest (the test process ends anyway).
    await sleep(1600);
    await Promise.race([sim?.close(), sleep(5000)]);
  });

  const pending = async () =>
    (
      await rows<{ n: number }>(
        t,
        `select count(*)::int as n from pgboss.job
          where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
        [RANK_QUEUES],
      )
    )[0]!.n;
  const unrecorded = async (day: string) =>
    (
      await rows<{ n: number }>(
        t,
        `select (select count(*) from tracked_keywords where rank_day is distinct from $1::date)::int
              + (select count(*) from place_keywords where rank_day is distinct from $1::date)::int as n`,
        [day],
      )
    )[0]!.n;
  /** Zero ranks or failed states on any tracked row or history row: a failure shown as a drop. */
  const drops = async () =>
    (
      await rows<{ n: number }>(
        t,
        `select (select count(*) from tracked_keywords where rank_current = 0 or check_status <> 'ok')::int
              + (select count(*) from place_keywords where rank_current = 0 or check_status <> 'ok')::int
              + (select count(*) from rank_history where rank = 0)::int
              + (select count(*) from place_rank_history where rank = 0)::int as n`,
      )
    )[0]!.n;

  /**
   * Starts both daily runs through the job engine and waits until every job has settled. A failed
   * daily check waits minutes for its retry (schedule.ts): here that time passes at once.
   */
  async function dailyRun(day: string, watch: () => Promise<void> = async () => undefined) {
    await jobs!.boss.send('rank-daily', {});
    await jobs!.boss.send(PLACE_DAILY_QUEUE, {});
    await until(
      `the daily run of ${day}`,
      async () => {
        await watch();
        await t.database.sql.executeSql(
          `update pgboss.job set start_after = now() where name = any($1::text[]) and state = 'retry'`,
          [RANK_QUEUES],
        );
        return (await unrecorded(day)) === 0 && (await pending()) === 0;
      },
      120_000,
      200,
    );
  }

  it('at 30% 5xx, 429, timeouts and short pages no failure is recorded as a drop, and every keyword completes', async () => {
    const [f0, f1] = ['2026-11-24', '2026-11-25'];
    const mbrSn = (await createMember(t)).mbrSn;
    const goods: { id: number; r0: number; r1: number }[] = [];
    for (let i = 0; i < 8; i++) {
      const keyword = `fault goods ${i}`;
      const item = (await products(sim, keyword, f0))[i * 7]!;
      const r0 = 20 + i * 50; // 20 … 370: one to four pages
      await pinProduct(sim, keyword, item.productId, r0, f0);
      await pinProduct(sim, keyword, item.productId, r0 + 13, f1);
      goods.push({ id: await trackGoods(t, mbrSn, item.productId, keyword), r0, r1: r0 + 13 });
    }
    const placeRows: { id: number; r0: number; r1: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const keyword = `fault place ${i}`;
      const place = (await places(sim, keyword, f0)).find((x) => x.rank === 10 + i)!;
      const r0 = 15 + i * 45; // 15 … 240
      await pinPlace(sim, keyword, place.placeId, r0, f0);
      await pinPlace(sim, keyword, place.placeId, r0 + 7, f1);
      placeRows.push({ id: await trackPlace(t, mbrSn, place.placeId, keyword), r0, r1: r0 + 7 });
    }

    // Day f0, no faults: every keyword recorded once.
    await simDate(sim, f0);
    clock = at(f0, '10:31:00');
    await dailyRun(f0);
    expect(await drops()).toBe(0);

    // Day f1: the first four calls of each service fail with 500, a timeout (the answer comes
    // after the client gave up), 429 (the speed limit: retried, the key stays in use) and a short
    // page (200, `total` kept, no items: the check fails, never records a drop). The adapter's
    // tries of one page are spent, the check fails and pg-boss retries it. Then 30% of calls fail
    // with those kinds in turn (the simulator applies one fault entry at a time). The shopping
    // API's daily quota answer, which takes the key out for the day, is at the end.
    await simDate(sim, f1);
    clock = at(f1, '10:31:00');
    for (const service of ['searchapi', 'naver-place']) {
      // A timeout: the answer would come after 1.5 s, the client gives up after 1 s (a busy machine
      // answers well within that).
      const kinds = [{ status: 500 }, { delayMs: 1500 }, { status: 429 }, { truncate: 0 }];
      await control(sim, 'POST', '/__control/faults', [
        ...kinds.map((k) => ({ service, count: 1, ...k })),
        ...Array.from({ length: 200 }, (_, i) => ({ service, count: 1, rate: 0.3, ...kinds[i % 4] })),
      ]);
    }
    let samples = 0;
    await dailyRun(f1, async () => {
      samples += 1;
      expect(await drops()).toBe(0);
    });
    await control(sim, 'DELETE', '/__control/faults');
    expect(samples).toBeGreaterThan(1);

    for (const r of goods) {
      expect(await goodsState(t, r.id)).toEqual({
        rank_current: r.r1,
        rank_previous: r.r0,
        rank_day: f1,
        check_status: 'ok',
      });
      expect(await goodsHistory(t, r.id)).toEqual([
        { day: f0, rank: r.r0 },
        { day: f1, rank: r.r1 },
      ]);
    }
    for (const r of placeRows) {
      expect(await placeState(t, r.id)).toEqual({
        rank_current: r.r1,
        rank_previous: r.r0,
        rank_day: f1,
        check_status: 'ok',
      });
      expect(await placeHistory(t, r.id)).toEqual([
        { day: f0, rank: r.r0 },
        { day: f1, rank: r.r1 },
      ]);
    }
    // The faults failed checks, recorded as failed checks, and pg-boss retried them.
    const failed = await rows<{ goods: number; place: number }>(
      t,
      `select (select count(*) from keyword_checks where status = 'failed' and day = $1)::int as goods,
              (select count(*) from place_keyword_checks where status = 'failed' and day = $1)::int as place`,
      [f1],
    );
    expect(failed[0]!.goods).toBeGreaterThan(0);
    expect(failed[0]!.place).toBeGreaterThan(0);
    const states = await rows<{ name: string; state: string; n: number; retried: number }>(
      t,
      `select name, state, count(*)::int as n, count(*) filter (where retry_count > 0)::int as retried
         from pgboss.job where name = any($1::text[]) and data->>'day' = $2 group by name, state order by name`,
      [[RANK_CHECK_QUEUE, PLACE_CHECK_QUEUE], f1],
    );
    // One job per keyword for the day, every one completed; some only after a retry.
    expect(states.map(({ name, state, n }) => ({ name, state, n }))).toEqual([
      { name: PLACE_CHECK_QUEUE, state: 'completed', n: placeRows.length },
      { name: RANK_CHECK_QUEUE, state: 'completed', n: goods.length },
    ]);
    expect(states.every((s) => s.retried > 0)).toBe(true);
    const errors = await rows<{ error: string }>(
      t,
      `select error from keyword_checks where status = 'failed' and day = $1
       union all select error from place_keyword_checks where status = 'failed' and day = $1`,
      [f1],
    );
    // The first page's three tries met 500, the timeout and 429; the job's retry met the short page.
    expect(errors.some((e) => e.error.includes('naver-place: rate-limited (429)'))).toBe(true);
    expect(errors.some((e) => e.error.includes('searchapi: rate-limited (429)'))).toBe(true);
    expect(errors.some((e) => e.error.includes('short page'))).toBe(true);
    // The speed limit's 429s were ridden out: the one key is still in use.
    clock = at(f1, '10:50:00');
    await expect(t.services.rankEngine.checkKeyword('fault goods 0', f1)).resolves.toMatchObject({
      found: 1,
    });

    // The shopping source is out of credit (SearchApi's 402): never retried, every check fails as
    // a failure until credit returns; no rank moves.
    await control(sim, 'POST', '/__control/faults', { service: 'searchapi', count: 2, status: 402 });
    clock = at(f1, '11:00:00');
    await expect(t.services.rankEngine.checkKeyword('fault goods 0', f1)).rejects.toMatchObject({
      kind: 'payment-required',
    });
    await expect(t.services.rankEngine.checkKeyword('fault goods 1', f1)).rejects.toMatchObject({
      kind: 'payment-required',
    });
    expect(await drops()).toBe(0);
    expect(await goodsState(t, goods[0]!.id)).toMatchObject({ rank_current: goods[0]!.r1, rank_day: f1 });
  }, 240_000);
});

// --- a day-long outage ----------------------------------------------------------------------

describe('an outage from 10:30 until late evening, retried by the job engine (issue 23 point 1)', () => {
  let sim: RunningSimulator;
  let t: TestApp;
  let jobs: JobEngine | null = null;
  let clock = at('2026-12-14', '10:31:00');

  beforeAll(async () => {
    ({ sim, t } = await simulatorApp(
      (p) => p,
      () => clock,
    ));
    const definitions = jobDefinitions(
      t.services,
      t.database.db,
      t.config,
      () => jobs?.boss ?? null,
      () => clock,
    )
      .filter((j) => RANK_QUEUES.includes(j.name))
      .map(({ cron: _cron, ...j }) => j);
    jobs = await startJobs(t.database, definitions, t.app.log, {
      timing: { maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5, batchSize: 1 },
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    await sim?.close();
  });

  interface CheckJob {
    name: string;
    key: string;
    state: string;
    retry_count: number;
    retry_limit: number;
    retry_delay: number;
    wait: number;
  }
  const CHECKS = [RANK_CHECK_QUEUE, PLACE_CHECK_QUEUE];
  /** The day's check jobs; `wait` = seconds until a job in retry may run again. */
  const checkJobs = (day: string) =>
    rows<CheckJob>(
      t,
      `select name, singleton_key as key, state::text as state, retry_count, retry_limit, retry_delay,
              extract(epoch from start_after - now())::float as wait
         from pgboss.job where name = any($1::text[]) and data->>'day' = $2 order by name, singleton_key`,
      [CHECKS, day],
    );
  /** Runs the daily ticks (both features) at the clock the test set. */
  const tick = async () => {
    await jobs!.boss.send('rank-daily', {});
    await jobs!.boss.send(PLACE_DAILY_QUEUE, {});
    await until(
      'the ticks',
      async () =>
        (
          await rows<{ n: number }>(
            t,
            `select count(*)::int as n from pgboss.job where name = any($1::text[]) and state <> 'completed'`,
            [['rank-daily', PLACE_DAILY_QUEUE]],
          )
        )[0]!.n === 0,
      30_000,
    );
  };
  /** Waits until every job of the round is waiting for a retry, failed for good or done. */
  const settled = (day: string, round: number, attempt: number) =>
    until(
      `round ${round}, attempt ${attempt}`,
      async () => {
        const mine = (await checkJobs(day)).filter((j) => j.key.endsWith(`|${round}`));
        return (
          mine.length === 2 &&
          mine.every(
            (j) =>
              j.state === 'failed' ||
              j.state === 'completed' ||
              (j.state === 'retry' && j.retry_count === attempt - 1),
          )
        );
      },
      60_000,
    );
  /** Time passes: the Korea clock moves on and the jobs waiting for a retry become due. */
  const elapse = async (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
    await t.database.sql.executeSql(
      `update pgboss.job set start_after = now() where name = any($1::text[]) and state = 'retry'`,
      [CHECKS],
    );
  };
  const shopFaults = () =>
    control(sim, 'POST', '/__control/faults', [
      { service: 'searchapi', count: 1_000_000, status: 500 },
      { service: 'naver-place', count: 1_000_000, status: 500 },
    ]);

  it('retries over hours, requeues each round until midnight, dates the old rank, and records the day once the outage ends', async () => {
    const [o0, o1] = ['2026-12-14', '2026-12-15'];
    const member = await createMember(t);
    const cookie = await login(t, member.email);
    const item = (await products(sim, 'outage tent', o0))[4]!;
    await pinProduct(sim, 'outage tent', item.productId, 42, o0);
    await pinProduct(sim, 'outage tent', item.productId, 17, o1);
    const place = (await places(sim, 'outage cafe', o0)).find((x) => x.rank === 9)!;
    await pinPlace(sim, 'outage cafe', place.placeId, 33, o0);
    await pinPlace(sim, 'outage cafe', place.placeId, 21, o1);
    const g = await trackGoods(t, member.mbrSn, item.productId, 'outage tent');
    const p = await trackPlace(t, member.mbrSn, place.placeId, 'outage cafe');
    const goodsLine = async () =>
      (await post(t, '/api/naver/mygoodsRank/select', {}, cookie)).json().keywordRankInfos[0]
        .keywordsInfo[0] as KeywordInfo;
    const placeLine = async () =>
      (await post(t, '/api/naver/place/getView', {}, cookie)).json().keywords[0] as PlaceKeywordRow;

    // Day o0 goes well.
    await simDate(sim, o0);
    clock = at(o0, '10:31:00');
    await tick();
    await settled(o0, 0, 1);
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 42, rank_day: o0 });

    // Day o1: the providers answer 500 from 10:30.
    await simDate(sim, o1);
    await shopFaults();
    clock = at(o1, '10:31:00');
    await tick();
    // Round 0: six retries whose waits double from 1–2 minutes (pg-boss's backoff, jittered).
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      await settled(o1, 0, attempt);
      const round = await checkJobs(o1);
      expect(round.map((j) => [j.key, j.retry_limit, j.retry_delay])).toEqual([
        [`outage cafe|${o1}|0`, 6, 60],
        [`outage tent|${o1}|0`, 6, 60],
      ]);
      if (attempt === 7) {
        expect(round.map((j) => j.state)).toEqual(['failed', 'failed']);
        break;
      }
      const base = 60 * 2 ** (attempt - 1);
      for (const j of round) {
        expect(j.state).toBe('retry');
        expect(j.wait).toBeGreaterThan(base - 10);
        expect(j.wait).toBeLessThanOrEqual(2 * base);
      }
      waits.push(Math.max(...round.map((j) => j.wait)));
      await elapse(Math.max(...round.map((j) => j.wait)));
    }
    // The six waits outlast an hour: a typical outage is ridden out within the round.
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(3600);
    expect(clock.getTime()).toBeLessThan(at(o1, '13:30:00').getTime());

    // All day the list keeps yesterday's rank, dated, and says today's check failed.
    expect(await goodsState(t, g)).toMatchObject({ rank_current: 42, rank_day: o0, check_status: 'ok' });
    expect(checkNote(await goodsLine(), clock)).toEqual({
      kind: 'failedToday',
      yesterday: true,
      when: '12.14',
    });
    expect(checkNote(await placeLine(), clock)).toEqual({
      kind: 'failedToday',
      yesterday: true,
      when: '12.14',
    });

    // Ticks within the round queue nothing new; each later round queues the keywords again,
    // whatever became of their earlier job, with the retries that fit before the round ends.
    clock = at(o1, '13:21:00');
    await tick();
    expect(await checkJobs(o1)).toHaveLength(2);
    for (const [round, start, retries] of [
      [1, '13:31:00', 6],
      [2, '16:31:00', 6],
      [3, '19:31:00', 6],
    ] as const) {
      clock = at(o1, start);
      await tick();
      const queued = (await checkJobs(o1)).filter((j) => j.key.endsWith(`|${round}`));
      expect(queued.map((j) => [j.key, j.retry_limit])).toEqual([
        [`outage cafe|${o1}|${round}`, retries],
        [`outage tent|${o1}|${round}`, retries],
      ]);
      for (let attempt = 1; attempt <= retries + 1; attempt++) {
        await settled(o1, round, attempt);
        if (attempt <= retries) await elapse(0);
      }
      expect((await checkJobs(o1)).filter((j) => j.key.endsWith(`|${round}`)).map((j) => j.state)).toEqual([
        'failed',
        'failed',
      ]);
    }
    expect(await goodsHistory(t, g)).toEqual([{ day: o0, rank: 42 }]);

    // The last round, from 22:30, has fewer retries: its job ends before midnight whatever happens.
    clock = at(o1, '22:31:00');
    await tick();
    const last = (await checkJobs(o1)).filter((j) => j.key.endsWith('|4'));
    expect(last.map((j) => j.retry_limit)).toEqual([4, 4]);
    expect(clock.getTime() + worstJobSeconds(4) * 1000).toBeLessThan(at(o1, '24:00:00').getTime());
    await settled(o1, 4, 1);
    // The outage ends at 22:40; the next retry records the day.
    await control(sim, 'DELETE', '/__control/faults');
    await elapse(9 * 60);
    await until('the day recorded', async () => (await unrecordedOn(o1)) === 0, 60_000);
    expect(await goodsState(t, g)).toEqual({
      rank_current: 17,
      rank_previous: 42,
      rank_day: o1,
      check_status: 'ok',
    });
    expect(await placeState(t, p)).toEqual({
      rank_current: 21,
      rank_previous: 33,
      rank_day: o1,
      check_status: 'ok',
    });
    expect(await goodsHistory(t, g)).toEqual([
      { day: o0, rank: 42 },
      { day: o1, rank: 17 },
    ]);
    expect(await placeHistory(t, p)).toEqual([
      { day: o0, rank: 33 },
      { day: o1, rank: 21 },
    ]);
    expect(checkNote(await goodsLine(), clock)).toEqual({ kind: 'checked', when: '12.15 22:40' });
    expect(checkNote(await placeLine(), clock)).toEqual({ kind: 'checked', when: '12.15 22:40' });
    // No failure was written as a rank: the only history rows are the two real days.
    const zero = await rows<{ n: number }>(
      t,
      `select (select count(*) from rank_history where rank = 0)::int
            + (select count(*) from place_rank_history where rank = 0)::int as n`,
    );
    expect(zero[0]!.n).toBe(0);
  }, 300_000);

  const unrecordedOn = async (day: string) =>
    (
      await rows<{ n: number }>(
        t,
        `select (select count(*) from tracked_keywords where rank_day is distinct from $1::date)::int
              + (select count(*) from place_keywords where rank_day is distinct from $1::date)::int as n`,
        [day],
      )
    )[0]!.n;
});

// --- the job engine's settings --------------------------------------------------------------

describe('rank job settings', () => {
  it("reach queues created by an earlier version: a dead worker's job is retried after 5 minutes, not 15", async () => {
    const t = await createTestApp();
    try {
      // A queue as an earlier deployment left it: pg-boss's default 15-minute expiry.
      const old = await startJobs(
        t.database,
        [{ name: RANK_CHECK_QUEUE, handler: async () => undefined }],
        t.app.log,
        {
          work: false,
        },
      );
      expect(await old.boss.getQueue(RANK_CHECK_QUEUE)).toMatchObject({
        expireInSeconds: null,
        retryLimit: 3,
      });
      await old.stop();
      const definitions = jobDefinitions(t.services, t.database.db, t.config, () => null).filter((j) =>
        RANK_QUEUES.includes(j.name),
      );
      const engine = await startJobs(t.database, definitions, t.app.log, { work: false });
      for (const name of RANK_QUEUES) {
        expect(await engine.boss.getQueue(name)).toMatchObject({ expireInSeconds: 300 });
      }
      expect(await engine.boss.getQueue(RANK_CHECK_QUEUE)).toMatchObject({
        retryLimit: 5,
        retryBackoff: true,
      });
      await engine.stop();
    } finally {
      await t.close();
    }
  });
});

// --- a worker killed with SIGKILL -----------------------------------------------------------

const databaseUrl = loadConfig().databaseUrl;
const workerEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/rank-worker.ts');

describe.skipIf(!databaseUrl)(
  'a worker process killed with SIGKILL mid-run (PostgreSQL only: needs DATABASE_URL, a second process cannot open the in-memory PGlite)',
  () => {
    let sim: RunningSimulator;
    let t: TestApp;
    let boss: PgBoss | null = null;
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      sim = await startTestSimulator();
      t = await createTestApp({ SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) });
    });
    afterAll(async () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await boss?.stop({ graceful: false, wait: true });
      await t?.close();
      await sim?.close();
    });

    /** Starts `test/rank-worker.ts` in its own process; resolves once its workers poll. */
    async function startWorker(now: Date): Promise<ChildProcess> {
      const child = spawn(process.execPath, ['--import', 'tsx', workerEntry, '--now', now.toISOString()], {
        env: {
          ...process.env,
          DATABASE_URL: t.database.connectionString!,
          SIMULATOR: 'on',
          SIMULATOR_PORT: String(sim.port),
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (b: Buffer) => {
          if (b.toString().includes('ready')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`worker exited (${code}) before ready: ${out}`)));
      });
      return child;
    }
    const exited = (c: ChildProcess) =>
      c.exitCode !== null || c.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((r) => c.once('exit', () => r()));
    const count = async (text: string, values: unknown[] = []) =>
      (await rows<{ n: number }>(t, text, values))[0]!.n;

    it('a fresh worker finishes the run: every keyword checked for the day, one history row each, jobs completed', async () => {
      const day = '2026-11-26';
      await simDate(sim, day);
      const [a, b] = [(await createMember(t)).mbrSn, (await createMember(t)).mbrSn];
      const expected = new Map<number, number>();
      for (let i = 0; i < 36; i++) {
        const keyword = `kill kw ${i}`;
        const list = await products(sim, keyword, day);
        const rank = 1 + ((i * 37) % 450); // one to five pages
        await pinProduct(sim, keyword, list[1]!.productId, rank, day);
        expected.set(await trackGoods(t, a, list[1]!.productId, keyword), rank);
        if (i % 9 === 0) {
          // A keyword tracked by two members is checked once for both: two rows, one job.
          await pinProduct(sim, keyword, list[2]!.productId, rank + 1, day);
          expected.set(await trackGoods(t, b, list[2]!.productId, keyword), rank + 1);
        }
      }
      // Every result page takes 150 ms more, so the run lasts seconds and the kill lands mid-run.
      await control(sim, 'POST', '/__control/faults', {
        service: 'searchapi',
        count: 1_000_000,
        delayMs: 150,
      });
      const shopCalls = async () =>
        Object.values(
          (await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls'))[
            'searchapi'
          ] ?? {},
        ).reduce((x, y) => x + y, 0);

      const first = await startWorker(at(day, '10:31:00'));
      boss = new PgBoss({
        connectionString: t.database.connectionString!,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
      });
      await boss.start();
      await boss.send('rank-daily', {});

      const recorded = () => count(`select count(*)::int as n from rank_history where day = $1`, [day]);
      const active = () =>
        rows<{ id: string; keyword: string }>(
          t,
          `select id, data->>'keywordNorm' as keyword from pgboss.job where name = $1 and state = 'active'`,
          [RANK_CHECK_QUEUE],
        );
      // Killed a third of the way in, just after a page request went out: a check is under way.
      let calls = await shopCalls();
      await until(
        'a third of the run, with a page request in flight',
        async () => {
          const before = calls;
          calls = await shopCalls();
          return calls > before && (await recorded()) >= 12;
        },
        60_000,
        20,
      );
      first.kill('SIGKILL');
      await exited(first);
      const [held] = await active();
      expect(held).toBeDefined(); // the dead worker still holds its job
      const left = await count(
        `select count(*)::int as n from tracked_keywords where rank_day is distinct from $1::date`,
        [day],
      );
      expect(left).toBeGreaterThan(0);

      const second = await startWorker(at(day, '10:31:00'));
      await until(
        'the restarted run to finish',
        async () =>
          // The dead worker's job, expired, waits a minute or two for its retry (schedule.ts): that
          // time passes at once here.
          (await t.database.sql.executeSql(
            `update pgboss.job set start_after = now() where name = $1 and state = 'retry'`,
            [RANK_CHECK_QUEUE],
          )) &&
          (await count(
            `select count(*)::int as n from tracked_keywords where rank_day is distinct from $1::date`,
            [day],
          )) === 0 &&
          (await count(`select count(*)::int as n from pgboss.job where name = $1 and state <> 'completed'`, [
            RANK_CHECK_QUEUE,
          ])) === 0,
        90_000,
        200,
      );
      second.kill('SIGTERM');
      await exited(second);

      // Every tracked keyword has the day's rank (none lost, none pending) and exactly one history row.
      const state = await rows<{ gdkd_sn: number; rank_current: number; check_status: string }>(
        t,
        `select gdkd_sn, rank_current, check_status from tracked_keywords order by gdkd_sn`,
      );
      expect(state).toEqual(
        [...expected].map(([gdkdSn, rank]) => ({ gdkd_sn: gdkdSn, rank_current: rank, check_status: 'ok' })),
      );
      expect(await count(`select count(*)::int as n from rank_history where day = $1`, [day])).toBe(
        expected.size,
      );
      expect(
        await count(
          `select count(*)::int as n from (select 1 from rank_history group by gdkd_sn, day having count(*) > 1) d`,
        ),
      ).toBe(0);
      // Jobs: the fan-out completed, one check job per distinct keyword, all completed; the one the
      // dead worker held expired and completed on its retry.
      const jobs = await rows<{ name: string; state: string; n: number }>(
        t,
        `select name, state, count(*)::int as n from pgboss.job
          where name in ('rank-daily', $1) group by name, state order by name`,
        [RANK_CHECK_QUEUE],
      );
      // (The workers' own 10-minute schedule may have added a fan-out: it queued nothing twice.)
      expect(jobs).toEqual([
        { name: RANK_CHECK_QUEUE, state: 'completed', n: 36 },
        { name: 'rank-daily', state: 'completed', n: expect.any(Number) },
      ]);
      const [retried] = await rows<{ state: string; retry_count: number }>(
        t,
        `select state, retry_count from pgboss.job where id = $1`,
        [held!.id],
      );
      expect(retried).toEqual({ state: 'completed', retry_count: 1 });
      // Checks of the killed worker's batch may have committed before the kill: then they wrote
      // twice, in place.
      const ok = await count(
        `select count(*)::int as n from keyword_checks where status = 'ok' and day = $1`,
        [day],
      );
      expect(ok).toBeGreaterThanOrEqual(36);
      expect(ok).toBeLessThanOrEqual(36 + CHECKS_AT_ONCE);
    }, 180_000);
  },
);
