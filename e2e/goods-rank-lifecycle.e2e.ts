import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { memberRow } from './support/admin-grid';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

// Issue 23 points 6 and 10: an expired auto-renew product shows when it will be deleted (and its
// history can still be downloaded), and the coin history says what each spend was for.
let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

const lifecycle = ko.goodsLifecycle;
const rows = () => b.page.locator('[data-testid="goods-row"]');

describe('an auto-renew product that expired without coins', () => {
  it('shows the deletion date on the row and keeps the history downloadable', async () => {
    await signIn(b.page, b.baseUrl, 'lapsed');
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    const overlay = rows().first().locator('[data-testid="expired-overlay"]');
    await overlay.waitFor();
    const badge = await overlay.getByTestId('delete-on').innerText();
    expect(badge).toMatch(/^\d{4}\.\d{2}\.\d{2} 삭제 예정$/);
    const date = badge.replace(' 삭제 예정', '');
    expect(await overlay.innerText()).toContain(lifecycle.autoRenewShort(date));
    const href = await overlay.getByTestId('expired-download').getAttribute('href');
    expect(href).toContain('/history.xlsx?gdpSn=');
    const file = await b.page.request.get(`${b.baseUrl}${href}`);
    expect(file.status()).toBe(200);
    await screenshotWidths(b.page, 'goods-rank-lifecycle-delete-on', () =>
      rows().first().getByTestId('delete-on').waitFor(),
    );

    // 모두 연장 (issue 39 §3): offered while a product has expired; with no coins the quote says
    // what is missing and the confirm stays disabled.
    await b.page.getByTestId('renew-all-open').click();
    await b.page.getByTestId('renew-all-list').getByText('접이식 캠핑 의자 초경량').waitFor();
    await b.page.getByTestId('quote-short').waitFor();
    expect(await b.page.getByTestId('quote-short').innerText()).toContain(
      '코인이 부족합니다. 10코인이 필요하지만 보유 코인은 0코인입니다. 10코인을 충전해 주세요.',
    );
    expect(await b.page.getByTestId('renew-all-submit').isDisabled()).toBe(true);
    await screenshotWidths(b.page, 'goods-rank-renew-all', () =>
      b.page.getByTestId('renew-all-list').waitFor(),
    );
    await b.page.keyboard.press('Escape');
    await b.context.clearCookies();
  });
});

describe('the coin history says what each spend was for', () => {
  it('registration and renewal name the product and its number; auto-renewal says 자동 연장', async () => {
    const market = await control<{ items: { productId: string; mallProductId: string | null }[] }>(
      `/__control/market/products?keyword=${encodeURIComponent('camping chair')}&display=40`,
    );
    const catalog = market.items.filter((i) => !i.mallProductId)[5]!;
    await signIn(b.page, b.baseUrl, 'renewer');
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.getByText(ko.goodsRank.noProducts).first().waitFor();
    await b.page.locator('[data-testid$="-type-midNum"]').first().click();
    await b.page.fill('[data-testid="goods-add-input"]', catalog.productId);
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().locator('[data-testid="open-renew"]').click();
    await b.page.click('[data-testid="renew-submit"]');
    await expect
      .poll(() => b.page.locator('[data-testid="coin-balance"]').first().innerText())
      .toContain('80');

    await b.page.goto(`${b.baseUrl}/myPage/payhistory`);
    await b.page.getByTestId('tab-coins').click();
    const history = b.page.getByTestId('coin-history-row');
    await expect.poll(() => history.count()).toBe(3);
    const first = await history.nth(0).innerText();
    expect(first).toContain(ko.coinHistory.categories.renew);
    expect(first).toContain(ko.coinHistory.itemNumber(catalog.productId));
    expect(await history.nth(1).innerText()).toContain(ko.coinHistory.categories.register);
    expect(await history.nth(1).getByTestId('coin-history-detail').innerText()).toContain(
      ko.coinHistory.itemNumber(catalog.productId),
    );
    await screenshotWidths(b.page, 'coin-history-reasons', () => history.first().waitFor());
    await b.context.clearCookies();

    // The seeded auto-renewal of the lapsed account says 자동 연장, with the product.
    await signIn(b.page, b.baseUrl, 'lapsed');
    await b.page.goto(`${b.baseUrl}/myPage/payhistory`);
    await b.page.getByTestId('tab-coins').click();
    const auto = b.page.locator('[data-testid="coin-history-row"][data-purpose="autoRenew"]');
    await auto.waitFor();
    expect(await auto.innerText()).toContain('접이식 캠핑 의자 초경량 · 상품번호 88120001');
    await b.context.clearCookies();
  });

  it("the manager's pay history of the member shows the same reasons", async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/coinManagementV1`);
    await page.getByTestId('admin-screen-members').waitFor();
    await page.getByTestId('filter-email').fill(ACCOUNTS.renewer.email);
    await page.getByTestId('period-all').click();
    await page.getByTestId('filter-search').click();
    const row = memberRow(page, ACCOUNTS.renewer.email);
    await row.first().waitFor();
    await row.getByTestId('open-pay-history').click();
    await page.getByTestId('pay-history').waitFor();
    await page.getByTestId('pay-history-tab-coins').click();
    const ledger = page.locator('[data-testid="pay-history"] [data-testid="coin-history-row"]');
    await expect.poll(() => ledger.count()).toBe(3);
    expect(await ledger.nth(0).innerText()).toContain(ko.coinHistory.categories.renew);
    expect(await ledger.nth(1).innerText()).toContain(ko.coinHistory.categories.register);
    await screenshotWidths(page, 'admin-coin-history-reasons', () => ledger.first().waitFor());
  });
});
