import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ko } from '@seller/shared';
import { openBrowser, screenshot, signIn } from './support/browser';

// A 160×80 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABQCAIAAAARP+ljAAABSElEQVR42u3RxVUYAABEQZraPnCCW5Dg7m4hEEKV20c64MRxOvjvz0AGm6FmuBlpRpuxZryZaH40k81UM93MNLPNXDPfLDSLzVKz3PxsVprVZq1Zb341G81ms9VsNzvNbrPX7DcHzWFz1Bw3J81pc9acNxfNZXPVXDc3zW1z19w3D81j89Q8Ny/N7+a1+dO8Ne/N3+aj+dd8Vv/X/QMGAQYMGDBgwIABAwYMWD9gwAYBBgwYMGDAgAED1g8YsEGAAQMGDBgwYMCAAQPWDxgwYMCAAQMGDBgwYMD6AQM2CDBgwIABAwYMGLB+wIANAgwYMGDAgAEDBgwYsH7AgA0CDBgwYMCAAQMGrB8wYIMAAwYMGDBgwIABAwYM2CDAgAEDBgwYMGDAgAHrBwzYIMCAAQMGDBgwYMD6AQM2CDBgwIABAwYM+Lv6/wM7gj91C+55JQAAAABJRU5ErkJggg==',
  'base64',
);
const title = `서버 점검 안내 ${Date.now().toString(36)}`;
const body = '3월 8일 새벽 2시부터 4시까지 서비스 점검이 있습니다.';
const koreaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const shownDate = koreaToday.replaceAll('-', '.');

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

const editorImages = (page: Page) => page.locator('[data-testid="notice-editor"] img');

async function addImage(page: Page): Promise<string> {
  const before = await editorImages(page).count();
  await page
    .getByTestId('notice-image-input')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => editorImages(page).count()).toBe(before + 1);
  const src = await editorImages(page).last().getAttribute('src');
  expect(src).toMatch(/^\/uploads\/notices\/[a-f0-9]{32}\.png$/);
  return src!;
}

// no-store: the images are cached for good, so ask the server itself.
const status = (page: Page, url: string) =>
  page.evaluate((u) => fetch(u, { cache: 'no-store' } as RequestInit).then((r) => r.status), url);

