import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshot, signIn } from './support/browser';

/** What the width checks read of an element (the e2e project has no DOM types). */
type Scrolled = { scrollWidth: number; clientWidth: number; scrollLeft: number };

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'tracker');
});
afterAll(() => b.close());

const tid = (id: string) => b.page.locator(`[data-testid="${id}"]`);
const list = () => tid('board-list');
const items = async () => (await tid('board-item').allInnerTexts()).join('|');

describe('ranking board (/rankup)', () => {
  it('switches the four boards and the daily/weekly period', async () => {
    await b.page.goto(b.baseUrl + '/rankup');
    await expect.poll(() => list().getAttribute('data-kind')).toBe('keywords');
    expect(await tid('board-item').count()).toBe(20);
    const daily = await items();
    await screenshot(b.page, 'ranking-board-keywords');

    for (const tab of ['viewed', 'purchased', 'brands'] as const) {
      await tid(`board-tab-${tab}`).click();
      await expect.poll(() => list().getAttribute('data-kind')).toBe(tab);
      expect(await tid('board-item').count()).toBe(20);
      expect(await tid(`board-tab-${tab}`).getAttribute('data-state')).toBe('active');
    }
    await b.page.waitForURL((u) => u.searchParams.get('tab') === 'brands');

    await tid('board-period-P7D').click();
    await expect
      .poll(() => tid('board-panel').filter({ has: list() }).getAttribute('data-period'))
      .toBe('P7D');
    await b.page.waitForURL((u) => u.searchParams.get('period') === 'P7D');
    await list().waitFor();
    await screenshot(b.page, 'ranking-board-brands-weekly');

    await tid('board-tab-keywords').click();
    await expect.poll(() => list().getAttribute('data-kind')).toBe('keywords');
    await expect.poll(items).not.toBe(daily);
    await tid('board-period-P1D').click();
    await expect.poll(items).toBe(daily);
  });

  it('opens the keyword analysis of a best keyword', async () => {
    const link = tid('board-item').first().locator('a');
    const keyword = (await link.innerText()).trim();
    await link.click();
    await b.page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === keyword);
    await b.page.getByText(ko.keywordAnalysisUi.resultTitle(keyword)).waitFor();
  });
});

describe('ranking board on a phone (issue 39 §2)', () => {
  it('shows all four tabs inside a 375 px window, and each opens its board', async () => {
    const m = await openBrowser({ width: 375, height: 800 });
    try {
      await signIn(m.page, m.baseUrl, 'tracker');
      await m.page.goto(m.baseUrl + '/rankup');
      const tabs = m.page.getByRole('tablist');
      await tabs.waitFor();
      // Nothing of the tab row is out of view or behind a scroll.
      expect(
        await tabs.evaluate((el) => {
          const e = el as unknown as Scrolled;
          return e.scrollWidth - e.clientWidth;
        }),
      ).toBeLessThanOrEqual(0);
      const names = await m.page.getByRole('tab').allInnerTexts();
      expect(names.map((n) => n.replace(/\s+/g, ' '))).toEqual(Object.values(ko.rankingBoardUi.tabs));
      for (const tab of ['keywords', 'viewed', 'purchased', 'brands'] as const) {
        const box = (await m.page.getByTestId(`board-tab-${tab}`).boundingBox())!;
        expect(box.x, tab).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, tab).toBeLessThanOrEqual(375);
        // The whole name shows (wrapped, not clipped).
        expect(
          await m.page.getByTestId(`board-tab-${tab}`).evaluate((el) => {
            const e = el as unknown as Scrolled;
            return e.scrollWidth <= e.clientWidth;
          }),
          tab,
        ).toBe(true);
      }
      await m.page.getByTestId('board-tab-brands').click();
      await expect.poll(() => m.page.getByTestId('board-list').getAttribute('data-kind')).toBe('brands');
      const overflow = Number(
        await m.page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(m.page, 'ranking-board-tabs-375');
    } finally {
      await m.close();
    }
  });
});
