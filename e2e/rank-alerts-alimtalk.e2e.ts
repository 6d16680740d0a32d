/**
 * 알림톡 rank alerts to phones (issue 40 §3), end to end: a member adds a phone number in 알림 설정,
 * gets the code by SMS on the simulator's SOLAPI phone, verifies the number, picks the alert kinds,
 * sees the quote and confirms it; a rank drop then arrives on that phone as 알림톡, the history
 * shows it delivered, and the coin is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { kstDate, ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { signInAs, signUpByApi } from './support/account-flows';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';
import { ApiSession } from './support/api-session';

const t = ko.alimtalk;
const KEYWORD = 'alimtalk alert tumbler';
const PHONE = `0107${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const PHONE_TEXT = `${PHONE.slice(0, 3)}-${PHONE.slice(3, 7)}-${PHONE.slice(7)}`;

let b: Awaited<ReturnType<typeof openBrowser>>;
let seller: { email: string; password: string };
let member: ApiSession;
let manager: ApiSession;
let productId: string;

interface PhoneMessage {
  type: 'ATA' | 'SMS';
  text: string;
  received: boolean;
  templateId: string | null;
}
const phone = async () =>
  (await control<{ messages: PhoneMessage[] }>(`/__control/solapi/messages?to=${PHONE}`)).messages;
const section = () => b.page.locator('[data-testid="alimtalk"]');
const today = () => kstDate(new Date());
/** Serious or critical WCAG 2 A/AA findings inside the section (axe-core, as a11y.e2e.ts). */
const axeFindings = async () =>
  (
    await new AxeBuilder({ page: b.page })
      .include('[data-testid="alimtalk"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
const yesterday = () => kstDate(new Date(Date.now() - 86_400_000));

beforeAll(async () => {
  b = await openBrowser();
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
  member = new ApiSession(b.baseUrl);
  await member.login(seller.email, seller.password);
  const { gdpSn } = await member.post<{ gdpSn: number }>('/api/naver/mygoodsRank/merges', {
    type: 'midNum',
    currentInput: productId,
  });
  await member.post('/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: KEYWORD });
  await signInAs(b.page, b.baseUrl, seller.email, seller.password);
}, 120_000);
afterAll(() => b?.close());

describe('rank alerts as 알림톡 to a phone', () => {
  it('adds a number and verifies it with the code the phone received', async () => {
    await b.page.goto(`${b.baseUrl}/myPage/alerts`);
    await section().getByText(t.empty).waitFor();
    expect(await section().locator('[data-testid="alimtalk-rate"]').innerText()).toBe(t.rate(1));
    await screenshotWidths(b.page, 'rank-alerts-alimtalk-empty', () =>
      section().getByText(t.empty).waitFor(),
    );

    // A wrong number is refused in the form.
    await section().locator('[data-testid="alimtalk-phone"]').fill('02-123-4567');
    await section().locator('[data-testid="alimtalk-label"]').fill('대표');
    await section().locator('[data-testid="alimtalk-send-code"]').click();
    await section().getByText(t.phoneInvalid).waitFor();

    // By keyboard: the number, the name, the role, Enter.
    await section().locator('[data-testid="alimtalk-phone"]').fill(PHONE_TEXT);
    await section().locator('[data-testid="alimtalk-label"]').fill('김 대리');
    await section().getByLabel(t.roles.staff).check();
    await section().locator('[data-testid="alimtalk-label"]').press('Enter');
    const card = section().locator(`[data-testid="alimtalk-recipient-${PHONE}"]`);
    await card.waitFor();
    expect(await card.locator('[data-testid="alimtalk-verified"]').innerText()).toBe(t.unverified);
    await expect.poll(async () => (await phone()).length).toBe(1);
    const sms = (await phone())[0]!;
    expect(sms.type).toBe('SMS');
    const code = /(\d{6})/.exec(sms.text)![1]!;
    await screenshotWidths(b.page, 'rank-alerts-alimtalk-code', () =>
      card.locator('[data-testid="alimtalk-code"]').waitFor(),
    );

    expect(await axeFindings()).toEqual([]);
    await card.locator('[data-testid="alimtalk-code"]').fill(code);
    await card.locator('[data-testid="alimtalk-code"]').press('Enter');
    await expect.poll(() => card.locator('[data-testid="alimtalk-verified"]').innerText()).toBe(t.verified);
  });

  it('picks the alert kinds and confirms the quote before saving', async () => {
    const card = section().locator(`[data-testid="alimtalk-recipient-${PHONE}"]`);
    await card.locator('[data-testid="alimtalk-rule-drop"]').check();
    await card.locator('[data-testid="alimtalk-rule-leaveTop"]').check();
    await card.locator('[data-testid="alimtalk-save"]').click();
    const quote = b.page.locator('[data-testid="alimtalk-quote"]');
    await quote.waitFor();
    expect(await quote.innerText()).toContain(t.quoteLine(1, 300, 300));
    await screenshotWidths(b.page, 'rank-alerts-alimtalk-quote', () => quote.waitFor());
    await b.page.getByRole('button', { name: t.quoteConfirm }).click();
    await b.page.getByText(t.saved).first().waitFor();
    expect(await card.locator('[data-testid="alimtalk-rule-drop"]').isChecked()).toBe(true);
  });

  it('a rank drop arrives on the phone as 알림톡; the history shows it and the coin is taken', async () => {
    await manager.post('/v1/rank-alerts/run', { day: yesterday() });
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 40 });
    const run = await manager.post<{ day: string }>('/v1/rank-alerts/run', {});
    expect(run.day).toBe(today());
    await manager.post('/v1/rank-alerts/alimtalk/run', {});
    await expect
      .poll(async () => (await phone()).filter((m) => m.type === 'ATA').length, { timeout: 20_000 })
      .toBe(1);
    const alert = (await phone()).find((m) => m.type === 'ATA')!;
    expect(alert.received).toBe(true);
    expect(alert.text).toContain(`키워드 '${KEYWORD}' 5위 → 40위 (▼35)`);

    await b.page.reload();
    const row = section().locator('[data-testid="alimtalk-delivery"]').first();
    await row.waitFor();
    expect(await row.locator('[data-testid="alimtalk-delivery-status"]').innerText()).toBe(
      t.statuses.delivered,
    );
    await screenshotWidths(b.page, 'rank-alerts-alimtalk-history', () => row.waitFor());
    expect(await axeFindings()).toEqual([]);
    // The coin the delivered message took, as the history shows it.
    expect(await row.innerText()).toContain('−1');
  });

  it('수집 현황 shows what SOLAPI cost (the code SMS and the 알림톡)', async () => {
    const admin = await openBrowser();
    try {
      await signIn(admin.page, admin.baseUrl, 'manager');
      await admin.page.goto(`${admin.baseUrl}/admin/provider-usage`);
      const solapi = admin.page.locator('[data-testid="usage-source"][data-source="solapi"]');
      await solapi.waitFor();
      expect(await solapi.innerText()).toContain(ko.providerUsage.sources.solapi);
      await screenshotWidths(admin.page, 'rank-alerts-alimtalk-usage', () => solapi.waitFor());
    } finally {
      await admin.close();
    }
  });
});
