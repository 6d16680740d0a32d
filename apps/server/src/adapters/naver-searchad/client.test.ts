import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS, createNaverAdapters } from '../index';
import {
  FAST,
  type TestSimulator,
  checkFaults,
  fixture,
  startStub,
  startTestSimulator,
} from '../test-support';
import { createSearchAdClient, normalizeHints } from './client';
import { CUSTOMER_ID_HINT } from './customer-id';
import { searchAdSignature } from './signature';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const creds = SIMULATOR_CREDENTIALS.searchAd;
const adOn = (baseUrl: string, over: Partial<Parameters<typeof createSearchAdClient>[0]> = {}) =>
  createSearchAdClient({
    baseUrl,
    ...creds,
    minIntervalMs: 0,
    retry: FAST.retry,
    timeoutMs: FAST.timeoutMs,
    ...over,
  });

describe('Search Ad keyword tool adapter: recorded response', () => {
  it('signs the request and parses "< 10" and compIdx labels', async () => {
    const stub = await startStub([
      { url: '/keywordstool', body: fixture(import.meta.dirname, 'keywordstool.json') },
    ]);
    try {
      const rows = await adOn(stub.url, { now: () => 1_700_000_000_000 }).keywordTool([
        '텀블러',
        ' 스탠리 텀블러 ',
      ]);
      expect(stub.last.url).toBe(
        `/keywordstool?hintKeywords=${encodeURIComponent('텀블러,스탠리텀블러')}&showDetail=1`,
      );
      expect(stub.last.headers).toMatchObject({
        'x-timestamp': '1700000000000',
        'x-api-key': creds.apiKey,
        'x-customer': creds.customerId,
        'x-signature': searchAdSignature('1700000000000', 'GET', '/keywordstool', creds.secret),
      });
      expect(rows[0]).toEqual({
        relKeyword: '텀블러',
        monthlyPcQcCnt: 27400,
        monthlyMobileQcCnt: 138900,
        pcQcUnder10: false,
        mobileQcUnder10: false,
        monthlyAvePcClkCnt: 152.3,
        monthlyAveMobileClkCnt: 1893.6,
        monthlyAvePcCtr: 0.59,
        monthlyAveMobileCtr: 1.44,
        plAvgDepth: 15,
        compIdx: 'high',
        compIdxLabel: '높음',
      });
      expect(rows.map((r) => r.compIdx)).toEqual(['high', 'mid', 'low', 'low']);
      expect(rows[2]).toMatchObject({
        monthlyPcQcCnt: 0,
        pcQcUnder10: true,
        monthlyMobileQcCnt: 30,
        mobileQcUnder10: false,
      });
      expect(rows[3]).toMatchObject({
        monthlyPcQcCnt: 0,
        monthlyMobileQcCnt: 0,
        pcQcUnder10: true,
        mobileQcUnder10: true,
      });
    } finally {
      await stub.close();
    }
  });

  it('strips spaces from hints, drops blanks and duplicates, and refuses more than 5', async () => {
    expect(normalizeHints(['홍길동 떡볶이', ' ', 'Nike', 'NIKE', 'a,b'])).toEqual([
      '홍길동떡볶이',
      'Nike',
      'ab',
    ]);
    const ad = adOn(`${sim.url}/searchad`);
    expect(await ad.keywordTool(['  '])).toEqual([]);
    await expect(ad.keywordTool(['a', 'b', 'c', 'd', 'e', 'f'])).rejects.toMatchObject({
      kind: 'bad-request',
    });
    expect(await sim.totalCalls('naver-searchad')).toBe(0);
  });
});

