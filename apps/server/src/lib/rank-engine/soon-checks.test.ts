/**
 * Checks asked for now are queued jobs (issue 35 §6), through the real pg-boss: an app instance
 * with JOBS_ENABLED=false (its engine only sends) and a worker instance (its engine works the
 * jobs) share one database here, as the documented topology runs them. Registration on the app
 * instance only queues; the worker checks; a job lost before it was queued is queued again by the
 * sweep; a keyword still waiting in the queue is not queued twice; a failed check is retried with
 * the backoff SECURITY.md states, read back from pg-boss's own schedule.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { type AppDeps, type Ports, buildApp, createServices } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { RANK_CHECK_QUEUE } from '../../features/goods-rank/goods-rank.jobs';
import type { ShopItem } from '../../features/goods-rank/goods-rank.ports';
import { PLACE_CHECK_QUEUE } from '../../features/place-rank/place-rank.jobs';
import { type JobEngine, type JobQueue, startJobs } from '../../jobs/boss';
import { RANK_CHECK_SWEEP, jobDefinitions } from '../../jobs/definitions';
import { type TestApp, createMember, login, post } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { catalogLookup, placeInfo } from '../../test/rank';
import { control, startTestSimulator } from '../../test/simulator';
import { startServer } from '../../server';
import { MAX_RETRIES, retriesUntil } from './schedule';
import { SOON_RETRY_DELAY_SECONDS, SOON_RETRY_LIMIT } from './soon-checks';
import { TEST_SHOP_PROFILE } from '../../test/shop';

const G = '/api/naver/mygoodsRank';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SIMULATOR: 'off',
  DATA_DIR: 'data/test-unused',
  LOGIN_RATE_LIMIT_MAX: '1000',
  ...(loadConfig().databaseUrl ? { DATABASE_URL: loadConfig().databaseUrl! } : {}),
});

/** A marketplace both instances read; counts each instance's searches. */
function market(calls: { n: number }): Partial<Ports> {
  const items: ShopItem[] = Array.from({ length: 100 }, (_, i) => ({
    productId: String(100 + i),
    mallProductId: null,
    title: `item ${i}`,
    image: null,
    lprice: 1000,
    mallName: 'm',
    isCatalog: true,
  }));
  return {
    productLookup: catalogLookup((mid) => `상품 ${mid}`),
    shop: {
      profile: TEST_SHOP_PROFILE,
      search: async (_kw, { start, display }) => {
        calls.n += 1;
        return { total: items.length, items: items.slice(start - 1, start - 1 + display) };
      },
    },
    places: {
      listPlaces: async (_kw, { start, display }) => {
        calls.n += 1;
        const list = Array.from({ length: 50 }, (_, i) => placeInfo(String(900 + i)));
        return { total: list.length, items: list.slice(start - 1, start - 1 + display) };
      },
      getPlace: async (id) => placeInfo(id),
    },
  };
}

interface Instance {
  t: TestApp;
  deps: AppDeps & { jobs: JobEngine | null };
  calls: { n: number };
  close(): Promise<void>;
}

