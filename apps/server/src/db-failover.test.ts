/**
 * PostgreSQL ending the app's connections (issue 35 §1): a failover, a restart, a pooler recycling
 * its connections or `pg_terminate_backend` used to end the app and worker processes on an
 * unhandled pg client error. Here one app process and one worker process (test/app-process.ts, the
 * composition of src/main.ts and src/worker.ts) run products' registrations and rank jobs while
 * - every backend of the database is terminated, several times, mid-traffic;
 * - the database is unreachable for a few seconds (a TCP relay in front of it drops every
 *   connection and refuses new ones, as a server restart does).
 * Both processes stay up, requests in flight fail with the Korean 503 DATABASE_UNAVAILABLE, /readyz
 * says not-ready while the database is away, later requests and jobs succeed within seconds, and
 * nothing is half-written (a product registered without its coin debit: balance = Σ ledger).
 * PostgreSQL only: a second process cannot open the in-memory PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_COST_REGISTER, ko } from '@seller/shared';
import { loadConfig } from './config';
import { RANK_CHECK_QUEUE } from './features/goods-rank/goods-rank.jobs';
import { PASSWORD, type TestApp, coinState, createMember, createTestApp, newKey } from './test/app';
import { type RunningSimulator, control, startTestSimulator } from './test/simulator';

const databaseUrl = loadConfig().databaseUrl;
const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test/app-process.ts');

const DAY = '2026-11-27';
const START = new Date(`${DAY}T11:00:00+09:00`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A TCP relay in front of PostgreSQL: while down it cuts every relayed connection and refuses new
 * ones at once, as a restarting server does (pg_terminate_backend cannot keep new ones out).
 */
async function startRelay(target: URL) {
  let down = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url(database: string) {
      const u = new URL(database);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    down() {
      down = true;
      for (const s of open) s.destroy();
    },
    up() {
      down = false;
    },
    close: () =>
      new Promise<void>(
        (r) => ((down = true), [...open].forEach((s) => s.destroy()), server.close(() => r())),
      ),
  };
}

