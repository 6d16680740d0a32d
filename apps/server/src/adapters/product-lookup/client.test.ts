import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_EXAMPLES } from '@seller/shared';
import { catalogBaseFor, createNaverAdapters } from '../index';
import { recordingMeter } from '../shopping-common/test-support';
import { createShoppingSource } from '../shopping-sources';
import {
  FAST,
  type TestSimulator,
  checkFaults,
  fixture,
  startStub,
  startTestSimulator,
} from '../test-support';
import { createProductLookupClient } from './client';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const lookupOn = (base: string, timeoutMs: number = FAST.timeoutMs) =>
  createProductLookupClient({ smartStoreBase: base, catalogBase: base, retry: FAST.retry, timeoutMs });
/** The organic rows the rank checks read for `keyword`: the configured shopping source (SearchApi, simulated). */
const shoppingRows = async (keyword: string, count: number) => {
  const source = createShoppingSource(sim.config, { meter: recordingMeter(), ...FAST });
  return (await source.search({ keyword, from: 1, count })).entries.filter((e) => e.isAd !== true);
};

describe('product look-up adapter: recorded pages', () => {
  it('reads the smart-store JSON (64-bit syncNvMid kept exact), the store page and the catalogue page', async () => {
    const stub = await startStub([
      {
        url: '/main/products/5581234567',
        body: fixture(import.meta.dirname, 'smartstore-page.html'),
        type: 'text/html; charset=utf-8',
      },
      {
        url: '/i/v2/channels/3xQpLmN8vR2tYb7KcW1dZ/products/5581234567',
        body: fixture(import.meta.dirname, 'smartstore-product.json'),
      },
      {
        url: '/catalog/51234567890',
        body: fixture(import.meta.dirname, 'catalog-page.html'),
        type: 'text/html; charset=utf-8',
      },
      { url: '/catalog/1', status: 404, body: '<html>not found</html>', type: 'text/html' },
      { url: '/catalog/2', body: '<html><body>no data</body></html>', type: 'text/html' },
    ]);
    try {
      const lookup = lookupOn(stub.url);
      expect(await lookup.byStoreProductNo('5581234567')).toEqual({
        title: '호주산 LA갈비 1kg 냉동 꽃갈비 & 찜갈비',
        imageUrl: 'https://shop-phinf.pstatic.net/20200726_150/represent.jpg',
        storeName: '한우목장',
        isPriceComparison: false,
        price: 41900,
        catalogId: '9007199254740993',
        mallProductId: '5581234567',
        channelUid: '3xQpLmN8vR2tYb7KcW1dZ',
        matchingCatalogId: '51234567890',
      });
      expect(stub.hits['/main/products/5581234567']).toBe(1);
      await lookup.byStoreProductNo('5581234567', { channelUid: '3xQpLmN8vR2tYb7KcW1dZ' });
      expect(stub.hits['/main/products/5581234567']).toBe(1);
      expect(await lookup.byCatalogId('51234567890')).toEqual({
        title: '스탠리 퀜처 H2.0 텀블러 887ml, 크림, 1개',
        imageUrl: 'https://shopping-phinf.pstatic.net/main_5123456/51234567890.20250301120000.jpg',
        storeName: null,
        isPriceComparison: true,
        price: 42900,
        catalogId: '51234567890',
        mallProductId: null,
        channelUid: null,
        matchingCatalogId: null,
      });
      expect(await lookup.byCatalogId('1')).toBeNull();
      await expect(lookup.byCatalogId('2')).rejects.toMatchObject({ kind: 'malformed' });
      await expect(lookup.byCatalogId('12a')).rejects.toMatchObject({ kind: 'bad-request' });
    } finally {
      await stub.close();
    }
  });

  it('uses search.shopping.naver.com for catalogue pages when the shopping base is the real store host', () => {
    expect(catalogBaseFor('https://smartstore.naver.com')).toBe('https://search.shopping.naver.com');
    expect(catalogBaseFor('http://127.0.0.1:9/shopping')).toBe('http://127.0.0.1:9/shopping');
  });
});

describe('product look-up adapter: against the simulator', () => {
  it('agrees with the shopping search row by catalogue id and by store product number', async () => {
    const { productLookup } = createNaverAdapters(sim.config, { retry: FAST.retry });
    const rows = await shoppingRows('무선청소기', 40);
    const store = rows.find((r) => r.isCatalog === false && r.storeProductNo)!;
    const catalog = rows.find((r) => r.isCatalog === true)!;
    const byNo = await productLookup.byStoreProductNo(store.storeProductNo!);
    expect(byNo).toMatchObject({
      title: store.title,
      storeName: store.mallName,
      imageUrl: store.image,
      price: store.price,
      catalogId: store.nvMid,
      mallProductId: store.storeProductNo,
    });
    const byMid = await productLookup.byCatalogId(store.nvMid!);
    expect(byMid).toMatchObject({
      title: store.title,
      storeName: store.mallName,
      isPriceComparison: false,
      mallProductId: store.storeProductNo,
      channelUid: byNo!.channelUid,
    });
    expect(await productLookup.byCatalogId(catalog.nvMid!)).toMatchObject({
      title: catalog.title,
      storeName: null,
      isPriceComparison: true,
      price: catalog.price,
      imageUrl: catalog.image,
    });
    expect(await productLookup.byStoreProductNo('123456')).toBeNull();
    expect(await productLookup.byCatalogId('500000000000')).toBeNull();
  });

  it('finds the simulator examples offered to a newcomer by the number their type names (issue 39 §1)', async () => {
    const { productLookup } = createNaverAdapters(sim.config, { retry: FAST.retry });
    for (const e of SIMULATOR_EXAMPLES) {
      const found =
        e.type === 'prodNum'
          ? await productLookup.byStoreProductNo(e.number)
          : await productLookup.byCatalogId(e.number);
      expect(found, e.id).toMatchObject({ title: e.title, isPriceComparison: e.type === 'midNum' });
    }
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    const mid = (await shoppingRows('운동화', 10))[0]!.nvMid!;
    await checkFaults(
      sim,
      'product-lookup',
      () => {
        const lookup = lookupOn(`${sim.url}/shopping`, 150);
        return () => lookup.byCatalogId(mid);
      },
      { on429: 'retried', wrongShape: '<html><body>changed layout</body></html>' },
    );
  });
});
