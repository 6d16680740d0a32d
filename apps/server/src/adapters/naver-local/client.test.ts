import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NaverKeyQuota } from '../naver-openapi/key-quota';
import { createNaverDataLabClient } from '../naver-datalab/client';
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
import { createNaverLocalClient } from './client';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

const key = { clientId: 'local-key', clientSecret: 'local-secret' };
const PATH: Record<NaverApiPlatformId, string> = {
  developers: '/v1/search/local.json',
  hub: '/search/v1/local',
};

describe.each(NAVER_PLATFORMS)('local search adapter on %s', (id) => {
  const localOn = (pool = new NaverKeyQuota(key), timeoutMs: number = FAST.timeoutMs) =>
    createNaverLocalClient({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry: FAST.retry,
      timeoutMs,
    });

  it('parses the recorded response: <b> stripped, WGS84×1e7 coordinates, old coordinates ignored', async () => {
    const stub = await startStub([
      { url: PATH[id], body: fixture(import.meta.dirname, 'local-search.json') },
    ]);
    try {
      const local = createNaverLocalClient({
        platform: naverApiPlatform(id, stub.url),
        quota: new NaverKeyQuota(key),
        retry: FAST.retry,
      });
      const r = await local.search({ query: '강남 고기', display: 10 });
      expect(stub.last.url).toContain('display=5&start=1&sort=random');
      // The HUB asks for JSON by parameter; the developer center by the path's suffix.
      expect(stub.last.url?.includes('format=json')).toBe(id === 'hub');
      expect(stub.last.headers).toMatchObject(
        id === 'hub'
          ? { 'x-ncp-apigw-api-key-id': 'local-key', 'x-ncp-apigw-api-key': 'local-secret' }
          : { 'x-naver-client-id': 'local-key', 'x-naver-client-secret': 'local-secret' },
      );
      expect(r.total).toBe(5);
      expect(r.items[0]).toEqual({
        title: '한우명가 강남본점',
        link: 'https://www.hanwoomyeongga.example',
        category: '한식>육류,고기요리',
        description: '',
        address: '서울특별시 강남구 역삼동 642-16',
        roadAddress: '서울특별시 강남구 테헤란로 147',
        lng: 127.035701,
        lat: 37.5008535,
      });
      expect(r.items[1]).toMatchObject({ title: '오래된집 & 카페', lng: null, lat: null });
    } finally {
      await stub.close();
    }
  });

  it('answers up to 5 places from the simulator and shares the daily search quota with DataLab', async () => {
    await sim.reset();
    const pool = new NaverKeyQuota(key, { limits: { search: 2 } });
    const local = localOn(pool);
    const lab = createNaverDataLabClient({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry: FAST.retry,
    });
    const r = await local.search({ query: '홍대 카페' });
    expect(r.items).toHaveLength(5);
    expect(r.items.every((i) => i.lng !== null && i.lat !== null)).toBe(true);
    // A DataLab call spends the key's search allowance too: the second search call of the day.
    await lab.searchTrend({
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      timeUnit: 'week',
      keywordGroups: [{ groupName: '홍대 카페', keywords: ['홍대 카페'] }],
    });
    await expect(local.search({ query: '홍대 카페' })).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(await pool.usage()).toMatchObject({ search: 2, datalab: 1 });
    // The pool refused the third call itself: Naver saw two.
    expect(await sim.calls('naver-local')).toEqual({ 'local-key': 1 });
    expect(await sim.calls('naver-datalab')).toEqual({ 'local-key': 1 });
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    await checkFaults(
      sim,
      'naver-local',
      () => {
        const local = localOn(new NaverKeyQuota(key), 150);
        return () => local.search({ query: '강남 맛집' });
      },
      { on429: 'naver-quota', platform: id },
    );
  });
});
