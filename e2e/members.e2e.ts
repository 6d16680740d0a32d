import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS, BULK_MEMBERS } from './support/accounts';
import { simulatorUrl } from './support/account-flows';
import { memberRow, memberRowAt } from './support/admin-grid';
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
    const row = memberRow(page, payee.email);
    await row.first().waitFor();
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
    const row = memberRow(page, payee.email);
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

const WIDTHS = [1366, 1024, 375] as const;
/** Runs `check` at each width (the page as it is), with a screenshot named `${name}-${width}`. */
async function atWidths(page: Page, name: string, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The grid's action buttons of the first row lie wholly inside the grid and the window. */
async function actionsInView(page: Page) {
  const grid = (await page.getByTestId('admin-grid').boundingBox())!;
  const width = page.viewportSize()!.width;
  for (const id of ['open-pay-history', 'open-add-coins']) {
    const button = page.getByTestId(id).first();
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x, id).toBeGreaterThanOrEqual(grid.x);
    expect(box.x + box.width, `${id} at ${width}px`).toBeLessThanOrEqual(
      Math.min(grid.x + grid.width, width),
    );
  }
}

/**
 * Whether the grid's middle columns run under the pinned buttons (they scroll sideways): the last
 * middle column's header ends after the first pinned one starts. Not at 1366 px.
 */
async function middleScrolls(page: Page): Promise<boolean> {
  const last = (await page.locator('.ag-header-cell[col-id="totAmountSelCoin"]').boundingBox())!;
  const pinned = (await page.locator('.ag-header-cell[col-id="payHistory"]').boundingBox())!;
  return last.x + last.width > pinned.x + 1;
}

const totalShown = async (page: Page) => digits(await page.getByTestId('admin-grid-total').innerText());

