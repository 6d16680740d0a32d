import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate, ko } from '@seller/shared';
import { managerRun } from './support/api-session';
import { openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

// 순위 변동 원인 (issue 42) end to end against the simulator: what the pages said beside each rank
// (a price cut set on the simulator), the 변화 기록 with D-1/D+1/D+7, the member's own event on
// the chart and in the table, a pinned rival's unexplained climb, and the place sentence.
const t = ko.rankChangesUi;
const daysAgo = (n: number) => kstDate(new Date(Date.now() - n * 86_400_000));
const WAIT = { timeout: 10_000 };

/** A chart's canvas once Chart.js has drawn on it (it sizes itself a frame after mounting). */
async function drawn(canvas: Locator): Promise<void> {
  await canvas.waitFor();
  await expect
    .poll(
      () =>
        canvas.evaluate((c) => {
          // Evaluated in the page: a canvas (the e2e project has no DOM types).
          const el = c as unknown as { width: number; toDataURL(): string };
          return el.width > 0 && el.toDataURL().length > 8000;
        }),
      WAIT,
    )
    .toBe(true);
}

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
  lprice: number;
  reviewCount: number;
}

describe('변화 기록 of a tracked keyword', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  const KEYWORD = 'change kettle';
  let own: MarketItem;
  let rival: MarketItem;
  const dialog = () => b.page.getByTestId('history-dialog');
  const [D2, D1, D0] = [daysAgo(2), daysAgo(1), daysAgo(0)];

  beforeAll(async () => {
    b = await openBrowser();
    await signIn(b.page, b.baseUrl, 'changes');
  });
  afterAll(() => b.close());

  async function openChanges() {
    await b.page.goto(`${b.baseUrl}/goodsTrackingRouter`);
    await b.page.locator('[data-testid="goods-row"]').first().locator('[data-testid="open-history"]').click();
    await dialog().getByTestId('view-changes').click();
    await b.page.getByTestId('rank-changes').waitFor();
  }

  it('keeps three days of ranks with what the page said, and a pinned rival', async () => {
    const items = (
      await control<{ items: MarketItem[] }>(
        `/__control/market/products?keyword=${encodeURIComponent(KEYWORD)}&display=100`,
      )
    ).items;
    own = items[19]!;
    rival = items.find((i, n) => n > 40 && i.reviewCount > 0)!;
    const rank = (productId: string, r: number, date: string) =>
      control('/__control/rank', { keyword: KEYWORD, productId, rank: r, date });
    await rank(own.productId, 40, D2);
    await rank(own.productId, 30, D1);
    await rank(own.productId, 20, D0);
    // The rival stands 35th two days ago, 8th yesterday and today, its reviews as they were.
    await rank(rival.productId, 35, D2);
    await rank(rival.productId, 8, D1);
    await rank(rival.productId, 8, D0);
    // The product's price cut by 20% from yesterday on.
    const cut = Math.round((own.lprice * 0.8) / 10) * 10;
    await control('/__control/product-figures', { productId: own.productId, date: D1, price: cut });

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
      .toContain('20');
    // Pin the rival from today's top, then the days before are read from their own lists.
    await row.locator('[data-testid="open-history"]').click();
    await dialog().getByTestId('view-rivals').click();
    await b.page.getByTestId('rivals-table').waitFor();
    await b.page.getByTestId('rival-row').nth(7).getByTestId('pin-rival').click();
    await expect.poll(() => b.page.getByTestId('pinned-rival').count(), WAIT).toBe(1);
    await managerRun(b.baseUrl, D0);
    await onSimulatorDay(D2, () => managerRun(b.baseUrl, D2));
    await onSimulatorDay(D1, () => managerRun(b.baseUrl, D1));
  });

  it('draws the rank and the price on one day axis, lists the price cut with the ranks around it and the climb', async () => {
    await openChanges();
    await drawn(b.page.getByTestId('changes-rank-chart').locator('canvas'));
    await drawn(b.page.getByTestId('changes-attribute-chart').locator('canvas'));
    // The price cut: yesterday, with the rank the day before (40) and after (20); D+7 not yet.
    const change = b.page.getByTestId('change-row').filter({ hasText: t.attributePrice });
    await expect.poll(() => change.count(), WAIT).toBe(1);
    const text = await change.innerText();
    expect(text).toContain('-20%');
    expect(text).toContain(t.rankText(40));
    expect(text).toContain(t.rankText(20));
    expect(text).toContain(t.pending);
    // The rival's climb of 27 places with its reviews unchanged: said as the figures.
    const surge = b.page.getByTestId('surge');
    await expect.poll(() => surge.count(), WAIT).toBe(1);
    expect(await surge.innerText()).toContain(t.surgeMark);
    expect(await surge.innerText()).toContain('35위 → 8위');
    // Purchases: the source gives none, so nothing is drawn (never 0).
    await b.page.getByTestId('attribute-purchaseCount').click();
    await b.page.getByTestId('attribute-missing').waitFor();
    await b.page.getByTestId('attribute-price').click();
    await screenshotWidths(b.page, 'rank-changes-chart', async () => {
      await drawn(b.page.getByTestId('changes-rank-chart').locator('canvas'));
      await drawn(b.page.getByTestId('changes-attribute-chart').locator('canvas'));
    });
  });

  it("keeps the member's own event, refuses an empty one in Korean, and shows it in the table", async () => {
    await b.page.getByTestId('event-label').fill('   ');
    await b.page.getByTestId('event-add').click();
    await b.page.getByText(ko.rankChanges.eventLabelRequired).waitFor();
    await b.page.getByTestId('event-day').fill(D2);
    await b.page.getByTestId('event-label').fill('쿠폰 시작');
    await b.page.getByTestId('event-add').click();
    await expect.poll(() => b.page.getByTestId('event-list').innerText(), WAIT).toContain('쿠폰 시작');
    const event = b.page.getByTestId('event-row');
    await expect.poll(() => event.count(), WAIT).toBe(1);
    // The day after the event (yesterday) the product stood 30th.
    expect(await event.innerText()).toContain(t.ownEvent('쿠폰 시작'));
    expect(await event.innerText()).toContain(t.rankText(30));
    await screenshotWidths(b.page, 'rank-changes-table', async () => {
      await b.page.getByTestId('changes-table').scrollIntoViewIfNeeded();
    });
    await screenshotWidths(b.page, 'rank-changes-surges', async () => {
      await b.page.getByTestId('surges').scrollIntoViewIfNeeded();
    });
  });
});

