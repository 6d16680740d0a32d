import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { newEmail, readMail, signUpByApi } from './support/account-flows';
import { countPosts, openBrowser, screenshot, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
});
afterAll(() => b.close());

const t = ko.memberAdminUi;
/** The Korea date n days from today, yyyy-MM-dd (the browser runs in Asia/Seoul). */
const koreaDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** A yyyy-MM-dd day moved by whole days (the page's today, so a test across midnight agrees with it). */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const emailCell = (email: string) => `.ag-row [col-id="mbrEmail"]:text-is("${email}")`;

/** Runs `check` at 1366, 1024 and 375 px, with a screenshot named `${name}-${width}`. */
async function atWidths(page: Page, name: string, check: (width: number) => Promise<void>) {
  for (const width of [1366, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('agency registration and agency management, as a manager', () => {
  it('registers a member as an agency after the e-mail lookup', async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/agencyMenu`);
    await page.waitForURL((u) => u.pathname === '/agencyMenu/agencyGrupAddMember');
    await page.getByTestId('agency-register').waitFor();
    expect(await page.getByTestId('agency-register-submit').isDisabled()).toBe(true);

    // An empty search says what to type (issue 22 point 7) and looks nothing up.
    await page.getByTestId('agency-search').click();
    const required = page.getByText(ko.agencyValidation.emailSearchRequired, { exact: true });
    await required.waitFor();
    expect(await page.getByTestId('agency-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('agency-lookup-status').count()).toBe(0);
    await atWidths(page, 'agency-register-empty-search', () => required.waitFor());

    // Unknown e-mail: the lookup says so and registration stays closed.
    await page.getByTestId('agency-email').fill('nobody-at-all@example.com');
    await page.getByTestId('agency-search').click();
    const status = page.getByTestId('agency-lookup-status');
    await page.locator('[data-testid="agency-lookup-status"][data-status="USER_NULL"]').waitFor();
    expect(await status.innerText()).toBe(ko.agencyUi.status.USER_NULL);

    await page.getByTestId('agency-email').fill(ACCOUNTS.client.email);
    await page.getByTestId('agency-search').click();
    await page.locator('[data-testid="agency-lookup-status"][data-status="GROUP_INSERT_Y"]').waitFor();
    expect(await status.innerText()).toBe(ko.agencyUi.status.GROUP_INSERT_Y);
    await page.getByTestId('agency-company').fill('클라이언트 마케팅');
    await page.getByTestId('agency-memo').fill('e2e 등록');
    await screenshot(page, 'agency-register');
    await page.getByTestId('agency-register-submit').click();
    await page.getByText(ko.agencyUi.registered).waitFor();

    // Looked up again, it already has a group.
    await page.getByTestId('agency-email').fill(ACCOUNTS.client.email);
    await page.getByTestId('agency-search').click();
    await page
      .locator('[data-testid="agency-lookup-status"][data-status="GROUP_INSERT_EXISTENCE_NO"]')
      .waitFor();
    expect(await status.innerText()).toBe(ko.agencyUi.status.GROUP_INSERT_EXISTENCE_NO);
  });

  it('filters the agency list with the period buttons (일별 today–today on load)', async () => {
    const page = b.page;
    await page.getByRole('link', { name: ko.routes.coinAdditionalMngt }).click();
    await page.waitForURL((u) => u.pathname === '/agencyMenu/coinAdditionalMngt');
    const today = koreaDay();
    expect(await page.getByTestId('period-day').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('filter-start-date').inputValue()).toBe(today);
    expect(await page.getByTestId('filter-end-date').inputValue()).toBe(today);
    // Registered today, so it is in the first load.
    await page.locator(emailCell(ACCOUNTS.client.email)).waitFor();
    expect(await page.locator('.ag-row [col-id="companyNm"]').first().innerText()).toBe('클라이언트 마케팅');

    await page.getByTestId('period-week').click();
    expect(await page.getByTestId('period-week').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('filter-start-date').inputValue()).toBe(shiftDay(today, -7));
    await page.locator(emailCell(ACCOUNTS.client.email)).waitFor();

    // Yesterday only: no agency registered then.
    await page.getByTestId('filter-start-date').fill(shiftDay(today, -1));
    await page.getByTestId('filter-end-date').fill(shiftDay(today, -1));
    expect(await page.getByTestId('period-day').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('filter-search').click();
    await page.getByTestId('admin-grid-empty').waitFor();
    expect(await page.getByTestId('admin-grid-empty').innerText()).toBe(ko.agencyUi.agencyNotFound);
    // One message: the screen's, in the grid's own overlay (issue 22 point 4).
    await atWidths(page, 'agency-management-empty', async () => {
      expect(await page.getByText(ko.agencyUi.agencyNotFound, { exact: true }).count()).toBe(1);
      expect(await page.getByText(ko.adminGridLocale.noRowsToShow).count()).toBe(0);
      expect(await page.getByTestId('admin-export').isDisabled()).toBe(true);
    });

    // An end before the start pulls the start back (spec 01 §4).
    await page.getByTestId('filter-end-date').fill(shiftDay(today, -3));
    expect(await page.getByTestId('filter-start-date').inputValue()).toBe(shiftDay(today, -3));

    // A period button searches at once: no 검색 click (issue 22 point 4).
    await page.getByTestId('period-all').click();
    expect(await page.getByTestId('filter-start-date').inputValue()).toBe('');
    await page.locator(emailCell(ACCOUNTS.client.email)).waitFor();
    expect(await page.getByTestId('admin-grid-total').innerText()).toMatch(/\d/);

    // Digits only in the number filters.
    await page.getByTestId('filter-startCoinCount').fill('1a2');
    expect(await page.getByTestId('filter-startCoinCount').inputValue()).toBe('12');
    await page.getByTestId('filter-reset').click();
    expect(await page.getByTestId('filter-startCoinCount').inputValue()).toBe('');
    expect(await page.getByTestId('period-all').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'agency-management');
  });

  it('fits at 1366 px with its buttons in view at 1024 and 375 px; 엑셀 다운로드 holds the list', async () => {
    const page = b.page;
    await page.locator(emailCell(ACCOUNTS.client.email)).waitFor();
    await atWidths(page, 'agency-grid', async (width) => {
      const grid = (await page.getByTestId('admin-grid').boundingBox())!;
      for (const id of ['open-pay-history', 'open-add-coins']) {
        const box = (await page.getByTestId(id).first().boundingBox())!;
        expect(box.x + box.width, `${id} at ${width}px`).toBeLessThanOrEqual(
          Math.min(grid.x + grid.width, width),
        );
      }
      if (width === 1366) {
        // The last middle column ends before the pinned buttons start: nothing scrolls sideways.
        const last = (await page.locator('.ag-header-cell[col-id="totAmountSelCoin"]').boundingBox())!;
        const pinned = (await page.locator('.ag-header-cell[col-id="payHistory"]').boundingBox())!;
        expect(last.x + last.width).toBeLessThanOrEqual(pinned.x + 1);
      }
    });
    const total = Number((await page.getByTestId('admin-grid-total').innerText()).replace(/\D/g, ''));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('admin-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^대행사관리_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe(t.excelColumns.sartGroupDtAgency);
    expect(sheet.rowCount - 1).toBe(total);
    const emails = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2).getCell(2).value);
    expect(emails).toContain(ACCOUNTS.client.email);
    const client = sheet.getRow(emails.indexOf(ACCOUNTS.client.email) + 2);
    expect(client.getCell(3).value).toBe('클라이언트 마케팅');
  });

  it('copies a cell with Ctrl+C and shows 복사되었습니다 for a second', async () => {
    const page = b.page;
    const cell = page.locator(emailCell(ACCOUNTS.client.email));
    await cell.click();
    await page.keyboard.press('Control+c');
    const toast = page.getByText(t.copied, { exact: true });
    await toast.waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(ACCOUNTS.client.email);
    await toast.waitFor({ state: 'detached', timeout: 3_000 });

    // A number cell copies what it shows, with the thousands separator.
    await page.locator('.ag-row [col-id="sellerCoinCnt"]').first().click();
    await page.keyboard.press('Control+c');
    await toast.waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toMatch(/^[\d,]+$/);
  });

  it('a double click on 추가 in the coin-add dialog grants once', async () => {
    const page = b.page;
    const row = page.locator('.ag-row', {
      has: page.locator(`[col-id="mbrEmail"]:text-is("${ACCOUNTS.client.email}")`),
    });
    const balance = async () =>
      Number((await row.locator('[col-id="sellerCoinCnt"]').innerText()).replace(/\D/g, ''));
    const before = await balance();
    await row.getByTestId('open-add-coins').click();
    await page.getByTestId('add-coin-input').fill('10');
    const grants = countPosts(page, '/v1/agencyMenu/coin/chargeInsertCoin');
    await page.getByTestId('add-coins-submit').dblclick();
    await page.getByText(t.addSuccess).waitFor();
    await page.getByTestId('add-coins').waitFor({ state: 'detached' });
    await row
      .locator(`[col-id="sellerCoinCnt"]:text-is("${(before + 10).toLocaleString('ko-KR')}")`)
      .waitFor();
    grants.stop();
    expect(grants.count).toBe(1);
    // Opened again: a new grant, not the first one's answer.
    await row.getByTestId('open-add-coins').click();
    expect(await page.getByTestId('add-coin-input').inputValue()).toBe('');
    await page.getByTestId('add-coin-input').fill('10');
    await page.getByTestId('add-coins-submit').click();
    await page.getByTestId('add-coins').waitFor({ state: 'detached' });
    await row
      .locator(`[col-id="sellerCoinCnt"]:text-is("${(before + 20).toLocaleString('ko-KR')}")`)
      .waitFor();
    expect(await balance()).toBe(before + 20);
  });
});

describe('an agency member invites; the member joins only by accepting in 마이페이지', () => {
  const inv = ko.agencyInvitation;
  const ui = ko.agencyUi;
  const AGENCY = '클라이언트 마케팅'; // the group the manager made for the client above
  let invitee: { email: string; password: string };
  const unknown = newEmail('nobody');
  const widths = [375, 1024, 1366];
  const shoot = async (name: string, ready: () => Promise<unknown>) => {
    for (const width of widths) {
      await b.page.setViewportSize({ width, height: 900 });
      await ready();
      await screenshot(b.page, `${name}-${width}`);
    }
    await b.page.setViewportSize({ width: 1280, height: 900 });
  };
  const sentRow = (email: string) =>
    b.page.locator(
      `[data-testid="sent-invitation"][data-email="${email}"], [data-testid="sent-invitation-card"][data-email="${email}"]`,
    );
  const statusIn = (email: string) => sentRow(email).locator('[data-testid="invitation-status"]:visible');

  beforeAll(async () => {
    invitee = await signUpByApi(b.baseUrl);
  });

  it('the agency invites by e-mail: the same answer for an account and an unknown address, both 초대 대기', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await signIn(page, b.baseUrl, 'client');
    await page.goto(`${b.baseUrl}/agencyMenu/agencyGrupAddMember`);
    await page.getByTestId('agency-invite').waitFor();
    expect(await page.getByTestId('agency-register-submit').count()).toBe(0);
    // The company name starts as the agency's own (issue 22 point 6); it stays editable.
    const company = page.getByTestId('invite-company');
    await expect.poll(() => company.inputValue()).toBe(AGENCY);
    expect(await company.isEditable()).toBe(true);
    await atWidths(page, 'agency-invite-prefilled', async () => {
      expect(await company.inputValue()).toBe(AGENCY);
    });

    // A malformed address is refused under the field.
    await page.getByTestId('invite-email').fill('not-an-email');
    await page.getByTestId('invite-company').fill('초대 상점');
    await page.getByTestId('invite-submit').click();
    await page.getByText(ko.validation.emailInvalid).waitFor();

    const answers: string[] = [];
    for (const email of [invitee.email, unknown]) {
      await page.getByTestId('invite-email').fill(email);
      await page.getByTestId('invite-company').fill('초대 상점');
      await page.getByTestId('invite-memo').fill('e2e 초대');
      await page.getByTestId('invite-submit').click();
      await page.getByTestId('invite-result').waitFor();
      answers.push(await page.getByTestId('invite-result').innerText());
      await statusIn(email).first().waitFor();
      expect(await page.getByTestId('invite-email').inputValue()).toBe('');
      // After sending, the form starts again from the agency's own company name.
      expect(await company.inputValue()).toBe(AGENCY);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain(ui.inviteSentText);
    for (const email of [invitee.email, unknown]) {
      expect(await statusIn(email).innerText()).toBe(ui.invitationStatus.PENDING);
    }
    await shoot('agency-invitations', () => statusIn(invitee.email).waitFor());

    // Pending: the member is not in the agency's list.
    await page.getByRole('link', { name: ko.routes.coinAdditionalMngt }).click();
    await page.getByTestId('period-all').click();
    await page.getByTestId('filter-search').click();
    await page.locator(emailCell(ACCOUNTS.client.email)).waitFor();
    expect(await page.locator(emailCell(invitee.email)).count()).toBe(0);
  });

  it('the mail’s link opens 마이페이지 after sign-in; the member reads the card and accepts', async () => {
    const page = b.page;
    const mail = await readMail(invitee.email, AGENCY);
    const link = /https?:\/\/\S+\/myPage\/invitations/.exec(mail.text)?.[0];
    expect(link).toBe(`${b.baseUrl}/myPage/invitations`);

    await b.context.clearCookies();
    await page.goto(link!);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.fill('input[name="mbrEmail"]', invitee.email);
    await page.fill('input[name="mbrPw"]', invitee.password);
    await page.press('input[name="mbrPw"]', 'Enter');
    await page.waitForURL((u) => u.pathname === '/myPage/invitations');
    const card = page.getByTestId('invitation-card');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(inv.from(AGENCY));
    expect(text).toContain('초대 상점');
    for (const line of [inv.seesTitle, ...inv.sees, inv.cannot]) expect(text).toContain(line);
    await shoot('invitation-card', () => card.waitFor());

    // The other pages point to it.
    await page.getByRole('link', { name: ko.myPage.payHistory }).click();
    await page.getByTestId('invitations-banner').getByText(inv.banner(1)).waitFor();
    await page.getByRole('link', { name: inv.bannerLink }).click();
    await page.waitForURL((u) => u.pathname === '/myPage/invitations');

    // Accepting asks first; cancelling changes nothing.
    await page.getByTestId('invitation-accept').click();
    await page.getByText(inv.acceptConfirmTitle).waitFor();
    await page.getByRole('button', { name: ko.common.cancel }).click();
    await card.waitFor();
    await page.getByTestId('invitation-accept').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText(inv.accepted(AGENCY)).first().waitFor();
    await page.getByText(inv.empty).waitFor();
    expect(await page.getByTestId('invitation-card').count()).toBe(0);
  });

  it('the agency then sees the member in its list, and the invitation as 수락', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await signIn(page, b.baseUrl, 'client');
    await page.goto(`${b.baseUrl}/agencyMenu/agencyGrupAddMember`);
    await statusIn(invitee.email).waitFor();
    expect(await statusIn(invitee.email).innerText()).toBe(ui.invitationStatus.ACCEPTED);
    expect(await statusIn(unknown).innerText()).toBe(ui.invitationStatus.PENDING);
    await shoot('agency-invitations-accepted', () => statusIn(invitee.email).waitFor());

    // Withdrawing the unknown address's invitation asks first.
    await sentRow(unknown).getByTestId('invitation-withdraw').locator('visible=true').click();
    await page.getByText(ui.withdrawConfirmTitle).waitFor();
    await page.getByTestId('confirm-action').click();
    await page.getByText(ui.withdrawDone).first().waitFor();
    await page
      .locator(
        `[data-testid="sent-invitation"][data-email="${unknown}"] [data-testid="invitation-status"][data-status="WITHDRAWN"]`,
      )
      .waitFor();

    await page.getByRole('link', { name: ko.routes.coinAdditionalMngt }).click();
    await page.locator(emailCell(invitee.email)).waitFor();
    await screenshot(page, 'agency-management-after-invitation');
  });
});
