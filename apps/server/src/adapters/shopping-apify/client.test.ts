import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_APIFY_TOKEN } from '@seller/simulator';
import { ShoppingSourceError, type ShoppingPage } from '../../lib/shopping-source/port';
import { FAST, type TestSimulator, startStub, startTestSimulator } from '../test-support';
import { recordingMeter } from '../shopping-common/test-support';
import { createApifySource, type ApifyOptions } from './client';
import { apifyMappingSchema, SHIPPED_ACTORS, type ApifyMapping } from './mappings';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const AUTOMLY = SHIPPED_ACTORS['automly/naver-shopping-scraper']!;
const ZEBU = SHIPPED_ACTORS['delicious_zebu/naver-shopping-product-scraper']!;
const pricesOf = (m: ApifyMapping) => ({
  model: m.pricing.model,
  microsPer1000: Math.round(m.pricing.usdPer1000 * 1_000_000),
  pageSize: m.pageSize,
  startMicros: 0,
});
const make = (mapping: ApifyMapping = AUTOMLY, over: Partial<ApifyOptions> = {}) => {
  const meter = recordingMeter();
  const source = createApifySource({
    baseUrl: `${sim.url}/apify`,
    token: SIMULATOR_APIFY_TOKEN,
    mapping,
    meter,
    prices: pricesOf(mapping),
    maxChargeMicros: 5_000_000,
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

describe('Apify adapter against the simulator', () => {
  it('reads depth 500 in one automly run, capped, ads flagged, organic rows in Naver order', async () => {
    const { source, meter } = make();
    expect(source).toMatchObject({
      id: 'apify',
      label: 'apify:automly/naver-shopping-scraper',
      resumable: false,
      maxDepth: 2000,
      pricing: { model: 'per-row', microsPer1000Rows: 2_490_000 },
    });
    const page = await source.search({ keyword: '무선 이어폰', from: 1, count: 500 });
    expect(page.entries.map((e) => e.slot)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(page.end).toBe(false);
    expect(page.entries.filter((e) => e.isAd).length).toBeGreaterThanOrEqual(45);
    const organic = page.entries.filter((e) => e.isAd === false).map((e) => e.nvMid);
    expect(organic.length + page.entries.filter((e) => e.isAd).length).toBe(500);
    expect(organic).toEqual((await organicOrder('무선 이어폰', organic.length)).slice(0, organic.length));
    const store = page.entries.find((e) => e.storeProductNo !== null)!;
    expect(store).toMatchObject({
      isCatalog: false,
      url: expect.stringContaining(`/products/${store.storeProductNo}`),
    });
    expect(page.entries.every((e) => typeof e.purchaseCount === 'number')).toBe(true);

    expect(await sim.totalCalls('apify')).toBe(1);
    // 500 rows at $2.49 a 1,000: $1.245; the run's cap is twice that.
    expect(meter.tickets).toEqual([
      {
        source: 'apify',
        keyword: '무선 이어폰',
        estimateMicros: 1_245_000,
        outcome: { pages: 13, rows: 500, costMicros: 1_245_000, result: 'ok', status: 201 },
      },
    ]);
  });

  it('sends the token in the header, maxTotalChargeUsd, maxItems and timeout on the run, and the mapped input', async () => {
    const stub = await startStub([
      { method: 'POST', url: '/v2/actors/:actor/run-sync-get-dataset-items', status: 201, body: [] },
    ]);
    try {
      const { source } = make(AUTOMLY, { baseUrl: stub.url, runTimeoutSecs: 250 });
      await failure(source.search({ keyword: '캠핑 의자', from: 1, count: 500 }));
      expect(stub.last.url).toBe(
        '/v2/actors/automly~naver-shopping-scraper/run-sync-get-dataset-items?timeout=250&maxItems=500&maxTotalChargeUsd=2.49&format=json',
      );
      expect(stub.last.headers).toMatchObject({ authorization: `Bearer ${SIMULATOR_APIFY_TOKEN}` });
      expect(stub.last.body).toEqual({
        keywords: ['캠핑 의자'],
        maxProductsPerKeyword: 500,
        includeSponsored: true,
      });
      const zebu = make(ZEBU, { baseUrl: stub.url, maxChargeMicros: 3_000_000 });
      await failure(zebu.source.search({ keyword: '캠핑 의자', from: 1, count: 500 }));
      // 13 pages of 40; 500 rows at $4 a 1,000 = $2, twice that past the $3 ceiling.
      expect(stub.last.body).toEqual({ keyword: '캠핑 의자', maxPages: 13 });
      expect(stub.last.url).toContain('maxItems=500&maxTotalChargeUsd=3&');
    } finally {
      await stub.close();
    }
  });

  it('reads delicious_zebu by pages, its dataset order being the order', async () => {
    const zebu = await make(ZEBU).source.search({ keyword: '캠핑 의자', from: 1, count: 500 });
    const automly = await make().source.search({ keyword: '캠핑 의자', from: 1, count: 500 });
    expect(zebu.entries.map((e) => [e.slot, e.nvMid, e.isAd])).toEqual(
      automly.entries.map((e) => [e.slot, e.nvMid, e.isAd]),
    );
    // Its rows carry no store number: it comes from the /products/{n} link.
    expect(zebu.entries.filter((e) => e.storeProductNo).length).toBeGreaterThan(100);
  });

  it('re-reads from the top for a later window (not resumable) and pays for it', async () => {
    const { source, meter } = make();
    const window = await source.search({ keyword: '텀블러', from: 101, count: 100 });
    expect(window.entries.map((e) => e.slot)).toEqual(Array.from({ length: 100 }, (_, i) => 101 + i));
    expect(meter.tickets[0]!.outcome).toMatchObject({ rows: 200, costMicros: 498_000 });
    await expect(source.search({ keyword: '텀블러', from: 1990, count: 20 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
  });

  it('turns every fault into its typed error; only a 429 is retried (a retried run is paid twice)', async () => {
    const cap = 2 * 249_000; // 100 rows
    const cases: {
      fault: Parameters<TestSimulator['fault']>[0];
      kind: string;
      calls: number;
      costs: number[];
    }[] = [
      { fault: { service: 'apify', count: 1, status: 401 }, kind: 'auth', calls: 1, costs: [0] },
      { fault: { service: 'apify', count: 1, status: 403 }, kind: 'auth', calls: 1, costs: [0] },
      { fault: { service: 'apify', count: 1, status: 402 }, kind: 'payment-required', calls: 1, costs: [0] },
      // The run goes on past the endpoint's 300 s: it may charge up to its cap.
      { fault: { service: 'apify', count: 9, status: 408 }, kind: 'run-timeout', calls: 1, costs: [cap] },
      {
        fault: { service: 'apify', count: 2, status: 429, headers: { 'retry-after': '0' } },
        kind: 'ok',
        calls: 3,
        costs: [0, 0, 249_000],
      },
      {
        fault: { service: 'apify', count: 9, status: 429, headers: { 'retry-after': '0' } },
        kind: 'rate-limited',
        calls: 4,
        costs: [0, 0, 0, 0],
      },
      { fault: { service: 'apify', count: 9, status: 502 }, kind: 'server', calls: 1, costs: [cap] },
      { fault: { service: 'apify', count: 9, delayMs: 400 }, kind: 'timeout', calls: 1, costs: [cap] },
      { fault: { service: 'apify:run-failed', count: 1 }, kind: 'run-failed', calls: 1, costs: [cap] },
      {
        fault: { service: 'apify:run-failed', count: 1, body: { status: 'TIMED-OUT' } },
        kind: 'run-failed',
        calls: 1,
        costs: [cap],
      },
      { fault: { service: 'apify:blocked', count: 1 }, kind: 'blocked', calls: 1, costs: [2490] },
      { fault: { service: 'apify', count: 1, malformed: true }, kind: 'malformed', calls: 1, costs: [cap] },
      { fault: { service: 'apify', count: 1, truncate: 0 }, kind: 'short', calls: 1, costs: [0] },
    ];
    for (const c of cases) {
      await sim.reset();
      await sim.fault(c.fault);
      const { source, meter } = make(AUTOMLY, { timeoutMs: 200 });
      const outcome = await source.search({ keyword: '텀블러', from: 1, count: 100 }).then(
        (p: ShoppingPage) => ({ kind: 'ok', page: p }),
        (e: ShoppingSourceError) => ({ kind: e.kind, error: e }),
      );
      const label = JSON.stringify(c.fault);
      expect([label, outcome.kind]).toEqual([label, c.kind]);
      if ('error' in outcome) expect(outcome.error).toBeInstanceOf(ShoppingSourceError);
      expect([label, await sim.totalCalls('apify')]).toEqual([label, c.calls]);
      expect([label, meter.tickets.map((t) => t.outcome!.costMicros)]).toEqual([label, c.costs]);
      expect([label, meter.tickets.at(-1)!.outcome!.result]).toEqual([label, c.kind]);
    }
    await sim.reset();
    await sim.fault({ service: 'apify:run-failed', count: 1, body: { status: 'ABORTED' } });
    const aborted = await failure(make().source.search({ keyword: 'a', from: 1, count: 10 }));
    expect([aborted.status, aborted.detail]).toEqual([400, expect.stringContaining('status: ABORTED')]);
    await sim.fault({ service: 'apify:blocked', count: 1 });
    const blocked = await failure(make().source.search({ keyword: 'a', from: 1, count: 10 }));
    expect(blocked.detail).toContain('418');
    await sim.fault({ service: 'apify', count: 1, status: 408 });
    const late = await failure(make().source.search({ keyword: 'a', from: 1, count: 10 }));
    expect([late.status, late.detail]).toEqual([408, expect.stringContaining('run-timeout-exceeded')]);
  });

  it('takes a list that ends early as its end when nothing says more exist (the documented risk)', async () => {
    await sim.fault({ service: 'apify', count: 1, truncate: 37 });
    const { source, meter } = make();
    const p = await source.search({ keyword: '텀블러', from: 1, count: 100 });
    expect([p.entries.length, p.end, p.total]).toEqual([37, true, null]);
    expect(meter.tickets[0]!.outcome).toMatchObject({ rows: 37, costMicros: Math.ceil(37 * 2490) });
  });

  it('refuses before calling when the budget is spent, the token is not set or wrong', async () => {
    const e = await failure(
      make(AUTOMLY, { meter: recordingMeter({ refuse: true }) }).source.search({
        keyword: 'a',
        from: 1,
        count: 10,
      }),
    );
    expect(e.kind).toBe('budget');
    expect(
      (await failure(make(AUTOMLY, { token: '' }).source.search({ keyword: 'a', from: 1, count: 1 }))).kind,
    ).toBe('unconfigured');
    expect(await sim.totalCalls('apify')).toBe(0);
    const wrong = await failure(
      make(AUTOMLY, { token: 'nope' }).source.search({ keyword: 'a', from: 1, count: 1 }),
    );
    expect([wrong.kind, wrong.detail]).toEqual(['auth', expect.stringContaining('invalid-token')]);
  });
});

describe('Apify adapter: reading datasets through a mapping (recorded shapes)', () => {
  const readWith = async (rows: unknown, mapping: ApifyMapping = AUTOMLY, count = 3) => {
    const stub = await startStub([
      { method: 'POST', url: '/v2/actors/:actor/run-sync-get-dataset-items', status: 201, body: rows },
    ]);
    try {
      const { source } = make(mapping, { baseUrl: stub.url });
      return await source.search({ keyword: '텀블러', from: 1, count });
    } finally {
      await stub.close();
    }
  };
  const row = (rank: number, extra: object = {}) => ({
    rank,
    nvMid: `8${rank}`,
    productName: `상품 ${rank}`,
    ...extra,
  });

  it('reads unknown fields, odd formats, nested paths and a total', async () => {
    const custom = apifyMappingSchema.parse({
      ...AUTOMLY,
      output: { ...AUTOMLY.output, mallName: ['store.name'], total: ['meta.total'] },
    });
    const p = await readWith(
      [
        row(1, {
          isSponsored: 'true',
          price: '12,900원',
          store: { name: 'A몰' },
          meta: { total: '3' },
          x: { y: 1 },
        }),
        row(2, {
          isSponsored: false,
          price: 'free',
          reviewCount: '1,024',
          rating: 4.5,
          category: ['a', 'b'],
        }),
        row(3, { productUrl: 'https://search.shopping.naver.com/catalog/555', nvMid: 555 }),
      ],
      custom,
    );
    expect(p.total).toBe(3);
    expect(p.end).toBe(true);
    expect(p.entries[0]).toEqual({
      slot: 1,
      isAd: true,
      nvMid: '81',
      storeProductNo: null,
      isCatalog: null,
      title: '상품 1',
      mallName: 'A몰',
      image: null,
      url: null,
      price: 12900,
      reviewCount: null,
      purchaseCount: null,
      rating: null,
      category: null,
    });
    expect(p.entries[1]).toMatchObject({
      isAd: false,
      price: null,
      reviewCount: 1024,
      rating: 4.5,
      category: 'a>b',
    });
    expect(p.entries[2]).toMatchObject({ nvMid: '555', isCatalog: true, isAd: null });
  });

  it('reports drift naming the mapped field: no position, no id, two rows in one slot', async () => {
    const drift = async (rows: unknown) => {
      const e = await failure(readWith(rows));
      expect(e.kind).toBe('drift');
      return e.field;
    };
    expect(await drift([row(1), { nvMid: '2' }, row(3)])).toBe('rank|position');
    expect(await drift([row(1), { rank: 2, productName: 'no id' }, row(3)])).toBe(
      'nvMid|productId|channelProductNo|smartStoreProductId',
    );
    expect(await drift([row(1), row(1), row(3)])).toBe('position (two rows in one slot)');
    expect(await drift([row(1), 'x', row(3)])).toBe('row object');
    expect((await failure(readWith({ error: 'not a list' }))).kind).toBe('malformed');
    expect((await failure(readWith([row(1), row(3)]))).kind).toBe('short');
    // An ad may come without an id: it is not ranked.
    expect(
      (await readWith([row(1, { isSponsored: true, nvMid: null }), row(2), row(3)])).entries[0]!.isAd,
    ).toBe(true);
  });

  it("a failed-page row fails the read: blocked when it carries Naver's refusal", async () => {
    const blocked = await failure(
      readWith([row(1), { '#error': true, errorMessage: 'Request blocked: HTTP 418' }]),
    );
    expect(blocked.kind).toBe('blocked');
    const nid = await failure(readWith([{ error: 'redirected to https://nid.naver.com/nidlogin.login' }]));
    expect(nid.kind).toBe('blocked');
    const other = await failure(readWith([row(1), { '#error': true, errorMessage: 'Navigation timed out' }]));
    expect([other.kind, other.detail]).toEqual(['run-failed', 'Navigation timed out']);
  });

  it('an actor whose input takes an offset is resumable and reads only the window', async () => {
    const withOffset = apifyMappingSchema.parse({
      ...AUTOMLY,
      input: { ...AUTOMLY.input, offset: { field: 'startRank', base: 1 } },
    });
    const stub = await startStub([
      {
        method: 'POST',
        url: '/v2/actors/:actor/run-sync-get-dataset-items',
        status: 201,
        body: [row(101), row(102)],
      },
    ]);
    try {
      const { source, meter } = make(withOffset, { baseUrl: stub.url });
      expect(source.resumable).toBe(true);
      const p = await source.search({ keyword: '텀블러', from: 101, count: 2 });
      expect(p.entries.map((e) => e.slot)).toEqual([101, 102]);
      expect(stub.last.body).toMatchObject({ startRank: 101, maxProductsPerKeyword: 2 });
      expect(meter.tickets[0]!.estimateMicros).toBe(Math.ceil(2 * 2490));
    } finally {
      await stub.close();
    }
  });
});
