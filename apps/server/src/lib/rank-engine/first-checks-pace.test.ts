/**
 * A burst of first checks against a provider's per-second limit (issue 35 §7): two bulk adds of
 * 300 rows once spent 8,041 of a key's 25,000 daily calls in three minutes, because 429s of the
 * speed limit were retried at once and each retry was counted as a daily call. Here 300 first
 * checks are queued on two instances (two service graphs, each with its own job workers, meter
 * and gates, on one database) against the shopping source (SearchApi, simulated) with a limit of
 * 10 calls a second. Their calls pass the shared gate (adapters/rate-gate.repository.ts), so the
 * two instances together never go faster than the limit, and the day's count in the database
 * (the usage meter's) equals the calls the provider received: one per check, no retries.
 * (The Naver key quota's own "count what Naver counts" is covered in
 * adapters/naver-openapi/client.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { kstDate } from '@seller/shared';
import { type AppDeps, createServices } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { RANK_CHECK_QUEUE } from '../../features/goods-rank/goods-rank.jobs';
import { type JobEngine, startJobs } from '../../jobs/boss';
import { jobDefinitions } from '../../jobs/definitions';
import { intervalFor } from '../../adapters/rate-gate';
import { createTestDatabase } from '../../test/database';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';

const CHECKS = 300;
const PER_SECOND = 10;
const DAY = '2026-11-24';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sim: RunningSimulator;
let database: Database;
const engines: JobEngine[] = [];

beforeAll(async () => {
  sim = await startTestSimulator();
  await control(sim, 'POST', '/__control/clock', { date: DAY });
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const e of engines) await e.stop(2000);
  await database.close();
  await sim.close();
});

/** One instance: the app's services over the real adapters (simulator mode) and its rank workers. */
async function instance() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'on',
    SIMULATOR_PORT: String(sim.port),
    DATA_DIR: 'data/test-unused',
    PROVIDER_RATE_LIMITS: `searchapi=${PER_SECOND}`,
    ...(loadConfig().databaseUrl ? { DATABASE_URL: loadConfig().databaseUrl! } : {}),
  });
  const deps: AppDeps & { jobs: JobEngine | null } = { database, jobs: null };
  const services = createServices(config, deps);
  deps.jobs = await startJobs(
    database,
    jobDefinitions(services, database.db, config, () => deps.jobs?.boss ?? null).filter(
      (j) => j.name === RANK_CHECK_QUEUE,
    ),
    pino({ level: 'silent' }),
    { timing: { maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 } },
  );
  engines.push(deps.jobs);
  return services;
}

const rows = async <T>(text: string, values: unknown[] = []) =>
  (await database.sql.executeSql(text, values)).rows as T[];

describe('a burst of first checks against a 10-a-second provider limit (issue 35 §7)', () => {
  it('300 first checks on two instances: ~no 429, and the daily count is what the provider counted', async () => {
    // 300 keywords, each tracking the product the list shows first: one page a check.
    const [member] = await rows<{ mbr_sn: number }>(
      `insert into members (email, name) values ('pace@example.com', 'pace') returning mbr_sn`,
    );
    const mbrSn = member!.mbr_sn;
    const keywords = Array.from({ length: CHECKS }, (_, i) => `pace keyword ${i}`);
    for (let i = 0; i < CHECKS; i += 30) {
      await Promise.all(
        keywords.slice(i, i + 30).map(async (keyword) => {
          const { items } = await control<{ items: { productId: string }[] }>(
            sim,
            'GET',
            `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY}&start=1&display=1`,
          );
          const [g] = await rows<{ gdp_sn: number }>(
            `insert into tracked_goods (mbr_sn, mid_no, registered_by, lookup_status, coin_start_at, coin_end_at)
             values ($1, $2, 'midNum', 'resolved', now(), now() + interval '30 days') returning gdp_sn`,
            [mbrSn, items[0]!.productId],
          );
          await rows(
            `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, $2, true)`,
            [g!.gdp_sn, keyword],
          );
        }),
      );
    }
    const a = await instance();
    const b = await instance();
    // The burst: both instances queue their half at once, as two bulk adds would.
    const started = performance.now();
    await Promise.all(keywords.map((k, i) => (i % 2 ? a : b).checkRequests.request(RANK_CHECK_QUEUE, k)));
    const deadline = Date.now() + 240_000;
    for (;;) {
      const [left] = await rows<{ n: number }>(
        `select count(*)::int as n from tracked_keywords where check_status <> 'ok'`,
      );
      const n = left!.n;
      if (n === 0) break;
      if (Date.now() > deadline) throw new Error(`${n} checks still not done`);
      await sleep(500);
    }
    const seconds = (performance.now() - started) / 1000;
    expect(await rows(`select distinct rank_current from tracked_keywords`)).toEqual([{ rank_current: 1 }]);

    const received = Object.values(
      (await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls')).searchapi ?? {},
    ).reduce((x, y) => x + y, 0);
    const [ours] = await rows<{ calls: number }>(
      `select calls from provider_usage_days where source = 'searchapi' and day = $1`,
      [kstDate(new Date())],
    );
    // One page a check, each answered once: the provider received 300 calls and the meter's day
    // counts exactly those.
    expect(received).toBe(CHECKS);
    expect(ours).toEqual({ calls: received });
    // The two instances shared one gate: 300 calls took at least 299 of its intervals.
    expect(seconds).toBeGreaterThanOrEqual(((CHECKS - 1) * intervalFor(PER_SECOND)) / 1000 - 1);
  }, 300_000);
});
