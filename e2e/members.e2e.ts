import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { simulatorUrl } from './support/account-flows';
import { countPosts, openBrowser, screenshot, screenshotWidths, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

const t = ko.memberAdminUi;
const payee = ACCOUNTS.payee;
const digits = (s: string) => Number(s.replace(/\D/g, ''));

describe('member management, pay history and coins, as a manager', () => {
  it('the payee buys 100 coins through the simulator checkout', async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'payee');
    await page.goto(`${b.baseUrl}/coin`);
    await page.getByTestId('pack-select-100').click();
    await page.getByTestId('coin-pay').click();
    await page.waitForURL((u) => u.origin === new URL(simulatorUrl()).origin);
    await page.locator('form[action="/portone/checkout/pay"] button').click();
    await page.waitForURL((u) => u.origin === b.baseUrl && u.pathname === '/coin');
    await page.getByTestId('payment-notice').waitFor();
    expect(await page.getByTestId('payment-notice').innerText()).toBe(ko.payments.callbackCompleted);
    await b.context.clearCookies();
  });

  it('adds paid and service coins from the member grid (memo only with service coins)', async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/coinManagementV1`);
    await page.getByTestId('admin-screen-members').waitFor();
    await page.getByTestId('filter-email').fill(payee.email);
    await page.getByTestId('period-all').click();
    await page.getByTestId('filter-search').click();
    const row = page.locator('.ag-row', {
      has: page.locator(`[col-id="mbrEmail"]:text-is("${payee.email}")`),
    });
    await row.waitFor();
    const coinsBefore = digits(await row.locator('[col-id="sellerCoinCnt"]').innerText());
    expect(coinsBefore).toBe(payee.coins + 100);

    await row.getByTestId('open-add-coins').click();
    await page.getByText(t.addTitle).waitFor();
    const memo = page.getByTestId('add-service-memo');
    expect(await memo.isDisabled()).toBe(true);
    await page.getByTestId('add-coin-input').fill('1,0a00');
    expect(await page.getByTestId('add-coin-input').inputValue()).toBe('1000');
    await page.getByTestId('add-service-input').fill('50');
    expect(await memo.isDisabled()).toBe(false);
    await memo.fill('x'.repeat(40));
    expect(await memo.inputValue()).toHaveLength(30);
    expect(await page.getByTestId('add-service-memo-count').innerText()).toBe('30/30');
    await memo.fill('이벤트 보상');
    expect(await page.getByTestId('add-service-memo-count').innerText()).toBe('6/30');
    await screenshot(page, 'member-add-coins');
    // A double click on 추가 sends one request and grants once.
    const grants = countPosts(page, '/v1/agencyMenu/coin/chargeInsertCoin');
    await page.getByTestId('add-coins-submit').dblclick();
    await page.getByText(t.addSuccess).waitFor();
    await page.getByTestId('add-coins').waitFor({ state: 'detached' });
    grants.stop();
    expect(grants.count).toBe(1);
    await row
      .locator(`[col-id="sellerCoinCnt"]:text-is("${(coinsBefore + 1050).toLocaleString('ko-KR')}")`)
      .waitFor();
    // 20 coins from the member command (a service grant), 100 bought, 1,000 paid and 50 service coins given.
    const total = await row.locator('[col-id="totAmountSelCoin"]').innerText();
    expect(total).toContain('1,170');
    expect(total).toContain(t.totalParts('1,100', '70'));
  });

  it('opens the pay history and cancels the purchase with a reason: 취소완료', async () => {
    const page = b.page;
    const row = page.locator('.ag-row', {
      has: page.locator(`[col-id="mbrEmail"]:text-is("${payee.email}")`),
    });
    await row.getByTestId('open-pay-history').click();
    const modal = page.getByTestId('pay-history');
    await modal.waitFor();
    expect(await page.getByRole('dialog').first().innerText()).toContain(t.historyTitle);
    expect(await page.getByTestId('pay-history-email').innerText()).toBe(payee.email);
    await page.getByTestId('pay-history-grid').waitFor();
    // The grants (the member command's and ours) and the purchase.
    const grant = page.locator('[data-testid="pay-history-grid"] .ag-row', {
      has: page.getByText('이벤트 보상', { exact: true }),
    });
    await grant.waitFor();
    expect(await grant.locator('[col-id="pgStatus"]').innerText()).toBe(t.pgStatus.GRANT);
    expect(digits(await grant.locator('[col-id="amountSelCoin"]').innerText())).toBe(1000);
    expect(digits(await grant.locator('[col-id="svSellCoin"]').innerText())).toBe(50);
    const purchase = page.locator('[data-testid="pay-history-grid"] .ag-row', {
      has: page.locator(`[col-id="pgStatus"]:text-is("${t.pgStatus.PAID}")`),
    });
    await purchase.waitFor();
    await screenshot(page, 'member-pay-history');

    // Esc closes the history; it opens again.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await row.getByTestId('open-pay-history').click();
    await purchase.waitFor();

    await purchase.getByTestId('cancel-charge').click();
    await page.getByText(t.cancelTitle).waitFor();
    // The server's quote before 확인: bought 3 minutes ago, nothing used, so all of it back.
    const quote = page.locator('[data-testid="cancel-quote"][data-kind="PAYMENT"]');
    await quote.waitFor();
    expect(await page.getByTestId('quote-total').innerText()).toBe('9,900원');
    expect(await page.getByTestId('quote-coins').innerText()).toBe('100코인');
    expect(await page.getByTestId('quote-fee').innerText()).toBe(t.quote.none);
    expect(await quote.innerText()).toContain(t.quote.fullNote);
    await screenshotWidths(page, 'member-cancel-quote', () => quote.waitFor());
    await page.getByTestId('cancel-confirm').click();
    expect(await page.getByTestId('cancel-reason-error').innerText()).toBe(t.reasonRequired);
    await page.getByTestId('cancel-reason').fill('고객 요청으로 환불');
    // A double click on 확인: one request, one answer (never success and failure together).
    const cancels = countPosts(page, '/v1/payment/payCancel');
    await page.getByTestId('cancel-confirm').dblclick();
    await page.getByText(t.cancelled, { exact: true }).waitFor();
    const done = page.locator('[data-testid="pay-history-grid"]').getByTestId('cancel-done');
    await done.waitFor();
    cancels.stop();
    expect(cancels.count).toBe(1);
    expect(await page.getByText(t.cancelled, { exact: true }).count()).toBe(1);
    expect(await page.getByText(t.cancelFailed).count()).toBe(0);
    expect(await page.getByText(t.cancelError).count()).toBe(0);
    expect(await done.innerText()).toBe(t.cancelDone);
    expect(await done.isDisabled()).toBe(true);
    await screenshot(page, 'member-pay-cancelled');

    // 닫기 closes it; the list shows the 100 coins taken back; the audit log has the grant and the cancellation.
    await page.getByTestId('pay-history-close').click();
    await modal.waitFor({ state: 'detached' });
    await row
      .locator(`[col-id="sellerCoinCnt"]:text-is("${(payee.coins + 1050).toLocaleString('ko-KR')}")`)
      .waitFor();
    const audit = page.getByTestId('audit-log');
    await audit.waitFor();
    await page.locator('[data-testid="audit-row"][data-action="PAYMENT_CANCEL"]').first().waitFor();
    await page.locator('[data-testid="audit-row"][data-action="COIN_GRANT"]').first().waitFor();
  });

  it('cancels the grant given by mistake: its coins come back, the row reads 취소완료', async () => {
    const page = b.page;
    const row = page.locator('.ag-row', {
      has: page.locator(`[col-id="mbrEmail"]:text-is("${payee.email}")`),
    });
    await row.getByTestId('open-pay-history').click();
    const grant = page.locator('[data-testid="pay-history-grid"] .ag-row', {
      has: page.getByText('이벤트 보상', { exact: true }),
    });
    await grant.getByTestId('cancel-charge').click();
    await page.getByText(t.cancelGrantTitle).waitFor();
    // Nothing of it was spent: all 1,000 paid and 50 service coins are taken back, no money.
    const quote = page.locator('[data-testid="cancel-quote"][data-kind="GRANT"]');
    await quote.waitFor();
    expect(await page.getByTestId('quote-paid-back').innerText()).toBe('1,000코인');
    expect(await page.getByTestId('quote-service-back').innerText()).toBe('50코인');
    expect(await page.getByTestId('quote-total').innerText()).toBe('1,050코인');
    await screenshotWidths(page, 'member-cancel-grant-quote', () => quote.waitFor());
    await page.getByTestId('cancel-reason').fill('잘못 지급');
    await page.getByTestId('cancel-confirm').click();
    await page.getByText(t.grantCancelled, { exact: true }).waitFor();
    await grant.getByTestId('cancel-done').waitFor();
    expect(await grant.locator('[col-id="pgStatus"]').innerText()).toBe(t.pgStatus.GRANT_CANCELLED);
    expect(digits(await grant.locator('[col-id="cancelCoinCnt"]').innerText())).toBe(1050);
    // The button's colour change (150 ms) settles before the picture.
    await page.waitForTimeout(300);
    await screenshot(page, 'member-grant-cancelled');
    await page.getByTestId('pay-history-close').click();
    await row.locator(`[col-id="sellerCoinCnt"]:text-is("${payee.coins.toLocaleString('ko-KR')}")`).waitFor();
    await page.locator('[data-testid="audit-row"][data-action="GRANT_CANCEL"]').first().waitFor();
  });

  it('simple coin admin: search, +/- on the answer, save adds the coins', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/coinManagement`);
    await page.getByTestId('simple-email').fill('nobody-at-all@example.com');
    await page.getByTestId('simple-search').click();
    await page.getByText(ko.simpleCoinUi.notFound, { exact: true }).waitFor();
    expect(await page.getByTestId('simple-result').count()).toBe(0);

    await page.getByTestId('simple-email').fill(payee.email);
    await page.getByTestId('simple-search').click();
    await page.getByTestId('simple-result').waitFor();
    const current = digits(await page.getByTestId('simple-current').innerText());
    await page.getByTestId('simple-plus').click();
    await page.getByTestId('simple-plus').click();
    await page.getByTestId('simple-plus').click();
    await page.getByTestId('simple-minus').click();
    expect(await page.getByTestId('simple-amount').inputValue()).toBe('2');
    expect(await page.getByTestId('simple-after').innerText()).toContain(
      (current + 2).toLocaleString('ko-KR'),
    );
    // A double click on 저장 sends one request and adds once.
    const adds = countPosts(page, '/v1/coin/coinPayInsert');
    await page.getByTestId('simple-save').dblclick();
    await page.getByText(ko.simpleCoinUi.added, { exact: true }).waitFor();
    await page
      .locator(`[data-testid="simple-current"]:text-is("${(current + 2).toLocaleString('ko-KR')}")`)
      .waitFor();
    adds.stop();
    expect(adds.count).toBe(1);
    await screenshot(page, 'simple-coin-admin');
    // Saved again: a new addition (a new key), not the first one's answer.
    await page.getByTestId('simple-plus').click();
    await page.getByTestId('simple-save').click();
    await page
      .locator(`[data-testid="simple-current"]:text-is("${(current + 3).toLocaleString('ko-KR')}")`)
      .waitFor();
  });
});
