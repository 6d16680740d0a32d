import { describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { productAt } from './products';
import { Market } from './state';
import { productTotal, relatedKeywords } from './volumes';
import { SIMULATOR_SEARCHAPI_KEY } from '../searchapi/routes';
import { CONTROL, TEST_SECRET } from '../test-support';

const ids = (m: Market, k: string, date: string) =>
  m.productList(k, date).map((r) => productAt(r.keyword, r.index).productId);

describe('synthetic market', () => {
  it('gives the same ordered list for the same keyword and date, and a different one the next day', () => {
    const a = new Market();
    const b = new Market();
    const day1 = ids(a, '텀블러', '2026-03-01');
    expect(ids(b, '텀블러', '2026-03-01')).toEqual(day1);
    expect(ids(a, '  텀블러 ', '2026-03-01')).toEqual(day1);
    const day2 = ids(a, '텀블러', '2026-03-02');
    expect(day2).not.toEqual(day1);
    // Drift is moderate: most of the top 20 stay in the top 40 the next day.
    const top40 = new Set(day2.slice(0, 40));
    expect(day1.slice(0, 20).filter((id) => top40.has(id)).length).toBeGreaterThanOrEqual(15);
    expect(ids(a, '보온병', '2026-03-01')).not.toEqual(day1);
  });

  it('has at least 1,000 reachable products mixing catalogue and smart-store rows, with a consistent total', () => {
    const m = new Market();
    const list = m.productList('캠핑의자', '2026-03-01').map((r) => productAt(r.keyword, r.index));
    expect(list.length).toBeGreaterThanOrEqual(1000);
    expect(productTotal('캠핑의자')).toBeGreaterThan(list.length);
    const catalog = list.filter((p) => p.productType === 1);
    const store = list.filter((p) => p.productType === 2);
    expect(catalog.length).toBeGreaterThan(100);
    expect(store.length).toBeGreaterThan(100);
    for (const p of catalog.slice(0, 20)) {
      expect(p.link).toBe(`https://search.shopping.naver.com/catalog/${p.productId}`);
      expect(p.mallProductId).toBeNull();
      expect(p.mallName).toBe('네이버');
    }
    for (const p of store.slice(0, 20)) {
      expect(p.link).toBe(`https://smartstore.naver.com/main/products/${p.mallProductId}`);
      expect(p.mallProductId).not.toBe(p.productId);
      expect(p.title).toContain('캠핑의자');
      expect(p.store?.channelUid).toMatch(/^[0-9A-Za-z]{21}$/);
    }
    expect(new Set(list.map((p) => p.productId)).size).toBe(list.length);
  });

  it('decodes product ids and store numbers back to the same product', () => {
    const m = new Market();
    const list = m.productList('선크림', '2026-03-01').map((r) => productAt(r.keyword, r.index));
    const store = list.find((p) => p.productType === 2)!;
    expect(m.productById(store.productId)).toEqual(store);
    expect(m.productByStoreNo(store.mallProductId!)).toEqual(store);
    expect(m.productById(list[0]!.productId)).toEqual(list[0]);
    expect(m.productById('899999999999')).toBeNull();
    expect(m.productByStoreNo('12')).toBeNull();
  });

  it('places a product at an exact rank, per date or for all dates, and drops it at 0 or past 1000', () => {
    const m = new Market();
    const date = '2026-03-01';
    const target = productAt('운동화', 700);
    const ref = { keyword: target.keyword, index: target.index };
    m.setProductRank('운동화', ref, 3, null);
    expect(ids(m, '운동화', date)[2]).toBe(target.productId);
    expect(ids(m, '운동화', '2026-03-09')[2]).toBe(target.productId);
    m.setProductRank('운동화', ref, 57, '2026-03-02');
    expect(ids(m, '운동화', '2026-03-02')[56]).toBe(target.productId);
    expect(ids(m, '운동화', date)[2]).toBe(target.productId);
    m.setProductRank('운동화', ref, 0, null);
    expect(ids(m, '운동화', date)).not.toContain(target.productId);
    m.setProductRank('운동화', ref, 1001, null);
    expect(ids(m, '운동화', date)).not.toContain(target.productId);
    m.setProductRank('운동화', ref, 1000, null);
    expect(ids(m, '운동화', date)[999]).toBe(target.productId);
    // A product of another keyword can be placed too.
    const other = productAt('향수', 5);
    m.setProductRank('운동화', { keyword: '향수', index: 5 }, 1, null);
    expect(ids(m, '운동화', date)[0]).toBe(other.productId);
  });

  it('lists at least 300 organic places with flagged ads mixed in', () => {
    const m = new Market();
    const list = m.placeList('강남 맛집', '2026-03-01');
    expect(list.filter((e) => !e.isAd).length).toBeGreaterThanOrEqual(300);
    expect(list.slice(0, 2).every((e) => e.isAd)).toBe(true);
    expect(list.filter((e) => e.isAd).length).toBeGreaterThan(10);
    expect(m.placeList('강남 맛집', '2026-03-01')).toEqual(list);
    expect(m.placeList('강남 맛집', '2026-03-02')).not.toEqual(list);
  });

  it('derives related keywords deterministically', () => {
    expect(relatedKeywords('텀블러')).toEqual(relatedKeywords(' 텀블러'));
    expect(relatedKeywords('텀블러').length).toBeGreaterThanOrEqual(20);
  });

  it('serves a deep page as fast as the first one', async () => {
    const { app } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent' });
    const headers = { authorization: `Bearer ${SIMULATOR_SEARCHAPI_KEY}` };
    // A keyword of its own per page, so the deep page cannot reuse the first one's list.
    const get = (page: number) =>
      app.inject({
        method: 'GET',
        url: `/searchapi/api/v1/search?engine=naver_shopping&q=deep${page}&num=100&page=${page}`,
        headers,
      });
    await get(1);
    const t = performance.now();
    const r = await get(10);
    expect(performance.now() - t).toBeLessThan(200);
    expect(r.json().shopping_results.length + r.json().shopping_ads.length).toBe(100);
    await app.close();
  });

  it('moves to the next day through the clock control and is reset with the simulator', async () => {
    const { app } = buildSimulator({
      secret: TEST_SECRET,
      logLevel: 'silent',
      now: () => new Date('2026-03-01T03:00:00Z'),
    });
    const clock = async (body?: object) =>
      (body
        ? await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/clock', payload: body })
        : await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/clock' })
      ).json();
    expect((await clock()).date).toBe('2026-03-01');
    expect((await clock({ offsetDays: 1 })).date).toBe('2026-03-02');
    expect((await clock({ date: '2026-05-10', offsetDays: 0 })).date).toBe('2026-05-10');
    expect(
      (
        await app.inject({
          headers: CONTROL,
          method: 'POST',
          url: '/__control/clock',
          payload: { date: '10-05-2026' },
        })
      ).statusCode,
    ).toBe(400);
    await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
    expect((await clock()).date).toBe('2026-03-01');
    await app.close();
  });
});
