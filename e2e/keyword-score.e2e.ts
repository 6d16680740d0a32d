import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { artifactPath, openBrowser, screenshot, signIn } from './support/browser';
import { bubbleOver } from './support/keep-clear';
import { control } from './support/simulator';

/** What the width checks read of an element (the e2e project has no DOM types). */
type Scrolled = { scrollWidth: number; clientWidth: number; scrollLeft: number };

const t = ko.keywordScoreUi;

describe('keyword score check (/myTrackingJisuCheck)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser({ width: 1440, height: 900 });
  });
  afterAll(() => b.close());
  const tid = (id: string) => b.page.locator(`[data-testid="${id}"]`);
  const used = async () => Number(await tid('score-usage').getAttribute('data-used'));

  it('is closed to an ordinary member', async () => {
    await signIn(b.page, b.baseUrl, 'member');
    await b.page.goto(b.baseUrl + '/myTrackingJisuCheck');
    await b.page.waitForURL((u) => u.pathname === '/agency');
    await b.context.clearCookies();
  });

  it('lets an agency member search the top 100 and watch the counter rise', async () => {
    await signIn(b.page, b.baseUrl, 'agency');
    await b.page.goto(b.baseUrl + '/myTrackingJisuCheck');
    await tid('score-usage').waitFor();
    expect(await tid('score-usage').getAttribute('data-limit')).toBe('500');
    const before = await used();

    await tid('score-keyword').fill('캠핑의자');
    await tid('score-search').click();
    await expect.poll(() => tid('score-row').count()).toBe(100);
    await expect.poll(used).toBe(before + 1);
    expect(await tid('score-usage').innerText()).toContain(t.usage(String(before + 1), '500'));
    const first = await tid('score-row').first().innerText();
    expect(first).toContain('캠핑의자');
    expect(await tid('score-row').first().locator('[data-score="penalty"]').count()).toBe(1);
    await screenshot(b.page, 'keyword-score');

    await tid('score-sort-score:relevance').click();
    const relevance = (await tid('score-row').locator('[data-score="relevance"]').allInnerTexts()).map(
      Number,
    );
    expect(relevance).toEqual([...relevance].sort((x, y) => y - x));

    await tid('score-keyword').fill('텀블러');
    await tid('score-keyword').press('Enter');
    await expect.poll(used).toBe(before + 2);
    await expect.poll(() => tid('score-row').first().innerText()).toContain('텀블러');
  });

  it('at 1366 px shows the nine scores from the start, beside the pinned product (issue 39 §2)', async () => {
    await b.page.setViewportSize({ width: 1366, height: 900 });
    const box = tid('score-table').locator('..');
    const header = (key: string) => b.page.locator('th').filter({ has: tid(`score-sort-${key}`) });
    await header('score:relevance').waitFor();
    const frame = (await box.boundingBox())!;
    // Unscrolled: the first score column's header is inside the table's box and the window.
    const first = (await header('score:relevance').boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(frame.x);
    expect(first.x + first.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, 1366));
    expect(await box.evaluate((el) => (el as unknown as Scrolled).scrollLeft)).toBe(0);
    for (const width of [769, 1024, 1366, 1920]) {
      await b.page.setViewportSize({ width, height: 900 });
      await b.page.waitForTimeout(150);
      await screenshot(b.page, `keyword-score-${width}`);
    }
    // Scrolled to the details at the end, the product is still there at the left.
    await b.page.setViewportSize({ width: 1366, height: 900 });
    await box.evaluate((el) => {
      const box = el as unknown as Scrolled;
      box.scrollLeft = box.scrollWidth;
    });
    await expect.poll(() => box.evaluate((el) => (el as unknown as Scrolled).scrollLeft)).toBeGreaterThan(0);
    const title = (await b.page.locator('th').filter({ hasText: t.colTitle }).boundingBox())!;
    expect(title.x).toBeGreaterThanOrEqual(frame.x);
    expect(title.x + title.width).toBeLessThanOrEqual(frame.x + 500);
    const keep = (await header('keepCnt').boundingBox())!;
    expect(keep.x + keep.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    // The window only: a full-page picture resizes the page, which lays the table out afresh.
    await b.page.screenshot({ path: artifactPath('keyword-score-1366-scrolled') });
    await box.evaluate((el) => {
      (el as unknown as Scrolled).scrollLeft = 0;
    });
    await b.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('says when nothing was found (and does not count it) and asks for a keyword', async () => {
    const before = await used();
    await tid('score-keyword').fill('검색결과없음');
    await tid('score-search').click();
    await b.page.getByText(t.noResults).first().waitFor();
    expect(await used()).toBe(before);
    await tid('score-keyword').fill('  ');
    await tid('score-search').click();
    await b.page.getByText(t.enterKeyword).first().waitFor();
  });

  it('shows the communication failure message when the score service fails', async () => {
    await control('/__control/faults', { service: 'score', count: 4, status: 500 });
    const before = await used();
    await tid('score-keyword').fill('고장난검색');
    await tid('score-search').click();
    await b.page.getByText(t.communicationFailed).first().waitFor({ timeout: 20_000 });
    expect(await used()).toBe(before);
  });
});

describe('keyword score check on a phone', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    m = await openBrowser({ width: 375, height: 800 });
    await signIn(m.page, m.baseUrl, 'agency');
  });
  afterAll(() => m.close());

  it('shows the results as cards', async () => {
    await m.page.goto(`${m.baseUrl}/myTrackingJisuCheck`);
    // The field keeps its 44 px height in the phone's column (issue 39 §2: it was squashed to 20).
    const field = (await m.page.locator('[data-testid="score-keyword"]').boundingBox())!;
    expect(field.height).toBeGreaterThanOrEqual(40);
    await m.page.locator('[data-testid="score-keyword"]').fill('원피스');
    await m.page.locator('[data-testid="score-search"]').click();
    await expect.poll(() => m.page.locator('[data-testid="score-card"]').count()).toBe(100);
    const overflow = Number(
      await m.page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(m.page, 'keyword-score-phone');
  });

  it('keeps the chat bubble off the penalty (issue 23 point 12)', async () => {
    let overlapped = 0;
    for (const i of [0, 1, 2]) {
      const over = await bubbleOver(m.page, m.page.getByTestId('score-penalty').nth(i));
      if (over.overlapped) overlapped += 1;
      expect(!over.overlapped || over.hidden).toBe(true);
    }
    // The penalty sits at the right edge of a card, under the bubble when level with it.
    expect(overlapped).toBeGreaterThan(0);
    await screenshot(m.page, 'keyword-score-chat-clear-375');
  });
});