describe('notices', () => {
  it('a manager writes a notice with an image, removes and re-adds the image, and saves it', async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/editorNotice`);
    await page.getByTestId('notice-editor').waitFor();
    expect(await page.inputValue('#notice-noticeDt')).toBe(koreaToday);

    await page.fill('#notice-title', title);
    await page.selectOption('#notice-category', 'MAINTENANCE');
    await page.getByTestId('notice-editor').click();
    await page.keyboard.type(body);

    // The notice date is required (spec 01 §5).
    await page.fill('#notice-noticeDt', '');
    await page.getByTestId('notice-save').click();
    await page.getByText(ko.notices.dateRequired).waitFor();
    await page.fill('#notice-noticeDt', koreaToday);

    const first = await addImage(page);
    expect(await status(page, first)).toBe(200);
    await screenshot(page, 'notice-editor-image');

    // Select the image and remove it: it leaves the document and its file is deleted.
    // A new image is left selected; moving into the text deselects it.
    const remove = page.getByTestId('notice-image-remove');
    await page.getByTestId('notice-editor').getByText(body).click();
    await expect.poll(() => remove.isDisabled()).toBe(true);
    await editorImages(page).first().click();
    await expect.poll(() => remove.isEnabled()).toBe(true);
    const deleted = page.waitForResponse((r) => r.url().endsWith('/cmmn/topMngtMenu/deleteImage'));
    await remove.click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => editorImages(page).count()).toBe(0);
    await expect.poll(() => status(page, first)).toBe(404);

    const second = await addImage(page);
    expect(second).not.toBe(first);

    await page.getByTestId('notice-save').click();
    await page.waitForURL((u) => u.pathname === '/notification');
    const content = page.locator('[data-testid="notice-table"] [data-testid="notice-content"]');
    await content.getByText(body).waitFor();
    await expect
      .poll(() =>
        content
          .locator(`img[src="${second}"]`)
          .evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
      )
      .toBe(160);
    await screenshot(page, 'notice-saved');
  });

  it('shows the newest notice on the home page with its category and date', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/`);
    const latest = page.getByTestId('latest-notice');
    await latest.getByText(title).waitFor();
    const text = await latest.innerText();
    expect(text).toContain(ko.notices.categories.MAINTENANCE);
    expect(text).toContain(shownDate);
    await latest.click();
    await page.waitForURL((u) => u.pathname === '/notification');
    await page
      .locator('[data-testid="notice-table"] [data-testid="notice-content"]')
      .getByText(body)
      .waitFor();
  });

  it('expands a notice in the desktop table', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/notification`);
    const table = page.getByTestId('notice-table');
    await table.waitFor();
    expect(await page.getByTestId('notice-list-mobile').isVisible()).toBe(false);
    const row = table.getByTestId('notice-row').filter({ hasText: title });
    expect(await row.innerText()).toContain(ko.notices.categories.MAINTENANCE);
    expect(await page.getByTestId('notice-page').innerText()).toContain(ko.notices.pageStatus(1, 1));
    await row.getByTestId('notice-toggle').click();
    await row.getByTestId('notice-content').getByText(body).waitFor();
    await row.locator('img').waitFor();
    // Visitors get no manager actions.
    expect(await row.getByTestId('notice-edit').count()).toBe(0);
    await screenshot(page, 'notice-list-desktop');
    await row.getByTestId('notice-toggle').click();
    await expect.poll(() => row.getByTestId('notice-content').count()).toBe(0);
  });

  it('cleans notice HTML again in the browser', async () => {
    const page = b.page;
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    // A hostile answer, as if the stored HTML had slipped past the server.
    await page.route(/\/v2\/notice\/getNotice-list\/\d+$/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'OK',
          message: '',
          data: {
            ntcSn: 1,
            title,
            category: 'NOTICE',
            noticeCategoryNm: ko.notices.categories.NOTICE,
            noticeDt: koreaToday,
            content:
              '<p>clean</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
              '<svg onload="alert(4)"></svg><iframe src="javascript:alert(5)"></iframe><p style="color:red" onclick="alert(6)">y</p>',
          },
        }),
      }),
    );
    await page.goto(`${b.baseUrl}/notification`);
    const row = page.getByTestId('notice-table').getByTestId('notice-row').filter({ hasText: title });
    await row.getByTestId('notice-toggle').click();
    const content = row.getByTestId('notice-content');
    await content.getByText('clean').waitFor();
    const html = await content.innerHTML();
    expect(html).not.toMatch(/<(script|svg|iframe|img)/i);
    expect(html).not.toMatch(/\son\w+=|javascript:|style=/i);
    expect(alerted).toBe(false);
    await page.unroute(/\/v2\/notice\/getNotice-list\/\d+$/);
  });

  it('shows the server message when saving fails', async () => {
    const page = b.page;
    await signIn(page, b.baseUrl, 'manager');
    await page.route('**/v1/cmmn/topMngtMenu/insertNotice', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'SERVICE_UNAVAILABLE',
          message: ko.errors.SERVICE_UNAVAILABLE,
          data: null,
        }),
      }),
    );
    await page.goto(`${b.baseUrl}/editorNotice`);
    await page.fill('#notice-title', 'x');
    await page.getByTestId('notice-editor').click();
    await page.keyboard.type('y');
    await page.getByTestId('notice-save').click();
    const error = page.getByTestId('notice-save-error');
    await error.waitFor();
    expect(await error.innerText()).toContain(ko.notices.saveFailed);
    expect(await error.innerText()).toContain(ko.errors.SERVICE_UNAVAILABLE);
    await page.unroute('**/v1/cmmn/topMngtMenu/insertNotice');
  });
});

describe('notices on a phone', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    m = await openBrowser({ width: 375, height: 800 });
  });
  afterAll(() => m.close());

  it('lists notices and expands one', async () => {
    const page = m.page;
    await page.goto(`${m.baseUrl}/notification`);
    const list = page.getByTestId('notice-list-mobile');
    await list.waitFor();
    expect(await page.getByTestId('notice-table').isVisible()).toBe(false);
    const item = list.getByTestId('notice-item').filter({ hasText: title });
    expect(await item.innerText()).toContain(shownDate);
    await item.getByTestId('notice-toggle').click();
    await item.getByTestId('notice-content').getByText(body).waitFor();
    await item.locator('img').waitFor();
    await screenshot(page, 'notice-list-mobile');
  });
});

describe('notice management', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    m = await openBrowser();
  });
  afterAll(() => m.close());

  it('a manager edits a notice and deletes it after confirming', async () => {
    const page = m.page;
    await signIn(page, m.baseUrl, 'manager');
    await page.goto(`${m.baseUrl}/notification`);
    const row = page.getByTestId('notice-table').getByTestId('notice-row').filter({ hasText: title });
    await row.getByTestId('notice-toggle').click();
    await row.getByTestId('notice-edit').click();
    await page.waitForURL((u) => u.pathname === '/editorNotice' && u.searchParams.has('ntcSn'));
    await expect.poll(() => page.inputValue('#notice-title')).toBe(title);
    await page.getByTestId('notice-editor').getByText(body).waitFor();
    const edited = `${title} (수정)`;
    await page.fill('#notice-title', edited);
    await page.getByTestId('notice-save').click();
    await page.waitForURL((u) => u.pathname === '/notification');
    const editedRow = page.getByTestId('notice-table').getByTestId('notice-row').filter({ hasText: edited });
    await editedRow.getByTestId('notice-content').getByText(body).waitFor();

    await editedRow.getByTestId('notice-delete').click();
    await page.getByText(ko.notices.removeTitle).waitFor();
    await page.getByTestId('confirm-action').click();
    await page.getByText(ko.notices.empty).waitFor();
    await screenshot(page, 'notice-list-empty');
  });
});