describe.skipIf(!databaseUrl)('PostgreSQL ending the app’s connections (needs DATABASE_URL)', () => {
  let sim: RunningSimulator;
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let boss: PgBoss;
  let app = '';
  const children: { name: string; child: ChildProcess; exited: string | null; stderr: string }[] = [];
  let member: { mbrSn: number; email: string };
  let cookie = '';
  let products: string[] = [];
  /** Products not asked for yet: each registration is a new one (a repeat would be a 409). */
  let next = 0;
  const fresh = () => products[next++]!;

  async function start(name: string, env: Record<string, string>, args: string[] = []): Promise<number> {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, '--now', START.toISOString(), ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: relay.url(t.database.connectionString!),
        SIMULATOR: 'on',
        SIMULATOR_PORT: String(sim.port),
        LOG_LEVEL: 'fatal',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entryOf = { name, child, exited: null as string | null, stderr: '' };
    children.push(entryOf);
    child.stderr!.on('data', (b: Buffer) => (entryOf.stderr = (entryOf.stderr + b.toString()).slice(-4000)));
    child.once('exit', (code, signal) => (entryOf.exited = `${code ?? signal}`));
    return new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (b: Buffer) => {
        const m = /ready (\d+)/.exec(b.toString());
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) =>
        reject(new Error(`${name} exited (${code}) before ready: ${entryOf.stderr}`)),
      );
    });
  }

  /** Both processes still running; a dead one shows its last words. */
  const expectAlive = () =>
    expect(
      children.map((c) => `${c.name}: ${c.exited === null ? 'alive' : `exited ${c.exited}\n${c.stderr}`}`),
    ).toEqual(children.map((c) => `${c.name}: alive`));

  async function register(productId: string): Promise<{ status: number; code?: string; message?: string }> {
    const res = await fetch(`${app}/api/naver/mygoodsRank/merges`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: JSON.stringify({ type: 'midNum', currentInput: productId }),
    });
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    return { status: res.status, ...body };
  }
  const readyz = async () => {
    const res = await fetch(`${app}/readyz`);
    return { status: res.status, body: (await res.json()) as { database: string } };
  };
  const terminateBackends = async () => {
    const admin = new pg.Client({ connectionString: t.database.connectionString! });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  };
  /** The first answer of `probe` that `ok` accepts, within `ms`; throws with the last answer. */
  async function within<T>(ms: number, probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
    const deadline = Date.now() + ms;
    let last: T | undefined;
    let lastError: unknown;
    while (Date.now() < deadline) {
      try {
        last = await probe();
        if (ok(last)) return last;
      } catch (e) {
        lastError = e;
      }
      await sleep(100);
    }
    throw new Error(`not within ${ms} ms: ${JSON.stringify(last)} ${String(lastError ?? '')}`);
  }
  const jobState = async (id: string) =>
    (
      (await t.database.sql.executeSql('select state from pgboss.job where id = $1', [id])).rows[0] as
        { state: string } | undefined
    )?.state;
  /** A rank check sent now is taken and completed by the worker process. */
  async function workerCompletesAJob(ms: number): Promise<void> {
    const id = await boss.send(RANK_CHECK_QUEUE, { keywordNorm: `복구 확인 ${newKey()}`, day: DAY });
    await within(
      ms,
      () => jobState(id!),
      (s) => s === 'completed',
    );
  }
  /** Nothing half-written: each registered product has its debit, and the balance is its ledger. */
  async function expectConsistent(before: number) {
    const after = await coinState(t, member.mbrSn);
    expect(Number(after.balance)).toBe(Number(after.ledger));
    const [goods] = (
      await t.database.sql.executeSql('select count(*)::int as n from tracked_goods where mbr_sn = $1', [
        member.mbrSn,
      ])
    ).rows as { n: number }[];
    expect(goods!.n * COIN_COST_REGISTER).toBe(before - Number(after.balance));
  }
  /** Only a success or the database's own 503 with its Korean message; never a 500. */
  const expectHonest = (answers: { status: number; code?: string; message?: string }[]) =>
    expect(
      answers.filter(
        (a) =>
          a.status !== 200 &&
          !(
            a.status === 503 &&
            a.code === 'DATABASE_UNAVAILABLE' &&
            a.message === ko.errors.DATABASE_UNAVAILABLE
          ),
      ),
    ).toEqual([]);

  let startBalance = 0;

  beforeAll(async () => {
    sim = await startTestSimulator();
    await control(sim, 'POST', '/__control/clock', { date: DAY });
    t = await createTestApp({ SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) });
    relay = await startRelay(new URL(t.database.connectionString!));
    // The app runs no jobs: every job is the worker process's, so a completed job is its work.
    const [port] = await Promise.all([
      start('app', { JOBS_ENABLED: 'false' }),
      start('worker', { JOBS_ENABLED: 'true' }, ['--worker']),
    ]);
    app = `http://127.0.0.1:${port}`;
    boss = new PgBoss({
      connectionString: t.database.connectionString!,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    boss.on('error', () => undefined);
    await boss.start();
    member = await createMember(t);
    await t.services.coins.operatorGrant(member.mbrSn, 10_000 * COIN_COST_REGISTER);
    startBalance = Number((await coinState(t, member.mbrSn)).balance);
    const login = await fetch(`${app}/v1/member/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mbrEmail: member.email, mbrPw: PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    for (const keyword of ['장애 등록 하나', '장애 등록 둘', '장애 등록 셋', '장애 등록 넷']) {
      const { items } = await control<{ items: { productId: string }[] }>(
        sim,
        'GET',
        `/__control/market/products?keyword=${encodeURIComponent(keyword)}&date=${DAY}&start=1&display=100`,
      );
      products.push(...items.map((i) => i.productId));
    }
    products = [...new Set(products)];
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exited === null) c.child.kill('SIGTERM');
    await Promise.all(
      children.map((c) =>
        c.exited !== null
          ? undefined
          : new Promise<void>((r) => {
              const timer = setTimeout(() => c.child.kill('SIGKILL'), 5_000);
              c.child.once('exit', () => (clearTimeout(timer), r()));
            }),
      ),
    );
    await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
    await relay?.close();
    await t?.close();
    await sim?.close();
  });

  it('every backend terminated mid-traffic, three times: both processes stay up, then answer and work', async () => {
    const answers: { status: number; code?: string; message?: string }[] = [];
    let stop = false;
    // Four members' clicks at once, each a registration: a transaction (look-up, product, debit).
    const traffic = Array.from({ length: 4 }, async () => {
      while (!stop && next < products.length - 20)
        answers.push(await register(fresh()).catch(() => ({ status: 0 })));
    });
    // Jobs in flight in the worker while its connections end too.
    for (let i = 0; i < 6; i++)
      await boss.send(RANK_CHECK_QUEUE, { keywordNorm: `장애 순위 ${i}`, day: DAY });
    await sleep(800);
    let ended = 0;
    for (let i = 0; i < 3; i++) {
      ended += await terminateBackends();
      await sleep(400);
    }
    await sleep(500);
    stop = true;
    await Promise.all(traffic);
    expect(ended).toBeGreaterThan(3);
    expectAlive();
    expectHonest(answers);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    // Later requests reconnect: a registration and /readyz succeed within seconds, and so does a job.
    await within(
      10_000,
      () => register(fresh()),
      (a) => a.status === 200,
    );
    await within(10_000, readyz, (r) => r.status === 200);
    await workerCompletesAJob(20_000);
    expectAlive();
    await expectConsistent(startBalance);
  }, 90_000);

  it('the database away for seconds: 503 DATABASE_UNAVAILABLE and /readyz not ready meanwhile, then back', async () => {
    relay.down();
    try {
      const during = await register(fresh());
      expect(during).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: ko.errors.DATABASE_UNAVAILABLE,
      });
      // A plain read too (the session's look-up is the first query of every signed-in request).
      const session = await fetch(`${app}/v1/member/user/memberSession`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(session.status).toBe(503);
      const ready = await readyz();
      expect(ready).toMatchObject({ status: 503, body: { database: 'error' } });
      await sleep(2_000);
      expectAlive();
    } finally {
      relay.up();
    }
    await within(10_000, readyz, (r) => r.status === 200);
    await within(
      10_000,
      () => register(fresh()),
      (a) => a.status === 200,
    );
    await workerCompletesAJob(20_000);
    expectAlive();
    await expectConsistent(startBalance);
  }, 90_000);
});
