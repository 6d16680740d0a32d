/**
 * The Apify shopping source end to end in the browser (issue 36, "Done when"): an app of its own
 * with SHOPPING_SOURCE=apify (support/start-app.ts; the suite's app reads SearchApi) against the
 * simulator's Apify actor. A member registers a product and tracks a keyword, the first check and
 * the day's run read Apify's list, the history says where each rank came from, and a manager's
 * 수집 현황 counts the Apify runs, none through SearchApi. Its ports: E2E_PORT + 100 and
 * E2E_SIMULATOR_PORT + 100 (8281/8291 by default), or E2E_APIFY_PORT / E2E_APIFY_SIMULATOR_PORT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_RANK,
  type ProviderUsageAnswer,
  type RankProvenanceWire,
  formatNumber,
  kstDate,
  ko,
} from '@seller/shared';
import { managerRun } from './support/api-session';
import { artifactPath, openBrowser, screenshot, signIn } from './support/browser';
import { controlOf } from './support/simulator';
import { type RunningApp, startApp } from './support/start-app';

const KEYWORD = 'apify desk lamp';
const u = ko.goodsRankUi;
const p = ko.rankProvenance;
const t = ko.providerUsage;
/** The shipped default actor's list (automly/naver-shopping-scraper): 가격비교, read on PC. */
const APIFY_LINE = p.line(p.sources.apify!, p.surfaces['price-comparison']!, p.devices.pc!);
/** The checks the spec makes: the first one on adding the keyword, the runs for yesterday and today. */
const CHECKS = 3;
const daysAgo = (n: number) => kstDate(new Date(Date.now() - n * 86_400_000));

let app: RunningApp;
let sim: ReturnType<typeof controlOf>;
let b: Awaited<ReturnType<typeof openBrowser>>;
let productId: string;

beforeAll(async () => {
  // The browser starts while the app seeds its database and starts.
  const browser = openBrowser({ width: 1366, height: 900 });
  const started = startApp({
    port: Number(process.env.E2E_APIFY_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 100),
    simulatorPort: Number(
      process.env.E2E_APIFY_SIMULATOR_PORT ?? Number(process.env.E2E_SIMULATOR_PORT ?? 8191) + 100,
    ),
    env: { SHOPPING_SOURCE: 'apify' },
    accounts: ['tracker', 'manager'],
  });
  const [opened, running] = await Promise.allSettled([browser, started]);
  if (opened.status === 'fulfilled') b = opened.value;
  if (running.status === 'fulfilled') app = running.value;
  if (opened.status === 'rejected') throw opened.reason;
  if (running.status === 'rejected') throw running.reason;
  sim = controlOf(app);
  await signIn(b.page, app.baseUrl, 'tracker');
});
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

const row = () => b.page.locator('[data-testid="goods-row"]').first();
const rank = () => row().locator('[data-testid="keyword-rank"]').first();