describe('Search Ad keyword tool adapter: against the simulator', () => {
  it('passes the signature check and returns hint rows first', async () => {
    const rows = await adOn(`${sim.url}/searchad`).keywordTool(['홍길동 떡볶이', 'nike']);
    expect(rows.slice(0, 2).map((r) => r.relKeyword)).toEqual(['홍길동떡볶이', 'NIKE']);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((r) => r.pcQcUnder10)).toBe(true);
    expect(rows.every((r) => r.compIdx !== null)).toBe(true);
    expect(await adOn(`${sim.url}/searchad`).keywordTool(['zzunknown'])).toEqual([]);
  });

  it('maps a wrong secret to forbidden (invalid-signature) and a skewed clock to forbidden (invalid-timestamp), unretried', async () => {
    await expect(
      adOn(`${sim.url}/searchad`, { secret: 'wrong' }).keywordTool(['텀블러']),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      body: { type: 'urn:naver:api:problem:invalid-signature' },
    });
    await expect(
      adOn(`${sim.url}/searchad`, { now: () => Date.now() - 120_000 }).keywordTool(['텀블러']),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      body: { type: 'urn:naver:api:problem:invalid-timestamp' },
    });
    await expect(
      adOn(`${sim.url}/searchad`, { apiKey: 'unknown' }).keywordTool(['텀블러']),
    ).rejects.toMatchObject({ kind: 'auth' });
    await expect(adOn(`${sim.url}/searchad`, { apiKey: '' }).keywordTool(['텀블러'])).rejects.toMatchObject({
      kind: 'auth',
    });
    expect(await sim.totalCalls('naver-searchad')).toBe(3);
  });

  it('names the legacy customer id when Naver refuses the customer (403 auth-failed), unretried (issue 37 §2)', async () => {
    const error = await adOn(`${sim.url}/searchad`, { customerId: '987654321' })
      .keywordTool(['텀블러'])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      body: { type: 'urn:naver:api:problem:auth-failed' },
    });
    expect((error as Error).message).toContain('customer-id: 987654321');
    expect((error as Error).message).toContain(CUSTOMER_ID_HINT);
    expect(CUSTOMER_ID_HINT).toMatch(
      /legacy Search Ad customer id.*not the new ad-account number.*#1409, #1420/,
    );
    expect(await sim.totalCalls('naver-searchad')).toBe(1);
    // A wrong signature is not read as a wrong customer.
    const signature = await adOn(`${sim.url}/searchad`, { secret: 'wrong' })
      .keywordTool(['텀블러'])
      .catch((e: unknown) => e);
    expect((signature as Error).message).not.toContain(CUSTOMER_ID_HINT);
  });

  it('backs off on the simulator speed limit (429) and paces its own calls', async () => {
    await sim.control('/__control/searchad', { ratePerSec: 2 });
    const fast = adOn(`${sim.url}/searchad`, { retry: { baseDelayMs: 400, maxDelayMs: 1200, retries: 3 } });
    const rows = await Promise.all([
      fast.keywordTool(['a1']),
      fast.keywordTool(['a2']),
      fast.keywordTool(['a3']),
    ]);
    expect(rows.every((r) => r.length > 0)).toBe(true);
    expect(await sim.totalCalls('naver-searchad')).toBeGreaterThan(3);

    await sim.reset();
    await sim.control('/__control/searchad', { ratePerSec: 2 });
    const paced = adOn(`${sim.url}/searchad`, { minIntervalMs: 550, retry: { retries: 0 } });
    const t = Date.now();
    await Promise.all([paced.keywordTool(['b1']), paced.keywordTool(['b2'])]);
    expect(Date.now() - t).toBeGreaterThanOrEqual(500);
    expect(await sim.totalCalls('naver-searchad')).toBe(2);
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    await checkFaults(
      sim,
      'naver-searchad',
      () => {
        const ad = adOn(`${sim.url}/searchad`, { timeoutMs: 150 });
        return () => ad.keywordTool(['텀블러']);
      },
      { on429: 'retried' },
    );
  });

  it('is what createNaverAdapters builds in simulator mode', async () => {
    const { searchAd } = createNaverAdapters(sim.config, { searchAdMinIntervalMs: 0 });
    expect((await searchAd.keywordTool(['잠옷']))[0]!.relKeyword).toBe('잠옷');
  });
});
