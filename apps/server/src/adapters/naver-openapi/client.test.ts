import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type RetryPolicy } from '../http';
import { createNaverLocalClient } from '../naver-local/client';
import {
  FAST,
  NAVER_PLATFORMS,
  NAVER_QUOTA_ANSWER,
  NAVER_RATE_ANSWER,
  type TestSimulator,
  simulatedPlatform,
  startTestSimulator,
} from '../test-support';
import { NaverKeyQuota } from './key-quota';
import { developersPlatform, hubPlatform } from './platform';

// 429s of the Naver Open API through the real client and key quota: pool, against the simulator. Local
// search stands for every Open API endpoint: the key quota: pool, the retries and the quota answers are
// callOpenApi's, not the endpoint's.
let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const k1 = { clientId: 'k1', clientSecret: 's1' };
const exhausted = async (quota: NaverKeyQuota) => {
  const u = await quota.usage();
  return u ? { [u.clientId]: u.exhausted } : {};
};

describe.each(NAVER_PLATFORMS)('Naver Open API 429s on %s', (id) => {
  /** The per-second limit's answer and the daily quota's (docs/integrations-notes.md). */
  const RATE = NAVER_RATE_ANSWER[id];
  const QUOTA = NAVER_QUOTA_ANSWER[id];
  const localOn = (pool: NaverKeyQuota, retry: Partial<RetryPolicy> = FAST.retry) =>
    createNaverLocalClient({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry,
      timeoutMs: FAST.timeoutMs,
    });
  const search = (local: ReturnType<typeof localOn>) => local.search({ query: '강남 맛집' });

  it('a single 429 of the speed limit is retried: the call succeeds and the key stays in use', async () => {
    const pool = new NaverKeyQuota(k1);
    const local = localOn(pool);
    await sim.fault({ service: 'naver-local', count: 1, status: 429, body: RATE });
    expect((await search(local)).items.length).toBeGreaterThan(0);
    expect(await sim.calls('naver-local')).toEqual({ k1: 2 });
    expect(await exhausted(pool)).toEqual({ k1: [] });
    // A 429 whose body says nothing readable is a speed limit too.
    await sim.fault({ service: 'naver-local', count: 1, status: 429, body: 'Too Many Requests' });
    await search(local);
    await search(local);
    expect(await sim.calls('naver-local')).toEqual({ k1: 5 });
    expect(await exhausted(pool)).toEqual({ k1: [] });
  });

  it('the daily quota answer takes the key out for the Korea day: no retry, no more calls until midnight in Korea', async () => {
    let now = new Date('2026-03-01T03:00:00Z');
    const pool = new NaverKeyQuota(k1, { now: () => now });
    const local = localOn(pool);
    await sim.fault({ service: 'naver-local', count: 1, status: 429, body: QUOTA });
    // The platform's own answer comes back, typed: one call, not retried.
    await expect(search(local)).rejects.toMatchObject({ kind: 'rate-limited', status: 429, body: QUOTA });
    expect(await sim.calls('naver-local')).toEqual({ k1: 1 });
    expect(await exhausted(pool)).toEqual({ k1: ['search'] });
    // The rest of the day our own count refuses: Naver sees nothing more.
    await expect(search(local)).rejects.toMatchObject({ kind: 'rate-limited', status: undefined });
    expect(await sim.calls('naver-local')).toEqual({ k1: 1 });
    // Midnight in Korea: the key is back.
    now = new Date('2026-03-01T15:00:00Z');
    await search(local);
    await search(local);
    expect(await sim.calls('naver-local')).toEqual({ k1: 3 });
  });

  it('repeated 429s fail after a bounded number of tries as a typed ProviderError, the key kept', async () => {
    const pool = new NaverKeyQuota(k1);
    await sim.fault({ service: 'naver-local', count: 99, status: 429, body: RATE });
    const started = Date.now();
    const error = await search(localOn(pool)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ service: 'naver-local', kind: 'rate-limited', status: 429 });
    expect(await sim.calls('naver-local')).toEqual({ k1: 4 }); // the first try and 3 retries
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await exhausted(pool)).toEqual({ k1: [] });
    // The default policy waits between 0.1 and 0.8 s per retry: well under its 10 s bound.
    await sim.reset();
    await sim.fault({ service: 'naver-local', count: 99, status: 429, body: RATE });
    const slow = Date.now();
    await expect(search(localOn(pool, {}))).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(Date.now() - slow).toBeGreaterThanOrEqual(650);
    expect(Date.now() - slow).toBeLessThan(3000);
    expect(await sim.calls('naver-local')).toEqual({ k1: 4 });
  });

  it('honours Retry-After; one asking longer than the call may wait ends it at once', async () => {
    const pool = new NaverKeyQuota(k1);
    await sim.fault({
      service: 'naver-local',
      count: 1,
      status: 429,
      headers: { 'retry-after': '1' },
      body: RATE,
    });
    const started = Date.now();
    expect((await search(localOn(pool))).items.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await sim.fault({
      service: 'naver-local',
      count: 1,
      status: 429,
      headers: { 'retry-after': '3600' },
      body: RATE,
    });
    const again = Date.now();
    await expect(search(localOn(pool))).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 3_600_000,
    });
    expect(Date.now() - again).toBeLessThan(500);
    expect(await sim.calls('naver-local')).toEqual({ k1: 3 });
    expect(await exhausted(pool)).toEqual({ k1: [] });
  });

  it('a burst past the per-second limit backs off and every call of it succeeds', async () => {
    await sim.control('/__control/naver-quota', { perSecond: 2 });
    const pool = new NaverKeyQuota(k1);
    // Waits of 0.2–0.4, 0.6–1.2 and 1.4–2.8 s: the last is past the one-second window.
    const local = localOn(pool, { baseDelayMs: 400, maxDelayMs: 5_000 });
    const pages = await Promise.all([search(local), search(local), search(local)]);
    expect(pages.every((p) => p.items.length > 0)).toBe(true);
    expect((await sim.calls('naver-local')).k1).toBeGreaterThan(3);
    expect(await exhausted(pool)).toEqual({ k1: [] });
  });

  it('counts what Naver counts: a speed-limit 429 and a refused key are taken back, an answer and a 5xx stay (issue 35 §7)', async () => {
    const pool = new NaverKeyQuota(k1);
    const local = localOn(pool);
    const naverCount = async (clientId: string) =>
      ((await sim.control('/__control/naver-quota', { clientId })).body as { usage: { search: number } })
        .usage.search;
    const ours = async () => (await pool.usage())!.search;
    // Two 429s of the speed limit, then the answer: three calls made, one counted by Naver and by us.
    await sim.fault({ service: 'naver-local', count: 2, status: 429, body: RATE });
    await search(local);
    expect(await sim.calls('naver-local')).toEqual({ k1: 3 });
    expect([await naverCount('k1'), await ours()]).toEqual([1, 1]);
    // A key Naver refuses (401, errorCode 024) costs no allowance either.
    await sim.control('/__control/naver-clients', { clientId: 'k1', clientSecret: 'another' });
    await expect(search(local)).rejects.toMatchObject({ kind: 'auth' });
    expect([await naverCount('k1'), await ours()]).toEqual([1, 1]);
    // A 5xx is kept counted: whether Naver counts it is UNCONFIRMED, so our count may run ahead of
    // Naver's (a key left out a little early), never behind it (a surprise quota answer).
    await sim.control('/__control/naver-clients', { clientId: 'k1', clientSecret: 's1' });
    await sim.fault({ service: 'naver-local', count: 1, status: 503 });
    await search(local);
    expect([await naverCount('k1'), await ours()]).toEqual([2, 3]);
  });
});

