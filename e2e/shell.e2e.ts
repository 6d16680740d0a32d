import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { artifactPath as headerShot, openBrowser, screenshot, screenshots, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('shell', () => {
  it('renders the home page in Korean', async () => {
    await b.page.goto(b.baseUrl + '/');
    await expect.poll(() => b.page.locator('html').getAttribute('lang')).toBe('ko');
    await b.page.getByRole('link', { name: ko.shell.product }).first().waitFor();
    expect(await b.page.locator('body').innerText()).toMatch(/[가-힣]/);
    await screenshot(b.page, 'home-desktop');
  });

  it('sends an anonymous visit to /myPlaceTracking to /login', async () => {
    await b.context.clearCookies();
    await b.page.goto(b.baseUrl + '/myPlaceTracking');
    await b.page.waitForURL((u) => u.pathname === '/login');
    await b.page.locator('input[name="mbrEmail"]').waitFor();
    await screenshot(b.page, 'login-redirect');
  });

  it('shows the login validation messages and submits on Enter', async () => {
    await b.page.goto(b.baseUrl + '/login');
    await b.page.press('input[name="mbrEmail"]', 'Enter');
    await b.page.getByText(ko.validation.emailRequired).waitFor();
    await b.page.fill('input[name="mbrEmail"]', 'manager@example.com');
    await b.page.fill('input[name="mbrPw"]', 'Wrong123!');
    await b.page.press('input[name="mbrPw"]', 'Enter');
    await b.page.getByText(ko.errors.LOGIN_FAILED).waitFor();
  });

  it('lets a manager created by the member command sign in, see the admin menu and balance, and sign out', async () => {
    await signIn(b.page, b.baseUrl, 'manager');
    await b.page.locator('[data-testid="admin-menu"]').waitFor();
    await expect
      .poll(() => b.page.locator('[data-testid="coin-balance"]').first().innerText())
      .toContain('1,200');
    await screenshot(b.page, 'manager-signed-in');
    await b.page.getByRole('button', { name: ko.shell.logout }).first().click();
    await b.page.getByRole('link', { name: ko.shell.login }).first().waitFor();
    await expect.poll(() => b.page.locator('[data-testid="admin-menu"]').count()).toBe(0);
  });

  it('sends an ordinary member visiting /editorNotice to /agency', async () => {
    await signIn(b.page, b.baseUrl, 'member');
    await b.page.goto(b.baseUrl + '/editorNotice');
    await b.page.waitForURL((u) => u.pathname === '/agency');
    await b.page.getByText('잘못된 접근입니다.').waitFor();
    await screenshot(b.page, 'wrong-access');
  });

  it('opens a members’ screen by its address, with the member’s bar, without a detour to sign-in', async () => {
    await b.context.clearCookies();
    await signIn(b.page, b.baseUrl, 'member');
    await b.page.goto(b.baseUrl + '/goodsTrackingRouter');
    await b.page.locator('[data-testid="goods-rank-page"] h1').waitFor();
    expect(await b.page.locator('[data-testid="goods-rank-page"] h1').innerText()).toBe(
      ko.routes.goodsTrackingRouter,
    );
    await b.page.locator('[data-testid="coin-balance"]').first().waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/goodsTrackingRouter');
  });
});

describe('shell on a phone', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    m = await openBrowser({ width: 375, height: 800 });
  });
  afterAll(() => m.close());

  it('shows the menu toggle at mobile width and opens the menu', async () => {
    await m.page.goto(m.baseUrl + '/');
    const toggle = m.page.locator('[data-testid="menu-toggle"]');
    await toggle.waitFor();
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(m.page, 'home-mobile-menu');
  });
});

/**
 * Issue 22 §8: the bar at every width. For each width and kind of visitor: no label of the bar
 * wraps (every text of a link or button sits on one line), nothing sticks out of the bar or the
 * page, and no two items overlap.
 */