describe('the place sentence', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser();
    await signIn(b.page, b.baseUrl, 'placeChanges');
  });
  afterAll(() => b.close());

  it('says which listed figure goes most with rank this month, with the number of places', async () => {
    const keyword = 'change cafe';
    const places = (
      await control<{ items: { rank: number | null; placeId: string }[] }>(
        `/__control/market/places?keyword=${encodeURIComponent(keyword)}`,
      )
    ).items;
    const own = places.find((p) => p.rank === 4)!;
    await b.page.goto(`${b.baseUrl}/myPlaceTracking`);
    await b.page.fill('[data-testid="place-add-keyword"]', keyword);
    await b.page.fill('[data-testid="place-add-id"]', own.placeId);
    await b.page.click('[data-testid="place-add-submit"]');
    const row = b.page.locator('[data-testid="place-row"]').first();
    await expect
      .poll(() => row.locator('[data-testid="place-representative"]').innerText(), { timeout: 20_000 })
      .toContain(ko.placeRankUi.rank('4'));
    await row.locator('[data-testid="open-chart"]').click();
    await b.page.getByTestId('view-top').click();
    const note = b.page.getByTestId('place-correlation');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/이번 달 이 키워드에 나온 \d+곳/);
    await screenshotWidths(b.page, 'rank-changes-place', () => note.waitFor());
  });
});
