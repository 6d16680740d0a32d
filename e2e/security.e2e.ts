/**
 * Web security in the browser (issue 11, point 6). The server side (cookies, sessions, the Origin
 * check, rate limits, headers, reflected input) is apps/server/src/http/web-security.test.ts.
 *
 * 1. The app works under its CSP: every screen of spec 01 §2.1, anonymous, as a member and as a
 *    manager, plus the lazy parts (charts, grids, the editor, the identity frame), raises no
 *    `securitypolicyviolation` event and logs no CSP error.
 * 2. Stored and reflected XSS: payloads go into every free-text field a member or an operator can
 *    save and that is shown again, then every screen that shows them is opened. The browser runs
 *    with the CSP bypassed there, so what is proven is the rendering itself (the CSP is a second
 *    wall): no `window.__xss`, no dialog, no element made from a payload, and the text is on the
 *    screen as text.
 * 3. The simulator of a default install (issue 21): its controls and its mail inbox (where reset
 *    codes arrive) answer 401 without the secret; the inbox opens from the link the app printed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { newEmail, newPerson, signUpByApi } from './support/account-flows';
import { memberRow } from './support/admin-grid';
import { openBrowser, screenshot, signIn } from './support/browser';
import { control, inboxUrl } from './support/simulator';

const baseUrl = () => inject('baseUrl');
const simUrl = () => inject('simulatorUrl');
const koreaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const tag = Date.now().toString(36);

// ---- payloads ---------------------------------------------------------------------------------------
// Each sets window.__xss and opens a dialog if it ever runs; each is unique to its field.
const img = (field: string) => `<img src=x onerror="window.__xss='${field}';alert('${field}')">`;
const script = (field: string) => `"><script>window.__xss='${field}';alert('${field}')</script>`;
const JS_URL = `javascript:window.__xss='url';alert('url')`;
const P = {
  // Kakao nickname → the member's name (the only name a member can choose freely; at most 30).
  nickname: `<img src=x onerror=__xss=1>${tag.slice(-3)}`,
  memo: `memo ${tag} ${img('memo')} ${script('memo')} ${JS_URL}`,
  goodsKeyword: `${script('kw')} ${tag}`,
  placeKeyword: `${img('place')} ${tag}`,
  // Inquiry name: at most 20 characters.
  inquiryName: `<svg onload=__xss=1>`,
  inquirySubject: `${script('subj')} ${tag}`,
  inquiryMessage: `${img('msg')} ${script('msg')} ${JS_URL} ${tag}`,
  company: `${img('co')} ${tag}`.slice(0, 50),
  agencyMemo: `${script('amemo')} ${JS_URL} ${tag}`,
  // Service memo: at most 30 characters.
  grantMemo: `<svg onload=__xss=1>${tag.slice(-6)}`,
  cancelReason: `${img('reason')} ${script('reason')} ${tag}`,
  noticeTitle: `${script('title')} ${tag}`,
  noticeSafeText: `notice body ${tag}`,
  searchKeyword: `${script('search')}`,
  callbackMessage: `${img('cb')} ${script('cb')} ${tag}`,
} as const;
const NOTICE_CONTENT = [
  `<p>${P.noticeSafeText}</p>`,
  `<img src=x onerror="window.__xss='notice';alert('notice')">`,
  `<p><a href="javascript:window.__xss='link'">link ${tag}</a></p>`,
  `<script>window.__xss='notice-script'</script>`,
  `<svg><script>window.__xss='svg'</script></svg>`,
  `<iframe src="javascript:window.__xss='frame'"></iframe>`,
  `<p style="background:url(javascript:alert(1))" onmouseover="window.__xss='attr'">hover ${tag}</p>`,
].join('');

// ---- a browser that records what the page does ------------------------------------------------------
interface Recorder {
  context: BrowserContext;
  page: Page;
  dialogs: string[];
  violations: string[];
  close(): Promise<void>;
}

/** The system Chromium as support/browser.ts starts it, plus recorders for dialogs and CSP reports. */
async function launch(opts: { bypassCSP: boolean }): Promise<Recorder> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-security-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    bypassCSP: opts.bypassCSP,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const dialogs: string[] = [];
  const violations: string[] = [];
  const appOrigin = new URL(baseUrl()).origin;
  // Reports from our own documents only (the simulator's pages stand in for PortOne and Kakao).
  await context.exposeBinding('__reportCsp', ({ frame }, v: string) => {
    if (new URL(frame.url()).origin === appOrigin) violations.push(`${frame.url()}: ${v}`);
  });
  // A string, not a function: this project's e2e code is compiled without the DOM library.
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    if (window.__reportCsp) window.__reportCsp(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + e.sourceFile + ':' + e.lineNumber + ')');
  });`);
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  const watch = (p: Page) => {
    p.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    p.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|frame|connect)/i.test(m.text()))
        violations.push(`${p.url()}: console ${m.text().slice(0, 300)}`);
    });
  };
  watch(page);
  context.on('page', watch);
  return {
    context,
    page,
    dialogs,
    violations,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until requests have settled (lazy chunks, queries), without failing on long polls. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

// ---- the API, as a member's or the manager's browser would call it ---------------------------------
class Jar {
  cookies = new Map<string, string>();
  async call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Response> {
    const headers = new Headers();
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (body !== undefined) headers.set('content-type', 'application/json');
    // Each POST a new submission, as the app's forms send them (money calls need a key).
    if (method === 'POST') headers.set('idempotency-key', randomUUID());
    const res = await fetch(url.startsWith('http') ? url : `${baseUrl()}${url}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = (pair ?? '').indexOf('=');
      if (i > 0) this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1));
    }
    return res;
  }
  /** POST that must answer 200; answers the JSON `data`. */
  async ok<T = unknown>(url: string, body: unknown = {}): Promise<T> {
    const res = await this.call('POST', url, body);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }
}

