import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate, ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { signInAs, signUpByApi } from './support/account-flows';
import { openBrowser, screenshot } from './support/browser';
import { control, inboxUrl, simulatorUrl } from './support/simulator';
import { ApiSession } from './support/api-session';

const a = ko.rankAlerts;
const KEYWORD = 'alert camping table';

let b: Awaited<ReturnType<typeof openBrowser>>;
let seller: { email: string; password: string };
let manager: ApiSession;
let productId: string;

interface Mail {
  id: string;
  subject: string;
  html: string;
  text: string;
}
/** The rank-alert digests sent to `to` (the inbox also holds the sign-up code mail). */
async function digests(to: string): Promise<Mail[]> {
  const inbox = await control<{ messages: Mail[] }>(`/__control/mail?to=${encodeURIComponent(to)}`);
  return inbox.messages.filter((m) => m.subject.includes('순위 알림'));
}

const today = () => kstDate(new Date());
const yesterday = () => kstDate(new Date(Date.now() - 86_400_000));
const rows = () => b.page.locator('[data-testid="goods-row"]');
const bell = () => b.page.locator('[data-testid="notification-bell"]');

beforeAll(async () => {
  b = await openBrowser();
  // A member of its own, so no other spec's products or alerts show up here.
  seller = await signUpByApi(b.baseUrl);
  manager = new ApiSession(b.baseUrl);
  await manager.login(ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const found = await manager.post<{ mbrSn: number }>('/v1/confCmmn/emailUserSelect', {
    mbrEmail: seller.email,
  });
  await manager.post('/v1/coin/coinPayInsert', { mbrSn: found.mbrSn, sellerCoinCnt: 100 });
  const { items } = await control<{ items: { productId: string; mallProductId: string | null }[] }>(
    `/__control/market/products?keyword=${encodeURIComponent(KEYWORD)}&display=100`,
  );
  productId = items.find((i) => !i.mallProductId)!.productId;
  await control('/__control/rank', { keyword: KEYWORD, productId, rank: 5 });
  await signInAs(b.page, b.baseUrl, seller.email, seller.password);
}, 120_000);
afterAll(() => b?.close());

describe('rank alerts', () => {
  it('tracks a product and opens its alert settings from the row', async () => {
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.getByText(ko.goodsRank.noProducts).first().waitFor();
    await b.page.locator('[data-testid$="-type-midNum"]').first().click();
    await b.page.fill('[data-testid="goods-add-input"]', productId);
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().locator('[data-testid="open-keywords"]').click();
    await b.page.fill('[data-testid="keyword-input"]', KEYWORD);
    await b.page.click('[data-testid="keyword-add"]');
    await b.page.locator('[data-testid="keyword-item"]').filter({ hasText: KEYWORD }).waitFor();
    await b.page.keyboard.press('Escape');
    await expect
      .poll(() => rows().first().locator('[data-testid="keyword-rank"]').first().innerText(), {
        timeout: 20_000,
      })
      .toContain('5');

    await rows().first().locator('[data-testid="open-alerts"]').click();
    const dialog = b.page.locator('[data-testid="target-alerts-dialog"]');
    await dialog.getByText(a.useDefaults).waitFor();
    expect(await dialog.locator('[data-testid="target-alerts-default"]').isChecked()).toBe(true);
    await dialog.locator('[data-testid="target-alerts-own"]').check();
    await dialog.getByLabel(a.thresholdLabel(a.dropLabel)).fill('5');
    await screenshot(b.page, 'rank-alerts-target-dialog');
    await dialog.locator('[data-testid="target-alerts-save"]').click();
    await b.page.getByText(a.saved).first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('after the daily check the member sees the notification and the mail arrives', async () => {
    // Yesterday's record at rank 5, then the simulator moves the product to 40 for today's check.
    await manager.post('/v1/rank-alerts/run', { day: yesterday() });
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 40 });
    const run = await manager.post<{ day: string; failed: number; notifications: number }>(
      '/v1/rank-alerts/run',
      {},
    );
    expect(run).toMatchObject({ day: today(), failed: 0 });
    expect(run.notifications).toBeGreaterThanOrEqual(2);

    await b.page.reload();
    await expect.poll(() => bell().getAttribute('data-unread'), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => b.page.locator('[data-testid="notification-count"]').innerText()).toBe('2');
    await bell().click();
    const items = b.page.locator('[data-testid="notification-item"]');
    await expect.poll(() => items.count()).toBe(2);
    const texts = await items.allInnerTexts();
    expect(texts.join('\n')).toContain(a.ruleNames.drop);
    expect(texts.join('\n')).toContain(a.ruleNames.leaveTop);
    expect(texts.join('\n')).toContain(`‘${KEYWORD}’ 순위가 5위 → 40위로 35계단 떨어졌습니다.`);
    await screenshot(b.page, 'rank-alerts-panel');

    await items.first().click();
    await expect.poll(() => bell().getAttribute('data-unread')).toBe('1');
    await bell().click();
    await b.page.locator('[data-testid="notification-read-all"]').click();
    await expect.poll(() => bell().getAttribute('data-unread')).toBe('0');
    await b.page.keyboard.press('Escape');

    await expect.poll(async () => (await digests(seller.email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await digests(seller.email);
    expect(mail!.subject).toContain('순위 알림 2건');
    expect(mail!.html).toContain(KEYWORD);
    expect(mail!.text).toContain('5위 → 40위로');
    // How it looks in a mail app: the simulator's inbox (opened by its link) shows the HTML body.
    const viewer = await openBrowser({ width: 640, height: 900 });
    await viewer.page.goto(inboxUrl());
    await viewer.page.goto(`${simulatorUrl()}/mail/${mail!.id}/html`);
    await viewer.page.getByText(a.mailTitle).waitFor();
    await screenshot(viewer.page, 'rank-alerts-mail');
    await viewer.close();
  });

  it('marks the member’s own changes on the rank history chart', async () => {
    await rows().first().locator('[data-testid="open-history"]').click();
    await b.page.locator('[data-testid="history-table"]').waitFor();
    await b.page.locator('canvas').first().waitFor();
    await expect
      .poll(() => b.page.locator('[data-testid="history-change"]').first().innerText())
      .toContain(a.changes.keywordAdd(KEYWORD));
    await screenshot(b.page, 'rank-alerts-history-marks');
    await b.page.keyboard.press('Escape');
  });

  it('the unsubscribe link turns the mail off without signing in', async () => {
    const [mail] = await digests(seller.email);
    const link = /href="([^"]*\/v1\/rank-alerts\/unsubscribe\?token=[^"]+)"/
      .exec(mail!.html)![1]!
      .replaceAll('&amp;', '&');
    const anonymous = await openBrowser({ width: 390, height: 800 });
    await anonymous.page.goto(link);
    await anonymous.page.getByText(a.unsubscribedTitle).waitFor();
    await screenshot(anonymous.page, 'rank-alerts-unsubscribed');
    await anonymous.close();

    await b.page.goto(`${b.baseUrl}/myPage/alerts`);
    const digest = b.page.locator('[data-testid="alert-digest"]');
    await expect.poll(() => digest.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => b.page.locator('[data-testid="override-row"]').count()).toBe(1);
    await screenshot(b.page, 'rank-alerts-settings');
  });

  it('works on a phone: the bell panel fits the screen', async () => {
    const phone = await openBrowser({ width: 375, height: 800 });
    await signInAs(phone.page, phone.baseUrl, seller.email, seller.password);
    await phone.page.goto(`${phone.baseUrl}/goodsTrackingRouter`);
    await phone.page.locator('[data-testid="notification-bell"]').click();
    const panel = phone.page.locator('[data-testid="notification-panel"]');
    await panel.locator('[data-testid="notification-item"]').first().waitFor();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'rank-alerts-mobile');
    await phone.close();
  });

  it('a later check of the same day withdraws the alerts it no longer shows', async () => {
    // Today's next check finds the product gone from the list: a new, unread alert.
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 0 });
    await manager.post('/v1/rank-alerts/run', {});
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await expect.poll(() => bell().getAttribute('data-unread'), { timeout: 20_000 }).toBe('1');
    // The check after it finds the product back where it was yesterday: the day had no move, and
    // every alert of the day leaves the bell.
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 5 });
    await manager.post('/v1/rank-alerts/run', {});
    await b.page.reload();
    await expect.poll(() => bell().getAttribute('data-unread'), { timeout: 20_000 }).toBe('0');
    await bell().click();
    await b.page.getByText(a.empty).waitFor();
    expect(await b.page.locator('[data-testid="notification-item"]').count()).toBe(0);
    await screenshot(b.page, 'rank-alerts-withdrawn');
    await b.page.keyboard.press('Escape');
  });
});
