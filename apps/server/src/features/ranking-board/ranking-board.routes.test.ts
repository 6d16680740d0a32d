import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrandBoardAnswer, type KeywordBoardAnswer, ko, type ProductBoardAnswer } from '@seller/shared';
import { createMember, login } from '../../test/app';
import { type KeywordToolsTestApp, createKeywordToolsApp, providerCalls } from '../../test/keyword-tools';
import { addFault, resetSimulator } from '../../test/simulator';

// The ranking board through the ranking service adapter, against the simulator's board.
let t: KeywordToolsTestApp;
let cookie: string;

beforeAll(async () => {
  t = await createKeywordToolsApp();
  cookie = await login(t, (await createMember(t)).email);
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetSimulator(t.sim);
  await t.database.sql.executeSql('delete from answer_cache');
});

const get = (url: string, c: string | null = cookie) =>
  t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });

describe('GET /api/ranking/*', () => {
  it('answers best keywords, products and brands for a day and for a week', async () => {
    const daily = await get('/api/ranking/rankup?period=P1D');
    expect(daily.statusCode, daily.body).toBe(200);
    const k = daily.json<KeywordBoardAnswer>();
    expect(k).toMatchObject({ period: 'P1D', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(k.keywords).toHaveLength(20);
    expect(k.keywords[0]).toMatchObject({ rank: 1, keyword: expect.any(String) });
    expect(k.fetchedAt).toBeTruthy();

    const weekly = (await get('/api/ranking/rankup?period=P7D')).json<KeywordBoardAnswer>();
    expect(weekly.period).toBe('P7D');
    expect(weekly.keywords.map((x) => x.keyword)).not.toEqual(k.keywords.map((x) => x.keyword));

    const p = (await get('/api/ranking/sellrank?period=P7D')).json<ProductBoardAnswer>();
    expect(p.mostViewed).toHaveLength(20);
    expect(p.mostPurchased).toHaveLength(20);
    expect(p.mostViewed[0]).toMatchObject({ rank: 1, title: expect.any(String), price: expect.any(Number) });

    const b = (await get('/api/ranking/brandrank')).json<BrandBoardAnswer>();
    expect(b.period).toBe('P1D');
    expect(b.brands[0]).toMatchObject({ rank: 1, brand: expect.any(String), category: expect.any(String) });
  });

  it('keeps each board per period for the Korea day', async () => {
    const first = (await get('/api/ranking/brandrank?period=P7D')).json();
    expect(await providerCalls(t.sim, 'ranking')).toBe(1);
    expect((await get('/api/ranking/brandrank?period=P7D')).json()).toEqual(first);
    expect(await providerCalls(t.sim, 'ranking')).toBe(1);
    await get('/api/ranking/brandrank?period=P1D');
    expect(await providerCalls(t.sim, 'ranking')).toBe(2);
  });

  it('shows a Korean message when the ranking service fails, and recovers', async () => {
    await addFault(t.sim, { service: 'ranking', count: 4, status: 500 });
    const down = await get('/api/ranking/sellrank?period=P1D');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'RANKING_UNAVAILABLE',
      message: ko.errors.RANKING_UNAVAILABLE,
    });
    await addFault(t.sim, { service: 'ranking', count: 4, status: 429 });
    expect((await get('/api/ranking/sellrank?period=P1D')).json().code).toBe('RANKING_UNAVAILABLE');
    await addFault(t.sim, { service: 'ranking', count: 1, malformed: true });
    expect((await get('/api/ranking/sellrank?period=P1D')).statusCode).toBe(503);
    expect((await get('/api/ranking/sellrank?period=P1D')).statusCode).toBe(200);
  });

  it('checks the period and the login', async () => {
    expect((await get('/api/ranking/rankup?period=P30D')).statusCode).toBe(400);
    expect((await get('/api/ranking/rankup', null)).statusCode).toBe(401);
    expect(await providerCalls(t.sim, 'ranking')).toBe(0);
  });
});

describe('without a ranking service', () => {
  it('says the board is unavailable', async () => {
    const b = await createKeywordToolsApp({ services: 'none', sim: t.sim });
    try {
      expect(b.config.endpoints.rankingService).toBeNull();
      const c = await login(b, (await createMember(b)).email);
      const res = await b.app.inject({
        method: 'GET',
        url: '/api/ranking/rankup?period=P1D',
        headers: { cookie: c },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(ko.errors.RANKING_UNAVAILABLE);
    } finally {
      await b.close();
    }
  });
});