// ---- what every screen must show (or not) -----------------------------------------------------------
/** Elements only a payload rendered as HTML could have made. */
const PAYLOAD_DOM = [
  'img[src="x"]',
  '[onerror]',
  '[onload]',
  '[onmouseover]',
  'script:not([src])',
  'a[href^="javascript:" i]',
  'iframe[src^="javascript:" i]',
  '[style*="javascript:" i]',
].join(', ');

async function expectClean(r: Recorder, what: string): Promise<void> {
  const page = r.page;
  expect(await page.evaluate('window.__xss'), what).toBeUndefined();
  expect(r.dialogs, what).toEqual([]);
  const made = await page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(PAYLOAD_DOM)})].map((e) => e.outerHTML.slice(0, 120))`,
  );
  expect(made, what).toEqual([]);
}

/** The payloads are on the screen, character for character, as text. */
async function expectText(page: Page, texts: readonly string[], what: string): Promise<void> {
  for (const text of texts) {
    await expect
      .poll(async () => String(await page.evaluate('document.body.innerText')).replace(/\s+/g, ' '), {
        message: `${what}: ${text}`,
        timeout: 15_000,
      })
      .toContain(text.replace(/\s+/g, ' '));
  }
}

// =====================================================================================================

describe('stored and reflected XSS in every free-text field shown again', () => {
  let x: Recorder;
  const member = new Jar();
  const manager = new Jar();
  const memberEmail = newEmail('xss');
  let memberSn = 0;
  let ntcSn = 0;
  let paymentId = '';

  beforeAll(async () => {
    x = await launch({ bypassCSP: true });
    const page = x.page;

    // The member signs up with Kakao through the UI; the nickname becomes the member's name.
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: ko.login.kakao }).click();
    const consent = page.locator('form[action="/kakao-auth/oauth/authorize/consent"]');
    await consent.waitFor();
    await consent.locator('input[name="nickname"]').fill(P.nickname);
    await consent.locator('input[name="email"]').fill(memberEmail);
    await consent.locator('button[type="submit"]').click();
    // A new Kakao person agrees to the terms before the account exists.
    await page.locator('#kakao-consent-all').check();
    await page.getByTestId('kakao-signup-agree').click();
    await page.waitForURL((u) => u.pathname === '/');
    const sid = (await x.context.cookies()).find((c) => c.name === 'sid');
    if (!sid) throw new Error('the Kakao sign-in set no session');
    member.cookies.set('sid', sid.value);
    const session = await member.ok<{ mbrSn: number; mbrNm: string }>('/v1/member/user/memberSession');
    memberSn = session.mbrSn;
    expect(session.mbrNm).toBe(P.nickname);

    const login = await manager.call('POST', '/v1/member/user/login', {
      mbrEmail: ACCOUNTS.manager.email,
      mbrPw: ACCOUNTS.manager.password,
    });
    expect(login.status).toBe(200);

    // Operator-saved text: the agency registration (company name, memo) and a grant with a memo.
    const lookup = await manager.ok<{ resultStatus: string; userAccess: unknown }>(
      '/v1/agencyMenu/coin/selectEmailAjency',
      { mbrEmail: memberEmail },
    );
    expect(lookup.resultStatus).toBe('GROUP_INSERT_Y');
    await manager.ok('/v1/agencyMenu/coin/addUserAjency', {
      userAccess: lookup.userAccess,
      companyName: P.company,
      psitnMemberMemo: P.agencyMemo,
    });
    await manager.ok('/v1/agencyMenu/coin/chargeInsertCoin', {
      userMbrSn: memberSn,
      coinInput: 100,
      serviceCoinInput: 20,
      serviceMemoInput: P.grantMemo,
    });

    // Member-saved text: a tracked product's keyword and memo, a place keyword, an inquiry.
    const products = await control<{ items: Array<{ productId: string; mallProductId: string | null }> }>(
      `/__control/market/products?keyword=${encodeURIComponent('camping chair')}&display=100`,
    );
    const catalog = products.items.find((i) => !i.mallProductId)!;
    const { gdpSn } = await member.ok<{ gdpSn: number }>('/api/naver/mygoodsRank/merges', {
      type: 'midNum',
      currentInput: catalog.productId,
    });
    await member.ok('/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: P.goodsKeyword });
    await member.ok('/api/naver/mygoodsRank/memoMerges', { gdpSn, content: P.memo });

    const places = await control<{ items: Array<{ placeId: string; isAd: boolean }> }>(
      `/__control/market/places?keyword=${encodeURIComponent('gangnam cafe')}`,
    );
    await member.ok('/api/naver/place/placeInsert', {
      placeId: places.items.find((p) => !p.isAd)!.placeId,
      placeKeyword: P.placeKeyword,
    });

    await member.ok('/v1/inquiry/insert', {
      name: P.inquiryName,
      email: memberEmail,
      subject: P.inquirySubject,
      message: P.inquiryMessage,
    });

    // A purchase through the simulator's checkout, which the manager cancels with a reason.
    const order = await member.ok<{ paymentId: string; checkoutUrl: string; redirectUrl: string }>(
      '/v1/payment/order',
      { packs: [{ coins: 100, qty: 1 }] },
    );
    paymentId = order.paymentId;
    expect((await fetch(order.checkoutUrl)).status).toBe(200);
    const paid = await fetch(`${simUrl()}/portone/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentId, redirectUrl: order.redirectUrl }).toString(),
      redirect: 'manual',
    });
    const back = new URL(String(paid.headers.get('location'))).searchParams;
    await member.ok('/v1/payment/complete', { paymentId, txId: back.get('txId') });
    await manager.ok('/v1/payment/payCancel', { selCoinUseSn: paymentId, reason: P.cancelReason });

    // A notice: the title as text, the content as HTML that must come back sanitised.
    await manager.ok('/v1/cmmn/topMngtMenu/insertNotice', {
      title: P.noticeTitle,
      content: NOTICE_CONTENT,
      noticeDt: koreaToday,
    });
    const list = await (await manager.call('GET', '/v2/notice/getNotice-list?pageNum=1&pageSize=10')).json();
    ntcSn = (list as { data: Array<{ ntcSn: number; title: string }> }).data.find(
      (n) => n.title === P.noticeTitle,
    )!.ntcSn;
  }, 180_000);

  afterAll(async () => {
    // Other specs share this app: leave no notice behind.
    if (ntcSn) await manager.ok('/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn }).catch(() => undefined);
    await x?.close();
  });

  describe('as the member who saved them', () => {
    it('the header shows the Kakao nickname as text', async () => {
      await x.page.goto(`${baseUrl()}/`);
      const trigger = x.page.getByRole('button', { name: ko.shell.profile }).filter({ visible: true });
      await expect.poll(() => trigger.getAttribute('title')).toContain(ko.common.coin);
      await trigger.click();
      await x.page.getByRole('dialog', { name: ko.shell.profile }).waitFor();
      await expectText(x.page, [P.nickname], 'profile menu');
      await expectClean(x, 'profile menu');
    });

    it('the tracked product list, its memo and keywords dialogs', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/goodsTrackingRouter`);
      await expectText(page, [P.goodsKeyword], 'goods list');
      await expectClean(x, 'goods list');
      const row = page.locator('[data-testid="goods-row"]').first();
      await row.locator('[data-testid="open-memo"]').click();
      await expect.poll(() => page.inputValue('[data-testid="memo-input"]')).toBe(P.memo);
      await expectClean(x, 'memo dialog');
      await page.keyboard.press('Escape');
      await row.locator('[data-testid="open-keywords"]').click();
      await page.locator('[data-testid="keyword-item"]').filter({ hasText: P.goodsKeyword }).waitFor();
      await expectClean(x, 'keywords dialog');
      await page.keyboard.press('Escape');
      await row.locator('[data-testid="open-history"]').click();
      await page.locator('[data-testid="history-table"]').waitFor();
      await expectClean(x, 'rank history dialog');
      await screenshot(page, 'security-goods');
      await page.keyboard.press('Escape');
    });

    it('the place list in both views', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/myPlaceTracking`);
      await expectText(page, [P.placeKeyword], 'place list');
      await expectClean(x, 'place list');
      const toggle = page.getByTestId('place-view-toggle');
      if (await toggle.count()) {
        await toggle.first().click();
        await settle(page);
        await expectText(page, [P.placeKeyword], 'place detail view');
        await expectClean(x, 'place detail view');
      }
      await screenshot(page, 'security-places');
    });

    it('my page: the inquiry and the coin history with the grant memo', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/myPage/inquiry`);
      const list = page.getByTestId('my-inquiries');
      await list.getByText(P.inquirySubject, { exact: true }).click();
      await expectText(page, [P.inquirySubject, P.inquiryMessage], 'my inquiries');
      await expectClean(x, 'my inquiries');

      await page.goto(`${baseUrl()}/myPage/payhistory`);
      await page.getByTestId('pay-history-row').first().waitFor();
      await expectClean(x, 'my payments');
      await page.getByTestId('tab-coins').click();
      await expectText(page, [P.grantMemo], 'my coin history');
      await expectClean(x, 'my coin history');
    });

    it('the inquiry form prefilled with the name, and the home page’s notice', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/inquire`);
      await expect.poll(() => page.inputValue('#inquiry-name')).toBe(P.nickname);
      await expectClean(x, 'inquiry form');
      await page.goto(`${baseUrl()}/`);
      await expectText(page, [P.noticeTitle], 'home latest notice');
      await expectClean(x, 'home');
    });

    it('reflected: the keyword query, the payment callback message and the login page’s query', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/search?keyword=${encodeURIComponent(P.searchKeyword)}`);
      // The box keeps the first 50 characters (the keyword limit), as text.
      await expect
        .poll(() => page.inputValue('[data-testid="keyword-search-input"]'))
        .toBe(P.searchKeyword.slice(0, 50));
      await settle(page);
      await expectClean(x, '/search?keyword=');

      await page.goto(
        `${baseUrl()}/payment/callback?code=FAILURE_TYPE_PG&message=${encodeURIComponent(P.callbackMessage)}`,
      );
      await page.waitForURL((u) => u.pathname === '/coin');
      const notice = page.getByTestId('payment-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toBe(P.callbackMessage);
      await expectClean(x, '/payment/callback');
      await page.keyboard.press('Escape');

      await page.goto(
        `${baseUrl()}/login?loginType=social&kakaoError=${encodeURIComponent(script('kakao'))}&next=${encodeURIComponent(JS_URL)}`,
      );
      await settle(page);
      await expectClean(x, '/login?kakaoError=');
      await page.goto(
        `${baseUrl()}/notification?ntcSn=${encodeURIComponent(img('ntc'))}&page=${encodeURIComponent(script('pg'))}`,
      );
      await settle(page);
      await expectClean(x, '/notification?ntcSn=');
    });

    it('the agency keyword-score search echoes the typed keyword as text', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/myTrackingJisuCheck`);
      await page.getByTestId('score-keyword').fill(P.searchKeyword);
      await page.getByTestId('score-search').click();
      await settle(page);
      await expectClean(x, 'keyword score search');
    });
  });

  describe('as the manager', () => {
    beforeAll(async () => {
      await x.context.clearCookies();
      await signIn(x.page, baseUrl(), 'manager');
    });

    it('the notice list and the notice editor', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/notification`);
      const row = page.getByTestId('notice-row').filter({ hasText: P.noticeTitle });
      await row.getByTestId('notice-toggle').click();
      await row.getByTestId('notice-content').getByText(P.noticeSafeText).waitFor();
      await expectText(page, [P.noticeTitle, `link ${tag}`, `hover ${tag}`], 'notice list');
      // The sanitiser kept the link text and dropped its javascript: address.
      expect(await row.getByTestId('notice-content').locator('a').first().getAttribute('href')).toBeNull();
      await expectClean(x, 'notice list');
      await screenshot(page, 'security-notice');

      await page.goto(`${baseUrl()}/editorNotice?ntcSn=${ntcSn}`);
      await expect.poll(() => page.inputValue('#notice-title')).toBe(P.noticeTitle);
      await page.getByTestId('notice-editor').getByText(P.noticeSafeText).waitFor();
      await expectClean(x, 'notice editor');
    });

    it('the inquiry list', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/inquiryManagement`);
      const list = page.getByTestId('admin-inquiries');
      await list.getByText(P.inquirySubject, { exact: false }).first().click();
      await expectText(page, [P.inquirySubject, P.inquiryName], 'admin inquiries');
      await expectText(page, [P.inquiryMessage], 'admin inquiries message');
      await expectClean(x, 'admin inquiries');
    });

    for (const [route, screen] of [
      ['/coinManagementV1', 'admin-screen-members'],
      ['/agencyMenu/coinAdditionalMngt', null],
    ] as const) {
      it(`${route}: the grid, the pay history (grant memo) and the audit log`, async () => {
        const page = x.page;
        await page.goto(`${baseUrl()}${route}`);
        if (screen) await page.getByTestId(screen).waitFor();
        await page.getByTestId('filter-email').fill(memberEmail);
        await page.getByTestId('period-all').click();
        await page.getByTestId('filter-search').click();
        const row = memberRow(page, memberEmail);
        await row.first().waitFor();
        await expectText(page, [P.company], `${route} grid`);
        await expectClean(x, `${route} grid`);
        await row.getByTestId('open-pay-history').click();
        await page.getByTestId('pay-history').waitFor();
        await expectText(page, [P.company, P.grantMemo], `${route} pay history`);
        await expectClean(x, `${route} pay history`);
        await screenshot(page, `security-pay-history${route.replaceAll('/', '-')}`);
        await page.keyboard.press('Escape');
        if (route === '/coinManagementV1') {
          await page.getByTestId('audit-log').waitFor();
          await expectText(page, [P.company, P.agencyMemo, P.grantMemo, P.cancelReason], 'audit log');
          await expectClean(x, 'audit log');
        }
      });
    }

    it('the simple coin admin finds the member', async () => {
      const page = x.page;
      await page.goto(`${baseUrl()}/coinManagement`);
      await page.getByTestId('simple-email').fill(memberEmail);
      await page.getByTestId('simple-search').click();
      await page.getByTestId('simple-result').waitFor();
      await expectClean(x, 'simple coin admin');
    });
  });

  it('the sanitised notice stored on the server keeps the text and none of the script', async () => {
    const detail = await (await manager.call('GET', `/v2/notice/getNotice-list/${ntcSn}`)).json();
    const content = (detail as { data: { content: string } }).data.content;
    expect(content).toContain(P.noticeSafeText);
    expect(content).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|<svg|style=/i);
    expect(paymentId).toMatch(/^coin_/);
  });
});

