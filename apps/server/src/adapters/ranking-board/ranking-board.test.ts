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
import {
  createRankingBoardClient,
  parseBrandBoard,
  parseKeywordBoard,
  parseProductBoard,
} from './ranking-board';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

async function caught(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ProviderError);
    return e as ProviderError;
  }
  throw new Error('expected a ProviderError');
}

describe('ranking board parsing', () => {
  it('reads recorded boards: NEW entries, numeric strings, dropped rows', () => {
    expect(parseKeywordBoard(fixture('rankup.json'), 'P1D')).toEqual({
      period: 'P1D',
      date: '2025-03-11',
      keywords: [
        { rank: 1, keyword: '원피스', change: 2 },
        { rank: 2, keyword: '에어프라이어', change: -1 },
        { rank: 3, keyword: '캠핑의자', change: null },
        { rank: 4, keyword: '텀블러', change: 0 },
        { rank: 5, keyword: '선크림', change: null },
      ],
    });
    expect(parseBrandBoard(fixture('brandrank.json'), 'P7D').brands[2]).toEqual({
      rank: 3,
      brand: '라운드랩',
      category: '화장품/미용',
      change: null,
    });
    const products = parseProductBoard(fixture('sellrank.json'), 'P1D');
    expect(products.mostViewed[1]).toMatchObject({ price: 259000, title: '구스다운 롱패딩' });
    expect(products.mostPurchased[0]).toEqual({
      rank: 1,
      productId: '87000000001',
      title: '제주 감귤 5kg',
      imageUrl: 'https://shopping-phinf.pstatic.net/main_8700000/87000000001.jpg',
      price: 19900,
      mallName: '푸른마켓',
      category: '식품',
    });
  });

  it('a board without its list is malformed', async () => {
    expect((await caught(Promise.resolve().then(() => parseBrandBoard({ keywords: [] }, 'P1D')))).kind).toBe(
      'malformed',
    );
    expect(
      (await caught(Promise.resolve().then(() => parseProductBoard({ mostViewed: [] }, 'P1D')))).kind,
    ).toBe('malformed');
  });
});

describe('ranking board client against the simulator', () => {
  let sim: RunningSimulator;
  const client = (over: Partial<Parameters<typeof createRankingBoardClient>[0]> = {}) =>
    createRankingBoardClient({ baseUrl: `${sim.url}/ranking`, retry: FAST_RETRY, timeoutMs: 2_000, ...over });
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());
  beforeEach(() => resetSimulator(sim));

  it('reads the three boards for both periods', async () => {
    const board = client();
    for (const period of ['P1D', 'P7D'] as const) {
      const keywords = await board.rankup(period);
      expect(keywords).toMatchObject({ period, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(keywords.keywords).toHaveLength(20);
      expect((await board.brandrank(period)).brands[0]).toMatchObject({
        rank: 1,
        brand: expect.any(String),
        category: expect.any(String),
      });
      const sell = await board.sellrank(period);
      expect(sell.mostViewed).toHaveLength(20);
      expect(sell.mostPurchased[0]).toMatchObject({
        rank: 1,
        productId: expect.stringMatching(/^\d+$/),
        price: expect.any(Number),
      });
    }
    expect(await callCount(sim, 'ranking', 'GET /rankup')).toBe(2);
  });

  it('maps faults and retries only what is retryable', async () => {
    const board = client();
    for (const [status, kind] of [
      [401, 'auth'],
      [403, 'forbidden'],
      [404, 'not-found'],
    ] as const) {
      await addFault(sim, { service: 'ranking', count: 1, status });
      expect(await caught(board.rankup('P1D'))).toMatchObject({ service: 'ranking', kind, status });
    }
    await addFault(sim, { service: 'ranking', count: 1, malformed: true });
    expect(await caught(board.brandrank('P1D'))).toMatchObject({ kind: 'malformed' });

    await addFault(sim, { service: 'ranking', count: 2, status: 429 });
    expect((await board.sellrank('P7D')).mostViewed).toHaveLength(20);
    expect(await callCount(sim, 'ranking', 'GET /sellrank')).toBe(3);

    await addFault(sim, { service: 'ranking', count: 3, status: 500 });
    expect(await caught(board.rankup('P1D'))).toMatchObject({ kind: 'server', retryable: true });
    await addFault(sim, { service: 'ranking', count: 1, delayMs: 300 });
    expect((await client({ timeoutMs: 80 }).rankup('P1D')).keywords).toHaveLength(20);
    await addFault(sim, { service: 'ranking', count: 1, delayMs: 300 });
    expect(await caught(client({ timeoutMs: 80, retry: { retries: 0 } }).rankup('P1D'))).toMatchObject({
      kind: 'timeout',
    });
  });

  it('is unconfigured without a service URL', async () => {
    const none = createRankingBoardClient({ baseUrl: null });
    expect(none.configured).toBe(false);
    expect(await caught(none.sellrank('P1D'))).toMatchObject({ kind: 'unconfigured' });
  });
});
