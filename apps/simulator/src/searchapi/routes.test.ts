import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { productTotal } from '../market/volumes';
import { CONTROL, TEST_SECRET } from '../test-support';
import { SIMULATOR_SEARCHAPI_KEY } from './routes';

const { app } = buildSimulator({
  secret: TEST_SECRET,
  logLevel: 'silent',
  now: () => new Date('2026-08-10T03:00:00Z'),
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
});

const auth = { authorization: `Bearer ${SIMULATOR_SEARCHAPI_KEY}` };
const search = (qs: Record<string, string | number>, headers: Record<string, string> = auth) =>
  app.inject({
    method: 'GET',
    url: `/searchapi/api/v1/search?${new URLSearchParams({ engine: 'naver_shopping', ...qs } as Record<string, string>)}`,
    headers,
  });
const fault = (f: object) =>
  app.inject({ method: 'POST', url: '/__control/faults', headers: CONTROL, payload: f });
/** The day's organic order of the market, through its inspection control. */
const marketProducts = async (keyword: string, start: number, display: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/__control/market/products?keyword=${encodeURIComponent(keyword)}&start=${start}&display=${display}`,
      headers: CONTROL,
    })
  ).json().items as { productId: string; mallProductId: string | null; productType: number }[];
const organicIds = async (q: string, pages: number) => {
  const ids: string[] = [];
  for (let page = 1; page <= pages; page++)
    ids.push(...(await search({ q, page, num: 100 })).json().shopping_results.map((r: Row) => r.product_id));
  return ids;
};

interface Row {
  position: number;
  product_id: string;
  link: string;
}

describe('simulated SearchApi naver_shopping', () => {
  it("pages of `num` slots with ads in shopping_ads, and the organic rows in the market's order", async () => {
    const p1 = (await search({ q: '텀블러', page: 1, num: 100 })).json();
    const p2 = (await search({ q: '텀블러', page: 2, num: 100 })).json();
    for (const p of [p1, p2]) {
      const positions = [...p.shopping_results, ...p.shopping_ads]
        .map((r: Row) => r.position)
        .sort((a, b) => a - b);
      expect(positions).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(p.shopping_ads.length).toBeGreaterThanOrEqual(9);
      expect(p.shopping_ads.every((r: { is_ad: boolean }) => r.is_ad)).toBe(true);
    }
    expect(p1.search_parameters).toEqual({ engine: 'naver_shopping', q: '텀블러', page: 1, num: 100 });
    expect(p1.pagination.next).toContain('page=2');
    const organic = [...p1.shopping_results, ...p2.shopping_results].map((r: Row) => r.product_id);
    const market = await marketProducts('텀블러', 1, organic.length);
    expect(organic).toEqual(market.map((i) => i.productId));
    expect(p1.search_information.total_results).toBe(productTotal('텀블러'));
    // Store items carry their number in the link only; numbers are numbers beside their text.
    const store = p1.shopping_results.find((r: Row) => r.link.includes('/products/'));
    expect(store).toMatchObject({
      extracted_price: expect.any(Number),
      price: expect.stringMatching(/^[\d,]+$/),
    });
    expect(store.channel_product_id).toBeUndefined();
  });

  it('follows /__control/rank: a product moved to an exact organic rank, and out of the list at 0', async () => {
    const target = (await marketProducts('캠핑의자', 400, 20)).find((i) => i.productType === 2)!;
    const set = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/rank',
      payload: { keyword: '캠핑의자', productId: target.productId, rank: 7 },
    });
    expect(set.statusCode).toBe(200);
    expect((await organicIds('캠핑의자', 1))[6]).toBe(target.productId);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/rank',
      payload: { keyword: '캠핑의자', mallProductId: target.mallProductId, rank: 0 },
    });
    // Twelve pages of 100 slots hold the 1,000 organic ranks a product can be placed at, and more.
    const all = await organicIds('캠핑의자', 12);
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(all).not.toContain(target.productId);
    const unknown = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/rank',
      payload: { keyword: 'x', productId: '500000000000', rank: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the key (Bearer or api_key) and answers 401 in its error envelope', async () => {
    expect((await search({ q: 'a', api_key: SIMULATOR_SEARCHAPI_KEY }, {})).statusCode).toBe(200);
    const none = await search({ q: 'a' }, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: expect.stringMatching(/API key/) });
    const wrong = await search({ q: 'a' }, { authorization: 'Bearer nope' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, expect.stringMatching(/Invalid API key/)]);
  });

  it('refuses a wrong engine, a missing or long q and a bad num with 400', async () => {
    expect((await search({ q: 'a', engine: 'google' })).statusCode).toBe(400);
    expect((await search({ q: '' })).statusCode).toBe(400);
    expect((await search({ q: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await search({ q: 'a', num: 101 })).statusCode).toBe(400);
    expect((await search({ q: 'a', page: 0 })).json()).toEqual({ error: expect.any(String) });
  });

  it('answers faults in its own envelope: 402, 429 with Retry-After, 5xx, malformed, a short page, a block', async () => {
    await fault({ service: 'searchapi', count: 1, status: 402 });
    const credit = await search({ q: 'a' });
    expect([credit.statusCode, credit.json().error]).toEqual([
      402,
      expect.stringMatching(/run out of searches/),
    ]);
    await fault({ service: 'searchapi', count: 1, status: 429 });
    const limited = await search({ q: 'a' });
    expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '1']);
    await fault({ service: 'searchapi', count: 1, status: 503 });
    expect((await search({ q: 'a' })).statusCode).toBe(503);
    await fault({ service: 'searchapi', count: 1, malformed: true });
    const broken = (await search({ q: 'a' })).body;
    expect(() => JSON.parse(broken)).toThrow();
    await fault({ service: 'searchapi', count: 1, truncate: 7 });
    const short = (await search({ q: 'a', num: 100 })).json();
    expect(short.shopping_results.length + short.shopping_ads.length).toBe(7);
    await fault({ service: 'searchapi:blocked', count: 1 });
    const blocked = await search({ q: 'a' });
    expect([blocked.statusCode, blocked.json().error]).toEqual([200, expect.stringContaining('418')]);
    expect(blocked.json().error).toContain('쇼핑 서비스 접속이 일시적으로 제한되었습니다');
    expect((await search({ q: 'a' })).statusCode).toBe(200);
    const calls = (await app.inject({ method: 'GET', url: '/__control/calls', headers: CONTROL })).json();
    expect(calls.searchapi[SIMULATOR_SEARCHAPI_KEY]).toBe(7);
  });
});