/** One process of the topology: the app (queues only) or a worker (works the rank queues). */
async function instance(database: Database, work: boolean, queue?: JobQueue): Promise<Instance> {
  const calls = { n: 0 };
  const deps: Instance['deps'] = { database, jobs: null, ports: market(calls), ...(queue ? { queue } : {}) };
  const services = createServices(config, deps);
  const app = await buildApp({ config, deps, services });
  await app.ready();
  // Only the queues under test: the daily crons would check the same keywords on their own.
  const names = [RANK_CHECK_QUEUE, PLACE_CHECK_QUEUE, RANK_CHECK_SWEEP];
  deps.jobs = await startJobs(
    database,
    jobDefinitions(services, database.db, config, () => deps.jobs?.boss ?? null).filter((j) =>
      names.includes(j.name),
    ),
    pino({ level: 'silent' }),
    { work, timing: { maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 } },
  );
  const t = { app, database, config, services } as unknown as TestApp;
  return {
    t,
    deps,
    calls,
    async close() {
      await deps.jobs?.stop(2000);
      await app.close();
    },
  };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(text: string, values: unknown[] = []) =>
  (await database.sql.executeSql(text, values)).rows as T[];
const statuses = (norms: string[]) =>
  rows<{ keyword_norm: string; check_status: string }>(
    `select keyword_norm, check_status from tracked_keywords where keyword_norm = any($1) order by keyword_norm`,
    [norms],
  );

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** A member on `web` with one product and `keywords` added through the app's routes. */
async function register(web: Instance, keywords: string[]) {
  const m = await createMember(web.t);
  await web.t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(web.t, m.email);
  const reg = await post(web.t, `${G}/merges`, { type: 'midNum', currentInput: '103' }, cookie);
  expect(reg.statusCode, reg.body).toBe(200);
  for (const goodsKeyword of keywords) {
    const kw = await post(web.t, `${G}/merges`, { gdpSn: reg.json().data.gdpSn, goodsKeyword }, cookie);
    expect(kw.statusCode, kw.body).toBe(200);
  }
  await web.t.services.settle();
  return cookie;
}

describe('checks asked for now are queued jobs (issue 35 §6)', () => {
  it('the app process with JOBS_ENABLED=false starts pg-boss to queue, not to work: a registration queues its first check', async () => {
    const sim = await startTestSimulator();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soon-checks-'));
    // Its own database: a throw-away one on the PostgreSQL server, or the embedded one in dataDir.
    const own = config.databaseUrl ? await createTestDatabase() : null;
    const server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'false',
        SIMULATOR: 'on',
        SIMULATOR_PORT: String(sim.port),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOGIN_RATE_LIMIT_MAX: '1000',
        ...(own ? { DATABASE_URL: own.connectionString! } : { DATABASE_URL: '' }),
      }),
      pino({ level: 'silent' }),
    );
    try {
      expect(server.deps.jobs?.started).toBe(true);
      const t = { app: server.app, services: server.services } as unknown as TestApp;
      const [item] = (
        await control<{ items: { productId: string }[] }>(
          sim,
          'GET',
          '/__control/market/products?keyword=camping%20chair&start=1&display=10',
        )
      ).items;
      const m = await createMember(t);
      await server.services.coins.operatorGrant(m.mbrSn, 100);
      const cookie = await login(t, m.email);
      const reg = await post(t, `${G}/merges`, { type: 'midNum', currentInput: item!.productId }, cookie);
      expect(reg.statusCode, reg.body).toBe(200);
      await post(t, `${G}/merges`, { gdpSn: reg.json().data.gdpSn, goodsKeyword: 'camping chair' }, cookie);
      await server.services.settle();
      await sleep(1500);
      const boss = server.deps.jobs!.boss;
      expect(await boss.getQueueSize(RANK_CHECK_QUEUE)).toBe(1);
      const calls = await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
      expect(calls.searchapi ?? {}).toEqual({});
      const list = (await post(t, `${G}/select`, {}, cookie)).json();
      expect(list.keywordRankInfos[0].keywordsInfo[0].checkStatus).toBe('pending');
    } finally {
      await server.stop();
      await own?.close();
      await sim.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('an app instance with JOBS_ENABLED=false only queues; the worker checks, also after the app is gone', async () => {
    const web = await instance(database, false);
    const norms = ['queued a', 'queued b', 'queued c', 'queued d', 'queued e'];
    await register(web, norms);
    // Queued, not run: the app instance made no provider call, and five jobs wait.
    await sleep(1500);
    expect(web.calls.n).toBe(0);
    expect((await statuses(norms)).map((r) => r.check_status)).toEqual(Array(5).fill('pending'));
    expect(await web.deps.jobs!.boss.getQueueSize(RANK_CHECK_QUEUE)).toBe(5);
    // The app instance goes away (a deploy, a crash): its jobs are in the database, not in it.
    await web.close();
    const worker = await instance(database, true);
    try {
      await until('the worker checks all five', async () =>
        (await statuses(norms)).every((r) => r.check_status === 'ok'),
      );
      expect(worker.calls.n).toBe(5);
      const [rank] = await rows<{ rank_current: number }>(
        `select rank_current from tracked_keywords where keyword_norm = 'queued a'`,
      );
      expect(rank).toEqual({ rank_current: 4 });
    } finally {
      await worker.close();
    }
  }, 120_000);

  it('a keyword whose job was lost is queued again by the sweep; one still waiting is not queued twice', async () => {
    // The app's sends fail (its database connection dropped after the commit, say): nothing queued.
    const refusing: JobQueue = {
      send: async () => {
        throw new Error('connection lost');
      },
      stateOf: async () => null,
    };
    const web = await instance(database, false, refusing);
    const lost = ['lost a', 'lost b', 'lost c'];
    await register(web, lost);
    const queuedOk = await instance(database, false);
    await register(queuedOk, ['waiting a']);
    const worker = await instance(database, false);
    try {
      // Rows older than the sweep's minute (LOST_AFTER_MS), as the sweep next runs.
      await rows(`update tracked_keywords set created_at = now() - interval '5 minutes'`);
      // And an unconfirmed empty answer whose re-check, due 5 minutes ago, was never queued.
      await rows(`update tracked_keywords set check_status = 'unconfirmed' where keyword_norm = 'lost c'`);
      await rows(
        `insert into goods_keyword_answers (keyword_norm, had_results, empty_count, empty_since, recheck_at)
         values ('lost c', true, 1, now() - interval '7 minutes', now() - interval '5 minutes')`,
      );
      const before = await worker.deps.jobs!.boss.getQueueSize(RANK_CHECK_QUEUE);
      const sweep = jobDefinitions(worker.t.services, database.db, config, () => null).find(
        (j) => j.name === RANK_CHECK_SWEEP,
      )!;
      await sweep.handler({});
      // The three lost ones (two pending, one overdue re-check) got a job each; 'waiting a' kept
      // its one (still created, not run).
      expect((await worker.deps.jobs!.boss.getQueueSize(RANK_CHECK_QUEUE)) - before).toBe(3);
      await sweep.handler({});
      expect((await worker.deps.jobs!.boss.getQueueSize(RANK_CHECK_QUEUE)) - before).toBe(3);
    } finally {
      await worker.close();
      await queuedOk.close();
      await web.close();
    }
    const working = await instance(database, true);
    try {
      await until('the lost keywords are checked', async () =>
        (await statuses([...lost, 'waiting a'])).every((r) => r.check_status === 'ok'),
      );
    } finally {
      await working.close();
    }
  }, 120_000);

  it('a failed check is retried by pg-boss after 30–60 s (a daily one after 1–2 minutes), then with doubling waits', async () => {
    const worker = await instance(database, false);
    try {
      const boss = worker.deps.jobs!.boss;
      for (const queue of [RANK_CHECK_QUEUE, PLACE_CHECK_QUEUE]) {
        // Queued as the app queues a first check, on the feature's check queue.
        await worker.t.services.checkRequests.request(queue, 'retried');
        const [kept] = await rows<{ job_id: string }>(
          `select job_id from rank_check_jobs where queue = $1 and keyword_norm = 'retried'`,
          [queue],
        );
        const id = kept!.job_id;
        // Taken by a worker (as its attempt starts), then failed.
        const taken = await boss.fetch(queue, { batchSize: 100 });
        expect(taken.map((j) => j.id)).toContain(id);
        await boss.fail(queue, id, { message: 'provider down' });
        const failed = (await boss.getJobById(queue, id))!;
        expect(failed).toMatchObject({ state: 'retry', retryLimit: SOON_RETRY_LIMIT, retryBackoff: true });
        // pg-boss waits retryDelay·2^(n−1) times a random 1–2 before the n-th retry.
        const wait = (failed.startAfter.getTime() - Date.now()) / 1000;
        expect(wait).toBeGreaterThan(SOON_RETRY_DELAY_SECONDS - 5);
        expect(wait).toBeLessThanOrEqual(2 * SOON_RETRY_DELAY_SECONDS);
      }
      // A daily check job brings its own policy (schedule.ts): 6 retries from 1–2 minutes.
      const daily = retriesUntil(new Date('2026-11-22T01:30:00Z'), new Date('2026-11-22T04:30:00Z'));
      expect(daily).toEqual({ retryLimit: MAX_RETRIES, retryDelay: 60, retryBackoff: true });
      const id = (await boss.send(PLACE_CHECK_QUEUE, { keywordNorm: 'daily retried' }, daily))!;
      await boss.fetch(PLACE_CHECK_QUEUE);
      await boss.fail(PLACE_CHECK_QUEUE, id, { message: 'provider down' });
      const failed = (await boss.getJobById(PLACE_CHECK_QUEUE, id))!;
      const wait = (failed.startAfter.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(120);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
