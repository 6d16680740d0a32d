import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_SEARCHAPI_KEY } from '@seller/simulator';
import { ShoppingSourceError, type ShoppingPage } from '../../lib/shopping-source/port';
import { FAST, type TestSimulator, startStub, startTestSimulator } from '../test-support';
import { recordingMeter } from '../shopping-common/test-support';
import { createSearchApiSource, type SearchApiOptions } from './client';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const PRICE = 4000; // micros of USD a search ($0.004)
const make = (over: Partial<SearchApiOptions> = {}) => {
  const meter = recordingMeter();
  const source = createSearchApiSource({
    baseUrl: `${sim.url}/searchapi`,
    apiKey: SIMULATOR_SEARCHAPI_KEY,
    meter,
    prices: { microsPerRequest: PRICE },
    retry: { ...FAST.retry, retries: 3 },
    timeoutMs: FAST.timeoutMs,
    ...over,
  });
  return { source, meter };
};
const failure = async (p: Promise<unknown>): Promise<ShoppingSourceError> => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ShoppingSourceError);
  return e as ShoppingSourceError;
};
const organicOrder = async (keyword: string, n: number) => {
  const r = await sim.control(
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&start=1&display=${n}`,
  );
  return (r.body as { items: { productId: string }[] }).items.map((p) => p.productId);
};

describe('SearchApi adapter against the simulator', () => {
  it('reads Naver order to depth 500 in five pages of 100, ads flagged, every attribute or null', async () => {
    const { source, meter } = make();
    expect(source).toMatchObject({ id: 'searchapi', surface: 'plus-store', pageSize: 100, resumable: true });
    const page = await source.search({ keyword: '무선 이어폰', from: 1, count: 500 });
    expect(page.entries.map((e) => e.slot)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(page.end).toBe(false);
    expect(page.total).toBeGreaterThan(1000);
    const ads = page.entries.filter((e) => e.isAd);
    expect(ads.length).toBeGreaterThanOrEqual(45);
    expect(page.entries.every((e) => e.isAd === true || e.isAd === false)).toBe(true);
    expect(page.entries.slice(0, 2).every((e) => e.isAd)).toBe(true);
    const organic = page.entries.filter((e) => !e.isAd).map((e) => e.nvMid);
    expect(organic).toEqual((await organicOrder('무선 이어폰', organic.length)).slice(0, organic.length));

    const store = page.entries.find((e) => e.url?.includes('/products/'))!;
    expect(store).toMatchObject({
      isCatalog: false,
      storeProductNo: /\/products\/(\d+)$/.exec(store.url!)![1],
      price: expect.any(Number),
      mallName: expect.any(String),
      category: expect.stringContaining('>'),
      // SearchApi gives no purchase count: missing is missing, not 0.
      purchaseCount: null,
    });
    const catalog = page.entries.find((e) => e.url?.includes('/catalog/'))!;
    expect([catalog.isCatalog, catalog.storeProductNo]).toEqual([true, null]);
    for (const e of page.entries) expect(e.rating === null).toBe(e.reviewCount === 0);

    expect(await sim.totalCalls('searchapi')).toBe(5);
    expect(meter.tickets).toHaveLength(5);
    for (const t of meter.tickets) {
      expect(t).toMatchObject({ source: 'searchapi', keyword: '무선 이어폰', estimateMicros: PRICE });
      expect(t.outcome).toEqual({ pages: 1, rows: 100, costMicros: PRICE, result: 'ok', status: 200 });
    }
  });

  it('starts at any position without reading the pages before (resumable), each page one request', async () => {
    const { source } = make();
    const all = await source.search({ keyword: '텀블러', from: 1, count: 300 });
    await sim.reset();
    const window = await source.search({ keyword: '텀블러', from: 150, count: 100 });
    expect(window.entries).toEqual(all.entries.slice(149, 249));
    expect(await sim.totalCalls('searchapi')).toBe(2);
    await expect(source.search({ keyword: '텀블러', from: 950, count: 100 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    await expect(source.search({ keyword: ' ', from: 1, count: 1 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    expect(await sim.totalCalls('searchapi')).toBe(2);
  });

  it('uses the configured page and size parameter names (UNCONFIRMED for naver_shopping)', async () => {
    const { source } = make({ params: { page: 'page', num: 'num' }, pageSize: 40 });
    const p = await source.search({ keyword: '잠옷', from: 41, count: 40 });
    expect(p.entries.map((e) => e.slot)).toEqual(Array.from({ length: 40 }, (_, i) => 41 + i));
    // Names the provider ignores are caught: page 2 then comes back as page 1 of 40 slots.
    const wrong = make({ params: { page: 'pg', num: 'num' }, pageSize: 40 });
    const e = await failure(wrong.source.search({ keyword: '잠옷', from: 41, count: 40 }));
    expect(e.kind).toBe('drift');
  });

  it('turns every fault into its typed error, retrying only what is transient, one meter ticket per attempt', async () => {
    const cases: {
      fault: Parameters<TestSimulator['fault']>[0];
      kind: string | 'ok';
      calls: number;
      results: string[];
    }[] = [
      { fault: { service: 'searchapi', count: 1, status: 401 }, kind: 'auth', calls: 1, results: ['auth'] },
      { fault: { service: 'searchapi', count: 1, status: 403 }, kind: 'auth', calls: 1, results: ['auth'] },
      {
        fault: { service: 'searchapi', count: 1, status: 402 },
        kind: 'payment-required',
        calls: 1,
        results: ['payment-required'],
      },
      {
        fault: { service: 'searchapi', count: 2, status: 429, headers: { 'retry-after': '0' } },
        kind: 'ok',
        calls: 3,
        results: ['rate-limited', 'rate-limited', 'ok'],
      },
      {
        fault: { service: 'searchapi', count: 9, status: 429, headers: { 'retry-after': '0' } },
        kind: 'rate-limited',
        calls: 4,
        results: Array(4).fill('rate-limited'),
      },
      {
        fault: { service: 'searchapi', count: 9, status: 503 },
        kind: 'server',
        calls: 4,
        results: Array(4).fill('server'),
      },
      {
        fault: { service: 'searchapi', count: 9, delayMs: 400 },
        kind: 'timeout',
        calls: 4,
        results: Array(4).fill('timeout'),
      },
      {
        fault: { service: 'searchapi', count: 1, malformed: true },
        kind: 'malformed',
        calls: 1,
        results: ['malformed'],
      },
      {
        fault: { service: 'searchapi', count: 1, status: 400 },
        kind: 'bad-request',
        calls: 1,
        results: ['bad-request'],
      },
      {
        fault: { service: 'searchapi', count: 1, truncate: 37 },
        kind: 'short',
        calls: 1,
        results: ['short'],
      },
      { fault: { service: 'searchapi', count: 1, truncate: 0 }, kind: 'short', calls: 1, results: ['short'] },
      { fault: { service: 'searchapi:blocked', count: 1 }, kind: 'blocked', calls: 1, results: ['blocked'] },
      // A block passed on as a 5xx is still a block: never retried.
      {
        fault: { service: 'searchapi:blocked', count: 9, status: 503 },
        kind: 'blocked',
        calls: 1,
        results: ['blocked'],
      },
      {
        fault: {
          service: 'searchapi',
          count: 1,
          status: 200,
          body: { error: "Naver hasn't returned any results." },
        },
        kind: 'short',
        calls: 1,
        results: ['short'],
      },
    ];
    for (const c of cases) {
      await sim.reset();
      await sim.fault(c.fault);
      const { source, meter } = make({ timeoutMs: 200 });
      const outcome = await source.search({ keyword: '텀블러', from: 1, count: 100 }).then(
        (p: ShoppingPage) => ({ kind: 'ok', page: p }),
        (e: ShoppingSourceError) => ({ kind: e.kind, error: e }),
      );
      const label = JSON.stringify(c.fault);
      expect([label, outcome.kind]).toEqual([label, c.kind]);
      if ('error' in outcome) expect(outcome.error).toBeInstanceOf(ShoppingSourceError);
      expect([label, await sim.totalCalls('searchapi')]).toEqual([label, c.calls]);
      expect([label, meter.tickets.map((t) => t.outcome?.result)]).toEqual([label, c.results]);
      // Only an answered request is a charged search (ASSUMED: failed ones are not).
      for (const t of meter.tickets) {
        const answered =
          ['ok', 'short', 'blocked', 'malformed'].includes(t.outcome!.result) && t.outcome!.status === 200;
        expect([label, t.outcome!.costMicros]).toEqual([label, answered ? PRICE : 0]);
      }
    }
    await sim.reset();
    await sim.fault({ service: 'searchapi', count: 9, status: 429, headers: { 'retry-after': '0' } });
    const limited = await failure(make().source.search({ keyword: 'a', from: 1, count: 10 }));
    expect([limited.status, limited.retryAfterMs, limited.retryable]).toEqual([429, 0, true]);
    await sim.reset();
    await sim.fault({ service: 'searchapi:blocked', count: 1 });
    const blocked = await failure(make().source.search({ keyword: 'a', from: 1, count: 10 }));
    expect(blocked.detail).toContain('418');
    expect(blocked.retryable).toBe(false);
  });

  it('refuses before calling when the meter says the budget is spent, or the key is not set', async () => {
    const meter = recordingMeter({ refuse: true });
    const { source } = make({ meter });
    expect((await failure(source.search({ keyword: 'a', from: 1, count: 10 }))).kind).toBe('budget');
    expect(
      (await failure(make({ apiKey: '' }).source.search({ keyword: 'a', from: 1, count: 10 }))).kind,
    ).toBe('unconfigured');
    const wrongKey = await failure(
      make({ apiKey: 'not-the-key' }).source.search({ keyword: 'a', from: 1, count: 10 }),
    );
    expect([wrongKey.kind, wrongKey.status, wrongKey.detail]).toEqual([
      'auth',
      401,
      expect.stringMatching(/API key/),
    ]);
    expect(await sim.totalCalls('searchapi')).toBe(1);
  });

  it("stops at the caller's signal without retrying", async () => {
    await sim.fault({ service: 'searchapi', count: 9, delayMs: 1_000 });
    const { source, meter } = make({ timeoutMs: 5_000 });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 100);
    const e = await failure(source.search({ keyword: 'a', from: 1, count: 10, signal: abort.signal }));
    expect([e.kind, e.message]).toEqual(['timeout', expect.stringContaining('cancelled')]);
    expect(meter.tickets).toHaveLength(1);
  });
});

describe('SearchApi adapter: reading answers defensively (recorded shapes)', () => {
  const readWith = async (body: unknown, page = 1, pageSize = 3) => {
    const stub = await startStub([{ url: '/api/v1/search', body }]);
    try {
      const { source } = make({ baseUrl: stub.url, pageSize, maxDepth: 1000 });
      const p = await source.search({ keyword: '텀블러', from: (page - 1) * pageSize + 1, count: pageSize });
      return { page: p, url: stub.last.url, headers: stub.last.headers };
    } finally {
      await stub.close();
    }
  };
  const item = (position: number, extra: object = {}) => ({
    position,
    product_id: `8${position}`,
    title: `<b>텀블러</b> ${position}`,
    link: `https://smartstore.naver.com/s/products/${700 + position}`,
    ...extra,
  });

  it('sends the documented request and reads unknown fields, odd number formats and inline ad flags', async () => {
    const r = await readWith({
      search_metadata: { id: 'x', status: 'Success', some_new_block: { a: 1 } },
      search_information: { total_results: '12,345' },
      shopping_results: [
        item(1, {
          is_sponsored: true,
          extracted_price: null,
          price: '39,900원',
          store: 'A몰',
          reviews: '1,204',
        }),
        item(2, {
          sponsored: false,
          price: 15900,
          seller: { name: 'B몰', grade: 'power' },
          rating: '4.8',
          new_field: [],
        }),
        item(3, {
          is_ad: 'false',
          price: '무료',
          category: [{ name: '생활/건강' }, { name: '텀블러' }],
          reviews: 'many',
        }),
      ],
      pagination: { current: 1, next: 'https://www.searchapi.io/api/v1/search?page=2' },
    });
    expect(r.url).toBe(`/api/v1/search?engine=naver_shopping&q=${encodeURIComponent('텀블러')}&page=1&num=3`);
    expect(r.headers?.authorization).toBe(`Bearer ${SIMULATOR_SEARCHAPI_KEY}`);
    expect(r.page.total).toBe(12345);
    expect(r.page.entries).toEqual([
      {
        slot: 1,
        isAd: true,
        nvMid: '81',
        storeProductNo: '701',
        isCatalog: false,
        title: '텀블러 1',
        mallName: 'A몰',
        image: null,
        url: 'https://smartstore.naver.com/s/products/701',
        price: 39900,
        reviewCount: 1204,
        purchaseCount: null,
        rating: null,
        category: null,
      },
      expect.objectContaining({ slot: 2, isAd: false, mallName: 'B몰', price: 15900, rating: 4.8 }),
      expect.objectContaining({
        slot: 3,
        isAd: false,
        price: null,
        reviewCount: null,
        category: '생활/건강>텀블러',
      }),
    ]);
  });

  it('merges a separate ads list by position, and reads page-relative or absolute positions', async () => {
    const relative = await readWith(
      { shopping_ads: [item(2, { is_ad: true })], shopping_results: [item(1), item(3)] },
      2,
    );
    expect(relative.page.entries.map((e) => [e.slot, e.isAd])).toEqual([
      [4, false],
      [5, true],
      [6, false],
    ]);
    expect(relative.url).toContain('page=2&num=3');
    const absolute = await readWith({ shopping_ads: [], shopping_results: [item(4), item(5), item(6)] }, 2);
    expect(absolute.page.entries.map((e) => [e.slot, e.isAd])).toEqual([
      [4, false],
      [5, false],
      [6, false],
    ]);
    // Without positions (and without an ads list) the order of the array is the order; ads unknown.
    const bare = await readWith({ shopping_results: [1, 2, 3].map((i) => ({ product_id: `9${i}` })) });
    expect(bare.page.entries.map((e) => [e.slot, e.nvMid, e.isAd])).toEqual([
      [1, '91', null],
      [2, '92', null],
      [3, '93', null],
    ]);
  });

  it('reports drift naming the field a rank depends on', async () => {
    const drift = async (body: unknown) => {
      const e = await failure(readWith(body));
      expect(e.kind).toBe('drift');
      return e.field;
    };
    expect(await drift({ products: [item(1)] })).toBe('shopping_results');
    expect(await drift({ shopping_results: 'none' })).toBe('shopping_results');
    expect(await drift({ shopping_results: [item(1), { product_id: '2' }, item(3)] })).toBe('position');
    expect(await drift({ shopping_ads: [{ product_id: '2' }], shopping_results: [item(1), item(3)] })).toBe(
      'position',
    );
    expect(await drift({ shopping_results: [item(1), item(1), item(3)] })).toBe('position');
    expect(await drift({ shopping_results: [item(1), item(2), { position: 3, title: 'no id' }] })).toBe(
      'product_id',
    );
    expect(await drift({ shopping_results: [item(1), 'x', item(3)] })).toBe('shopping_results[] item');
    expect((await failure(readWith(['not', 'an', 'object']))).kind).toBe('malformed');
  });

  it('ends where the answer says so, and calls an answer cut short a short answer', async () => {
    const end = await readWith(
      { search_information: { total_results: 5 }, shopping_results: [item(1), item(2)] },
      2,
    );
    expect(end.page).toMatchObject({ end: true, total: 5 });
    expect(end.page.entries.map((e) => e.slot)).toEqual([4, 5]);
    const noTotal = await readWith({ shopping_results: [item(1), item(2)] });
    expect(noTotal.page.end).toBe(true);
    const lastFull = await readWith({
      shopping_results: [item(1), item(2), item(3)],
      pagination: { current: 1 },
    });
    expect(lastFull.page.end).toBe(true);
    expect((await failure(readWith({ shopping_results: [item(1)], pagination: { next: 'x' } }))).kind).toBe(
      'short',
    );
    expect(
      (await failure(readWith({ search_information: { total_results: 50 }, shopping_results: [item(1)] })))
        .kind,
    ).toBe('short');
    expect((await failure(readWith({ shopping_results: [] }))).kind).toBe('short');
    const none = await readWith({ search_information: { total_results: 0 }, shopping_results: [] });
    expect(none.page).toEqual({ entries: [], total: 0, end: true });
  });
});
