/**
 * TRUST_PROXY (docs/deploy.md): behind a proxy each client keeps its own sign-in budget, and
 * nothing a client writes in X-Forwarded-For buys it new attempts, for a hop count and for an
 * address list alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { parseTrustProxy } from '../lib/trust-proxy';
import { type TestApp, createTestApp } from '../test/app';

const MAX = 5;
const PROXY = '10.0.0.5';

function login(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/member/user/login',
    payload: { mbrEmail: 'brute@example.com', mbrPw: 'Guess1!aa' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

/** Statuses of `n` sign-ins, each with a different forged first X-Forwarded-For entry. */
async function forgedAttempts(t: TestApp, n: number, remoteAddress: string, realClient?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const forged = `203.0.113.${i % 250}`;
    const res = await login(t, remoteAddress, realClient ? `${forged}, ${realClient}` : forged);
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY setting', () => {
  it('takes a hop count or the proxies’ addresses, and refuses true and junk', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, ::1, loopback')).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'loopback'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(ConfigError);
  });
});

describe.each([
  ['a hop count', '1'],
  ['an address list', '10.0.0.0/8'],
])('behind one proxy, with %s', (_what, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: setting, LOGIN_RATE_LIMIT_MAX: String(MAX) });
  });
  afterAll(() => t.close());

  it('forged X-Forwarded-For entries do not buy attempts: the client the proxy saw is limited', async () => {
    const statuses = await forgedAttempts(t, 85, PROXY, '198.51.100.7');
    expect(statuses.slice(0, MAX).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(MAX).every((s) => s === 429)).toBe(true);
  });

  it('another client behind the same proxy has its own budget', async () => {
    const statuses = await forgedAttempts(t, MAX, PROXY, '198.51.100.8');
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});

describe('with an address list, a client that reaches the app directly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', LOGIN_RATE_LIMIT_MAX: String(MAX) });
  });
  afterAll(() => t.close());

  it('is limited by its own address whatever X-Forwarded-For it sends', async () => {
    const statuses = await forgedAttempts(t, MAX + 3, '192.0.2.44');
    expect(statuses.slice(MAX).every((s) => s === 429)).toBe(true);
  });
});

describe('with no proxy trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: String(MAX) });
  });
  afterAll(() => t.close());

  it('X-Forwarded-For is ignored, so everyone behind a proxy shares its budget (docs/deploy.md)', async () => {
    await forgedAttempts(t, MAX, PROXY, '198.51.100.7');
    expect((await login(t, PROXY, '198.51.100.99')).statusCode).toBe(429);
  });
});