describe('shopping ranks through Apify (SHOPPING_SOURCE=apify)', () => {
  it('registers a product and its first check reads the rank from Apify’s list (가격비교)', async () => {
    // Asking the list makes the simulator know its products; then the product's place is fixed.
    const market = await sim<{ items: { rank: number; productId: string; mallProductId: string | null }[] }>(
      `/__control/market/products?keyword=${encodeURIComponent(KEYWORD)}&display=100`,
    );
    productId = market.items.find((i) => !i.mallProductId && i.rank > 20)!.productId;
    await sim('/__control/rank', { keyword: KEYWORD, productId, rank: 37 });

    await b.page.goto(`${app.baseUrl}/goodsTrackingRouter`);
    await b.page.getByText(ko.goodsRank.noProducts).first().waitFor();
    await b.page.locator('[data-testid="goods-add-type-midNum"]').click();
    await b.page.fill('[data-testid="goods-add-input"]', productId);
    await b.page.click('[data-testid="goods-add-submit"]');
    await row().waitFor();
    await row().locator('[data-testid="open-keywords"]').click();
    await b.page.fill('[data-testid="keyword-input"]', KEYWORD);
    await b.page.click('[data-testid="keyword-add"]');
    await b.page.locator('[data-testid="keyword-item"]').filter({ hasText: KEYWORD }).waitFor();
    await b.page.keyboard.press('Escape');

    await expect.poll(() => rank().innerText(), { timeout: 20_000 }).toContain(u.rank('37'));
    // The note names the list Apify's actor reads: 가격비교, not SearchApi's N+스토어.
    expect(await row().locator('[data-testid="check-note"]').first().innerText()).toMatch(
      /^\d{2}\.\d{2} \d{2}:\d{2} 확인 · 가격비교$/,
    );
  });

  it('the day’s runs read Apify again: today’s new rank, and yesterday filled in', async () => {
    // The manager's run for yesterday fills in its record (a product registered today).
    await managerRun(app.baseUrl, daysAgo(1));
    await sim('/__control/rank', { keyword: KEYWORD, productId, rank: 4 });
    await managerRun(app.baseUrl, kstDate());
    await b.page.reload();
    await expect.poll(() => rank().innerText()).toContain(u.rank('4'));
    // Every rank came from the same source and list: never "수집 방식 변경".
    const change = row().locator('[data-testid="rank-change"]').first();
    expect(await change.getAttribute('data-kind')).not.toBe('method');
    expect(await row().innerText()).not.toContain(p.methodChanged);
    expect(await row().locator('[data-testid="check-note"]').first().innerText()).toMatch(
      / 확인 · 가격비교$/,
    );
    await screenshot(b.page, 'shopping-apify-list-1366');
  });

  it('the history says where each rank came from: Apify · 가격비교 · PC, how deep it read', async () => {
    const answered = b.page.waitForResponse(
      (r) => r.url().endsWith('/api/naver/mygoodsRank/keywordSidePopupList') && r.ok(),
    );
    await row().locator('[data-testid="open-history"]').click();
    const history = (await (await answered).json()) as {
      data: { keywordRankCurrent: number; provenance?: RankProvenanceWire | null }[];
    };
    expect(history.data.map((d) => d.keywordRankCurrent).sort((x, y) => x - y)).toEqual([4, 37]);
    for (const { provenance } of history.data) {
      expect(provenance).toMatchObject({ source: 'apify', surface: 'price-comparison', device: 'pc' });
      // One run reads the whole tracked depth (500 organic entries), whatever the product's rank.
      expect(provenance?.depth).toBe(MAX_RANK);
    }
    await b.page.locator('[data-testid="history-table"]').waitFor();
    const days = b.page.getByTestId('history-row');
    await expect.poll(() => days.count()).toBe(2);
    const [today, yesterday] = [days.nth(0), days.nth(1)];
    expect(await today.innerText()).toContain(kstDate().replaceAll('-', '.'));
    expect(await today.innerText()).toContain(u.rank('4'));
    expect(await yesterday.innerText()).toContain(daysAgo(1).replaceAll('-', '.'));
    expect(await yesterday.innerText()).toContain(u.rank('37'));
    // Each day's cell names the source, the list and the device when pointed at.
    for (const day of [today, yesterday])
      expect(await day.locator('td').first().getAttribute('title')).toBe(APIFY_LINE);
    expect(await b.page.getByTestId('history-method-mark').count()).toBe(0);
    // The chart's tooltip (drawn on the canvas) at today, the right end of the day axis.
    const canvas = b.page.locator('[data-testid="rank-chart"] canvas').first();
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    await b.page.mouse.move(box.x + box.width - 24, box.y + box.height / 2);
    await b.page.screenshot({ path: artifactPath('shopping-apify-history-1366') });
    await b.page.keyboard.press('Escape');
  });

  it('수집 현황 counts the Apify runs of these checks, and none through SearchApi', async () => {
    const m = await openBrowser({ width: 1366, height: 900 });
    try {
      await signIn(m.page, app.baseUrl, 'manager');
      const asked = m.page.waitForResponse((r) => r.url().includes('/v1/admin/provider-usage') && r.ok());
      await m.page.goto(`${app.baseUrl}/admin/provider-usage`);
      const answer = ((await (await asked).json()) as { data: ProviderUsageAnswer }).data;
      const apify = answer.sources.find((s) => s.source === 'apify')!;
      // The first check and the two runs: one synchronous Apify run each, all answered.
      expect(apify.today.calls).toBe(CHECKS);
      expect(answer.sources.find((s) => s.source === 'searchapi')?.today.calls ?? 0).toBe(0);
      expect(answer.keywords.map((k) => k.keyword)).toContain(KEYWORD);

      const card = m.page.locator('[data-testid="usage-source"][data-source="apify"]');
      await card.waitFor();
      expect(await card.locator('h2').innerText()).toBe(t.sources.apify);
      expect(await card.innerText()).toContain(t.callsToday(formatNumber(CHECKS)));
      const today = m.page
        .locator('[data-testid="usage-days"][data-source="apify"] [data-testid="usage-day"]')
        .first();
      const cells = await today.locator('td').allInnerTexts();
      const day = apify.days.find((d) => d.day === answer.today)!;
      expect(cells[0]).toBe(formatNumber(CHECKS));
      // The rows the runs returned (Apify charges per row): what the API counted, more than 0.
      expect(day.rows).toBeGreaterThan(0);
      expect(cells[2]).toBe(formatNumber(day.rows));
      const keyword = m.page.locator('[data-testid="usage-keyword"]').first();
      expect(await keyword.locator('th').innerText()).toBe(KEYWORD);
      const [source, calls] = await keyword.locator('td').allInnerTexts();
      expect([source, calls]).toEqual([t.sources.apify, formatNumber(CHECKS)]);
      await screenshot(m.page, 'shopping-apify-usage-1366');
    } finally {
      await m.close();
    }
  });
});
