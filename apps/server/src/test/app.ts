import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@seller/shared';
import type { ServiceAdapters } from '../adapters/services';
import { type AppDeps, type Ports, buildApp, createServices, type Services } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { jobDefinitions } from '../jobs/definitions';
import { createTestDatabase } from './database';
import { type InlineJobs, inlineJobs } from './jobs';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  services: Services;
  /** The jobs the app queued, run in this process (test/jobs.ts). */
  jobs: InlineJobs;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    ports?: Partial<Ports>;
    adapters?: Partial<ServiceAdapters>;
    now?: () => Date;
    log?: Logger;
    providerBudgets?: AppDeps['providerBudgets'];
  } = {},
): Promise<TestApp> {
  const base = loadConfig();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SIMULATOR: 'off',
    DATA_DIR: 'data/test-unused',
    ...(base.databaseUrl ? { DATABASE_URL: base.databaseUrl } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const jobs = inlineJobs();
  const deps = {
    database,
    queue: jobs,
    ...(opts.ports ? { ports: opts.ports } : {}),
    ...(opts.adapters ? { adapters: opts.adapters } : {}),
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.log ? { log: opts.log } : {}),
    ...(opts.providerBudgets ? { providerBudgets: opts.providerBudgets } : {}),
  };
  const services = createServices(config, deps);
  jobs.use(jobDefinitions(services, database.db, config, () => null, opts.now));
  // A test that waits for the background work waits for the jobs it queued too.
  const settleBackground = services.settle;
  services.settle = async () => {
    await settleBackground();
    await jobs.settle();
    await settleBackground();
  };
  const app = await buildApp({ config, deps, services });
  await app.ready();
  return {
    app,
    database,
    config,
    services,
    jobs,
    async close() {
      await app.close();
      await services.settle();
      await database.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'member'): string =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const PASSWORD = 'Passw0rd!';

export async function createMember(
  t: TestApp,
  opts: { email?: string; role?: Role; name?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const member = await t.services.members.create({
    email,
    password: opts.password ?? PASSWORD,
    name: opts.name ?? 'Tester',
    role: opts.role ?? 'GNRL_MBR',
  });
  return { ...member, password: opts.password ?? PASSWORD };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error('no session cookie in answer');
  return `sid=${c.value}`;
}

/** Signs in through the real login call and returns the Cookie header to send. */
export async function login(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/member/user/login',
    payload: { mbrEmail: email, mbrPw: password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A fresh Idempotency-Key, as the web app makes one per opened dialog or submission. */
export const newKey = (): string => randomUUID();

/**
 * POSTs as a browser form does: each call is a new submission with its own Idempotency-Key (money
 * routes require one; the others ignore it), unless `key` names the one to send (a repeat) or is
 * null (none at all).
 */
export function post(
  t: TestApp,
  url: string,
  payload: unknown = {},
  cookie?: string,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

/** A member's balance and the sum of their ledger, read straight from the tables. */
export async function coinState(t: TestApp, mbrSn: number): Promise<{ balance: number; ledger: number }> {
  const r = await t.database.sql.executeSql(
    `select (select balance from coin_accounts where mbr_sn = $1) as balance,
            (select coalesce(sum(delta), 0)::bigint from coin_ledger where mbr_sn = $1) as ledger`,
    [mbrSn],
  );
  return r.rows[0] as { balance: number; ledger: number };
}

export interface CoinPartsState {
  /** coin_accounts: the balance and its parts. */
  account: { balance: number; service: number; paidGrant: number; purchased: number };
  /** The same four figures summed over the member's ledger rows. */
  ledger: { balance: number; service: number; paidGrant: number; purchased: number };
}

/** A member's balance parts as stored and as the ledger sums them (they must be equal). */
export async function coinParts(t: TestApp, mbrSn: number): Promise<CoinPartsState> {
  const r = await t.database.sql.executeSql(
    `select a.balance, a.service, a.paid_grant, a.purchased,
            coalesce(sum(l.delta), 0)::bigint as l_balance,
            coalesce(sum(l.service_delta), 0)::bigint as l_service,
            coalesce(sum(l.paid_grant_delta), 0)::bigint as l_paid_grant,
            coalesce(sum(l.purchased_delta), 0)::bigint as l_purchased
       from coin_accounts a left join coin_ledger l on l.mbr_sn = a.mbr_sn
      where a.mbr_sn = $1
      group by a.mbr_sn`,
    [mbrSn],
  );
  const x = r.rows[0] as Record<string, number>;
  return {
    account: { balance: x.balance!, service: x.service!, paidGrant: x.paid_grant!, purchased: x.purchased! },
    ledger: {
      balance: x.l_balance!,
      service: x.l_service!,
      paidGrant: x.l_paid_grant!,
      purchased: x.l_purchased!,
    },
  };
}
