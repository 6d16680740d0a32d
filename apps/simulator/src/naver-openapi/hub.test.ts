import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';

// NAVER API HUB beside the developer center (reference/data-sources-2026.md §2): the same answers
// on the HUB's paths, its key headers and NCP's error envelope; one key's quota on both.
const { app } = buildSimulator({
  secret: TEST_SECRET,
  logLevel: 'silent',
  now: () => new Date('2026-03-01T03:00:00Z'),
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
});
const hubKey = { 'x-ncp-apigw-api-key-id': 'hub-a', 'x-ncp-apigw-api-key': 'hub-secret' };
const devKey = { 'x-naver-client-id': 'hub-a', 'x-naver-client-secret': 'hub-secret' };
const control = (url: string, payload: unknown) =>
  app.inject({ headers: CONTROL, method: 'POST', url, payload: payload as object });
const get = (url: string, headers: Record<string, string> = hubKey) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = hubKey) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });
const trendBody = {
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  timeUnit: 'month',
  keywordGroups: [{ groupName: '텀블러', keywords: ['텀블러'] }],
};
const categoriesBody = {
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  timeUnit: 'month',
  category: [
    { name: '패션의류', param: ['50000000'] },
    { name: '화장품/미용', param: ['50000002'] },
  ],
};
const keywordsBody = {
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  timeUnit: 'month',
  category: '50000000',
  keyword: [
    { name: '정장', param: ['정장'] },
    { name: '비지니스 캐주얼', param: ['비지니스 캐주얼'] },
  ],
  ages: ['20', '30'],
};
const LOCAL = 'query=%EA%B0%95%EB%82%A8%20%EB%A7%9B%EC%A7%91&display=5';

describe('simulated NAVER API HUB', () => {
  it('answers local search, the search trend and Shopping Insight as the developer center does', async () => {
    const hub = await get(`/naver-api-hub/search/v1/local?${LOCAL}&format=json`);
    const dev = await get(`/naver-openapi/v1/search/local.json?${LOCAL}`, devKey);
    expect(hub.statusCode).toBe(200);
    expect(hub.json().items).toHaveLength(5);
    expect(hub.json().items).toEqual(dev.json().items);
    // format defaults to json; the XML answer is not simulated.
    expect((await get(`/naver-api-hub/search/v1/local?${LOCAL}`)).statusCode).toBe(200);
    expect((await get(`/naver-api-hub/search/v1/local?${LOCAL}&format=xml`)).json().error.errorCode).toBe(
      '100',
    );

    const trend = await post('/naver-api-hub/search-trend/v1/search', trendBody);
    expect(trend.json()).toEqual((await post('/naver-openapi/v1/datalab/search', trendBody, devKey)).json());
    expect(trend.json().results[0].data).toHaveLength(3);

    for (const [hubPath, devPath, body, field] of [
      ['/shopping/v1/categories', '/v1/datalab/shopping/categories', categoriesBody, 'category'],
      ['/shopping/v1/category/keywords', '/v1/datalab/shopping/category/keywords', keywordsBody, 'keyword'],
    ] as const) {
      const r = await post(`/naver-api-hub${hubPath}`, body);
      expect(r.statusCode, hubPath).toBe(200);
      expect(r.json(), hubPath).toEqual((await post(`/naver-openapi${devPath}`, body, devKey)).json());
      const results = r.json().results as { title: string; data: { ratio: number }[] }[];
      expect(results.map((g) => [g.title, (g as Record<string, unknown>)[field]])).toEqual(
        (field === 'category' ? categoriesBody.category : keywordsBody.keyword).map((n) => [n.name, n.param]),
      );
      expect(Math.max(...results.flatMap((g) => g.data.map((d) => d.ratio)))).toBe(100);
    }
    const calls = (await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/calls' })).json();
    expect(calls['naver-local']).toEqual({ 'hub-a': 4 });
    expect(calls['naver-datalab']).toEqual({ 'hub-a': 2 });
    expect(calls['naver-shopping-insight']).toEqual({ 'hub-a': 4 });
  });

  it('refuses in NCP’s envelope: keys (401 200), bad bodies (400 100), the rate (429 420) and the day (429 400)', async () => {
    const noKey = await get(`/naver-api-hub/search/v1/local?${LOCAL}`, devKey);
    expect([noKey.statusCode, noKey.json()]).toEqual([
      401,
      { error: { errorCode: '200', message: 'Authentication Failed' } },
    ]);
    const bad = await post('/naver-api-hub/shopping/v1/categories', {
      ...categoriesBody,
      startDate: '2017-07-31',
    });
    expect([bad.statusCode, bad.json().error.errorCode]).toEqual([400, '100']);
    expect(bad.json().error.message).toContain('2017-08-01');
    const tooMany = await post('/naver-api-hub/shopping/v1/category/keywords', {
      ...keywordsBody,
      keyword: Array.from({ length: 6 }, (_, i) => ({ name: `k${i}`, param: [`k${i}`] })),
    });
    expect(tooMany.statusCode).toBe(400);

    await control('/__control/naver-quota', { perSecond: 1 });
    await get(`/naver-api-hub/search/v1/local?${LOCAL}`);
    const rate = await get(`/naver-api-hub/search/v1/local?${LOCAL}`);
    expect([rate.statusCode, rate.json().error]).toEqual([
      429,
      { errorCode: '420', message: 'Rate Limited' },
    ]);
    await control('/__control/naver-quota', { perSecond: 0 });

    await control('/__control/naver-quota', { clientId: 'hub-a', datalabUsed: 1000 });
    const quota = await post('/naver-api-hub/search-trend/v1/search', trendBody);
    expect([quota.statusCode, quota.json().error]).toEqual([
      429,
      { errorCode: '400', message: 'Quota Exceeded' },
    ]);
    // The search allowance is left: local search still answers on the same key.
    expect((await get(`/naver-api-hub/search/v1/local?${LOCAL}`)).statusCode).toBe(200);
  });

  it('gives an injected fault without a body the HUB’s envelope; one with a body sends it as is', async () => {
    const cases: [number, string][] = [
      [401, '200'],
      [429, '420'],
      [503, '500'],
      [504, '510'],
      [500, '900'],
    ];
    for (const [status, code] of cases) {
      await control('/__control/faults', { service: 'naver-datalab', count: 1, status });
      const r = await post('/naver-api-hub/search-trend/v1/search', trendBody);
      expect([r.statusCode, r.json().error.errorCode], String(status)).toEqual([status, code]);
    }
    const quota = { error: { errorCode: '400', message: 'Quota Exceeded' } };
    await control('/__control/faults', { service: 'naver-local', count: 1, status: 429, body: quota });
    const r = await get(`/naver-api-hub/search/v1/local?${LOCAL}`);
    expect([r.statusCode, r.json()]).toEqual([429, quota]);
    // The developer center keeps its own shape for the same fault.
    await control('/__control/faults', { service: 'naver-local', count: 1, status: 503 });
    expect((await get(`/naver-openapi/v1/search/local.json?${LOCAL}`, devKey)).json()).toMatchObject({
      errorCode: '503',
    });
  });
});
