/**
 * 순위 지도 end to end (issue 41): a tracked place's keyword scanned on a 3×3 grid against the
 * simulator (whose list depends on the searcher's position), the pins' ranks equal to the
 * simulator's at each point, the top 3 in a keyboard-opened popover, a second scan compared with
 * the first, the trend, the weekly schedule; screenshots at 375, 1024 and 1366 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { artifactPath, openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

const t = ko.placeRankMap;
const KEYWORD = 'gangnam cafe';
let b: Awaited<ReturnType<typeof openBrowser>>;

interface MarketPlace {
  rank: number | null;
  isAd: boolean;
  placeId: string;
  name: string;
}
const market = async (q: Record<string, string>) =>
  (await control<{ items: MarketPlace[] }>(`/__control/market/places?${new URLSearchParams(q)}`)).items;

interface ScanJson {
  scanId: number;
  status: string;
  points: {
    idx: number;
    x: number;
    y: number;
    rank: number | null;
    status: string;
    top: { placeId: string }[];
  }[];
}
const scanJson = async (scanId: number): Promise<ScanJson> =>
  (
    (await (await b.page.request.get(`${b.baseUrl}/api/naver/place/map/scans/${scanId}`)).json()) as {
      data: ScanJson;
    }
  ).data;

const dialog = () => b.page.locator('[data-testid="rank-map-dialog"]');
const current = () => b.page.locator('[data-testid="map-current"]');
let target: MarketPlace;

beforeAll(async () => {
  b = await openBrowser({ width: 1280, height: 900 });
  await signIn(b.page, b.baseUrl, 'mapper');
});
afterAll(() => b.close());

async function runScan(grid: number): Promise<number> {
  await b.page.click(`[data-testid="map-grid-${grid}"]`);
  await expect
    .poll(() => b.page.locator('[data-testid="map-cost"]').innerText(), { timeout: 10_000 })
    .toContain(t.cost(grid * grid, grid * grid));
  await expect
    .poll(() => b.page.locator('[data-testid="map-run"]').isEnabled(), { timeout: 10_000 })
    .toBe(true);
  await b.page.click('[data-testid="map-run"]');
  // The confirmation before spending.
  await b.page.getByText(t.confirmText(grid * grid, grid * grid)).waitFor();
  const before = await b.page.locator('[data-testid="map-history-row"]').count();
  await b.page.click('[data-testid="confirm-action"]');
  // The new scan is on view (not the one before it), and runs to its end with a progress line.
  await expect
    .poll(() => b.page.locator('[data-testid="map-history-row"]').count(), { timeout: 15_000 })
    .toBe(before + 1);
  const scanId = await b.page.locator('[data-testid="map-history-row"]').first().getAttribute('data-scan');
  await expect.poll(() => current().getAttribute('data-scan'), { timeout: 15_000 }).toBe(scanId);
  await expect.poll(() => current().getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
  return Number(scanId);
}

describe('순위 지도', () => {
  it('scans a 3×3 grid: a pin per point with the simulator’s rank there, the top 3 in a popover', async () => {
    const places = await market({ keyword: KEYWORD });
    target = places.find((p) => p.rank === 40)!;
    await b.page.goto(`${b.baseUrl}/myPlaceTracking`);
    await b.page.fill('[data-testid="place-add-keyword"]', KEYWORD);
    await b.page.fill('[data-testid="place-add-id"]', target.placeId);
    await b.page.click('[data-testid="place-add-submit"]');
    await b.page.locator('[data-testid="place-row"]').first().waitFor();
    await b.page.click('[data-testid="open-rank-map"]');
    await dialog().waitFor();
    await b.page.getByText(t.empty).waitFor();
    await screenshotWidths(b.page, 'place-rank-map-empty', () => dialog().waitFor());

    const scanId = await runScan(3);
    const scan = await scanJson(scanId);
    expect(scan.points).toHaveLength(9);
    // The rank at each point is the simulator's list seen from there (ads skipped).
    for (const p of scan.points) {
      const seen = await market({ keyword: KEYWORD, x: String(p.x), y: String(p.y) });
      const rank = seen.find((i) => i.placeId === target.placeId)?.rank ?? null;
      expect(p.rank === null ? null : p.rank).toBe(rank !== null && rank <= 300 ? rank : null);
      expect(p.top.map((x) => x.placeId)).toEqual(
        seen
          .filter((i) => !i.isAd)
          .slice(0, 3)
          .map((i) => i.placeId),
      );
    }
    const pins = b.page.locator('[data-testid="map-pin"]');
    await expect.poll(() => pins.count(), { timeout: 10_000 }).toBe(9);
    const centre = scan.points[4]!;
    expect(await pins.nth(4).innerText()).toBe(centre.rank === null ? '-' : String(centre.rank));
    await b.page.locator('[data-testid="map-place"]').waitFor();
    await b.page.locator('[data-testid="map-average-note"]').getByText(t.averageNote).waitFor();

    // Keyboard: a pin takes focus and Enter opens its top 3.
    await b.page.locator('.rank-map-pin').nth(4).focus();
    await b.page.keyboard.press('Enter');
    const pop = b.page.locator('[data-testid="map-popover"]');
    await pop.waitFor();
    expect(await pop.locator('li').count()).toBe(3);
    expect(await pop.innerText()).toContain(t.topAtPoint);
    await screenshotWidths(b.page, 'place-rank-map-scan', () => current().waitFor());
    // The popover stays open: Escape would close the dialog around the map too.
  });

  it('compares a second scan with the first (moved points), shows the trend and sets the weekly scan', async () => {
    // The place moves up in the list everywhere: the second scan differs.
    await control('/__control/place-rank', { keyword: KEYWORD, placeId: target.placeId, rank: 3 });
    const second = await runScan(3);
    const rows = b.page.locator('[data-testid="map-history-row"]');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await rows.nth(1).locator('[data-testid="map-history-compare"]').click();
    const cmp = b.page.locator('[data-testid="map-compare"]');
    await cmp.waitFor();
    await expect.poll(() => cmp.locator('[data-testid="rank-map"]').count(), { timeout: 10_000 }).toBe(2);
    await expect
      .poll(() => cmp.locator('[data-testid="map-moved-row"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    await b.page.locator('[data-testid="map-trend"] canvas').waitFor();
    await screenshotWidths(b.page, 'place-rank-map-compare', () => cmp.scrollIntoViewIfNeeded());

    await b.page.selectOption('[data-testid="map-weekday"]', '1');
    await b.page.click('[data-testid="map-schedule-save"]');
    await expect
      .poll(() => b.page.locator('[data-testid="map-schedule-state"]').innerText(), { timeout: 10_000 })
      .toContain(t.weeklyOn(t.weekdays[0]!));

    // WCAG 2 A/AA over the open dialog (map, pins, compare, trend, schedule): nothing serious.
    await b.page.waitForTimeout(400);
    const result = await new AxeBuilder({ page: b.page })
      .withTags(['wcag2a', 'wcag2aa'])
      .include('[role="dialog"]')
      .analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious).toEqual([]);
  });

  it('a client report of the place shows its latest map, on the page and in the PDF', async () => {
    const view = (await (
      await b.page.request.post(`${b.baseUrl}/api/naver/place/getView`, {
        data: {},
        headers: { origin: b.baseUrl },
      })
    ).json()) as { list: { plceSn: number }[] };
    const made = await b.page.request.post(`${b.baseUrl}/v1/member/clientReports`, {
      data: {
        name: 'map report',
        expiresInDays: 30,
        goods: [],
        places: [view.list[0]!.plceSn],
        monthly: false,
        mailTo: [],
      },
      headers: { origin: b.baseUrl },
    });
    expect(made.status()).toBe(200);
    const token = ((await made.json()) as { data: { token: string } }).data.token;
    await b.page.goto(`${b.baseUrl}/report/${token}`);
    const block = b.page.locator('[data-testid="report-rank-map"]');
    await block.waitFor();
    expect(await block.innerText()).toContain(`${t.title} · ${KEYWORD}`);
    expect(await block.locator('li[aria-label]').count()).toBe(9);
    await screenshotWidths(b.page, 'place-rank-map-report', () => block.scrollIntoViewIfNeeded());
    const pdf = await b.page.request.get(`${b.baseUrl}/v1/report/${token}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    fs.writeFileSync(artifactPath('place-rank-map-report').replace(/\.png$/, '.pdf'), await pdf.body());
  });
});
