import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ROUTE_TABLE, type RouteAccess, type ScreenRoute } from '../apps/web/src/app/route-table';
import { memberRowAt } from './support/admin-grid';
import { openBrowser, screenshots, signIn } from './support/browser';

/**
 * Every screen of the route table, opened as a member its guard lets in, checked by axe-core for
 * WCAG 2 A and AA: no serious or critical violation (issue 27 §3).
 */

type Visitor = 'anonymous' | 'member' | 'agency' | 'manager';

const visitorFor = (access: RouteAccess): Visitor =>
  !access.login
    ? 'anonymous'
    : !access.roles
      ? 'member'
      : access.roles.includes('MNPY_MBR')
        ? 'agency'
        : 'manager';

/** Every path of the table (children under their parent; '*' as a path nothing matches). */
function paths(routes: ScreenRoute[], parent = ''): { path: string; visitor: Visitor }[] {
  return routes.flatMap((r) => {
    const path = r.path === '*' ? '/no-such-screen' : r.path.startsWith('/') ? r.path : `${parent}/${r.path}`;
    const own = r.redirectTo ? [] : [{ path, visitor: visitorFor(r.access) }];
    return [...own, ...(r.children ? paths(r.children, path) : [])];
  });
}

const SCREENS = paths(ROUTE_TABLE);

interface Found {
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function settle(page: Page): Promise<void> {
  // The screen's data and lazy parts: wait for the network to settle and the skeletons to go.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A locator, not a string predicate: the app's CSP forbids evaluating strings in the page.
  await page
    .locator('[role="status"] .animate-pulse')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

async function check(page: Page, baseUrl: string, path: string | null): Promise<Found[]> {
  if (path !== null) {
    await page.goto(baseUrl + path);
    await settle(page);
  }
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path: path ?? new URL(page.url()).pathname,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  it('covers every screen of the route table', () => {
    expect(SCREENS.length).toBeGreaterThan(35);
    expect(new Set(SCREENS.map((s) => s.visitor))).toEqual(
      new Set(['anonymous', 'member', 'agency', 'manager']),
    );
  });

  for (const visitor of ['anonymous', 'member', 'agency', 'manager'] as const) {
    it(
      `has no serious or critical violation on the screens for ${visitor}`,
      { timeout: 240_000 },
      async () => {
        await b.context.clearCookies();
        if (visitor !== 'anonymous') await signIn(b.page, b.baseUrl, visitor);
        const found: Found[] = [];
        for (const s of SCREENS.filter((x) => x.visitor === visitor)) {
          found.push(...(await check(b.page, b.baseUrl, s.path)));
          // A guard that sent the visitor elsewhere would make the check meaningless.
          if (visitor !== 'anonymous') expect(new URL(b.page.url()).pathname, s.path).not.toBe('/login');
        }
        expect(found).toEqual([]);
      },
    );
  }

  // The forms converted to react-hook-form (issue 27 §3), checked and photographed with their
  // messages showing or their dialog open.
  it(
    'has no serious or critical violation on the forms showing their messages',
    { timeout: 240_000 },
    async () => {
      const { page, baseUrl } = b;
      const found: Found[] = [];
      const shoot = async (name: string) => {
        found.push(...(await check(page, baseUrl, null)));
        await screenshots(page, `a11y-${name}`);
      };
      await b.context.clearCookies();
      await page.goto(`${baseUrl}/join`);
      await page.getByTestId('join-submit').click();
      await page.locator('#join-password-error').waitFor();
      await shoot('join-errors');

      await page.goto(`${baseUrl}/coin`);
      await page.getByTestId('pack-select-500').click();
      await page.getByTestId('pack-inc-500').click();
      await shoot('coin-cart');

      await signIn(page, baseUrl, 'member');
      await page.goto(`${baseUrl}/myPage/alerts`);
      const drop = page.locator('#alerts-drop-n');
      await drop.fill('0');
      await page.getByTestId('alert-save').click();
      await page.locator('#alerts-drop-n-error').waitFor();
      await shoot('alert-settings-errors');

      await page.goto(`${baseUrl}/myPage/deleteid`);
      await page.fill('#withdraw-reason', '짧음');
      await page.getByTestId('withdraw-submit').click();
      await page.locator('#withdraw-reason-error').waitFor();
      await shoot('withdraw-errors');

      await b.context.clearCookies();
      await signIn(page, baseUrl, 'manager');
      await page.goto(`${baseUrl}/editorNotice`);
      await page.getByTestId('notice-form').waitFor();
      await page.fill('#notice-title', '');
      await page.getByTestId('notice-save').click();
      await page.locator('#notice-title-error').waitFor();
      await shoot('notice-editor-errors');

      await page.goto(`${baseUrl}/coinManagementV1`);
      await page.getByTestId('period-all').click();
      await memberRowAt(page, 0).first().waitFor();
      await memberRowAt(page, 0).getByTestId('open-add-coins').click();
      await page.getByTestId('add-coins-submit').click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
      await shoot('coin-add-errors');

      expect(found).toEqual([]);
    },
  );
});
