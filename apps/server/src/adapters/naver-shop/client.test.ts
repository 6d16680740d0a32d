import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNaverAdapters } from '../index';
import { NaverKeyPool } from '../naver-openapi/key-pool';
import {
  FAST,
  type TestSimulator,
  checkFaults,
  fixture,
  startStub,
  startTestSimulator,
} from '../test-support';
import { createNaverShopClient, decodeProductType, mallProductIdOf } from './client';
import { findProductRanks } from './rank';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const key = { clientId: 'shop-key', clientSecret: 'shop-secret' };
const shopOn = (pool = new NaverKeyPool([key]), timeoutMs: number = FAST.timeoutMs) =>
  createNaverShopClient({ baseUrl: `${sim.url}/naver-openapi`, pool, retry: FAST.retry, timeoutMs });

describe('shopping search adapter: recorded response', () => {
  it('parses strings as numbers, strips <b>, decodes productType and reads the store number from the link', async () => {
    const stub = await startStub([
      { url: '/v1/search/shop.json', body: fixture(import.meta.dirname, 'shop-search.json') },
    ]);
    try {
      const shop = createNaverShopClient({
        baseUrl: stub.url,
        pool: new NaverKeyPool([key]),
        retry: FAST.retry,
      });
      const r = await shop.search({ query: '텀블러', display: 5 });
      expect(stub.last.url).toBe(
        `/v1/search/shop.json?query=${encodeURIComponent('텀블러')}&display=5&start=1&sort=sim`,
      );
      expect(stub.last.headers).toMatchObject({
        'x-naver-client-id': 'shop-key',
        'x-naver-client-secret': 'shop-secret',
      });
      expect(r).toMatchObject({
        total: 1843207,
        start: 1,
        display: 5,
        lastBuildDate: 'Mon, 16 Jun 2025 10:12:31 +0900',
      });
      const [catalog, store, matched, used, odd] = r.items;
      expect(catalog).toMatchObject({
        title: '스탠리 퀜처 H2.0 텀블러 887ml, 크림, 1개',
        lprice: 42900,
        hprice: null,
        mallName: '네이버',
        productId: '51234567890',
        mallProductId: null,
        productType: 1,
        group: 'normal',
        kind: 'catalog',
        isCatalog: true,
        brand: '스탠리',
        categories: ['생활/건강', '주방용품', '보온보냉용품', '텀블러'],
      });
      expect(store).toMatchObject({
        title: '[당일발송] 대용량 스텐 텀블러 빨대 & 손잡이 1L',
        productId: '84567890123',
        mallProductId: '7712345678',
        kind: 'unmatched',
        isCatalog: false,
        lprice: 15900,
        hprice: null,
      });
      expect(matched).toMatchObject({ kind: 'matched', mallProductId: '5512345670', hprice: null });
      expect(used).toMatchObject({
        group: 'used',
        kind: 'unmatched',
        hprice: 12000,
        mallProductId: null,
        categories: ['생활/건강', '주방용품', '보온보냉용품'],
      });
      expect(odd).toMatchObject({
        productType: null,
        group: null,
        kind: null,
        lprice: null,
        isCatalog: false,
        mallProductId: null,
      });
    } finally {
      await stub.close();
    }
  });

  it('decodes all twelve product types and store links', () => {
    expect([1, 2, 3, 4, 6, 7, 11, 12].map((t) => Object.values(decodeProductType(t)).join('/'))).toEqual([
      'normal/catalog',
      'normal/unmatched',
      'normal/matched',
      'used/catalog',
      'used/matched',
      'discontinued/catalog',
      'upcoming/unmatched',
      'upcoming/matched',
    ]);
    expect(decodeProductType(13)).toEqual({ group: null, kind: null });
    expect(mallProductIdOf('https://smartstore.naver.com/goodshop/products/123?NaPm=x')).toBe('123');
    expect(mallProductIdOf('https://search.shopping.naver.com/catalog/55')).toBeNull();
  });

  it('refuses out-of-range paging before calling', async () => {
    const shop = shopOn();
    await expect(shop.search({ query: 'a', start: 1001 })).rejects.toMatchObject({ kind: 'bad-request' });
    await expect(shop.search({ query: 'a', display: 101 })).rejects.toMatchObject({ kind: 'bad-request' });
    await expect(shop.search({ query: ' ' })).rejects.toMatchObject({ kind: 'bad-request' });
    expect(await sim.totalCalls('naver-shop')).toBe(0);
  });
});

