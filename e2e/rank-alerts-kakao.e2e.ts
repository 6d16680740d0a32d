/**
 * Rank alerts in KakaoTalk (issue 28 §2), end to end: a member who signed up by e-mail links
 * Kakao and gives the talk_message consent on the simulator's Kakao page, a test message and a
 * rank alert arrive in the simulator's KakaoTalk inbox, the message's link opens the product's
 * history, and a consent taken back in Kakao turns the channel off with a notice in the bell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate, ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { signInAs, signUpByApi } from './support/account-flows';
import { openBrowser, screenshot, screenshotWidths } from './support/browser';
import { control, inboxUrl, simulatorUrl } from './support/simulator';
import { ApiSession } from './support/api-session';

const k = ko.rankAlerts.kakao;
const KEYWORD = 'kakao alert tumbler';
const KAKAO_ID = String(7_000_000_000 + Math.floor(Math.random() * 1_000_000_000));

let b: Awaited<ReturnType<typeof openBrowser>>;
let seller: { email: string; password: string };
let member: ApiSession;
let manager: ApiSession;
let productId: string;
let gdpSn: number;

interface TalkMessage {
  text: string;
  linkUrl: string;
  buttons: { title: string; url: string }[];
}
const talkInbox = async () =>
  (await control<{ messages: TalkMessage[] }>(`/__control/kakao/messages?kakaoId=${KAKAO_ID}`)).messages;

const today = () => kstDate(new Date());
const yesterday = () => kstDate(new Date(Date.now() - 86_400_000));
const section = () => b.page.locator('[data-testid="kakao-talk"]');
const bell = () => b.page.locator('[data-testid="notification-bell"]');

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
  gdpSn = (
    await member.post<{ gdpSn: number }>('/api/naver/mygoodsRank/merges', {
      type: 'midNum',
      currentInput: productId,
    })
  ).gdpSn;
  await member.post('/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: KEYWORD });
  await signInAs(b.page, b.baseUrl, seller.email, seller.password);
}, 120_000);
afterAll(() => b?.close());

describe('rank alerts in KakaoTalk', () => {
  it('links Kakao and turns KakaoTalk on through Kakao’s consent page', async () => {
    await b.page.goto(`${b.baseUrl}/myPage/alerts`);
    await section().getByText(k.notLinked).waitFor();
    expect(await section().locator('[data-testid="kakao-status"]').innerText()).toBe(k.statusOff);
    await screenshotWidths(b.page, 'rank-alerts-kakao-off', () => section().getByText(k.intro).waitFor());

    await section().locator('[data-testid="kakao-mode-each"]').check();
    await section().getByRole('button', { name: k.turnOnLinking }).click();
    // The simulator's Kakao page: the extra consent is asked for, ticked by default.
    await b.page.waitForURL((u) => u.href.startsWith(simulatorUrl()));
    const consent = b.page.locator('input[name="consent_talk_message"]');
    expect(await consent.isChecked()).toBe(true);
    await b.page.fill('input[name="kakaoId"]', KAKAO_ID);
    await screenshot(b.page, 'rank-alerts-kakao-consent');
    await b.page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await b.page.waitForURL((u) => u.href.startsWith(`${b.baseUrl}/myPage/alerts`));
    await b.page.getByText(k.results.on).first().waitFor();
    await expect.poll(() => section().locator('[data-testid="kakao-status"]').innerText()).toBe(k.statusOn);
    expect(await section().locator('[data-testid="kakao-mode-each"]').isChecked()).toBe(true);
    // The result left the address: a reload shows no second toast.
    expect(new URL(b.page.url()).search).toBe('');
    await screenshotWidths(b.page, 'rank-alerts-kakao-on', () =>
      section().locator('[data-testid="kakao-test"]').waitFor(),
    );
  });

  it('a test message and a rank alert arrive in KakaoTalk; the alert links to the history', async () => {
    await section().locator('[data-testid="kakao-test"]').click();
    await b.page.getByText(k.testSent).first().waitFor();
    await expect.poll(async () => (await talkInbox()).length).toBe(1);

    await manager.post('/v1/rank-alerts/run', { day: yesterday() });
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 40 });
    const run = await manager.post<{ day: string; notifications: number }>('/v1/rank-alerts/run', {});
    expect(run.day).toBe(today());
    // "each": one message per alert of the day (a 35-rank drop and leaving the top 10).
    await expect.poll(async () => (await talkInbox()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const alert = (await talkInbox()).find((m) => m.text.includes(KEYWORD))!;
    expect(alert.text).toContain(`‘${KEYWORD}’ 5위 → 40위 (▼35)`);
    expect([...alert.text].length).toBeLessThanOrEqual(200);
    expect(alert.linkUrl).toBe(`${b.baseUrl}/goodsTrackingRouter?history=${gdpSn}`);
    expect(alert.buttons[0]!.title).toBe(k.buttonHistory);

    // The simulator's KakaoTalk inbox, as a person checks it.
    const viewer = await openBrowser({ width: 1024, height: 900 });
    await viewer.page.goto(inboxUrl());
    await viewer.page.goto(`${simulatorUrl()}/mail/kakao-talk`);
    await viewer.page.getByText(k.testMessage).waitFor();
    await screenshot(viewer.page, 'rank-alerts-kakao-inbox');
    await viewer.close();

    // The message's button opens the product's rank history.
    await b.page.goto(alert.linkUrl);
    await b.page.locator('[data-testid="history-table"]').waitFor();
    await screenshot(b.page, 'rank-alerts-kakao-history-link');
    await b.page.keyboard.press('Escape');
  });

  it('a consent taken back in Kakao turns the channel off and the bell says why', async () => {
    await control('/__control/kakao/revoke', { kakaoId: KAKAO_ID, scope: 'talk_message' });
    const before = (await talkInbox()).length;
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 90 });
    await manager.post('/v1/rank-alerts/run', {});
    expect((await talkInbox()).length).toBe(before);

    await b.page.goto(`${b.baseUrl}/myPage/alerts`);
    await section().locator('[data-testid="kakao-revoked"]').waitFor();
    expect(await section().locator('[data-testid="kakao-status"]').innerText()).toBe(k.statusOff);
    await section().getByRole('button', { name: k.turnOn }).waitFor();
    await screenshotWidths(b.page, 'rank-alerts-kakao-revoked', () =>
      section().locator('[data-testid="kakao-revoked"]').waitFor(),
    );

    await bell().click();
    const notice = b.page.locator('[data-testid="notification-item"]').filter({ hasText: k.noticeOff });
    await notice.waitFor();
    await screenshot(b.page, 'rank-alerts-kakao-notice');
    await notice.click();
    await b.page.waitForURL((u) => u.pathname === '/myPage/alerts');
  });
});
