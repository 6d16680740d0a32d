import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

// Issue 29 §2: bulk add from a spreadsheet. The test downloads the template from the dialog, fills
// it with exceljs as a member fills it in Excel, uploads it, reads the preview (one row refused),
// confirms, and sees the products added and the coins spent; then the same for places.
let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'bulker');
});
afterAll(() => b.close());

const t = ko.bulkAdd;
const dialog = () => b.page.getByRole('dialog');
const balance = () => b.page.locator('[data-testid="coin-balance"]').first().innerText();

/** Downloads the template through the dialog's link and writes `rows` under its example row. */
async function filledTemplate(rows: string[][]): Promise<Buffer> {
  const [download] = await Promise.all([
    b.page.waitForEvent('download'),
    b.page.getByTestId('bulk-add-template').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/일괄추가_양식\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const sheet = wb.worksheets[0]!;
  rows.forEach((row, i) => row.forEach((v, c) => (sheet.getCell(3 + i, c + 1).value = v === '' ? null : v)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(file: Buffer, name: string) {
  await b.page.getByTestId('bulk-add-file').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await b.page.getByTestId('bulk-add-preview').waitFor();
}

describe('bulk add', () => {
  it('products: template, upload, a preview with an error row and the cost, confirm, added and charged', async () => {
    const market = await control<{ items: { productId: string; mallProductId: string | null }[] }>(
      `/__control/market/products?keyword=${encodeURIComponent('camping chair')}&display=40`,
    );
    const stores = market.items.filter((i) => i.mallProductId).map((i) => i.mallProductId!);
    expect(stores.length).toBeGreaterThanOrEqual(3);
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.getByText(ko.goodsRank.noProducts).first().waitFor();
    expect(await balance()).toContain('100');

    await b.page.getByTestId('bulk-add-open-goods').click();
    await dialog().waitFor();
    await screenshotWidths(b.page, 'bulk-add-goods-upload', () =>
      b.page.getByTestId('bulk-add-drop').waitFor(),
    );
    const file = await filledTemplate([
      [stores[0]!, t.typeProduct, 'camping chair', 'folding chair', '', '', '', 'from the sheet'],
      [`https://smartstore.naver.com/camp/products/${stores[1]!}`, '', 'camping chair', '', '', '', '', ''],
      ['not-a-number', '', 'camping chair', '', '', '', '', ''],
      [stores[2]!, '', 'camping chair', 'camp chair', '', '', '', ''],
    ]);
    await upload(file, 'products.xlsx');
    const summary = b.page.getByTestId('bulk-add-summary');
    expect(await summary.innerText()).toBe(t.summary(4, 3, 1));
    const bad = b.page.locator('[data-testid="bulk-add-row"][data-ok="false"]');
    expect(await bad.count()).toBe(1);
    expect(await bad.innerText()).toContain(t.reasons.inputInvalid);
    expect(await b.page.getByTestId('bulk-add-cost').innerText()).toContain(t.cost('30'));
    expect(await b.page.getByTestId('bulk-add-cost').innerText()).toContain(t.balanceAfter('100', '70'));
    await screenshotWidths(b.page, 'bulk-add-goods-preview', () => summary.waitFor());

    await b.page.getByTestId('bulk-add-only-errors').check();
    expect(await b.page.locator('[data-testid="bulk-add-row"]').count()).toBe(1);
    await b.page.getByTestId('bulk-add-confirm').click();
    expect(await b.page.getByTestId('bulk-add-confirm-step').innerText()).toContain(t.confirmGoods(3, '30'));
    await screenshotWidths(b.page, 'bulk-add-goods-confirm', () =>
      b.page.getByTestId('bulk-add-confirm-step').waitFor(),
    );
    await b.page.getByTestId('bulk-add-confirm-yes').click();
    const result = b.page.getByTestId('bulk-add-result');
    await result.waitFor();
    expect(await result.innerText()).toContain(t.resultSummary(3, 1));
    await screenshotWidths(b.page, 'bulk-add-goods-result', () => result.waitFor());
    await b.page.getByTestId('bulk-add-close').click();
    await expect.poll(() => b.page.locator('[data-testid="goods-row"]').count()).toBe(3);
    await expect.poll(balance).toContain('70');

    // The same file again: every row is already tracked, nothing to confirm, nothing spent.
    await b.page.getByTestId('bulk-add-open-goods').click();
    await upload(file, 'products.xlsx');
    expect(await b.page.getByTestId('bulk-add-summary').innerText()).toBe(t.summary(4, 0, 4));
    expect(await b.page.getByTestId('bulk-add-confirm').isDisabled()).toBe(true);
    expect(await b.page.getByTestId('bulk-add-refusal').innerText()).toBe(t.nothingToAdd);
    await b.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await balance()).toContain('70');
  });

  it('places: within the daily limit, free', async () => {
    const market = await control<{ items: { placeId: string; isAd: boolean }[] }>(
      `/__control/market/places?keyword=${encodeURIComponent('gangnam cafe')}`,
    );
    const ids = market.items.filter((p) => !p.isAd).map((p) => p.placeId);
    await b.page.goto(`${b.baseUrl}/myPlaceTracking`);
    await b.page.getByTestId('bulk-add-open-place').click();
    await dialog().waitFor();
    const file = await filledTemplate([
      [ids[0]!, 'gangnam cafe', 'gangnam dessert', '', '', ''],
      [`https://map.naver.com/p/entry/place/${ids[1]!}`, 'gangnam cafe', '', '', '', ''],
      [ids[2]!, 'gangnam cafe', '', '', '', ''],
    ]);
    await upload(file, 'places.xlsx');
    expect(await b.page.getByTestId('bulk-add-summary').innerText()).toBe(t.summary(3, 2, 1));
    expect(await b.page.locator('[data-testid="bulk-add-row"][data-ok="false"]').innerText()).toContain(
      t.reasons.placeDailyLimit(2),
    );
    await screenshotWidths(b.page, 'bulk-add-place-preview', () =>
      b.page.getByTestId('bulk-add-summary').waitFor(),
    );
    await b.page.getByTestId('bulk-add-confirm').click();
    expect(await b.page.getByTestId('bulk-add-confirm-step').innerText()).toContain(t.confirmPlace(2));
    await b.page.getByTestId('bulk-add-confirm-yes').click();
    await b.page.getByTestId('bulk-add-result').waitFor();
    await b.page.getByTestId('bulk-add-close').click();
    await expect.poll(() => b.page.locator('[data-testid="place-row"]').count()).toBe(2);
  });

  it('a file refused while it is read, and a 32,767-character cell: the Korean reason, no echo', async () => {
    // Issue 35 §2: one filled row at the sheet's last row (1,048,576) is refused at once.
    const far = new ExcelJS.Workbook();
    const sheet = far.addWorksheet('상품');
    sheet.addRow([t.headerProduct, t.headerType, t.headerKeyword(1)]);
    sheet.getRow(1_048_576).values = ['12345', '', 'camping chair'];
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.getByTestId('bulk-add-open-goods').click();
    await dialog().waitFor();
    await b.page.getByTestId('bulk-add-file').setInputFiles({
      name: 'far.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await far.xlsx.writeBuffer()),
    });
    const error = b.page.getByTestId('bulk-add-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(ko.errors.BULK_ROW_OUT_OF_RANGE);
    await screenshotWidths(b.page, 'bulk-add-refused-file', () => error.waitFor());

    // A keyword cell of 32,767 characters: its row is refused for it and shows it cut short.
    const long = new ExcelJS.Workbook();
    const ws = long.addWorksheet('상품');
    ws.addRow([t.headerProduct, t.headerType, t.headerKeyword(1)]);
    ws.addRow(['12345', '', '가'.repeat(32_767)]);
    await upload(Buffer.from(await long.xlsx.writeBuffer()), 'long.xlsx');
    const bad = b.page.locator('[data-testid="bulk-add-row"][data-ok="false"]');
    expect(await bad.count()).toBe(1);
    const text = await bad.innerText();
    expect(text).toContain(t.reasons.keywordTooLong(100));
    expect(text.length).toBeLessThan(500);
    await screenshotWidths(b.page, 'bulk-add-long-cell', () => bad.waitFor());
    await b.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });
});
