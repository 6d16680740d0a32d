import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { openBrowser, screenshot, signIn } from './support/browser';

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

describe('agency registration and agency management, as a manager', () => {
  it('registers a member as an agency after the e-mail lookup', async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/agencyMenu`);
    await page.waitForURL((u) => u.pathname === '/agencyMenu/agencyGrupAddMember');
    await page.getByTestId('agency-register').waitFor();
    expect(await page.getByTestId('agency-register-submit').isDisabled()).toBe(true);

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
    await page.getByTestId('filter-search').click();
    await page.locator(emailCell(ACCOUNTS.client.email)).waitFor();

    // Yesterday only: no agency registered then.
    await page.getByTestId('filter-start-date').fill(shiftDay(today, -1));
    await page.getByTestId('filter-end-date').fill(shiftDay(today, -1));
    expect(await page.getByTestId('period-day').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('filter-search').click();
    await page.getByTestId('admin-grid-empty').waitFor();
    expect(await page.getByTestId('admin-grid-empty').innerText()).toBe(ko.agencyUi.agencyNotFound);

    // An end before the start pulls the start back (spec 01 §4).
    await page.getByTestId('filter-end-date').fill(shiftDay(today, -3));
    expect(await page.getByTestId('filter-start-date').inputValue()).toBe(shiftDay(today, -3));

    await page.getByTestId('period-all').click();
    expect(await page.getByTestId('filter-start-date').inputValue()).toBe('');
    await page.getByTestId('filter-search').click();
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
});
