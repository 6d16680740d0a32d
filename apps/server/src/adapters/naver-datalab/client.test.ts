import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NaverKeyQuota } from '../naver-openapi/key-quota';
import { createNaverLocalClient } from '../naver-local/client';
import { type NaverApiPlatformId, naverApiPlatform } from '../naver-openapi/platform';
import {
  FAST,
  NAVER_PLATFORMS,
  type TestSimulator,
  checkFaults,
  fixture,
  simulatedPlatform,
  startStub,
  startTestSimulator,
} from '../test-support';
import { createNaverDataLabClient, trendBody, trendRequestProblems } from './client';
import type { TrendRequest } from './port';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const key = { clientId: 'lab-key', clientSecret: 'lab-secret' };
const PATH: Record<NaverApiPlatformId, string> = {
  developers: '/v1/datalab/search',
  hub: '/search-trend/v1/search',
};
const req: TrendRequest = {
  startDate: '2024-01-01',
  endDate: '2024-04-30',
  timeUnit: 'month',
  keywordGroups: [
    { groupName: '텀블러', keywords: ['텀블러', 'tumbler'] },
    { groupName: '보온병', keywords: ['보온병'] },
  ],
};

describe.each(NAVER_PLATFORMS)('DataLab search trend adapter on %s', (id) => {
  const labOn = (pool = new NaverKeyQuota(key), timeoutMs: number = FAST.timeoutMs) =>
    createNaverDataLabClient({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry: FAST.retry,
      timeoutMs,
    });

  it('checks the request before calling: groups, keywords, dates, time unit, options', async () => {
    expect(trendRequestProblems(req)).toEqual([]);
    const bad: [string, TrendRequest][] = [
      [
        'six groups',
        {
          ...req,
          keywordGroups: Array.from({ length: 6 }, (_, i) => ({ groupName: `g${i}`, keywords: ['a'] })),
        },
      ],
      [
        '21 keywords',
        {
          ...req,
          keywordGroups: [{ groupName: 'g', keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }],
        },
      ],
      ['blank keywords', { ...req, keywordGroups: [{ groupName: 'g', keywords: [' '] }] }],
      ['no group name', { ...req, keywordGroups: [{ groupName: ' ', keywords: ['a'] }] }],
      ['before 2016', { ...req, startDate: '2015-12-31' }],
      ['impossible date', { ...req, endDate: '2024-02-30' }],
      ['end before start', { ...req, endDate: '2023-12-31' }],
      ['time unit', { ...req, timeUnit: 'year' as never }],
      ['device', { ...req, device: 'tv' as never }],
      ['ages', { ...req, ages: ['0'] }],
    ];
    const lab = labOn();
    for (const [name, r] of bad) {
      expect(trendRequestProblems(r), name).not.toEqual([]);
      await expect(lab.searchTrend(r), name).rejects.toMatchObject({
        kind: 'bad-request',
        service: 'naver-datalab',
      });
    }
    expect(await sim.totalCalls('naver-datalab')).toBe(0);
  });

  it('omits optional fields instead of sending null', () => {
    const body = trendBody({ ...req, device: undefined, gender: null as never, ages: [] });
    expect(Object.keys(body)).toEqual(['startDate', 'endDate', 'timeUnit', 'keywordGroups']);
    expect(trendBody({ ...req, device: 'mo', gender: 'f', ages: ['3'] })).toMatchObject({
      device: 'mo',
      gender: 'f',
      ages: ['3'],
    });
  });

  it('posts JSON and parses the recorded response (ratios as numbers or strings)', async () => {
    const stub = await startStub([
      { method: 'POST', url: PATH[id], body: fixture(import.meta.dirname, 'search-trend.json') },
    ]);
    try {
      const lab = createNaverDataLabClient({
        platform: naverApiPlatform(id, stub.url),
        quota: new NaverKeyQuota(key),
        retry: FAST.retry,
      });
      const r = await lab.searchTrend({ ...req, device: 'pc' });
      expect(stub.last.headers).toMatchObject({
        'content-type': 'application/json',
        [id === 'hub' ? 'x-ncp-apigw-api-key-id' : 'x-naver-client-id']: 'lab-key',
      });
      expect(stub.last.body).toEqual({ ...req, device: 'pc' });
      expect(r.results[0]!.data[2]).toEqual({ period: '2024-03-01', ratio: 100 });
      expect(r.results[1]!.data.map((d) => d.ratio)).toEqual([40.08, 36.69, 52.11, 44.45]);
      expect(r.results[0]!.keywords).toEqual(['텀블러', 'tumbler']);
    } finally {
      await stub.close();
    }
  });

  it('gets series from the simulator whose maximum across the request is 100', async () => {
    const r = await labOn().searchTrend({
      ...req,
      startDate: '2023-01-01',
      endDate: '2023-12-31',
      timeUnit: 'week',
    });
    const ratios = r.results.flatMap((g) => g.data.map((d) => d.ratio));
    expect(Math.max(...ratios)).toBe(100);
    expect(r.results[0]!.data[1]!.period).toBe('2023-01-02');
  });

  it('spends the DataLab allowance separately: a DataLab 429 leaves search calls on the key', async () => {
    const pool = new NaverKeyQuota(key);
    await sim.control('/__control/naver-quota', { clientId: 'lab-key', datalabUsed: 1000 });
    await expect(labOn(pool).searchTrend(req)).rejects.toMatchObject({
      kind: 'rate-limited',
    });
    const local = createNaverLocalClient({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry: FAST.retry,
    });
    expect((await local.search({ query: '강남 맛집' })).items.length).toBeGreaterThan(0);
    expect(await pool.usage()).toMatchObject({ exhausted: ['datalab'] });
    expect(await sim.calls('naver-local')).toEqual({ 'lab-key': 1 });
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    await checkFaults(
      sim,
      'naver-datalab',
      () => {
        const lab = labOn(new NaverKeyQuota(key), 150);
        return () => lab.searchTrend(req);
      },
      { on429: 'naver-quota', platform: id },
    );
  });
});
