import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate, ko } from '@seller/shared';
import { managerRun } from './support/api-session';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

// Rivals on the same keyword (issue 28 §1): the 경쟁 상품 tab of a tracked keyword and the 상위 10
// view of a place keyword, end to end against the simulator.
const t = ko.rankRivalsUi;
const daysAgo = (n: number) => kstDate(new Date(Date.now() - n * 86_400_000));

/** Polls wait for the app on a loaded machine (vitest's default is one second). */
const WAIT = { timeout: 10_000 };

/** The simulator's list of a day: yesterday's is read with its clock set back a day. */
async function onSimulatorDay<T>(day: string | null, run: () => Promise<T>): Promise<T> {
  await control('/__control/clock', { date: day });
  try {
    return await run();
  } finally {
    await control('/__control/clock', { date: null });
  }
}

interface MarketItem {
  rank: number;
  productId: string;
  title: string;
}

describe('rivals on a tracked keyword (goods)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  const KEYWORD = 'rival desk';
  let items: MarketItem[];
  let own: MarketItem;
  const dialog = () => b.page.getByTestId('history-dialog');
  const tableRows = () => b.page.getByTestId('rival-row');

  beforeAll(async () => {
    b = await openBrowser();
    await signIn(b.page, b.baseUrl, 'rival');
  });
  afterAll(() => b.close());

  async function openRivals() {
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.locator('[data-testid="goods-row"]').first().locator('[data-testid="open-history"]').click();
    await dialog().getByTestId('view-rivals').click();
    await b.page.getByTestId('rivals-table').waitFor();
  }

  it("registers a product and keeps its keyword's top, with yesterday's for the moves", async () => {
    items = (
      await control<{ items: MarketItem[] }>(
        `/__control/market/products?keyword=${encodeURIComponent(KEYWORD)}&display=100`,
      )
    ).items;
    own = items[11]!;
    // Yesterday the product stood at 15 and today's third at 8; both hold today's places today.
    const yesterday = daysAgo(1);
    await control('/__control/rank', {
      keyword: KEYWORD,
      productId: own.productId,
      rank: 15,
      date: yesterday,
    });
    await control('/__control/rank', {
      keyword: KEYWORD,
      productId: items[2]!.productId,
      rank: 8,
      date: yesterday,
    });
    await control('/__control/rank', {
      keyword: KEYWORD,
      productId: own.productId,
      rank: 12,
      date: daysAgo(0),
    });

    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.locator('[data-testid$="-type-midNum"]').first().click();
    await b.page.fill('[data-testid="goods-add-input"]', own.productId);
    await b.page.click('[data-testid="goods-add-submit"]');
    const row = b.page.locator('[data-testid="goods-row"]').first();
    await row.waitFor();
    await row.locator('[data-testid="open-keywords"]').click();
    await b.page.fill('[data-testid="keyword-input"]', KEYWORD);
    await b.page.click('[data-testid="keyword-add"]');
    await b.page.locator('[data-testid="keyword-item"]').filter({ hasText: KEYWORD }).waitFor();
    await b.page.keyboard.press('Escape');
    await expect
      .poll(() => row.locator('[data-testid="keyword-rank"]').first().innerText(), { timeout: 20_000 })
      .toContain('12');
    // Yesterday's check, read from yesterday's list (a late day: it only fills in).
    await onSimulatorDay(yesterday, () => managerRun(b.baseUrl, yesterday));
  });

  it('shows who stands above and just below the product with moves since yesterday', async () => {
    await openRivals();
    // Eleven above, the product, five below.
    await expect.poll(() => tableRows().count(), WAIT).toBe(17);
    const mine = b.page.locator('[data-testid="rival-row"][data-own]');
    expect(await mine.count()).toBe(1);
    expect(await mine.innerText()).toContain(t.ownBadge);
    expect(await mine.getByTestId('move').innerText()).toBe(t.up(3));
    const climbed = tableRows().nth(2);
    expect(await climbed.getByTestId('move').innerText()).toBe(t.up(5));
    expect(await mine.getByTestId('pin-rival').count()).toBe(0);
    // The list opens on the member's product.
    await expect.poll(() => mine.isVisible(), WAIT).toBe(true);
    await b.page.getByTestId('rival-compare').getByText(t.chartGapNote).waitFor();
  });

  it('pins up to three rivals, charts them against the product, and asks before unpinning', async () => {
    for (const n of [0, 2, 13]) {
      await tableRows().nth(n).getByTestId('pin-rival').click();
      await expect.poll(() => tableRows().nth(n).getByTestId('unpin-rival').count(), WAIT).toBe(1);
    }
    await expect.poll(() => b.page.getByTestId('pinned-rival').count(), WAIT).toBe(3);
    // The limit: every other pin button is off.
    expect(await tableRows().nth(1).getByTestId('pin-rival').isDisabled()).toBe(true);
    await b.page.getByTestId('rival-chart').locator('canvas').waitFor();
    await screenshotWidths(b.page, 'rivals-goods', () =>
      b.page.getByTestId('rival-chart').locator('canvas').waitFor(),
    );
    // The chart sits below the table in the dialog's scroll: shown on its own.
    await screenshotWidths(b.page, 'rivals-goods-chart', async () => {
      await b.page.getByTestId('rival-compare').scrollIntoViewIfNeeded();
      await b.page.getByTestId('rival-chart').locator('canvas').waitFor();
    });

    // The next check: the 14th falls below the one page the keyword's check reads.
    const fallen = items[13]!;
    await control('/__control/rank', {
      keyword: KEYWORD,
      productId: fallen.productId,
      rank: 450,
      date: daysAgo(0),
    });
    await managerRun(b.baseUrl, daysAgo(0));
    await openRivals();
    const out = b.page.getByTestId('pinned-rival').filter({ has: b.page.getByTestId('out-of-depth') });
    await expect.poll(() => out.count(), WAIT).toBe(1);
    expect(await out.innerText()).toContain(t.outOfDepth);
    // The organic entries of the one page read (100 slots, ads among them).
    expect(await out.innerText()).toMatch(/오늘 확인한 \d{2}위 안에 없습니다/);
    await screenshotWidths(b.page, 'rivals-goods-out-of-depth', async () => {
      await b.page.getByTestId('pinned-rivals').scrollIntoViewIfNeeded();
      await b.page.getByTestId('rival-chart').locator('canvas').waitFor();
    });

    await out.getByTestId('unpin-pinned').click();
    await b.page.getByText(t.unpinConfirmTitle).waitFor();
    await b.page.click('[data-testid="confirm-action"]');
    await expect.poll(() => b.page.getByTestId('pinned-rival').count(), WAIT).toBe(2);
    await expect.poll(() => tableRows().nth(1).getByTestId('pin-rival').isDisabled(), WAIT).toBe(false);
  });
});

