import { describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';

describe('keyword score service simulator', () => {
  it('returns 100 deterministic products per keyword with scores between 0 and 5', async () => {
    const { app } = buildSimulator({ logLevel: 'silent', browserUrl: 'http://localhost:8090' });
    const search = (keyword: unknown) =>
      app.inject({ method: 'POST', url: '/score/api/search', payload: { keyword } });
    const a = await search('텀블러');
    expect(a.statusCode).toBe(200);
    const body = a.json();
    expect(body.searchKeyword).toBe('텀블러');
    expect(body.products).toHaveLength(100);
    expect(body.products.map((p: { rank: number }) => p.rank)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    for (const p of body.products) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'category',
          'imageUrl',
          'keepCnt',
          'lowPrice',
          'mallCount',
          'mallName',
          'mallProductId',
          'openDate',
          'productTitle',
          'purchaseCnt',
          'rank',
          'reviewCount',
          'scores',
        ].sort(),
      );
      expect(Object.keys(p.scores).sort()).toEqual([
        'abuse',
        'hit',
        'quality',
        'recent',
        'relevance',
        'reliabilityType',
        'reviewCount',
        'sale',
        'similarity',
      ]);
      for (const v of Object.values(p.scores) as number[]) expect(v >= 0 && v <= 5).toBe(true);
      expect(p.productTitle).toContain('텀블러');
      expect(p.imageUrl).toMatch(/^http:\/\/localhost:8090\/score\/images\/\d+\.svg$/);
    }
    expect((await search('텀블러')).json()).toEqual(body);
    expect((await search('캠핑의자')).json().products[0]).not.toEqual(body.products[0]);
    expect((await search('검색결과없음')).json().products).toEqual([]);
    expect((await search('')).statusCode).toBe(400);
    expect((await search(42)).statusCode).toBe(400);
    const img = await app.inject({ url: body.products[0].imageUrl.replace('http://localhost:8090', '') });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    await app.close();
  });
});

describe('ranking board simulator', () => {
  const at = (iso: string) => buildSimulator({ logLevel: 'silent', now: () => new Date(iso) }).app;

  it('serves best keywords, brands and products per period, stable within a Korea date', async () => {
    // 2025-03-10T15:30Z is already 2025-03-11 in Korea; 2025-03-11T14:00Z still is.
    const morning = at('2025-03-10T15:30:00Z');
    const evening = at('2025-03-11T14:00:00Z');
    const nextDay = at('2025-03-11T15:30:00Z');
    const get = async (app: ReturnType<typeof at>, url: string) => (await app.inject({ url })).json();

    const rankup = await get(morning, '/ranking/rankup?period=P1D');
    expect(rankup).toMatchObject({ period: 'P1D', date: '2025-03-11' });
    expect(rankup.keywords).toHaveLength(20);
    expect(rankup.keywords[0]).toEqual({
      rank: 1,
      keyword: expect.any(String),
      change: expect.toSatisfy((c: unknown) => c === null || Number.isInteger(c)),
    });
    expect(await get(evening, '/ranking/rankup?period=P1D')).toEqual(rankup);
    expect((await get(nextDay, '/ranking/rankup?period=P1D')).keywords).not.toEqual(rankup.keywords);
    // Every change is consistent with the previous day's board.
    const prev = await get(at('2025-03-10T01:00:00Z'), '/ranking/rankup?period=P1D');
    for (const k of rankup.keywords) {
      const before = prev.keywords.find((p: { keyword: string }) => p.keyword === k.keyword);
      expect(k.change).toBe(before ? before.rank - k.rank : null);
    }

    const weekly = await get(morning, '/ranking/rankup?period=P7D');
    expect(weekly.period).toBe('P7D');
    expect(weekly.keywords).not.toEqual(rankup.keywords);

    const brands = await get(morning, '/ranking/brandrank?period=P7D');
    expect(brands.brands).toHaveLength(20);
    expect(brands.brands[0]).toMatchObject({
      rank: 1,
      brand: expect.any(String),
      category: expect.any(String),
    });

    const sell = await get(morning, '/ranking/sellrank?period=P1D');
    expect(sell.mostViewed).toHaveLength(20);
    expect(sell.mostPurchased).toHaveLength(20);
    expect(Object.keys(sell.mostViewed[0]).sort()).toEqual([
      'category',
      'imageUrl',
      'mallName',
      'price',
      'productId',
      'rank',
      'title',
    ]);

    expect((await morning.inject({ url: '/ranking/rankup?period=P30D' })).statusCode).toBe(400);
    expect((await morning.inject({ url: '/ranking/sellrank' })).json().period).toBe('P1D');
    await Promise.all([morning.close(), evening.close(), nextDay.close()]);
  });

  it('applies injected faults', async () => {
    const { app, state } = buildSimulator({ logLevel: 'silent' });
    state.faults.add({ service: 'ranking', count: 1, status: 429 });
    state.faults.add({ service: 'score', count: 1, status: 502 });
    expect((await app.inject({ url: '/ranking/brandrank' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/ranking/brandrank' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/score/api/search', payload: { keyword: 'a' } })).statusCode,
    ).toBe(502);
    expect(state.calls.snapshot()).toMatchObject({
      ranking: { 'GET /brandrank': 2 },
      score: { 'POST /api/search': 1 },
    });
    await app.close();
  });
});
