/**
 * Test helpers for adapter contract tests: the simulator in-process on a random port, a tiny
 * Fastify stub serving recorded fixtures, and retry settings that keep fault tests fast.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { SECRET_HEADER, buildSimulator } from '@seller/simulator';
import { type Config, loadConfig } from '../config';
import { type NaverApiPlatform, type NaverApiPlatformId, naverApiPlatform } from './naver-openapi/platform';

/** Tiny backoff so retry tests take milliseconds. */
export const FAST = { retry: { baseDelayMs: 1, maxDelayMs: 4 }, timeoutMs: 2_000 } as const;

export function fixture(dir: string, name: string): string {
  return fs.readFileSync(path.join(dir, 'fixtures', name), 'utf8');
}

export interface TestSimulator {
  url: string;
  config: Config;
  control(pathname: string, body?: unknown, method?: string): Promise<{ status: number; body: unknown }>;
  /** Calls seen per key for one simulated service. */
  calls(service: string): Promise<Record<string, number>>;
  totalCalls(service: string): Promise<number>;
  fault(f: {
    service: string;
    count: number;
    status?: number;
    delayMs?: number;
    malformed?: boolean;
    body?: unknown;
    headers?: Record<string, string>;
    truncate?: number;
  }): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSimulator(env: Record<string, string> = {}): Promise<TestSimulator> {
  const { app, state } = buildSimulator({ logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    SIMULATOR: 'on',
    NAVER_OPENAPI_BASE: `${url}/naver-openapi`,
    NAVER_API_HUB_BASE: `${url}/naver-api-hub`,
    NAVER_SEARCHAD_BASE: `${url}/searchad`,
    NAVER_PLACE_BASE: `${url}/place`,
    NAVER_SHOPPING_BASE: `${url}/shopping`,
    SEARCHAPI_BASE: `${url}/searchapi`,
    APIFY_BASE: `${url}/apify`,
    ...env,
  });
  const control: TestSimulator['control'] = async (
    pathname,
    body,
    method = body === undefined ? 'GET' : 'POST',
  ) => {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: {
        [SECRET_HEADER]: state.secret,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const calls = async (service: string) =>
    ((await control('/__control/calls')).body as Record<string, Record<string, number>>)[service] ?? {};
  return {
    url,
    config,
    control,
    calls,
    totalCalls: async (service) => Object.values(await calls(service)).reduce((a, b) => a + b, 0),
    fault: async (f) => {
      await control('/__control/faults', f);
    },
    reset: async () => {
      await control('/__control/reset', {});
    },
    close: () => app.close(),
  };
}

/** Both Naver API platforms, for tests run against each (adapters/naver-openapi/platform.ts). */
export const NAVER_PLATFORMS: readonly NaverApiPlatformId[] = ['hub', 'developers'];

/** The simulator's mount of a platform. */
export const simulatedPlatform = (sim: TestSimulator, id: NaverApiPlatformId): NaverApiPlatform =>
  naverApiPlatform(id, `${sim.url}/${id === 'hub' ? 'naver-api-hub' : 'naver-openapi'}`);

/** Each platform's answer that a key spent its day (the developer center's 010, the HUB's 400). */
export const NAVER_QUOTA_ANSWER: Record<NaverApiPlatformId, unknown> = {
  developers: { errorMessage: 'Query limit exceeded.', errorCode: '010' },
  hub: { error: { errorCode: '400', message: 'Quota Exceeded' } },
};

/** Each platform's per-second limit answer (the developer center's 012, the HUB's 420). */
export const NAVER_RATE_ANSWER: Record<NaverApiPlatformId, unknown> = {
  developers: { errorMessage: 'Rate limit exceeded.', errorCode: '012' },
  hub: { error: { errorCode: '420', message: 'Rate Limited' } },
};

export interface StubRoute {
  method?: 'GET' | 'POST';
  url: string;
  status?: number;
  /** A string is sent as is (with `type`), anything else as JSON. */
  body?: unknown;
  type?: string;
  handler?: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A throw-away server answering fixed routes; `hits` counts calls per route url and `last` keeps the last request. */
export async function startStub(routes: StubRoute[]) {
  const app = Fastify({ logger: false });
  const hits: Record<string, number> = {};
  const last: { headers?: Record<string, unknown>; body?: unknown; url?: string } = {};
  for (const r of routes) {
    app.route({
      method: r.method ?? 'GET',
      url: r.url,
      handler: async (req, reply) => {
        hits[r.url] = (hits[r.url] ?? 0) + 1;
        Object.assign(last, { headers: req.headers, body: req.body, url: req.url });
        if (r.handler) return r.handler(req, reply);
        reply.status(r.status ?? 200);
        if (typeof r.body === 'string')
          return reply.type(r.type ?? 'application/json; charset=utf-8').send(r.body);
        return reply.send(r.body);
      },
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, hits, last, close: () => app.close() };
}

/**
 * The fault matrix every adapter must pass against the simulator: typed kinds for 401/403/429/
 * 5xx/timeouts/malformed bodies, and retries only of what is retryable (counted by the
 * simulator). `make` builds a fresh adapter call (a fresh key pool) per case; it must use
 * FAST retries and a timeout below `slowMs`.
 */
export async function checkFaults(
  sim: TestSimulator,
  service: string,
  make: () => () => Promise<unknown>,
  opts: {
    on429: 'retried' | 'naver-quota';
    slowMs?: number;
    wrongShape?: unknown;
    /** The platform whose quota answer 'naver-quota' sends (default: the developer center's). */
    platform?: NaverApiPlatformId;
  },
): Promise<void> {
  const { expect } = await import('vitest');
  const slowMs = opts.slowMs ?? 400;
  const run = async (fault: Parameters<TestSimulator['fault']>[0] | null) => {
    await sim.reset();
    if (fault) await sim.fault(fault);
    const call = make();
    let error: unknown = null;
    try {
      await call();
    } catch (e) {
      error = e;
    }
    return {
      error: error as { kind?: string; service?: string } | null,
      calls: await sim.totalCalls(service),
    };
  };
  const kindOf = (r: { error: { kind?: string } | null }) => r.error?.kind ?? 'ok';

  expect(await run(null).then((r) => [kindOf(r), r.calls])).toEqual(['ok', 1]);
  expect(await run({ service, count: 1, status: 401 }).then((r) => [kindOf(r), r.calls])).toEqual([
    'auth',
    1,
  ]);
  expect(await run({ service, count: 1, status: 403 }).then((r) => [kindOf(r), r.calls])).toEqual([
    'forbidden',
    1,
  ]);
  expect(await run({ service, count: 1, status: 400 }).then((r) => [kindOf(r), r.calls])).toEqual([
    'bad-request',
    1,
  ]);
  expect(await run({ service, count: 2, status: 500 }).then((r) => [kindOf(r), r.calls])).toEqual(['ok', 3]);
  expect(await run({ service, count: 9, status: 503 }).then((r) => [kindOf(r), r.calls])).toEqual([
    'server',
    4,
  ]);
  expect(await run({ service, count: 1, delayMs: slowMs }).then((r) => [kindOf(r), r.calls])).toEqual([
    'ok',
    2,
  ]);
  expect(await run({ service, count: 9, delayMs: slowMs }).then((r) => [kindOf(r), r.calls])).toEqual([
    'timeout',
    4,
  ]);
  expect(await run({ service, count: 1, malformed: true }).then((r) => [kindOf(r), r.calls])).toEqual([
    'malformed',
    1,
  ]);
  const shape = opts.wrongShape ?? { unexpected: true };
  expect(
    await run({ service, count: 1, status: 200, body: shape }).then((r) => [kindOf(r), r.calls]),
  ).toEqual(['malformed', 1]);
  // A 429 is a speed limit: retried with backoff, then a typed failure after the last try.
  expect(await run({ service, count: 2, status: 429 }).then((r) => [kindOf(r), r.calls])).toEqual(['ok', 3]);
  expect(await run({ service, count: 9, status: 429 }).then((r) => [kindOf(r), r.calls])).toEqual([
    'rate-limited',
    4,
  ]);
  if (opts.on429 === 'naver-quota') {
    // Naver's daily quota answer: the one key is out for the day, the pool refuses without another call.
    const quota = NAVER_QUOTA_ANSWER[opts.platform ?? 'developers'];
    const r = await run({ service, count: 9, status: 429, body: quota });
    expect([kindOf(r), r.calls, r.error?.service]).toEqual(['rate-limited', 1, service]);
  }
  await sim.reset();
}
