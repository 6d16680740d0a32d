import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NaverKeyQuota } from '../naver-openapi/key-quota';
import { type NaverApiPlatformId, naverApiPlatform } from '../naver-openapi/platform';
import {
  FAST,
  NAVER_PLATFORMS,
  type TestSimulator,
  checkFaults,
  simulatedPlatform,
  startStub,
  startTestSimulator,
} from '../test-support';
import { categoryKeywordProblems, categoryTrendProblems, createNaverShoppingInsightClient } from './insight';
import type { CategoryKeywordTrendRequest, CategoryTrendRequest } from './port';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const key = { clientId: 'insight-key', clientSecret: 'insight-secret' };
const categories: CategoryTrendRequest = {
  startDate: '2025-01-01',
  endDate: '2025-06-30',
  timeUnit: 'month',
  category: [
    { name: '패션의류', param: ['50000000'] },
    { name: '화장품/미용', param: ['50000002'] },
  ],
};
const keywords: CategoryKeywordTrendRequest = {
  startDate: '2025-01-01',
  endDate: '2025-06-30',
  timeUnit: 'month',
  category: '50000000',
  keyword: [
    { name: '정장', param: ['정장'] },
    { name: '비지니스 캐주얼', param: ['비지니스 캐주얼'] },
  ],
};
const PATHS: Record<NaverApiPlatformId, [string, string]> = {
  developers: ['/v1/datalab/shopping/categories', '/v1/datalab/shopping/category/keywords'],
  hub: ['/shopping/v1/categories', '/shopping/v1/category/keywords'],
};

describe('Shopping Insight requests', () => {
  it('checks the rules before a call: from 2017-08-01, ≤ 3 categories, ≤ 5 keywords of one term, ages in decades', () => {
    expect(categoryTrendProblems(categories)).toEqual([]);
    expect(categoryKeywordProblems(keywords)).toEqual([]);
    expect(categoryTrendProblems({ ...categories, startDate: '2017-07-31' })).not.toEqual([]);
    expect(
      categoryTrendProblems({
        ...categories,
        category: Array.from({ length: 4 }, (_, i) => ({ name: `c${i}`, param: [`${i}`] })),
      }),
    ).not.toEqual([]);
    expect(categoryTrendProblems({ ...categories, ages: ['3'] })).not.toEqual([]);
    expect(categoryKeywordProblems({ ...keywords, category: ' ' })).not.toEqual([]);
    expect(
      categoryKeywordProblems({ ...keywords, keyword: [{ name: '정장', param: ['정장', '수트'] }] }),
    ).not.toEqual([]);
  });
});

describe.each(NAVER_PLATFORMS)('Shopping Insight adapter on %s', (id) => {
  const insightOn = (pool = new NaverKeyQuota(key), timeoutMs: number = FAST.timeoutMs) =>
    createNaverShoppingInsightClient({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry: FAST.retry,
      timeoutMs,
    });

  it('posts the bodies to the platform’s paths and reads the recorded answer shape', async () => {
    const answer = (field: string, terms: string[][]) => ({
      startDate: '2025-01-01',
      endDate: '2025-06-30',
      timeUnit: 'month',
      results: terms.map((t, i) => ({
        title: `g${i}`,
        [field]: t,
        data: [{ period: '2025-01-01', ratio: i ? '52.11' : 100 }],
      })),
    });
    const [categoriesPath, keywordsPath] = PATHS[id];
    const stub = await startStub([
      { method: 'POST', url: categoriesPath, body: answer('category', [['50000000'], ['50000002']]) },
      { method: 'POST', url: keywordsPath, body: answer('keyword', [['정장']]) },
    ]);
    try {
      const insight = createNaverShoppingInsightClient({
        platform: naverApiPlatform(id, stub.url),
        quota: new NaverKeyQuota(key),
        retry: FAST.retry,
      });
      const r = await insight.categories({ ...categories, gender: 'f' });
      expect(stub.last.body).toEqual({ ...categories, gender: 'f' });
      expect(r.results.map((g) => [g.keywords, g.data[0]!.ratio])).toEqual([
        [['50000000'], 100],
        [['50000002'], 52.11],
      ]);
      const k = await insight.categoryKeywords(keywords);
      expect(stub.last.body).toEqual(keywords);
      expect(k.results[0]!.keywords).toEqual(['정장']);
      expect(stub.hits).toEqual({ [categoriesPath]: 1, [keywordsPath]: 1 });
    } finally {
      await stub.close();
    }
  });

  it('gets both trends from the simulator, spending the key’s DataLab allowance', async () => {
    const pool = new NaverKeyQuota(key);
    const insight = insightOn(pool);
    const c = await insight.categories(categories);
    expect(c.results.map((g) => g.title)).toEqual(['패션의류', '화장품/미용']);
    expect(Math.max(...c.results.flatMap((g) => g.data.map((d) => d.ratio)))).toBe(100);
    const k = await insight.categoryKeywords({ ...keywords, ages: ['20', '30'], device: 'mo' });
    expect(k.results.map((g) => g.keywords)).toEqual([['정장'], ['비지니스 캐주얼']]);
    expect(await pool.usage()).toMatchObject({ search: 2, datalab: 2 });
    expect(await sim.calls('naver-shopping-insight')).toEqual({ 'insight-key': 2 });
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    await checkFaults(
      sim,
      'naver-shopping-insight',
      () => {
        const insight = insightOn(new NaverKeyQuota(key), 150);
        return () => insight.categories(categories);
      },
      { on429: 'naver-quota', platform: id },
    );
  });
});
