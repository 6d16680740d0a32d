import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type RetryPolicy } from '../http';
import { createNaverLocalClient } from '../naver-local/client';
import { FAST, type TestSimulator, startTestSimulator } from '../test-support';
import { isDailyQuotaAnswer } from './client';
import { NaverKeyPool } from './key-pool';

// 429s of the Naver Open API through the real client and key pool, against the simulator. Local
// search stands for every Open API endpoint: the key pool, the retries and the quota answers are
// callOpenApi's, not the endpoint's.
let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const k1 = { clientId: 'k1', clientSecret: 's1' };
const k2 = { clientId: 'k2', clientSecret: 's2' };
/** The per-second limit's answer and the daily quota's (docs/integrations-notes.md). */
const RATE = { errorMessage: 'Rate limit exceeded. (속도 제한을 초과했습니다.)', errorCode: '012' };
const QUOTA = { errorMessage: 'Query limit exceeded. (쿼리 한도를 초과했습니다.)', errorCode: '010' };

const localOn = (pool: NaverKeyPool, retry: Partial<RetryPolicy> = FAST.retry) =>
  createNaverLocalClient({ baseUrl: `${sim.url}/naver-openapi`, pool, retry, timeoutMs: FAST.timeoutMs });
const search = (local: ReturnType<typeof localOn>) => local.search({ query: '강남 맛집' });
const exhausted = async (pool: NaverKeyPool) =>
  Object.fromEntries((await pool.usage()).map((u) => [u.clientId, u.exhausted]));

describe('Naver Open API 429s', () => {
  it('a single 429 of the speed limit is retried: the call succeeds and the key stays in use', async () => {
    const pool = new NaverKeyPool([k1]);
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

  it('the daily quota answer takes the key out for the Korea day, and the next key answers the same call', async () => {
    let now = new Date('2026-03-01T03:00:00Z');
    const pool = new NaverKeyPool([k1, k2], { now: () => now });
    const local = localOn(pool);
    await sim.fault({ service: 'naver-local', count: 1, status: 429, body: QUOTA });
    expect((await search(local)).items.length).toBeGreaterThan(0);
    expect(await sim.calls('naver-local')).toEqual({ k1: 1, k2: 1 });
    expect(await exhausted(pool)).toEqual({ k1: ['search'], k2: [] });
    await search(local);
    await search(local);
    expect(await sim.calls('naver-local')).toEqual({ k1: 1, k2: 3 });
    // Midnight in Korea: the key is back.
    now = new Date('2026-03-01T15:00:00Z');
    await search(local);
    await search(local);
    expect(await sim.calls('naver-local')).toEqual({ k1: 2, k2: 4 });
  });

  it('repeated 429s fail after a bounded number of tries as a typed ProviderError, the key kept', async () => {
    const pool = new NaverKeyPool([k1]);
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
    const pool = new NaverKeyPool([k1]);
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
    const pool = new NaverKeyPool([k1]);
    // Waits of 0.2–0.4, 0.6–1.2 and 1.4–2.8 s: the last is past the one-second window.
    const local = localOn(pool, { baseDelayMs: 400, maxDelayMs: 5_000 });
    const pages = await Promise.all([search(local), search(local), search(local)]);
    expect(pages.every((p) => p.items.length > 0)).toBe(true);
    expect((await sim.calls('naver-local')).k1).toBeGreaterThan(3);
    expect(await exhausted(pool)).toEqual({ k1: [] });
  });

  it('tells the quota answer from the speed limit by its errorCode or message', () => {
    const e = (status: number, body: unknown) =>
      new ProviderError('naver-local', 'rate-limited', 'x', status, body);
    expect(isDailyQuotaAnswer(e(429, QUOTA))).toBe(true);
    expect(
      isDailyQuotaAnswer(e(429, { errorMessage: '{count/quota=10039/10000} : Query limit exceeded.' })),
    ).toBe(true);
    expect(isDailyQuotaAnswer(e(429, RATE))).toBe(false);
    expect(isDailyQuotaAnswer(e(429, 'Too Many Requests'))).toBe(false);
    expect(isDailyQuotaAnswer(e(500, QUOTA))).toBe(false);
  });
});