describe('shopping search adapter: against the simulator', () => {
  it('reads 100 rows a page with both row types and their ids', async () => {
    const r = await shopOn().search({ query: '텀블러', display: 100, start: 901 });
    expect(r.items).toHaveLength(100);
    expect(r.total).toBeGreaterThan(1000);
    const store = r.items.find((i) => !i.isCatalog)!;
    expect(store.mallProductId).toMatch(/^\d+$/);
    expect(store.mallProductId).not.toBe(store.productId);
    expect(r.items.find((i) => i.isCatalog)!.mallName).toBe('네이버');
    expect(r.items.every((i) => !i.title.includes('<b>') && i.title.includes('텀블러'))).toBe(true);
  });

  it('finds tracked products by productId or store number, paging only as deep as needed', async () => {
    const market = (
      await sim.control(
        `/__control/market/products?keyword=${encodeURIComponent('캠핑의자')}&start=600&display=40`,
      )
    ).body as {
      items: { productId: string; mallProductId: string | null; productType: number }[];
    };
    const byStore = market.items.find((i) => i.productType === 2)!;
    const byMid = market.items.find((i) => i.productId !== byStore.productId)!;
    await sim.control('/__control/rank', {
      keyword: '캠핑의자',
      mallProductId: byStore.mallProductId,
      rank: 250,
    });
    await sim.control('/__control/rank', { keyword: '캠핑의자', productId: byMid.productId, rank: 42 });
    const shop = shopOn();
    const scan = await findProductRanks(shop, '캠핑의자', [
      { key: 'store', mallProductId: byStore.mallProductId },
      { key: 'mid', productId: byMid.productId },
    ]);
    expect(scan.found.get('store')?.rank).toBe(250);
    expect(scan.found.get('mid')?.rank).toBe(42);
    expect(scan.pages).toBe(3);
    expect(await sim.totalCalls('naver-shop')).toBe(3);

    await sim.control('/__control/rank', {
      keyword: '캠핑의자',
      mallProductId: byStore.mallProductId,
      rank: 0,
    });
    const gone = await findProductRanks(
      shop,
      '캠핑의자',
      [{ key: 'store', mallProductId: byStore.mallProductId }],
      { maxRank: 500 },
    );
    expect(gone.found.size).toBe(0);
    expect(gone.pages).toBe(5);
  });

  it('rotates to the next key on the daily quota answer (429, errorCode 010) and skips it for the rest of the Korea day', async () => {
    const keys = [
      { clientId: 'k1', clientSecret: 's1' },
      { clientId: 'k2', clientSecret: 's2' },
    ];
    const pool = new NaverKeyPool(keys, { now: () => new Date() });
    const shop = shopOn(pool);
    await sim.control('/__control/naver-quota', { clientId: 'k1', searchUsed: 25_000 });
    await shop.search({ query: '잠옷' }); // k1 → 429, then k2
    await shop.search({ query: '잠옷' }); // k2 only: k1 is out for today
    expect(await sim.calls('naver-shop')).toEqual({ k1: 1, k2: 2 });
    expect((await pool.usage()).find((u) => u.clientId === 'k1')!.exhausted).toEqual(['search']);
    await sim.control('/__control/naver-quota', { clientId: 'k2', searchUsed: 25_000 });
    await expect(shop.search({ query: '잠옷' })).rejects.toMatchObject({
      kind: 'rate-limited',
      service: 'naver-shop',
    });
    await expect(shop.search({ query: '잠옷' })).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(await sim.calls('naver-shop')).toEqual({ k1: 1, k2: 3 });
  });

  it('maps a wrong secret to auth (401, errorCode 024) without retrying', async () => {
    await sim.control('/__control/naver-clients', { clientId: 'shop-key', clientSecret: 'another' });
    await expect(shopOn().search({ query: 'a' })).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
      body: { errorCode: '024' },
    });
    expect(await sim.totalCalls('naver-shop')).toBe(1);
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    await checkFaults(
      sim,
      'naver-shop',
      () => {
        const shop = shopOn(new NaverKeyPool([key]), 150);
        return () => shop.search({ query: '텀블러' });
      },
      { on429: 'naver-quota' },
    );
  });

  it('is what createNaverAdapters builds in simulator mode', async () => {
    const { shop } = createNaverAdapters(sim.config, { retry: FAST.retry });
    expect((await shop.search({ query: '향수' })).items).toHaveLength(10);
    expect(await sim.calls('naver-shop')).toEqual({ 'sim-client': 1 });
  });
});
