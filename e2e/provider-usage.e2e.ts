/**
 * 수집 현황 (issue 36 §3) in the browser, on calls the global setup wrote through the real meter
 * (support/provider-usage-seed.ts): a manager reaches it from the admin menu and from the bell's
 * budget notice, reads today's spend, the days, the keywords and the failed answers (shown as
 * text), uses it by keyboard and on a phone; a member is kept out, by the page and by the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderUsageAnswer, formatMicros, formatNumber, ko } from '@seller/shared';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { USAGE_SEED } from './support/provider-usage-seed';

const t = ko.providerUsage;
const PATH = '/admin/provider-usage';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'manager');
});
afterAll(() => b?.close());

const card = (source: string) => b.page.locator(`[data-testid="usage-source"][data-source="${source}"]`);

describe('수집 현황', () => {
  it('a manager opens it from the admin menu and reads today, the days, the keywords and the failed answers', async () => {
    await b.page.goto(`${b.baseUrl}/ProductTab`);
    await b.page.locator('[data-testid="admin-menu"]').click();
    await b.page.getByRole('link', { name: ko.shell.providerUsage, exact: true }).click();
    await b.page.waitForURL((u) => u.pathname === PATH);
    await b.page.getByRole('heading', { name: t.title, level: 1 }).waitFor();

    const searchapi = card('searchapi');
    await searchapi.waitFor();
    // The app's own rank checks of the other specs go through SearchApi and its meter too, so
    // today's figures are the seed's plus theirs: the screen must show what the API counted.
    const answer = (
      (await (await b.page.request.get(`${b.baseUrl}/v1/admin/provider-usage`)).json()) as {
        data: ProviderUsageAnswer;
      }
    ).data;
    const counted = answer.sources.find((s) => s.source === 'searchapi')!;
    expect(counted.today.cost.micros).toBeGreaterThanOrEqual(USAGE_SEED.todayCostMicros);
    expect(await searchapi.locator('[data-testid="usage-today-cost"]').innerText()).toContain(
      formatMicros(counted.today.cost.micros, 'USD'),
    );
    // This app has no budget configured (the seed meter had its own): counted, never stopped.
    expect(await searchapi.getByText(t.noBudget).count()).toBe(1);
    expect(await searchapi.locator('[data-testid="usage-reached"]').count()).toBe(0);
    await card('apify').waitFor();

    const today = b.page
      .locator('[data-testid="usage-days"][data-source="searchapi"] [data-testid="usage-day"]')
      .first();
    const cells = await today.locator('td').allInnerTexts();
    const day = counted.days.find((d) => d.day === answer.today)!;
    expect(day.calls).toBeGreaterThanOrEqual(USAGE_SEED.todayCalls);
    expect(cells[0]).toBe(formatNumber(day.calls));
    expect(cells[3]).toContain(ko.providerUsage.errorKinds.forbidden);
    expect(cells[4]).toBe(String(day.blocks));

    const keyword = b.page.locator('[data-testid="usage-keyword"]').first();
    expect(await keyword.locator('th').innerText()).toBe(answer.keywords[0]!.keyword);
    expect(answer.keywords.map((k) => k.keyword)).toContain(USAGE_SEED.topKeyword);

    // The provider's answer as text: no element made from it, no script run.
    const detail = b.page.locator('[data-testid="usage-failure-detail"]', { hasText: '차단된 요청입니다' });
    expect(await detail.innerText()).toBe(USAGE_SEED.failedAnswer);
    expect(await detail.locator('img, b').count()).toBe(0);
    expect(await b.page.evaluate('window.__usageXss')).toBeUndefined();

    await screenshotWidths(b.page, 'provider-usage', async () => {
      await searchapi.waitFor();
      await b.page.waitForTimeout(150);
    });
  });

  it('shows the days as cards on a phone, without sideways scrolling', async () => {
    await b.page.setViewportSize({ width: 375, height: 800 });
    await b.page.goto(`${b.baseUrl}${PATH}`);
    const days = b.page.locator('[data-testid="usage-days"][data-source="searchapi"]');
    await days.waitFor();
    expect(await days.evaluate((el) => (el as unknown as { nodeName: string }).nodeName)).toBe('UL');
    const overflow = await b.page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await b.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('works by keyboard: a quick range by Enter, a reversed range refused with a message', async () => {
    await b.page.goto(`${b.baseUrl}${PATH}`);
    await card('searchapi').waitFor();
    const lastMonth = b.page.getByRole('button', { name: t.lastMonth });
    await lastMonth.focus();
    const asked = b.page.waitForResponse((r) => r.url().includes('/v1/admin/provider-usage?') && r.ok());
    await b.page.keyboard.press('Enter');
    const url = new URL((await asked).url());
    expect(url.searchParams.get('from')?.endsWith('-01')).toBe(true);
    expect(await lastMonth.getAttribute('aria-pressed')).toBe('true');

    await b.page.getByLabel(t.from).fill('2026-11-20');
    await b.page.getByLabel(t.to).fill('2026-11-01');
    await b.page.getByLabel(t.to).press('Enter');
    expect(await b.page.getByRole('alert').innerText()).toBe(t.rangeReversed);

    await b.page.getByRole('button', { name: t.thisMonth }).focus();
    await b.page.keyboard.press('Space');
    await card('searchapi').waitFor();
  });

  it("the manager's bell tells of the reached budget and leads to the screen", async () => {
    await b.page.goto(`${b.baseUrl}/ProductTab`);
    await b.page.locator('[data-testid="notification-bell"]').click();
    const notice = b.page.locator('[data-testid="notification-item"]', {
      hasText: ko.rankAlerts.ruleNames.budgetReached,
    });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(ko.rankAlerts.budgetNotice(t.sources.searchapi));
    await notice.click();
    await b.page.waitForURL((u) => u.pathname === PATH);
    await card('searchapi').waitFor();
  });

  it('keeps a member out: the page sends it away and the API refuses', async () => {
    const m = await openBrowser();
    try {
      await signIn(m.page, m.baseUrl, 'member');
      await m.page.goto(`${m.baseUrl}${PATH}`);
      await m.page.waitForURL((u) => u.pathname !== PATH);
      expect(await m.page.locator('[data-testid="usage-source"]').count()).toBe(0);
      const status = await m.page.evaluate('fetch("/v1/admin/provider-usage").then((r) => r.status)');
      expect(status).toBe(403);
    } finally {
      await m.close();
    }
    // Anonymous: 401.
    const anonymous = await fetch(`${b.baseUrl}/v1/admin/provider-usage`);
    expect(anonymous.status).toBe(401);
  });
});
