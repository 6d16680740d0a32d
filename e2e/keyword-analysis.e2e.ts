import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate, ko, trendShortcutRange } from '@seller/shared';
import { openBrowser, screenshot, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'member');
});
afterAll(() => b.close());

const t = ko.keywordAnalysisUi;
const tid = (id: string) => b.page.locator(`[data-testid="${id}"]`);
const digits = (s: string) => Number(s.replace(/[^\d.]/g, ''));
const chart = () => tid('trend-chart');

describe('keyword analysis (/search)', () => {
  it('opens from the home keyword box and shows volumes, product count, competition and what is coming', async () => {
    await b.page.goto(b.baseUrl + '/');
    await tid('home-keyword').fill('캠핑의자');
    await tid('home-keyword').press('Enter');
    await b.page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === '캠핑의자');
    await tid('keyword-summary').waitFor();
    const total = digits(await tid('summary-total-searches').innerText());
    const products = digits(await tid('summary-product-count').innerText());
    const rate = digits(await tid('summary-competition-rate').innerText());
    expect(total).toBeGreaterThan(0);
    expect(products).toBeGreaterThan(1000);
    expect(rate).toBeCloseTo(Math.round((products / total) * 100) / 100, 2);
    expect(await tid('coming-soon').count()).toBe(3);
    expect(await tid('coming-soon').first().innerText()).toContain(t.comingSoon);
    expect(await tid('keyword-v2-notice').innerText()).toContain(t.v2Notice);
    await tid('category-chart').locator('canvas').waitFor();
    expect(await tid('category-item').count()).toBeGreaterThan(0);
    expect(await tid('related-row').count()).toBeGreaterThan(3);
    // Counts under 10 are shown as 0, never 1–9.
    const cells = await tid('related-row').locator('td:nth-child(2), td:nth-child(3)').allInnerTexts();
    for (const c of cells) expect(digits(c) === 0 || digits(c) >= 10).toBe(true);
    await screenshot(b.page, 'keyword-analysis');
  });

  it('starts the trend from 2021-01-01 and switches the 3-year, 1-year and 1-month shortcuts', async () => {
    const today = kstDate();
    await expect.poll(() => chart().getAttribute('data-start')).toBe('2021-01-01');
    await chart().locator('canvas').waitFor();
    for (const [shortcut, unit] of [
      ['1m', 'date'],
      ['3y', 'month'],
      ['1y', 'week'],
    ] as const) {
      await tid(`trend-shortcut-${shortcut}`).click();
      const range = trendShortcutRange(shortcut, today);
      await expect.poll(() => chart().getAttribute('data-start')).toBe(range.startDate);
      expect(await chart().getAttribute('data-end')).toBe(today);
      expect(await chart().getAttribute('data-unit')).toBe(unit);
      expect(await tid(`trend-shortcut-${shortcut}`).getAttribute('aria-pressed')).toBe('true');
    }
    await tid('trend-unit-month').click();
    await expect.poll(() => chart().getAttribute('data-unit')).toBe('month');
    await tid('trend-start').fill('2024-01-01');
    await expect.poll(() => chart().getAttribute('data-start')).toBe('2024-01-01');
    expect(await tid('trend-shortcut-1y').getAttribute('aria-pressed')).toBe('false');
  });

  it('adds a comparison keyword to the trend chart', async () => {
    await tid('trend-compare-input').fill('텀블러');
    await tid('trend-compare-add').click();
    await expect.poll(() => tid('trend-keyword').count()).toBe(2);
    await expect.poll(() => chart().getAttribute('data-series')).toBe('캠핑의자|텀블러');
    await tid('trend-compare-input').fill('텀블러');
    await tid('trend-compare-add').click();
    await b.page.getByText(t.compareDuplicate).first().waitFor();
    await screenshot(b.page, 'keyword-analysis-trend-compare');
    await tid('trend-keyword-remove').first().click();
    await expect.poll(() => chart().getAttribute('data-series')).toBe('캠핑의자');
  });

  it('sorts the related keywords and analyses one when clicked', async () => {
    await tid('related-sort-monthlyTotalQcCnt').click();
    const totals = (await tid('related-row').locator('td:nth-child(4)').allInnerTexts()).map(digits);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    const target = tid('related-keyword')
      .filter({ hasNotText: /^캠핑의자$/ })
      .first();
    const keyword = (await target.innerText()).trim();
    await target.click();
    await b.page.waitForURL((u) => u.searchParams.get('keyword') === keyword);
    await expect.poll(() => tid('keyword-result').getAttribute('data-keyword')).toBe(keyword);
    await b.page.getByText(t.resultTitle(keyword)).waitFor();
    await tid('keyword-summary').waitFor();
    await expect.poll(() => chart().getAttribute('data-series')).toBe(keyword);
  });

  it('asks for a keyword instead of searching a blank one', async () => {
    await tid('keyword-search-input').fill('   ');
    await tid('keyword-search-submit').click();
    await b.page.getByText(t.enterKeyword).first().waitFor();
  });
});

describe('keyword analysis on a phone', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    m = await openBrowser({ width: 375, height: 800 });
    await signIn(m.page, m.baseUrl, 'member');
  });
  afterAll(() => m.close());

  it('fits the screen width', async () => {
    await m.page.goto(`${m.baseUrl}/search?keyword=${encodeURIComponent('텀블러')}`);
    await m.page.locator('[data-testid="keyword-summary"]').waitFor();
    await m.page.locator('[data-testid="trend-chart"] canvas').waitFor();
    // Its own lazy chunk: without this wait the screenshot could catch the doughnut's placeholder.
    await m.page.locator('[data-testid="category-chart"] canvas').waitFor();
    const overflow = Number(
      await m.page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(m.page, 'keyword-analysis-phone');
  });
});
