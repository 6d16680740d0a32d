import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';

const { app } = buildSimulator({
  secret: TEST_SECRET,
  logLevel: 'silent',
  now: () => new Date('2026-03-01T03:00:00Z'),
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
});
const headers = { 'x-naver-client-id': 'client-a', 'x-naver-client-secret': 'secret-a' };
const clientB = { 'x-naver-client-id': 'client-b', 'x-naver-client-secret': 's' };
const local = (qs: string, h: Record<string, string> = headers) =>
  app.inject({ method: 'GET', url: `/naver-openapi/v1/search/local.json?${qs}`, headers: h });
const q = (k: string) => `query=${encodeURIComponent(k)}`;
const control = (url: string, payload: unknown) =>
  app.inject({ headers: CONTROL, method: 'POST', url, payload: payload as object });

describe('simulated local search', () => {
  it('returns at most 5 places with WGS84×1e7 string coordinates, matching the place list', async () => {
    const r = await local(`${q('강남 맛집')}&display=10`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.items).toHaveLength(5);
    for (const it of body.items) {
      expect(it.mapx).toMatch(/^1\d{9}$/);
      expect(it.mapy).toMatch(/^3\d{8}$/);
      expect(it.telephone).toBe('');
      expect(it.roadAddress).toContain('강남구');
    }
    const list = await app.inject({
      method: 'POST',
      url: '/place/graphql',
      payload: {
        operationName: 'getPlacesList',
        variables: { input: { query: '강남 맛집', start: 1, display: 10 } },
      },
    });
    const firstOrganic = list.json().data.businesses.items.find((i: { adId?: string }) => !i.adId);
    expect(body.items[0].title.replace(/<\/?b>/g, '')).toBe(firstOrganic.name);
    expect((await local(`${q('강남 맛집')}&start=2`)).json().items).toEqual([]);
    expect((await local('query=x&sort=date')).json().errorCode).toBe('SE04');
  });

  it('answers SE01/SE02/SE03/SE06 for bad parameters, SE05 for an unknown search API and for shop.json', async () => {
    const over = await local(`${q('카페')}&start=1001`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      errorMessage: 'Invalid start value (부적절한 start 값입니다.)',
      errorCode: 'SE03',
    });
    expect((await local(`${q('카페')}&display=101`)).json().errorCode).toBe('SE02');
    expect((await local(`${q('카페')}&display=0`)).json().errorCode).toBe('SE02');
    expect((await local('query=')).json().errorCode).toBe('SE01');
    expect((await local('query=%E0%A4%A')).json().errorCode).toBe('SE06');
    // Naver documents no answer for the ended shopping API: the simulator has no route for it.
    for (const api of ['shopping.json', 'shop.json']) {
      const r = await app.inject({ method: 'GET', url: `/naver-openapi/v1/search/${api}?query=a`, headers });
      expect([r.statusCode, r.json().errorCode, r.json().items], api).toEqual([404, 'SE05', undefined]);
    }
  });

  it('refuses missing or wrong credentials with 401 errorCode 024', async () => {
    const r = await local(q('카페'), {});
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({
      errorMessage: 'Authentication failed (인증에 실패하였습니다.)',
      errorCode: '024',
    });
    await control('/__control/naver-clients', { clientId: 'strict', clientSecret: 'right' });
    expect(
      (await local(q('a'), { 'x-naver-client-id': 'strict', 'x-naver-client-secret': 'wrong' })).statusCode,
    ).toBe(401);
    expect(
      (await local(q('a'), { 'x-naver-client-id': 'strict', 'x-naver-client-secret': 'right' })).statusCode,
    ).toBe(200);
  });

  it('answers 429 with errorCode 012 past a per-second limit when one is set, without spending the day', async () => {
    await control('/__control/naver-quota', { perSecond: 2 });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const r = await local(q('카페'));
      codes.push(r.statusCode === 200 ? 200 : [r.statusCode, r.json().errorCode]);
    }
    expect(codes).toEqual([200, 200, [429, '012']]);
    expect((await local(q('카페'), clientB)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await local(q('카페'))).statusCode).toBe(200);
    const usage = await control('/__control/naver-quota', { clientId: 'client-a' });
    expect(usage.json().usage.search).toBe(3);
  });

  it('answers 429 once the client id spent its 25,000 daily calls (shared with DataLab), and counts calls per key', async () => {
    await control('/__control/naver-quota', { clientId: 'client-a', searchUsed: 24_999 });
    const trend = await app.inject({
      method: 'POST',
      url: '/naver-openapi/v1/datalab/search',
      headers,
      payload: {
        startDate: '2025-01-01',
        endDate: '2025-01-31',
        timeUnit: 'week',
        keywordGroups: [{ groupName: '카페', keywords: ['카페'] }],
      },
    });
    expect(trend.statusCode).toBe(200);
    const r = await local(q('카페'));
    expect(r.statusCode).toBe(429);
    expect(r.json().errorCode).toBe('010');
    // Another key is unaffected; the next Korea day starts afresh.
    expect((await local(q('카페'), clientB)).statusCode).toBe(200);
    await control('/__control/clock', { offsetDays: 1 });
    expect((await local(q('카페'))).statusCode).toBe(200);
    const calls = (await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/calls' })).json();
    expect(calls['naver-local']).toEqual({ 'client-a': 2, 'client-b': 1 });
    expect(calls['naver-datalab']).toEqual({ 'client-a': 1 });
  });

  it('serves faults named naver-local: 500, malformed bodies, and a status with its headers (Retry-After)', async () => {
    await control('/__control/faults', { service: 'naver-local', count: 1, status: 500 });
    expect((await local(q('카페'))).statusCode).toBe(500);
    await control('/__control/faults', { service: 'naver-local', count: 1, malformed: true });
    const bad = await local(q('카페'));
    expect(() => JSON.parse(bad.body)).toThrow();
    await control('/__control/faults', {
      service: 'naver-local',
      count: 1,
      status: 429,
      headers: { 'retry-after': '2' },
      body: { errorMessage: 'Rate limit exceeded. (속도 제한을 초과했습니다.)', errorCode: '012' },
    });
    const limited = await local(q('카페'));
    expect([limited.statusCode, limited.headers['retry-after'], limited.json().errorCode]).toEqual([
      429,
      '2',
      '012',
    ]);
    expect((await local(q('카페'))).statusCode).toBe(200);
    const calls = (await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/calls' })).json();
    expect(calls['naver-local']).toEqual({ 'client-a': 4 });
  });
});
