import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';
import { SIMULATOR_APIFY_TOKEN } from './routes';

const { app } = buildSimulator({
  secret: TEST_SECRET,
  logLevel: 'silent',
  now: () => new Date('2026-08-10T03:00:00Z'),
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
});

const auth = { authorization: `Bearer ${SIMULATOR_APIFY_TOKEN}` };
const AUTOMLY = 'automly~naver-shopping-scraper';
const ZEBU = 'delicious_zebu~naver-shopping-product-scraper';
const run = (
  actor: string,
  input: unknown,
  qs: Record<string, string> = {},
  headers: Record<string, string> = auth,
  prefix = 'actors',
) =>
  app.inject({
    method: 'POST',
    url: `/apify/v2/${prefix}/${actor}/run-sync-get-dataset-items?${new URLSearchParams({ format: 'json', ...qs })}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
const fault = (f: object) =>
  app.inject({ method: 'POST', url: '/__control/faults', headers: CONTROL, payload: f });
const organicIds = async (query: string, n: number) => {
  const r = await app.inject({
    method: 'GET',
    url: `/__control/market/products?keyword=${encodeURIComponent(query)}&start=1&display=${n}`,
    headers: CONTROL,
  });
  return (r.json().items as { productId: string }[]).map((p) => p.productId);
};
const automlyInput = (max: number, includeSponsored = true) => ({
  keywords: ['캠핑 의자'],
  maxProductsPerKeyword: max,
  includeSponsored,
});

describe('simulated Apify run-sync-get-dataset-items', () => {
  it('runs automly: 201, a JSON array in list order with ads flagged and ranked, organic rows in the market order', async () => {
    const r = await run(AUTOMLY, automlyInput(120));
    expect(r.statusCode).toBe(201);
    expect(r.headers['x-apify-pagination-count']).toBe('120');
    const rows = r.json() as {
      rank: number;
      isSponsored: boolean;
      nvMid: string;
      channelProductNo?: string;
    }[];
    expect(rows.map((x) => x.rank)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(rows.slice(0, 2).every((x) => x.isSponsored)).toBe(true);
    const organic = rows.filter((x) => !x.isSponsored).map((x) => x.nvMid);
    expect(organic).toEqual((await organicIds('캠핑 의자', organic.length)).slice(0, organic.length));
    expect(rows.some((x) => x.channelProductNo)).toBe(true);
    // Without includeSponsored the actor leaves ads out and ranks what is left.
    const noAds = (await run(AUTOMLY, automlyInput(30, false))).json() as {
      isSponsored: boolean;
      nvMid: string;
    }[];
    expect(noAds.map((x) => x.isSponsored)).toEqual(Array(30).fill(false));
    expect(noAds.map((x) => x.nvMid)).toEqual(organic.slice(0, 30));
  });

  it('stops where maxItems or maxTotalChargeUsd stop the charge', async () => {
    expect((await run(AUTOMLY, automlyInput(500), { maxItems: '40' })).json()).toHaveLength(40);
    // $2.49 a 1,000 products: $0.249 buys 100 of them.
    expect((await run(AUTOMLY, automlyInput(500), { maxTotalChargeUsd: '0.249' })).json()).toHaveLength(100);
  });

  it('runs delicious_zebu by pages of 40, in list order, without a rank field', async () => {
    const r = await run(ZEBU, { keyword: '캠핑 의자', maxPages: 3 });
    const rows = r.json() as { page: number; isAd: boolean; productId: string; rank?: number }[];
    expect([r.statusCode, rows.length]).toEqual([201, 120]);
    expect(rows[0]!.rank).toBeUndefined();
    expect(rows.map((x) => x.page)).toEqual([
      ...Array(40).fill(1),
      ...Array(40).fill(2),
      ...Array(40).fill(3),
    ]);
    const automly = (await run(AUTOMLY, automlyInput(120))).json() as {
      nvMid: string;
      isSponsored: boolean;
    }[];
    expect(rows.map((x) => [x.productId, x.isAd])).toEqual(automly.map((x) => [x.nvMid, x.isSponsored]));
  });

  it("checks the token (Bearer or ?token=), the actor and its input, in Apify's error envelope", async () => {
    expect((await run(AUTOMLY, automlyInput(5), { token: SIMULATOR_APIFY_TOKEN }, {})).statusCode).toBe(201);
    expect((await run(AUTOMLY, automlyInput(5), {}, auth, 'acts')).statusCode).toBe(201);
    const none = await run(AUTOMLY, automlyInput(5), {}, {});
    expect([none.statusCode, none.json().error.type]).toEqual([401, 'token-not-provided']);
    const wrong = await run(AUTOMLY, automlyInput(5), {}, { authorization: 'Bearer wrong' });
    expect([wrong.statusCode, wrong.json().error.type]).toEqual([401, 'invalid-token']);
    const missing = await run('nobody~nothing', {});
    expect([missing.statusCode, missing.json().error.type]).toEqual([404, 'record-not-found']);
    const bad = await run(AUTOMLY, { keywords: 'not a list' });
    expect([bad.statusCode, bad.json().error]).toEqual([
      400,
      { type: 'invalid-input', message: expect.stringContaining('input.keywords') },
    ]);
    expect((await run(ZEBU, { keyword: 'a', maxPages: 201 })).statusCode).toBe(400);
  });

  it('answers faults as Apify does: 402, 408, 429 with Retry-After, 5xx, a FAILED or ABORTED run, a block', async () => {
    const expectError = async (f: object, status: number, type: string) => {
      await fault(f);
      const r = await run(AUTOMLY, automlyInput(5));
      expect([r.statusCode, r.json().error?.type]).toEqual([status, type]);
      return r;
    };
    await expectError({ service: 'apify', count: 1, status: 402 }, 402, 'x402-payment-required');
    const timeout = await expectError(
      { service: 'apify', count: 1, status: 408 },
      408,
      'run-timeout-exceeded',
    );
    expect(timeout.json().error.message).toContain('300 seconds');
    const limited = await expectError(
      { service: 'apify', count: 1, status: 429 },
      429,
      'rate-limit-exceeded',
    );
    expect(limited.headers['retry-after']).toBe('1');
    await expectError({ service: 'apify', count: 1, status: 502 }, 502, 'internal-server-error');
    const failed = await expectError({ service: 'apify:run-failed', count: 1 }, 400, 'run-failed');
    expect(failed.json().error.message).toMatch(
      /^Actor run did not succeed \(run ID: \w+, status: FAILED\)$/,
    );
    const aborted = await expectError(
      { service: 'apify:run-failed', count: 1, body: { status: 'ABORTED' } },
      400,
      'run-failed',
    );
    expect(aborted.json().error.message).toContain('status: ABORTED');
    await fault({ service: 'apify:blocked', count: 1 });
    const blocked = await run(AUTOMLY, automlyInput(5));
    expect([blocked.statusCode, blocked.json()]).toEqual([
      201,
      [
        {
          '#error': true,
          url: expect.stringContaining('/ns/search?query='),
          errorMessage: expect.stringContaining('418'),
        },
      ],
    ]);
    await fault({ service: 'apify', count: 1, truncate: 2 });
    expect((await run(AUTOMLY, automlyInput(50))).json()).toHaveLength(2);
    expect((await run(AUTOMLY, automlyInput(5))).json()).toHaveLength(5);
  });
});