describe('the app works under its CSP', () => {
  let r: Recorder;
  beforeAll(async () => {
    r = await launch({ bypassCSP: false });
  });
  afterAll(() => r?.close());

  const visit = async (route: string, then?: (page: Page) => Promise<void>) => {
    await r.page.goto(`${baseUrl()}${route}`);
    await settle(r.page);
    if (then) {
      await then(r.page);
      await settle(r.page);
    }
  };

  it('every public screen, the identity frame and the simulator checkout', async () => {
    for (const route of [
      '/',
      '/ProductTab',
      '/coin',
      '/payment/callback?code=FAILURE_TYPE_PG',
      '/inquire',
      '/notification',
      '/termsOfUse',
      '/privacyStatement',
      '/Introduce',
      '/login',
      '/join',
      '/findAccount',
      '/findaccount?type=pw',
      '/agency',
      '/no-such-page',
    ]) {
      await visit(route);
    }
    // The identity-verification frame: our portal page, then the simulator's page inside it.
    await visit('/login', async (page) => {
      await page.getByTestId('login-join').click();
      await page
        .frameLocator('[data-testid="identity-frame"]')
        .locator('form[action="/portone/identity/submit"]')
        .waitFor({ timeout: 20_000 });
    });
    expect(r.violations).toEqual([]);
    expect(r.dialogs).toEqual([]);
  });

  it('every member screen, with charts and dialogs opened', async () => {
    const account = await signUpByApi(baseUrl(), { person: newPerson('보안검사') });
    await r.context.clearCookies();
    await r.page.goto(`${baseUrl()}/login`);
    await r.page.fill('input[name="mbrEmail"]', account.email);
    await r.page.fill('input[name="mbrPw"]', account.password);
    await r.page.press('input[name="mbrPw"]', 'Enter');
    await r.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const route of [
      '/search?keyword=camping%20chair',
      '/myPlaceTracking',
      '/goodsTrackingRouter',
      '/myTrackingrank',
      '/rankup',
      '/coin',
      '/myPage',
      '/myPage/payhistory',
      '/myPage/inquiry',
      '/myPage/payment',
      '/myPage/deleteid',
      '/myPage/inspectpw',
      '/myPage/changepw',
      '/myPage/invitations',
      '/auth',
      '/myTrackingJisuCheck',
    ]) {
      await visit(route);
    }
    await visit('/', async (page) => {
      await page.getByRole('button', { name: ko.shell.profile }).first().click();
    });
    // My page's identity check (/auth) opens the simulator's page in our frame as well.
    await visit('/myPage/info', async (page) => {
      const frame = page.frameLocator('[data-testid="identity-frame"]');
      await page.getByTestId('my-info-verify').click();
      await page.getByTestId('auth-start').click();
      await frame.locator('form[action="/portone/identity/submit"]').waitFor({ timeout: 20_000 });
    });
    expect(r.violations).toEqual([]);
    expect(r.dialogs).toEqual([]);
  });

  it('every manager screen, with the grids and the editor', async () => {
    await r.context.clearCookies();
    await signIn(r.page, baseUrl(), 'manager');
    for (const route of [
      '/myTrackingJisuCheck',
      '/coinManagement',
      '/agencyMenu',
      '/agencyMenu/coinAdditionalMngt',
      '/inquiryManagement',
      '/admin',
    ]) {
      await visit(route);
    }
    await visit('/editorNotice', async (page) => {
      await page.getByTestId('notice-editor').click();
      await page.keyboard.type('CSP');
    });
    await visit('/coinManagementV1', async (page) => {
      await page.getByTestId('period-all').click();
      await page.getByTestId('filter-search').click();
      await page.getByTestId('open-pay-history').first().click();
      await page.getByTestId('pay-history').waitFor();
    });
    await visit('/goodsTrackingRouter');
    expect(r.violations).toEqual([]);
    expect(r.dialogs).toEqual([]);
  });
});

