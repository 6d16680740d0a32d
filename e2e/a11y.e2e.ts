import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ROUTE_TABLE, type RouteAccess, type ScreenRoute } from '../apps/web/src/app/route-table';
import { openBrowser, signIn } from './support/browser';

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

async function check(page: Page, baseUrl: string, path: string): Promise<Found[]> {
  await page.goto(baseUrl + path);
  // The screen's data and lazy parts: wait for the network to settle and the skeletons to go.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] .animate-pulse'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
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
});