describe('the member grid with a few hundred members (issue 22 point 4)', () => {
  it('fits at 1366 px; the action buttons stay in view at 1024 and 375 px', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/coinManagementV1`);
    await page.getByTestId('admin-screen-members').waitFor();
    await atWidths(page, 'members-grid', async (width) => {
      await memberRowAt(page, 0).first().waitFor();
      await actionsInView(page);
      if (width === 1366) expect(await middleScrolls(page)).toBe(false);
      // On a phone the two buttons are icons with their names for screen readers.
      if (width === 375) {
        expect(await page.getByTestId('open-add-coins').first().getAttribute('aria-label')).toBe(
          t.addCoinButton,
        );
      }
    });
  });

  it('pages past the first 100 rows from the server: the last row is number `total`', async () => {
    const page = b.page;
    await page.getByTestId('period-all').click();
    // 전체 reloads the list by itself (no 검색 click).
    await expect.poll(() => totalShown(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(BULK_MEMBERS.count);
    const total = await totalShown(page);
    // Scrolled to the end as a wheel would (whichever element of the grid scrolls vertically).
    await page.evaluate(`(() => {
      for (const el of document.querySelectorAll('[data-testid="admin-grid"] *')) {
        if (el.scrollHeight > el.clientHeight + 100 && getComputedStyle(el).overflowY !== 'visible') {
          el.scrollTop = el.scrollHeight;
        }
      }
    })()`);
    // The last block arrives from the server (a loading row first): its 번호 is the total.
    const last = memberRowAt(page, total - 1).locator(
      `[col-id="rowNum"]:text-is("${total.toLocaleString('ko-KR')}")`,
    );
    await last.waitFor();
    const email = await memberRowAt(page, total - 1)
      .locator('[col-id="mbrEmail"]')
      .innerText();
    expect(email).toMatch(/@/);
    await screenshot(page, 'members-grid-last-page');
  });

  it('엑셀 다운로드 holds every row the filter and the sort give, with Korean headers', async () => {
    const page = b.page;
    await page.getByTestId('filter-email').fill(`${BULK_MEMBERS.prefix}`);
    await page.getByTestId('filter-search').click();
    await page
      .locator(`[data-testid="admin-grid-total"]:text-is("${t.total(String(BULK_MEMBERS.count))}")`)
      .waitFor();
    // 현재 코인, descending (AG Grid cycles ascending, descending).
    const header = page.locator('.ag-header-cell[col-id="sellerCoinCnt"] .ag-header-cell-label');
    await header.click();
    await header.click();
    await memberRowAt(page, 0).locator('[col-id="sellerCoinCnt"]:text-is("999")').waitFor();
    const firstEmail = await memberRowAt(page, 0).locator('[col-id="mbrEmail"]').innerText();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('admin-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^회원관리_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      '번호',
      '이메일',
      '회사명',
      '가입일',
      '등록 상품 수',
      '현재 코인',
      '사용 코인',
      '유료 코인',
      '서비스 코인',
      '총 지급 코인',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(BULK_MEMBERS.count);
    expect(body[0]![1]).toBe(firstEmail);
    const coins = body.map((r) => r[5] as number);
    expect(coins).toEqual([...coins].sort((x, y) => y - x));
    expect(body.map((r) => r[0])).toEqual(body.map((_, i) => i + 1));
    await page.getByText(t.excelDone).first().waitFor();
  });
});

/**
 * Run in the page on the audit log: the addresses in its cells whose name (before @) or domain
 * spans more than one line, i.e. was broken inside a word, whatever the markup (table or cards);
 * with `whole`, the addresses not on one line.
 * (A string: the e2e project has no DOM types.)
 */
const BROKEN_EMAILS = `(log, whole) => {
  const out = [];
  for (const cell of log.querySelectorAll('[data-testid="audit-row"] td, [data-testid="audit-row"] dd')) {
    const chars = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (let i = 0; i < n.textContent.length; i++) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        chars.push({ c: n.textContent[i], top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const text = chars.map((x) => x.c).join('');
    for (const m of text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}/g)) {
      const at = m.index + m[0].indexOf('@');
      const all = chars.slice(m.index, m.index + m[0].length);
      for (const part of whole ? [all] : [chars.slice(m.index, at), chars.slice(at, m.index + m[0].length)]) {
        if (new Set(part.map((x) => x.top)).size > 1) out.push(m[0]);
      }
    }
  }
  return out;
}`;

describe('the audit log and the e-mail searches read as Korean (issue 22 points 5, 7)', () => {
  it('관리 이력: statuses and roles as labels, Korea time, e-mails never broken inside a word', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/coinManagementV1`);
    const cancel = page.locator('[data-testid="audit-row"][data-action="PAYMENT_CANCEL"]').first();
    await cancel.waitFor();
    const text = await cancel.innerText();
    expect(text).toContain(`${t.auditFields.status} ${t.auditValues.status!.PAID}`);
    expect(text).toContain(`${t.auditFields.status} ${t.auditValues.status!.CANCELLED}`);
    const log = await page.getByTestId('audit-log').innerText();
    for (const code of ['PAID', 'CANCELLED', 'GNRL_MBR', 'FULL', 'PARTIAL'])
      expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    for (const at of await page.getByTestId('audit-at').allInnerTexts()) {
      expect(at).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    }
    await page.getByTestId('audit-log').scrollIntoViewIfNeeded();
    await atWidths(page, 'audit-log', async (width) => {
      await memberRowAt(page, 0).first().waitFor();
      // Every character of an address's name (before @) on one line, and of its domain on one line.
      await page.locator('[data-testid="audit-row"][data-action="PAYMENT_CANCEL"]').first().waitFor();
      const broken = (await page.evaluate(
        `(${BROKEN_EMAILS})(document.querySelector('[data-testid="audit-log"]'), ${width >= 1024})`,
      )) as string[];
      expect(broken).toEqual([]);
      // Every row names its actor and target by e-mail.
      const addresses = await page.getByTestId('audit-log').innerText();
      expect(addresses).toContain(ACCOUNTS.manager.email);
      expect(addresses).toContain(payee.email);
    });
  });

  it('/coinManagement: an empty search says what to type', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/coinManagement`);
    await page.getByTestId('simple-search').click();
    const error = page.getByTestId('simple-email-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(ko.agencyValidation.emailSearchRequired);
    expect(await page.getByTestId('simple-email').getAttribute('aria-invalid')).toBe('true');
    await atWidths(page, 'simple-coin-empty-search', () => error.waitFor());
    // Typing an address and searching clears the message.
    await page.getByTestId('simple-email').fill(payee.email);
    await page.getByTestId('simple-search').click();
    await page.getByTestId('simple-result').waitFor();
    expect(await error.count()).toBe(0);
  });
});
