import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshots, signIn } from './support/browser';

// Issue 39 "done when": a newcomer on a fresh start, with no product number of their own, reaches
// a visible rank from the add box alone: a 체험용 상품 fills the number and its keyword, and one
// 추가 registers both, checks the keyword and shows its rank on the new row.
const WAIT = { timeout: 20_000 };

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'newcomer');
});
afterAll(() => b.close());

describe("a newcomer's first product", () => {
  it('goes from the add box to a visible rank in one action', async () => {
    const page = b.page;
    await page.goto(b.baseUrl + '/goodsTrackingRouter');
    await page.getByText(ko.goodsRank.noProducts).first().waitFor();
    const example = page.getByTestId('goods-example').first();
    await example.waitFor();
    await screenshots(page, 'goods-newcomer-empty');
    const number = (await example.getAttribute('data-number'))!;
    await example.click();
    expect(await page.getByTestId('goods-add-input').inputValue()).toBe(number);
    await expect.poll(() => page.getByTestId('goods-add-keywords').innerText()).not.toBe('');
    await page.click('[data-testid="goods-add-submit"]');
    await page.getByText(ko.goodsRankUi.addedWithKeywords(1)).first().waitFor();
    const rank = page
      .locator('[data-testid="goods-row"]')
      .first()
      .locator('[data-testid="keyword-rank"]')
      .first();
    await expect.poll(() => rank.innerText(), WAIT).toMatch(/\d+위/);
    await screenshots(page, 'goods-newcomer-ranked');
  });

  it('on a phone the toast it shows sits whole inside the screen, below the header', async () => {
    const phone = await openBrowser({ width: 375, height: 800 });
    try {
      await signIn(phone.page, phone.baseUrl, 'newcomer');
      await phone.page.goto(phone.baseUrl + '/goodsTrackingRouter');
      await phone.page.getByTestId('goods-example').first().click();
      const toast = phone.page.locator('[data-sonner-toast]').first();
      await toast.waitFor();
      await phone.page.waitForTimeout(500); // sonner's enter animation
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y).toBeGreaterThanOrEqual(64);
      await phone.page.screenshot({ path: 'artifacts/goods-newcomer-toast-375.png' });
    } finally {
      await phone.close();
    }
  });
});
