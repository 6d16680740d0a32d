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
const shop = (qs: string, h: Record<string, string> = headers) =>
  app.inject({ method: 'GET', url: `/naver-openapi/v1/search/shop.json?${qs}`, headers: h });
const q = (k: string) => `query=${encodeURIComponent(k)}`;

describe('simulated shopping search', () => {
  it('answers the real envelope with numbers as strings, <b> highlights and both row types', async () => {
    const r = await shop(`${q('텀블러')}&display=100`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.lastBuildDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), 01 Mar 2026 \d\d:\d\d:\d\d \+0900$/);
    expect(body).toMatchObject({ start: 1, display: 100 });
    expect(body.total).toBeGreaterThan(1000);
    const items = body.items as Record<string, string>[];
    for (const it of items) {
      expect(typeof it.lprice).toBe('string');
      expect(typeof it.productType).toBe('string');
      expect(it.title).toContain('<b>텀블러</b>');
      expect(Object.keys(it)).toEqual([
        'title',
        'link',
        'image',
        'lprice',
        'hprice',
        'mallName',
        'productId',
        'productType',
        'brand',
        'maker',
        'category1',
        'category2',
        'category3',
        'category4',
      ]);
    }
    const catalog = items.find((i) => i.productType === '1')!;
    expect(catalog.mallName).toBe('네이버');
    expect(catalog.link).toBe(`https://search.shopping.naver.com/catalog/${catalog.productId}`);
    const store = items.find((i) => i.productType === '2')!;
    expect(store.hprice).toBe('');
    const no = /\/products\/(\d+)$/.exec(String(store.link))![1]!;
    expect(no).not.toBe(store.productId);
  });

  it('pages by start/display up to the 1000 cap with SE02/SE03/SE04/SE01 errors', async () => {
    const p1 = (await shop(`${q('잠옷')}&display=100&start=1`)).json().items;
    const p2 = (await shop(`${q('잠옷')}&display=50&start=51`)).json().items;
    expect(p2[0].productId).toBe(p1[50].productId);
    const last = await shop(`${q('잠옷')}&display=100&start=1000`);
    expect(last.statusCode).toBe(200);
    expect(last.json().items).toHaveLength(100);
    const over = await shop(`${q('잠옷')}&start=1001`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      errorMessage: 'Invalid start value (부적절한 start 값입니다.)',
      errorCode: 'SE03',
    });
    expect((await shop(`${q('잠옷')}&display=101`)).json().errorCode).toBe('SE02');
    expect((await shop(`${q('잠옷')}&display=0`)).json().errorCode).toBe('SE02');
    expect((await shop(`${q('잠옷')}&sort=best`)).json().errorCode).toBe('SE04');
    expect((await shop('query=')).json().errorCode).toBe('SE01');
    expect((await shop('query=%E0%A4%A')).json().errorCode).toBe('SE06');
    const unknownApi = await app.inject({
      method: 'GET',
      url: '/naver-openapi/v1/search/shopping.json?query=a',
      headers,
    });
    expect([unknownApi.statusCode, unknownApi.json().errorCode]).toEqual([404, 'SE05']);
  });

  it('sorts by price and keeps naverpay rows only when filtered', async () => {
    const asc = (await shop(`${q('향수')}&display=20&sort=asc`))
      .json()
      .items.map((i: { lprice: string }) => Number(i.lprice));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const pay = (await shop(`${q('향수')}&display=50&filter=naverpay`)).json().items;
    expect(pay.every((i: { productType: string }) => i.productType === '2')).toBe(true);
  });

  it('refuses missing or wrong credentials with 401 errorCode 024', async () => {
    const r = await shop(q('텀블러'), {});
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({
      errorMessage: 'Authentication failed (인증에 실패하였습니다.)',
      errorCode: '024',
    });
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/naver-clients',
      payload: { clientId: 'strict', clientSecret: 'right' },
    });
    expect(
      (await shop(q('a'), { 'x-naver-client-id': 'strict', 'x-naver-client-secret': 'wrong' })).statusCode,
    ).toBe(401);
    expect(
      (await shop(q('a'), { 'x-naver-client-id': 'strict', 'x-naver-client-secret': 'right' })).statusCode,
    ).toBe(200);
  });

  it('answers 429 with errorCode 012 past a per-second limit when one is set, without spending the day', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/naver-quota',
      payload: { perSecond: 2 },
    });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const r = await shop(q('텀블러'));
      codes.push(r.statusCode === 200 ? 200 : [r.statusCode, r.json().errorCode]);
    }
    expect(codes).toEqual([200, 200, [429, '012']]);
    expect(
      (await shop(q('텀블러'), { 'x-naver-client-id': 'client-b', 'x-naver-client-secret': 's' })).statusCode,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await shop(q('텀블러'))).statusCode).toBe(200);
    const usage = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/naver-quota',
      payload: { clientId: 'client-a' },
    });
    expect(usage.json().usage.search).toBe(3);
  });

  it('answers 429 once the client id spent its 25,000 daily calls (shared with local), and counts calls per key', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/naver-quota',
      payload: { clientId: 'client-a', searchUsed: 24_999 },
    });
    expect(
      (await app.inject({ method: 'GET', url: `/naver-openapi/v1/search/local.json?${q('카페')}`, headers }))
        .statusCode,
    ).toBe(200);
    const r = await shop(q('텀블러'));
    expect(r.statusCode).toBe(429);
    expect(r.json().errorCode).toBe('010');
    // Another key is unaffected; the next Korea day starts afresh.
    expect(
      (await shop(q('텀블러'), { 'x-naver-client-id': 'client-b', 'x-naver-client-secret': 's' })).statusCode,
    ).toBe(200);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/clock',
      payload: { offsetDays: 1 },
    });
    expect((await shop(q('텀블러'))).statusCode).toBe(200);
    const calls = (await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/calls' })).json();
    expect(calls['naver-shop']).toEqual({ 'client-a': 2, 'client-b': 1 });
  });

  it('moves a product to an exact rank through the control endpoint, and out of the list', async () => {
    const list = (
      await app.inject({
        headers: CONTROL,
        method: 'GET',
        url: `/__control/market/products?keyword=${encodeURIComponent('캠핑의자')}&start=400&display=20`,
      })
    ).json();
    const target = list.items.find((i: { productType: number }) => i.productType === 2);
    const set = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/rank',
      payload: { keyword: '캠핑의자', productId: target.productId, rank: 7 },
    });
    expect(set.statusCode).toBe(200);
    expect((await shop(`${q('캠핑의자')}&display=10`)).json().items[6].productId).toBe(target.productId);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/rank',
      payload: { keyword: '캠핑의자', mallProductId: target.mallProductId, rank: 0 },
    });
    const all = await Promise.all(
      [1, 101, 201, 301, 401, 501, 601, 701, 801, 901].map((s) =>
        shop(`${q('캠핑의자')}&display=100&start=${s}`),
      ),
    );
    expect(
      all.flatMap((r) => r.json().items).some((i: { productId: string }) => i.productId === target.productId),
    ).toBe(false);
    const unknown = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/rank',
      payload: { keyword: 'x', productId: '500000000000', rank: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves faults: 500 and malformed bodies', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/faults',
      payload: { service: 'naver-shop', count: 1, status: 500 },
    });
    expect((await shop(q('텀블러'))).statusCode).toBe(500);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/faults',
      payload: { service: 'naver-shop', count: 1, malformed: true },
    });
    const bad = await shop(q('텀블러'));
    expect(() => JSON.parse(bad.body)).toThrow();
    expect((await shop(q('텀블러'))).statusCode).toBe(200);
  });

  it('serves a short page (truncate): 200, total unchanged, fewer items than it promises', async () => {
    const full = (await shop(`${q('텀블러')}&start=101&display=100`)).json();
    expect(full.items).toHaveLength(100);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/faults',
      payload: [
        { service: 'naver-shop', count: 1, truncate: 0 },
        { service: 'naver-shop', count: 1, truncate: 30 },
      ],
    });
    const empty = await shop(`${q('텀블러')}&start=101&display=100`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ total: full.total, items: [] });
    const short = (await shop(`${q('텀블러')}&start=101&display=100`)).json();
    expect(short.total).toBe(full.total);
    expect(short.items).toEqual(full.items.slice(0, 30));
    expect((await shop(`${q('텀블러')}&start=101&display=100`)).json().items).toHaveLength(100);
  });

  it('sends the headers a fault names with its status (Retry-After)', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/faults',
      payload: {
        service: 'naver-shop',
        count: 1,
        status: 429,
        headers: { 'retry-after': '2' },
        body: { errorMessage: 'Rate limit exceeded. (속도 제한을 초과했습니다.)', errorCode: '012' },
      },
    });
    const r = await shop(q('텀블러'));
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('2');
    expect(r.json()).toMatchObject({ errorCode: '012' });
  });
});