describe('each platform tells its quota answer from its speed limit', () => {
  const e = (status: number, body: unknown) =>
    new ProviderError('naver-local', 'rate-limited', 'x', status, body);
  it('developer center: errorCode 010 or its message; 012 and unreadable 429s are the speed limit', () => {
    const { isDailyQuota } = developersPlatform('http://x');
    expect(isDailyQuota(e(429, NAVER_QUOTA_ANSWER.developers))).toBe(true);
    expect(isDailyQuota(e(429, { errorMessage: '{count/quota=10039/10000} : Query limit exceeded.' }))).toBe(
      true,
    );
    expect(isDailyQuota(e(429, NAVER_RATE_ANSWER.developers))).toBe(false);
    expect(isDailyQuota(e(429, 'Too Many Requests'))).toBe(false);
    expect(isDailyQuota(e(500, NAVER_QUOTA_ANSWER.developers))).toBe(false);
    // The HUB's envelope means nothing to the developer center.
    expect(isDailyQuota(e(429, NAVER_QUOTA_ANSWER.hub))).toBe(false);
  });

  it('HUB: 429 errorCode 400 (Quota Exceeded); 410 and 420 are passing limits', () => {
    const { isDailyQuota } = hubPlatform('http://x');
    const hub = (code: string, message: string) => ({ error: { errorCode: code, message } });
    expect(isDailyQuota(e(429, hub('400', 'Quota Exceeded')))).toBe(true);
    expect(isDailyQuota(e(429, { error: { message: 'Quota Exceeded' } }))).toBe(true);
    expect(isDailyQuota(e(429, hub('410', 'Throttle Limited')))).toBe(false);
    expect(isDailyQuota(e(429, hub('420', 'Rate Limited')))).toBe(false);
    expect(isDailyQuota(e(400, hub('100', 'Bad Request Exception')))).toBe(false);
    expect(isDailyQuota(e(429, NAVER_QUOTA_ANSWER.developers))).toBe(false);
  });
});

