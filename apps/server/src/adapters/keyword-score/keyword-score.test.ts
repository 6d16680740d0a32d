import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../http';
import {
  addFault,
  callCount,
  FAST_RETRY,
  resetSimulator,
  startTestSimulator,
  type RunningSimulator,
} from '../../test/simulator';
import { createKeywordScoreClient, parseKeywordScore } from './keyword-score';

const fixture = () =>
  JSON.parse(readFileSync(new URL('./fixtures/search-response.json', import.meta.url), 'utf8')) as unknown;

async function caught(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ProviderError);
    return e as ProviderError;
  }
  throw new Error('expected a ProviderError');
}

describe('keyword score parsing', () => {
  it('reads a recorded answer: numeric strings, dropped rows, scores clamped to 0..5', () => {
    const r = parseKeywordScore(fixture(), 'x');
    expect(r.searchKeyword).toBe('텀블러');
    expect(r.products.map((p) => p.rank)).toEqual([1, 2, 4]);
    expect(r.products[0]).toEqual({
      rank: 1,
      imageUrl: 'https://shopping-phinf.pstatic.net/main_8443226/84432261519.jpg',
      productTitle: '스탠리 클래식 진공 텀블러 591ml',
      lowPrice: 32900,
      mallCount: 48,
      mallProductId: '84432261519',
      mallName: '네이버',
      category: '생활/건강>주방용품>잔/컵>텀블러',
      reviewCount: 15234,
      purchaseCnt: 40211,
      openDate: '2020-10-14',
      keepCnt: 8123,
      scores: {
        relevance: 4.8,
        similarity: 4.5,
        quality: 4.9,
        hit: 5,
        reviewCount: 5,
        sale: 4.7,
        recent: 2.1,
        reliabilityType: 5,
        abuse: 5,
      },
    });
    expect(r.products[1]).toMatchObject({
      rank: 2,
      lowPrice: 15900,
      mallCount: 1,
      mallProductId: '5123456789',
      reviewCount: 872,
      scores: { relevance: 4.2, abuse: 3 },
    });
    expect(r.products[2]!.scores).toMatchObject({ quality: 5, hit: 0 });
  });

  it('a body without products is malformed', async () => {
    expect(
      (await caught(Promise.resolve().then(() => parseKeywordScore({ searchKeyword: 'x' }, 'x')))).kind,
    ).toBe('malformed');
  });
});

describe('keyword score client against the simulator', () => {
  let sim: RunningSimulator;
  const client = (over: Partial<Parameters<typeof createKeywordScoreClient>[0]> = {}) =>
    createKeywordScoreClient({ baseUrl: `${sim.url}/score`, retry: FAST_RETRY, timeoutMs: 2_000, ...over });
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());
  beforeEach(() => resetSimulator(sim));

  it('searches a keyword: 100 ranked products with scores', async () => {
    const score = client();
    expect(score.configured).toBe(true);
    const r = await score.search('캠핑의자');
    expect(r.searchKeyword).toBe('캠핑의자');
    expect(r.products).toHaveLength(100);
    expect(r.products[0]).toMatchObject({
      rank: 1,
      productTitle: expect.stringContaining('캠핑의자'),
      mallProductId: expect.stringMatching(/^\d+$/),
    });
    expect(await score.search('캠핑의자')).toEqual(r);
    expect((await score.search('검색결과없음')).products).toEqual([]);
    expect(await caught(score.search(''))).toMatchObject({ kind: 'bad-request', status: 400 });
  });

  it('maps faults and retries only what is retryable', async () => {
    const score = client();
    for (const [status, kind] of [
      [401, 'auth'],
      [403, 'forbidden'],
    ] as const) {
      await addFault(sim, { service: 'score', count: 1, status });
      expect(await caught(score.search('a'))).toMatchObject({ service: 'score', kind, status });
    }
    await addFault(sim, { service: 'score', count: 1, malformed: true });
    expect(await caught(score.search('a'))).toMatchObject({ kind: 'malformed' });
    expect(await callCount(sim, 'score', 'POST /api/search')).toBe(3);

    await addFault(sim, { service: 'score', count: 1, status: 429 });
    await addFault(sim, { service: 'score', count: 1, status: 500 });
    expect((await score.search('a')).products).toHaveLength(100);
    expect(await callCount(sim, 'score', 'POST /api/search')).toBe(6);

    await addFault(sim, { service: 'score', count: 3, status: 503 });
    expect(await caught(score.search('a'))).toMatchObject({ kind: 'server', status: 503 });
    await addFault(sim, { service: 'score', count: 1, delayMs: 300 });
    expect(await caught(client({ timeoutMs: 80, retry: { retries: 0 } }).search('a'))).toMatchObject({
      kind: 'timeout',
    });
    await addFault(sim, { service: 'score', count: 1, status: 200, body: { unexpected: true } });
    expect(await caught(score.search('a'))).toMatchObject({ kind: 'malformed' });
  });

  it('is unconfigured without a service URL', async () => {
    const none = createKeywordScoreClient({ baseUrl: null });
    expect(none.configured).toBe(false);
    expect(await caught(none.search('a'))).toMatchObject({ kind: 'unconfigured' });
  });
});
