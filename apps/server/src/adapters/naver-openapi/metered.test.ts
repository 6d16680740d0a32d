import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import type { Database } from '../../db/client';
import { createProviderUsageService } from '../../features/provider-usage/provider-usage.service';
import { createProviderMeter } from '../../lib/provider-usage/meter';
import { createTestDatabase } from '../../test/database';
import { loadConfig } from '../../config';
import { createNaverAdapters } from '../index';
import { FAST, NAVER_PLATFORMS, type TestSimulator, startTestSimulator } from '../test-support';

// Issue 37 §1: the Naver API calls through the usage meter, read back as 수집 현황 shows them, on
// each platform: every attempt counted per API and Korea day, the cost at the configured price.
let sim: TestSimulator;
let database: Database;
beforeAll(async () => {
  sim = await startTestSimulator();
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await sim.close();
  await database.close();
});

const trend = {
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  timeUnit: 'month' as const,
  keywordGroups: [{ groupName: '텀블러', keywords: ['텀블러'] }],
};

describe.each(NAVER_PLATFORMS)('Naver API calls on 수집 현황, %s', (platform) => {
  it('counts each call per API and Korea day with its cost, failures by kind, keywords by cost', async () => {
    await sim.reset();
    for (const table of [
      'provider_usage_days',
      'provider_usage_errors',
      'provider_usage_keywords',
      'provider_usage_failures',
    ])
      await database.sql.executeSql(`delete from ${table}`);
    const now = () => new Date('2026-11-25T01:00:00Z');
    const config = loadConfig({
      NODE_ENV: 'test',
      SIMULATOR: 'on',
      NAVER_OPENAPI_BASE: `${sim.url}/naver-openapi`,
      NAVER_API_HUB_BASE: `${sim.url}/naver-api-hub`,
      NAVER_API_PLATFORM: platform,
      NAVER_API_PRICE_PER_CALL_KRW: '2.5',
    });
    const meter = createProviderMeter({ db: database.db, now, usdKrw: 1_400 });
    const naver = createNaverAdapters(config, { meter, now, retry: FAST.retry, timeoutMs: FAST.timeoutMs });
    await naver.local.search({ query: '강남 맛집' });
    // One 5xx, then the answer: two calls made, one answered (and charged).
    await sim.fault({ service: 'naver-datalab', count: 1, status: 503 });
    await naver.dataLab.searchTrend(trend);
    await naver.shoppingInsight.categories({
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      timeUnit: 'month',
      category: [{ name: '패션의류', param: ['50000000'] }],
    });

    const usage = createProviderUsageService({ db: database.db, now, usdKrw: 1_400, budgets: () => ({}) });
    const summary = await usage.summary({});
    const bySource = Object.fromEntries(summary.sources.map((s) => [s.source, s]));
    expect(Object.keys(bySource).sort()).toEqual(['naver-datalab', 'naver-local', 'naver-shopping-insight']);
    expect(bySource['naver-local']).toMatchObject({
      label: ko.providerUsage.sources['naver-local'],
      currency: 'KRW',
      budget: null,
      today: { calls: 1, cost: { micros: 2_500_000, won: 3 } },
      total: { calls: 1, pages: 1, rows: 5, errors: 0 },
    });
    expect(bySource['naver-datalab']).toMatchObject({
      label: ko.providerUsage.sources['naver-datalab'],
      total: { calls: 2, errors: 1, errorKinds: [{ kind: 'server', count: 1 }], rows: 1 },
      today: { cost: { micros: 2_500_000 } },
    });
    expect(bySource['naver-shopping-insight']!.total).toMatchObject({ calls: 1, rows: 1 });
    expect(summary.keywords.map((k) => [k.source, k.keyword])).toEqual(
      expect.arrayContaining([
        ['naver-local', '강남 맛집'],
        ['naver-datalab', '텀블러'],
        ['naver-shopping-insight', '패션의류'],
      ]),
    );
    expect(summary.failures.map((f) => [f.source, f.kind, f.status])).toEqual([
      ['naver-datalab', 'server', 503],
    ]);
    // The Naver calls are not the shopping source's: the cost per tracked product leaves them out.
    expect(summary.economics.costWon).toBe(0);
  });
});
