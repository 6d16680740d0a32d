import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshotWidths, signIn } from './support/browser';

// 키워드로 내 상품 찾기 (issue 39 §1): a seller who knows no product number searches a keyword,
// picks their product from the list, and adds it with that keyword in one step.
const t = ko.goodsFinder;
const KEYWORD = ko.bulkAdd.exampleKeyword1;
const WAIT = { timeout: 20_000 };

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'finder');
});
afterAll(() => b.close());

describe('finding one’s product by keyword', () => {
  it('searches, picks a listed product, adds it with the keyword, and its rank is the one listed', async () => {
    const page = b.page;
    await page.goto(b.baseUrl + '/goodsTrackingRouter');
    await page.getByTestId('finder-open').click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.waitFor();
    // Simulator mode says what to try.
    await expect.poll(() => dialog.getByTestId('finder-simulator-hint').innerText()).toContain(KEYWORD);
    await dialog.getByLabel(t.keywordLabel).fill(KEYWORD);
    await dialog.getByLabel(t.keywordLabel).press('Enter');
    const rows = dialog.getByTestId('finder-row');
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(5);
    await screenshotWidths(page, 'goods-finder', () => rows.first().waitFor());
    // The third organic row with a number to register by.
    const texts = await rows.allInnerTexts();
    const index = texts.findIndex((x) => x.startsWith(t.rank(3)));
    expect(index).toBeGreaterThanOrEqual(0);
    const picked = rows.nth(index);
    await picked.getByRole('button', { name: t.pick }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('goods-add-input').inputValue()).toMatch(/^\d+$/);
    await expect.poll(() => page.getByTestId('goods-add-keywords').innerText()).toContain(KEYWORD);
    await page.click('[data-testid="goods-add-submit"]');
    await page.getByText(ko.goodsRankUi.addedWithKeywords(1)).first().waitFor();
    const row = page.locator('[data-testid="goods-row"]').first();
    await expect
      .poll(() => row.locator('[data-testid="keyword-rank"]').first().innerText(), WAIT)
      .toContain(t.rank(3));
  });
});