/**
 * NCP's API gateway codes (reference/data-sources-2026.md §2, "Errors"), one case each, through
 * the real client against the simulator's HUB: the typed kind, how many calls were made (retried
 * or not) and whether the key is out for the Korea day.
 */
describe('every NAVER API HUB error code', () => {
  const cases: { status: number; code: string; message: string; kind: string; calls: number; out?: true }[] =
    [
      { status: 400, code: '100', message: 'Bad Request Exception', kind: 'bad-request', calls: 1 },
      { status: 401, code: '200', message: 'Authentication Failed', kind: 'auth', calls: 1 },
      { status: 401, code: '210', message: 'Permission Denied', kind: 'auth', calls: 1 },
      { status: 404, code: '300', message: 'Not Found Exception', kind: 'not-found', calls: 1 },
      { status: 429, code: '400', message: 'Quota Exceeded', kind: 'rate-limited', calls: 1, out: true },
      { status: 429, code: '410', message: 'Throttle Limited', kind: 'rate-limited', calls: 4 },
      { status: 429, code: '420', message: 'Rate Limited', kind: 'rate-limited', calls: 4 },
      { status: 413, code: '430', message: 'Request Entity Too Large', kind: 'bad-request', calls: 1 },
      { status: 503, code: '500', message: 'Endpoint Error', kind: 'server', calls: 4 },
      { status: 504, code: '510', message: 'Endpoint Timeout', kind: 'server', calls: 4 },
      { status: 500, code: '900', message: 'Unexpected Error', kind: 'server', calls: 4 },
    ];
  it.each(cases)('$status $code $message → $kind after $calls call(s)', async (c) => {
    await sim.reset();
    const pool = new NaverKeyQuota(k1);
    const local = createNaverLocalClient({
      platform: simulatedPlatform(sim, 'hub'),
      quota: pool,
      retry: FAST.retry,
      timeoutMs: FAST.timeoutMs,
    });
    const body = { error: { errorCode: c.code, message: c.message } };
    await sim.fault({ service: 'naver-local', count: 9, status: c.status, body });
    const error = await local.search({ query: '강남 맛집' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ service: 'naver-local', kind: c.kind, status: c.status });
    expect(await sim.calls('naver-local')).toEqual({ k1: c.calls });
    expect(await exhausted(pool)).toEqual({ k1: c.out ? ['search'] : [] });
    // Two passing limits, then the answer: throttle and rate are retried with backoff.
    if (c.code === '410' || c.code === '420') {
      await sim.reset();
      await sim.fault({ service: 'naver-local', count: 2, status: c.status, body });
      expect((await local.search({ query: '강남 맛집' })).items.length).toBeGreaterThan(0);
      expect(await sim.calls('naver-local')).toEqual({ k1: 3 });
    }
  });
});
