/**
 * Several instances on one PostgreSQL (issue 24 §3): two app processes and one worker process
 * (test/app-process.ts, the composition of src/main.ts and src/worker.ts) share one database and
 * one simulator, and what must hold across instances holds:
 * - sign-in attempts spread over both apps hit the limit at LOGIN_RATE_LIMIT_MAX (rate-limit
 *   counts in the database, http/rate-limit-store.ts);
 * - 20 parallel registrations for one member spread over both apps never overspend, and one click
 *   sent to both apps at once acts once (lib/action-guard.ts);
 * - a daily rank run with job workers in all three processes checks each keyword exactly once;
 * - the Naver calls all three make stay within one key's daily quota (NAVER_DAILY_QUOTA), counted
 *   per key by the simulator (key counts in the database, naver-openapi/key-usage.repository.ts).
 * PostgreSQL only: a second process cannot open the in-memory PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_COST_REGISTER } from '@seller/shared';
import { loadConfig } from './config';
import { RANK_CHECK_QUEUE } from './features/goods-rank/goods-rank.jobs';
import { PASSWORD, type TestApp, coinState, createMember, createTestApp, newKey } from './test/app';
import { type RunningSimulator, control, startTestSimulator } from './test/simulator';

const databaseUrl = loadConfig().databaseUrl;
const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test/app-process.ts');

const DAY = '2026-11-27';
/** Every process's clock starts here (10:31 Korea time, just after the daily run's start). */
const START = new Date(`${DAY}T10:31:00+09:00`);
const LOGIN_MAX = 10;
const QUOTA = 20;
const KEYWORDS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!databaseUrl)(
  'two app processes and one worker process on one PostgreSQL (needs DATABASE_URL)',
  () => {
    let sim: RunningSimulator;
    let t: TestApp;
    let boss: PgBoss | null = null;
    const children: ChildProcess[] = [];
    let apps: string[] = [];

    /** Starts test/app-process.ts; resolves with its port once it listens (and its workers poll). */
    async function start(env: Record<string, string>, args: string[] = []): Promise<number> {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', entry, '--now', START.toISOString(), ...args],
        {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: t.database.connectionString!,
            SIMULATOR: 'on',
            SIMULATOR_PORT: String(sim.port),
            LOG_LEVEL: 'error',
            PORT: '0',
            JOBS_ENABLED: 'true',
            LOGIN_RATE_LIMIT_MAX: String(LOGIN_MAX),
            NAVER_DAILY_QUOTA: String(QUOTA),
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      let err = '';
      child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
      return new Promise<number>((resolve, reject) => {
        child.stdout!.on('data', (b: Buffer) => {
          const m = /ready (\d+)/.exec(b.toString());
          if (m) resolve(Number(m[1]));
        });
        child.once('exit', (code) => reject(new Error(`process exited (${code}) before ready: ${err}`)));
      });
    }

    const call = (
      base: string,
      method: string,
      url: string,
      opts: { cookie?: string; body?: unknown } = {},
    ) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          'idempotency-key': newKey(),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
    const signIn = (base: string, email: string, password: string) =>
      call(base, 'POST', '/v1/member/user/login', { body: { mbrEmail: email, mbrPw: password } });
    const cookieOf = (res: Response) => /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    const rows = async <T>(text: string, values: unknown[] = []) =>
      (await t.database.sql.executeSql(text, values)).rows as T[];
    const calls = () => control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
    const simClientCalls = async () =>
      Object.entries(await calls())
        .filter(([service]) => service.startsWith('naver-') && service !== 'naver-searchad')
        .reduce((n, [, keys]) => n + (keys['sim-hub-client'] ?? 0), 0);
    const marketProducts = async (keyword: string) =>
      (
        await control<{ items: { productId: string }[] }>(
          sim,
          'GET',
          `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY}&start=1&display=100`,
        )
      ).items;

    let member: { mbrSn: number; email: string };
    let cookie: string;

    beforeAll(async () => {
      sim = await startTestSimulator();
      await control(sim, 'POST', '/__control/clock', { date: DAY });
      t = await createTestApp({ SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) });
      const ports = await Promise.all([start({}), start({}), start({}, ['--worker'])]);
      apps = ports.slice(0, 2).map((p) => `http://127.0.0.1:${p}`);
      member = await createMember(t);
      // One session, made on the first app, used on both (sessions are in the database).
      const res = await signIn(apps[0]!, member.email, PASSWORD);
      expect(res.status).toBe(200);
      cookie = cookieOf(res);
    }, 90_000);

    afterAll(async () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
      await Promise.all(
        children.map((c) =>
          c.exitCode !== null || c.signalCode !== null
            ? undefined
            : new Promise<void>((r) => {
                const timer = setTimeout(() => c.kill('SIGKILL'), 5_000);
                c.once('exit', () => (clearTimeout(timer), r()));
              }),
        ),
      );
      await boss?.stop({ graceful: false, wait: true });
      await t?.close();
      await sim?.close();
    });

    it('sign-in attempts spread over both apps hit the limit at the configured number', async () => {
      const victim = await createMember(t);
      // One attempt was spent in beforeAll; the rest alternate between the two apps.
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_MAX + 4; i++)
        statuses.push((await signIn(apps[i % 2]!, victim.email, 'wrong-password')).status);
      const limited = statuses.map((s) => s === 429);
      expect(limited.indexOf(true)).toBe(LOGIN_MAX - 1);
      expect(limited.slice(LOGIN_MAX - 1).every(Boolean)).toBe(true);
      // Each app alone saw about half the attempts: with per-process counts none would be limited.
      expect(statuses.slice(0, LOGIN_MAX - 1).every((s) => s !== 429)).toBe(true);
    });

    it('20 parallel registrations for one member over both apps never overspend', async () => {
      await t.services.coins.operatorGrant(member.mbrSn, 10 * COIN_COST_REGISTER + 5);
      const before = await coinState(t, member.mbrSn);
      const products = (await marketProducts('멀티 인스턴스 등록')).slice(0, 20);
      const answers = await Promise.all(
        products.map((p, i) =>
          call(apps[i % 2]!, 'POST', '/api/naver/mygoodsRank/merges', {
            cookie,
            body: { type: 'midNum', currentInput: p.productId },
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(10);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'INSUFFICIENT_COINS')).toBe(
        true,
      );
      const after = await coinState(t, member.mbrSn);
      expect(Number(after.balance)).toBe(Number(after.ledger));
      expect(Number(after.balance)).toBe(5);
      const [goods] = await rows<{ n: number }>(
        'select count(*)::int as n from tracked_goods where mbr_sn = $1',
        [member.mbrSn],
      );
      expect(goods!.n * COIN_COST_REGISTER).toBe(Number(before.balance) - Number(after.balance));
    });

    it('one click sent to both apps at once registers one place; the other answers already processing', async () => {
      const [place] = (
        await control<{ items: { placeId: string }[] }>(
          sim,
          'GET',
          `/__control/market/places?keyword=${encodeURIComponent('멀티 플레이스')}&date=${DAY}`,
        )
      ).items;
      // The place look-up takes a moment, so the second copy arrives while the first is under way.
      await control(sim, 'POST', '/__control/faults', { service: 'naver-place', count: 1, delayMs: 600 });
      const body = { placeId: place!.placeId, placeKeyword: '멀티 플레이스' };
      const answers = await Promise.all(
        apps.map((app) =>
          call(app, 'POST', '/api/naver/place/placeInsert', { cookie, body }).then(async (r) => ({
            status: r.status,
            code: ((await r.json()) as { code?: string }).code,
          })),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.code).toBe('ALREADY_PROCESSING');
      const [places] = await rows<{ n: number }>(
        'select count(*)::int as n from tracked_places where mbr_sn = $1',
        [member.mbrSn],
      );
      expect(places!.n).toBe(1);
    });

    it('a daily rank run with workers in all three processes checks each keyword exactly once', async () => {
      const owner = await createMember(t);
      for (let i = 0; i < KEYWORDS; i++) {
        const keyword = `멀티 순위 ${i}`;
        const list = await marketProducts(keyword);
        await control(sim, 'POST', '/__control/rank', {
          keyword,
          productId: list[1]!.productId,
          rank: 5 + i,
          date: DAY,
        });
        const [g] = await rows<{ gdp_sn: number }>(
          `insert into tracked_goods (mbr_sn, mid_no, registered_by, lookup_status, coin_start_at, coin_end_at)
           values ($1, $2, 'midNum', 'resolved', '2026-01-01T00:00:00Z', '2099-01-01T00:00:00Z') returning gdp_sn`,
          [owner.mbrSn, list[1]!.productId],
        );
        await rows(
          `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, $2, true)`,
          [g!.gdp_sn, keyword],
        );
      }
      const shopBefore = Object.values((await calls())['searchapi'] ?? {}).reduce((a, b) => a + b, 0);
      boss = new PgBoss({
        connectionString: t.database.connectionString!,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
      });
      await boss.start();
      await boss.send('rank-daily', {});
      const recorded = async () =>
        (
          await rows<{ n: number }>(
            `select count(*)::int as n from rank_history h join tracked_keywords k using (gdkd_sn)
              where h.day = $1 and k.keyword like '멀티 순위 %'`,
            [DAY],
          )
        )[0]!.n;
      const deadline = Date.now() + 40_000;
      while ((await recorded()) < KEYWORDS && Date.now() < deadline) await sleep(200);
      expect(await recorded()).toBe(KEYWORDS);
      // Let any duplicate job run, then count: one rank job and one result page per keyword.
      await sleep(1_500);
      const shopAfter = Object.values((await calls())['searchapi'] ?? {}).reduce((a, b) => a + b, 0);
      expect(shopAfter - shopBefore).toBe(KEYWORDS);
      const jobs = await rows<{ keyword: string; n: number }>(
        `select data->>'keywordNorm' as keyword, count(*)::int as n from pgboss.job
          where name = $1 and state = 'completed' group by 1`,
        [RANK_CHECK_QUEUE],
      );
      expect(jobs.filter((j) => j.keyword.startsWith('멀티 순위'))).toHaveLength(KEYWORDS);
      expect(jobs.every((j) => j.n === 1)).toBe(true);
    });

    it('the Naver calls of all the processes stay within one key’s daily quota', async () => {
      // The rank run spent some of the day's quota; both apps now ask DataLab for fresh keywords
      // (each look a new answer, no cache) until the key is spent.
      const spent = await simClientCalls();
      expect(spent).toBeLessThan(QUOTA);
      const looks = await Promise.all(
        Array.from({ length: 2 * QUOTA }, (_, i) =>
          call(
            apps[i % 2]!,
            'GET',
            `/api/naver/keyword/trends?startDate=2026-10-01&endDate=2026-10-31&timeUnit=date&keywords=${encodeURIComponent(`쿼터${i}`)}`,
            { cookie },
          ).then((r) => r.status),
        ),
      );
      expect(looks.filter((s) => s === 200)).toHaveLength(QUOTA - spent);
      expect(await simClientCalls()).toBe(QUOTA);
      const [usage] = await rows<{ search: number; datalab: number }>(
        `select search, datalab from naver_key_usage where client_id = 'sim-hub-client' and day = $1`,
        [DAY],
      );
      expect(usage!.search).toBe(QUOTA);
    });
  },
);
