import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

// Issue 28 §3: before registering, renewing and turning auto-renewal on, the screen shows the
// server's quote (coins, balance after, end date); what is then spent is what was shown; the
// coin ledger on 마이페이지 lists each change with one of the seven kinds, and downloads as xlsx.
let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

const q = ko.goodsQuote;
const rows = () => b.page.locator('[data-testid="goods-row"]');
const balance = () => b.page.locator('[data-testid="coin-balance"]').first().innerText();
const dotted = (kstDate: string) => kstDate.replaceAll('-', '.');

interface Quote {
  coins: number;
  balance: number;
  balanceAfter: number;
  enough: boolean;
  endDate: string;
  message: string | null;
}

/** The same quote the screen asked for, asked by the test through the browser's session. */
async function quoteOf(path: string, data: object): Promise<Quote> {
  const r = await b.page.request.post(`${b.baseUrl}/api/naver/mygoodsRank/${path}`, {
    data,
    headers: { origin: b.baseUrl },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: Quote }).data;
}

describe('cost before spending', () => {
  let catalogs: string[] = [];

  beforeAll(async () => {
    const market = await control<{ items: { productId: string; mallProductId: string | null }[] }>(
      `/__control/market/products?keyword=${encodeURIComponent('camping chair')}&display=40`,
    );
    catalogs = market.items
      .filter((i) => !i.mallProductId)
      .map((i) => i.productId)
      .slice(6, 8);
    expect(catalogs).toHaveLength(2);
    await signIn(b.page, b.baseUrl, 'quoter');
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.getByText(ko.goodsRank.noProducts).first().waitFor();
  });

  it('the add box shows the registration quote, and registering spends exactly it', async () => {
    const line = b.page.getByTestId('register-quote');
    await line.waitFor();
    const quote = await quoteOf('registerQuote', { count: 1 });
    expect(quote).toMatchObject({ coins: 10, balance: 35, balanceAfter: 25, enough: true });
    expect(await line.innerText()).toBe(q.registerLine('10', '25', dotted(quote.endDate)));
    await screenshotWidths(b.page, 'goods-quote-register', () => line.waitFor());

    await b.page.locator('[data-testid$="-type-midNum"]').first().click();
    await b.page.fill('[data-testid="goods-add-input"]', catalogs[0]!);
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(balance).toContain(String(quote.balanceAfter));
    expect(await rows().first().innerText()).toContain(dotted(quote.endDate));
  });

  it('연장 shows the renewal quote, and renewing takes the quoted coins to the quoted end', async () => {
    await rows().first().locator('[data-testid="open-renew"]').click();
    const shown = b.page.getByTestId('quote');
    await shown.waitFor();
    const quote = await quoteOf('renewQuote', {
      gdpSn: Number(await rows().first().getAttribute('data-gdpsn')),
    });
    expect(quote).toMatchObject({ coins: 10, balance: 25, balanceAfter: 15, enough: true });
    expect(await b.page.getByTestId('quote-coins').innerText()).toBe(ko.goodsRankUi.coins('10'));
    expect(await b.page.getByTestId('quote-balance').innerText()).toBe(ko.goodsRankUi.coins('25'));
    expect(await b.page.getByTestId('quote-balance-after').innerText()).toBe(ko.goodsRankUi.coins('15'));
    expect(await b.page.getByTestId('quote-end').innerText()).toBe(dotted(quote.endDate));
    expect(await b.page.getByTestId('renew-submit').isEnabled()).toBe(true);
    await screenshotWidths(b.page, 'goods-quote-renew', () => shown.waitFor());

    await b.page.click('[data-testid="renew-submit"]');
    await expect.poll(balance).toContain('15');
    await expect.poll(() => rows().first().innerText()).toContain(dotted(quote.endDate));
  });

  it('turning auto-renewal on asks first, with when and how much it will take', async () => {
    const toggle = rows().first().locator('[data-testid="auto-renew"]');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    const shown = b.page.getByTestId('quote');
    await shown.waitFor();
    expect(await b.page.getByTestId('quote-charge-at').innerText()).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(await b.page.getByTestId('quote-balance-after').innerText()).toBe(ko.goodsRankUi.coins('5'));
    // Nothing changed yet: the switch waits for the answer.
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await screenshotWidths(b.page, 'goods-quote-auto-renew', () => shown.waitFor());
    await b.page.click('[data-testid="auto-renew-confirm"]');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('with a short balance the quote says why and the confirm buttons are disabled', async () => {
    await b.page.fill('[data-testid="goods-add-input"]', catalogs[1]!);
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect.poll(() => rows().count()).toBe(2);
    await expect.poll(balance).toContain('5');

    const short = b.page.getByTestId('register-quote-short');
    await short.waitFor();
    expect(await short.innerText()).toContain('5코인을 충전해 주세요.');
    expect(await b.page.getByTestId('goods-add-submit').isDisabled()).toBe(true);
    await screenshotWidths(b.page, 'goods-quote-register-short', () => short.waitFor());

    await rows().first().locator('[data-testid="open-renew"]').click();
    const renewShort = b.page.getByTestId('quote-short');
    await renewShort.waitFor();
    expect(await renewShort.innerText()).toContain(ko.goodsRankUi.topUp);
    expect(await b.page.getByTestId('renew-submit').isDisabled()).toBe(true);
    await screenshotWidths(b.page, 'goods-quote-renew-short', () => renewShort.waitFor());
    await b.page.keyboard.press('Escape');
  });

  it('the coin ledger lists every change with its kind and balance after, and downloads as xlsx', async () => {
    await b.page.goto(`${b.baseUrl}/myPage/payhistory`);
    await b.page.getByTestId('tab-coins').click();
    const ledger = b.page.getByTestId('coin-history-row');
    await expect.poll(() => ledger.count()).toBe(4);
    const texts = await ledger.allInnerTexts();
    const c = ko.coinHistory.categories;
    // Newest first: 등록 (-10 → 5), 연장 (-10 → 15), 등록 (-10 → 25), the operator's 35 service coins.
    [c.register, c.renew, c.register, c.serviceGrant].forEach((kind, i) => expect(texts[i]).toContain(kind));
    expect(texts[0]).toMatch(/-10\s+5/);
    expect(texts[1]).toMatch(/-10\s+15/);
    expect(texts[3]).toMatch(/\+35\s+35/);
    expect(await b.page.getByTestId('coin-history-total').innerText()).toBe(ko.coinHistory.totalRows('4'));
    await screenshotWidths(b.page, 'coin-ledger', () => ledger.first().waitFor());

    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByTestId('coin-history-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^코인내역_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    const kinds = [2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(2).value);
    expect(kinds).toEqual([c.register, c.renew, c.register, c.serviceGrant]);
    expect([2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(4).value)).toEqual([5, 15, 25, 35]);
  });
});