describe('the top 10 of a place keyword', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser();
    await signIn(b.page, b.baseUrl, 'placeRival');
  });
  afterAll(() => b.close());

  it("lists the first ten organic places with the ads among them marked, and the member's place", async () => {
    const keyword = 'rival cafe';
    const places = (
      await control<{ items: { rank: number | null; isAd: boolean; placeId: string; position: number }[] }>(
        `/__control/market/places?keyword=${encodeURIComponent(keyword)}`,
      )
    ).items;
    const own = places.find((p) => p.rank === 6)!;
    const tenth = places.find((p) => p.rank === 10)!;
    const ads = places.filter((p) => p.isAd && p.position < tenth.position).length;
    await b.page.goto(`${b.baseUrl}/myPlaceTracking`);
    await b.page.fill('[data-testid="place-add-keyword"]', keyword);
    await b.page.fill('[data-testid="place-add-id"]', own.placeId);
    await b.page.click('[data-testid="place-add-submit"]');
    const row = b.page.locator('[data-testid="place-row"]').first();
    await expect
      .poll(() => row.locator('[data-testid="place-representative"]').innerText(), { timeout: 20_000 })
      .toContain(ko.placeRankUi.rank('6'));
    await row.locator('[data-testid="open-chart"]').click();
    await b.page.getByTestId('view-top').click();
    await b.page.getByTestId('place-top').waitFor();
    const rows = b.page.getByTestId('place-top-row');
    expect(await rows.count()).toBe(10 + ads);
    expect(await b.page.locator('[data-testid="place-top-row"][data-ad]').count()).toBe(ads);
    expect(ads).toBeGreaterThan(0);
    const mine = b.page.locator('[data-testid="place-top-row"][data-own]');
    expect(await mine.innerText()).toContain(t.placeOwnBadge);
    await screenshotWidths(b.page, 'rivals-place-top', () => b.page.getByTestId('place-top').waitFor());
  });
});