describe('the header bar from 320 to 1920 px', () => {
  let h: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    h = await openBrowser({ width: 1024, height: 800 });
  });
  afterAll(() => h.close());

  type Layout = { wrapped: string[]; overflow: string[]; overlaps: string[]; labels: string[] };
  /** Measures the bar as laid out now (run in the page). */
  const measure = (): Promise<Layout> =>
    h.page.evaluate(`(() => {
      const bar = document.querySelector('header > div');
      const barBox = bar.getBoundingClientRect();
      const shown = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const items = [...bar.querySelectorAll('a, button')].filter(shown);
      const name = (el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim();
      const lines = (el) => {
        const tops = [];
        const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.textContent.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.push(Math.round(r.top));
        }
        tops.sort((a, b) => a - b);
        return tops.filter((t, i) => i === 0 || t - tops[i - 1] > 4).length;
      };
      const wrapped = items.filter((el) => lines(el) > 1).map(name);
      const overflow = [];
      if (bar.scrollWidth > bar.clientWidth) overflow.push('bar ' + bar.scrollWidth + ' > ' + bar.clientWidth);
      if (document.documentElement.scrollWidth > window.innerWidth)
        overflow.push('page ' + document.documentElement.scrollWidth + ' > ' + window.innerWidth);
      for (const el of items) {
        const r = el.getBoundingClientRect();
        if (r.left < barBox.left - 0.5 || r.right > barBox.right + 0.5 || r.top < barBox.top - 0.5 || r.bottom > barBox.bottom + 0.5)
          overflow.push(name(el));
      }
      const overlaps = [];
      for (let i = 0; i < items.length; i++)
        for (let j = i + 1; j < items.length; j++) {
          if (items[i].contains(items[j]) || items[j].contains(items[i])) continue;
          const a = items[i].getBoundingClientRect();
          const b = items[j].getBoundingClientRect();
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
            overlaps.push(name(items[i]) + ' / ' + name(items[j]));
        }
      return { wrapped, overflow, overlaps, labels: items.map(name) };
    })()`) as Promise<Layout>;

  const WIDTHS = [320, 375, 768, 769, 800, 900, 960, 1010, 1024, 1100, 1280, 1366, 1920];

  for (const who of ['manager', 'member', 'agency', null] as const) {
    it(`lays the bar out for ${who ?? 'a visitor'} at every width`, async () => {
      await h.context.clearCookies();
      if (who) await signIn(h.page, h.baseUrl, who);
      await h.page.goto(h.baseUrl + '/ProductTab');
      await h.page.locator('header nav').first().waitFor({ state: 'attached' });
      if (who) await h.page.locator('[data-testid="coin-balance"]').first().waitFor();
      const problems: Array<Record<string, unknown>> = [];
      for (const width of WIDTHS) {
        await h.page.setViewportSize({ width, height: 800 });
        await h.page.waitForTimeout(50);
        const layout = await measure();
        const { wrapped, overflow, overlaps } = layout;
        if (wrapped.length || overflow.length || overlaps.length)
          problems.push({ width, wrapped, overflow, overlaps });
        if (width > 768) expect(layout.labels, `${width}`).toContain(ko.shell.product);
        if (who && who !== 'agency' && [769, 900, 1024].includes(width)) {
          await h.page.locator('header').screenshot({ path: headerShot(`header-${who}-${width}`) });
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('offers 커뮤니티 and 문의하기 under 더보기 below 1024 px, each opening the coming-soon popup', async () => {
    await h.context.clearCookies();
    await h.page.setViewportSize({ width: 900, height: 800 });
    await h.page.goto(h.baseUrl + '/ProductTab');
    const nav = h.page.getByRole('navigation', { name: ko.shell.mainNav });
    expect(await nav.getByRole('button', { name: ko.shell.community, exact: true }).isVisible()).toBe(false);
    await h.page.getByTestId('more-menu').click();
    await nav.getByRole('button', { name: ko.shell.inquiry, exact: true }).click();
    await h.page.getByRole('dialog', { name: ko.common.comingSoonTitle }).waitFor();
    await h.page.keyboard.press('Escape');
    await h.page.setViewportSize({ width: 1024, height: 800 });
    expect(await h.page.getByTestId('more-menu').isVisible()).toBe(false);
    expect(await nav.getByRole('button', { name: ko.shell.community, exact: true }).isVisible()).toBe(true);
  });

  it('reaches every admin entry from the bar at 769, 900 and 1024 px, inside the window', async () => {
    await h.context.clearCookies();
    await signIn(h.page, h.baseUrl, 'manager');
    for (const width of [769, 900, 1024]) {
      await h.page.setViewportSize({ width, height: 800 });
      await h.page.goto(h.baseUrl + '/ProductTab');
      await h.page.locator('[data-testid="admin-menu"]').click();
      for (const label of [
        ko.shell.memberManagement,
        ko.shell.agencyManagement,
        ko.shell.noticeRegistration,
      ]) {
        const link = h.page.getByRole('link', { name: label, exact: true });
        await link.waitFor();
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, `${label} at ${width}`).toBeLessThanOrEqual(width);
        expect(box.height, `${label} at ${width}`).toBeLessThan(48);
      }
      await h.page.waitForTimeout(250); // the panel's slide-down
      await screenshot(h.page, `header-manager-admin-open-${width}`);
      await h.page.keyboard.press('Escape');
    }
  });
});

/**
 * The header's menus on the browser's own popover and <dialog> (components/ui/ButtonPopover.tsx,
 * ComingSoonDialog.tsx): what Radix gave them, by keyboard and pointer, in the real browser.
 */
describe('the header menus by keyboard and pointer', () => {
  let k: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    k = await openBrowser({ width: 1366, height: 900 });
  });
  afterAll(() => k.close());

  /**
   * Screenshots at 375, 1024 and 1366 px (name-375…), opened afresh at each width: the browser
   * keeps an open panel's placement when the window is resized under it.
   */
  const shotsOpen = async (name: string, open: () => Promise<void>) => {
    for (const width of [375, 1024, 1366]) {
      await k.page.keyboard.press('Escape');
      await k.page.setViewportSize({ width, height: 900 });
      await open();
      await k.page.waitForTimeout(250); // the slide-down
      await screenshot(k.page, `${name}-${width}`);
    }
    await k.page.keyboard.press('Escape');
  };

  /** The accessible name or text of the focused element, and whether it is inside `selector`. */
  const focus = (selector = 'body') =>
    k.page.evaluate(`(() => {
      const el = document.activeElement;
      return {
        name: el === document.body ? '' : (el.getAttribute('aria-label') || el.textContent || '').trim(),
        inside: Boolean(el.closest(${JSON.stringify(selector)})),
      };
    })()`) as Promise<{ name: string; inside: boolean }>;

  it('opens the coming-soon popup from the bar: focus inside, the page inert and still, Escape and a click outside close it, focus goes back', async () => {
    await k.context.clearCookies();
    await k.page.goto(k.baseUrl + '/');
    const nav = k.page.getByRole('navigation', { name: ko.shell.mainNav });
    const community = nav.getByRole('button', { name: ko.shell.community, exact: true });
    await community.focus();
    await k.page.keyboard.press('Enter');
    const dialog = k.page.getByRole('dialog', { name: ko.common.comingSoonTitle });
    await dialog.waitFor();
    expect(await focus('dialog')).toEqual({ name: ko.common.close, inside: true });
    // The page behind is inert: Tab reaches nothing outside the popup (the document itself at most).
    for (let i = 0; i < 3; i++) {
      await k.page.keyboard.press('Tab');
      const f = await focus('dialog');
      expect(f.inside || f.name === '', JSON.stringify(f)).toBe(true);
    }
    expect(await k.page.evaluate('getComputedStyle(document.documentElement).overflow')).toBe('hidden');
    await k.page.waitForTimeout(250); // the popup's fade-in
    await screenshots(k.page, 'coming-soon-popup');
    await k.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focus()).toEqual({ name: ko.shell.community, inside: true });
    expect(await k.page.evaluate('getComputedStyle(document.documentElement).overflow')).toBe('visible');

    await community.click();
    await dialog.waitFor();
    await k.page.mouse.click(20, 600);
    await dialog.waitFor({ state: 'hidden' });
    await community.click();
    await dialog.getByRole('button', { name: ko.common.close }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the profile panel under its button: focus moves in, Tab walks it, Escape and a click outside close it, a page change closes it', async () => {
    await signIn(k.page, k.baseUrl, 'member');
    await k.page.goto(k.baseUrl + '/');
    await k.page.locator('[data-testid="coin-balance"]').first().waitFor();
    const trigger = k.page.getByRole('button', { name: ko.shell.profile }).filter({ visible: true });
    const panel = k.page.getByRole('dialog', { name: ko.shell.profile });
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');

    await trigger.focus();
    await k.page.keyboard.press('Enter');
    await panel.waitFor();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    expect((await focus('[data-testid="profile-menu"]')).inside).toBe(true);
    await k.page.keyboard.press('Tab');
    expect(await focus('[data-testid="profile-menu"]')).toEqual({ name: ko.shell.myPage, inside: true });
    await k.page.keyboard.press('Tab');
    expect(await focus('[data-testid="profile-menu"]')).toEqual({ name: ko.shell.logout, inside: true });
    await k.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await focus()).toEqual({ name: ko.shell.profile, inside: true });
    // React renders the state the popover's toggle event set a moment after the panel hides.
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');

    // Under the button, 8 px down, right edges aligned (as Radix placed it), inside the window.
    await trigger.click();
    await panel.waitFor();
    await k.page.waitForTimeout(250);
    const t = (await trigger.boundingBox())!;
    const p = (await panel.boundingBox())!;
    expect(Math.abs(p.y - (t.y + t.height + 8))).toBeLessThan(2);
    expect(Math.abs(p.x + p.width - (t.x + t.width))).toBeLessThan(2);
    await k.page.mouse.click(600, 500);
    await panel.waitFor({ state: 'hidden' });

    await shotsOpen('header-member-profile-open', async () => {
      await trigger.click();
      await panel.waitFor();
    });
    await k.page.setViewportSize({ width: 1366, height: 900 });

    await trigger.click();
    await panel.getByRole('link', { name: ko.shell.myPage }).click();
    await k.page.waitForURL((u) => u.pathname.startsWith('/myPage'));
    await panel.waitFor({ state: 'hidden' });
  });

  it('opens the notification panel from the bell: focus moves in, Escape gives it back, and it fits a phone', async () => {
    await k.page.goto(k.baseUrl + '/');
    const bell = k.page.locator('[data-testid="notification-bell"]');
    const panel = k.page.getByRole('dialog', { name: ko.shell.notificationPanel });
    await bell.focus();
    await k.page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: ko.shell.notificationPanel }).waitFor();
    expect((await focus('[data-testid="notification-panel"]')).inside).toBe(true);
    await k.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect((await focus()).name).toBe(await bell.getAttribute('aria-label'));
    await shotsOpen('header-member-notifications-open', async () => {
      await bell.click();
      await panel.getByRole('heading', { name: ko.shell.notificationPanel }).waitFor();
    });

    await k.page.setViewportSize({ width: 375, height: 800 });
    await bell.click();
    await panel.waitFor();
    await k.page.waitForTimeout(250);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await k.page.keyboard.press('Escape');
    await k.page.setViewportSize({ width: 1366, height: 900 });
  });
});