describe('the simulator of a default install', () => {
  it('refuses its controls and inbox without the secret; the link the app printed opens the inbox', async () => {
    const link = inboxUrl();
    expect(inject('startLog')).toContain(`${ko.cli.simulatorInbox} ${link}`);
    for (const [method, p] of [
      ['GET', `/__control/mail?to=${encodeURIComponent(ACCOUNTS.manager.email)}`],
      ['GET', '/__control/mail'],
      ['DELETE', '/__control/mail'],
      ['GET', '/__control/calls'],
      ['POST', '/__control/reset'],
      ['GET', '/mail'],
    ] as const) {
      const res = await fetch(`${simUrl()}${p}`, { method, redirect: 'manual' });
      expect([method, p, res.status]).toEqual([method, p, 401]);
      expect(await res.text()).not.toMatch(/\b\d{6}\b/);
    }

    const viewer = await openBrowser({ width: 1024, height: 800 });
    try {
      const locked = await viewer.page.goto(`${simUrl()}/mail`);
      expect(locked?.status()).toBe(401);
      await viewer.page.getByText('메일함 링크').waitFor();
      await screenshot(viewer.page, 'simulator-inbox-locked');

      await viewer.page.goto(link);
      expect(new URL(viewer.page.url()).search).toBe('');
      await viewer.page.locator('h1').waitFor();
      expect(await viewer.page.locator('h1').innerText()).toBe('시뮬레이터 메일함');
      const [cookie] = await viewer.context.cookies(`${simUrl()}/mail`);
      expect(cookie).toMatchObject({
        name: 'simulator_inbox',
        httpOnly: true,
        sameSite: 'Strict',
        path: '/mail',
      });
      // Sign-ups earlier in this file sent codes: the inbox lists them and opens one.
      const first = viewer.page.locator('tbody a').first();
      await first.waitFor();
      await first.click();
      await viewer.page.locator('pre').waitFor();
      expect(await viewer.page.locator('pre').innerText()).toMatch(/\d{6}/);
      await screenshot(viewer.page, 'simulator-inbox-message');
    } finally {
      await viewer.close();
    }
  });
});
