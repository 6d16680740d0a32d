import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshot, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

let b: Awaited<ReturnType<typeof openBrowser>>;
const m = ko.placeRank;
const t = ko.placeRankUi;

interface MarketPlace {
  position: number;
  rank: number | null;
  isAd: boolean;
  placeId: string;
  name: string;
}
async function marketPlaces(keyword: string): Promise<MarketPlace[]> {
  const market = await control<{ items: MarketPlace[] }>(
    `/__control/market/places?keyword=${encodeURIComponent(keyword)}`,
  );
  return market.items;
}

beforeAll(async () => {
  b = await openBrowser({ width: 1280, height: 900 });
  await signIn(b.page, b.baseUrl, 'placer');
});
afterAll(() => b.close());

const rows = () => b.page.locator('[data-testid="place-row"]');
const message = () => b.page.locator('[data-testid="place-add-message"]');

async function register(keyword: string, placeId: string) {
  await b.page.fill('[data-testid="place-add-keyword"]', keyword);
  await b.page.fill('[data-testid="place-add-id"]', placeId);
  await b.page.click('[data-testid="place-add-submit"]');
}

describe('place rank tracking', () => {
  let target: MarketPlace;

  it('registers a place by keyword and place id and shows its organic rank within seconds', async () => {
    const places = await marketPlaces('gangnam cafe');
    target = places.find((p) => p.rank === 5)!;
    expect(target.position).toBeGreaterThan(5); // ads above it do not count
    await b.page.goto(b.baseUrl + '/myPlaceTracking');
    await b.page.getByText(t.emptyTitle).waitFor();
    await expect
      .poll(() => b.page.locator('[data-testid="place-notice"]').innerText())
      .toContain(t.notice(2, 10));

    // Both fields are required.
    await register('gangnam cafe', '');
    await expect.poll(() => message().innerText()).toBe(m.enterKeywordAndPlaceId);

    await register('gangnam cafe', `https://map.naver.com/p/entry/place/${target.placeId}`);
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => message().innerText()).toContain(m.registered);
    await expect
      .poll(() => rows().first().locator('[data-testid="place-representative"]').innerText(), {
        timeout: 20_000,
      })
      .toContain(t.rank('5'));
    await expect
      .poll(() => rows().first().locator('[data-testid="place-name"]').innerText())
      .toBe(target.name);
    await expect
      .poll(() => b.page.locator('[data-testid="place-today-count"]').innerText())
      .toBe(t.todayCount(1, 2));
  });

  it('asks before tracking the same place twice, and shows the server message for the daily limit inline', async () => {
    await register('gangnam dessert', target.placeId);
    await b.page.getByText(t.duplicateTitle).waitFor();
    await b.page.click('[data-testid="confirm-action"]');
    await expect.poll(() => rows().count()).toBe(2);
    await register('gangnam lunch', target.placeId);
    await expect.poll(() => message().innerText()).toBe(m.dailyLimit);
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('switches views at 1280 px and forces the simple view at 800 px', async () => {
    const toggle = b.page.locator('[data-testid="place-view-toggle"]');
    await toggle.waitFor();
    await b.page.click('[data-testid="place-view-detailed"]');
    await expect.poll(() => rows().first().getAttribute('data-view')).toBe('detailed');
    await b.page.locator('[data-testid="place-detail"]').first().waitFor();
    await screenshot(b.page, 'place-rank-detailed-1280');

    await b.page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => rows().first().getAttribute('data-view')).toBe('simple');
    expect(await toggle.count()).toBe(0);
    expect(await b.page.locator('[data-testid="place-detail"]').count()).toBe(0);
    await screenshot(b.page, 'place-rank-simple-800');

    // 921 px is above the breakpoint: the member's choice comes back.
    await b.page.setViewportSize({ width: 921, height: 900 });
    await expect.poll(() => rows().first().getAttribute('data-view')).toBe('detailed');
    await b.page.setViewportSize({ width: 920, height: 900 });
    await expect.poll(() => rows().first().getAttribute('data-view')).toBe('simple');
    await b.page.setViewportSize({ width: 1280, height: 900 });
    await b.page.click('[data-testid="place-view-simple"]');
    await expect.poll(() => rows().first().getAttribute('data-view')).toBe('simple');
  });

  it('adds a keyword and switches the representative keyword after a confirmation', async () => {
    const items = b.page.locator('[data-testid="keyword-item"]');
    await rows().first().locator('[data-testid="open-keywords"]').click();
    await b.page.fill('[data-testid="keyword-input"]', 'gangnam brunch');
    await b.page.click('[data-testid="keyword-add"]');
    await expect.poll(() => items.count()).toBe(2);
    // A duplicate is refused before it is sent.
    await b.page.fill('[data-testid="keyword-input"]', 'Gangnam  Brunch');
    await b.page.click('[data-testid="keyword-add"]');
    await expect
      .poll(() => b.page.locator('[data-testid="keyword-notice"]').innerText())
      .toBe(m.keywordExists);

    // Choosing the representative one only gives a notice.
    await items.first().click();
    await b.page.click('[data-testid="keyword-representative"]');
    await expect
      .poll(() => b.page.locator('[data-testid="keyword-notice"]').innerText())
      .toBe(m.alreadyRepresentative);

    await items.filter({ hasText: 'gangnam brunch' }).click();
    await b.page.click('[data-testid="keyword-representative"]');
    await b.page.getByText(t.representativeTitle).waitFor();
    await b.page.click('[data-testid="confirm-action"]');
    await expect.poll(() => items.first().innerText()).toContain('gangnam brunch');
    await expect.poll(() => items.first().getAttribute('data-representative')).toBe('true');
    await screenshotWidths(b.page, 'place-rank-keywords', () => items.first().waitFor());
    await b.page.keyboard.press('Escape');
    await expect
      .poll(() => rows().first().locator('[data-testid="place-representative"]').innerText())
      .toContain('gangnam brunch');
  });

  it('opens the rank chart and one history panel at a time', async () => {
    // The new representative keyword's first check has finished.
    await expect
      .poll(() => rows().first().locator('[data-testid="place-representative"]').innerText(), {
        timeout: 20_000,
      })
      .not.toContain(t.checking);
    await rows().first().locator('[data-testid="open-chart"]').click();
    await b.page.locator('[data-testid="history-tab"]').first().waitFor();
    await b.page.locator('canvas').first().waitFor();
    await screenshotWidths(b.page, 'place-rank-chart', () => b.page.locator('canvas').first().waitFor());
    await b.page.keyboard.press('Escape');

    await rows().nth(0).locator('[data-testid="open-history"]').click();
    const panels = b.page.locator('[data-testid="history-panel"]');
    await expect.poll(() => rows().nth(0).locator('[data-testid="history-panel"]').count()).toBe(1);
    await rows().nth(0).locator('[data-testid="history-row"]').first().waitFor();
    await screenshotWidths(b.page, 'place-rank-history-panel', () =>
      rows().nth(0).locator('[data-testid="history-row"]').first().waitFor(),
    );
    await rows().nth(1).locator('[data-testid="open-history"]').click();
    await expect.poll(() => rows().nth(1).locator('[data-testid="history-panel"]').count()).toBe(1);
    expect(await panels.count()).toBe(1);
    await rows().nth(1).locator('[data-testid="open-history"]').click();
    await expect.poll(() => panels.count()).toBe(0);
  });

  it('opens the address popup', async () => {
    await rows().first().locator('[data-testid="open-address"]').click();
    await expect.poll(() => b.page.locator('[data-testid="address-text"]').innerText()).not.toBe('');
    expect(await b.page.locator('[data-testid="address-map"]').getAttribute('href')).toContain(
      target.placeId,
    );
    await b.page.keyboard.press('Escape');
  });

  it('deletes in delete mode: enter, select, cancel or confirm', async () => {
    await b.page.click('[data-testid="place-delete-mode"]');
    await b.page.click('[data-testid="place-delete-selected"]');
    await b.page.getByText(m.noItemsSelected).first().waitFor();
    await rows().nth(1).locator('[data-testid="place-select"]').check();
    await b.page.click('[data-testid="place-delete-cancel"]');
    expect(await b.page.locator('[data-testid="place-select"]').count()).toBe(0);
    await expect.poll(() => rows().count()).toBe(2);

    await b.page.click('[data-testid="place-delete-mode"]');
    await rows().nth(1).click(); // the whole card selects in delete mode
    await b.page.click('[data-testid="place-delete-selected"]');
    await b.page.getByText(t.deleteTitle).waitFor();
    await b.page.click('[data-testid="confirm-action"]');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await b.page.locator('[data-testid="place-select"]').count()).toBe(0);
    // Deleted places still count for the day.
    await expect
      .poll(() => b.page.locator('[data-testid="place-today-count"]').innerText())
      .toBe(t.todayCount(2, 2));
  });

  it('dates each rank, checks the place now and shows the new rank without a reload (issue 23 points 1, 2)', async () => {
    await b.page.goto(b.baseUrl + '/myPlaceTracking');
    await b.page.click('[data-testid="place-view-detailed"]');
    const row = rows().first();
    await row.locator('[data-testid="check-note"]').first().waitFor();
    // The time, and the list it was read on (issue 36 §2); an outside rank names the depth read.
    expect(await row.locator('[data-testid="check-note"]').first().innerText()).toMatch(
      /^\d{2}\.\d{2} \d{2}:\d{2} 확인 · 플레이스 목록( \d+위까지 확인)?$/,
    );
    await control('/__control/place-rank', { keyword: 'gangnam cafe', placeId: target.placeId, rank: 8 });
    const button = row.locator('[data-testid="check-now"]');
    expect(await button.innerText()).toBe(t.checkNow(3));
    await button.click();
    const line = row.locator('[data-testid="place-keyword-line"]').filter({ hasText: 'gangnam cafe' });
    await expect.poll(() => line.innerText(), { timeout: 20_000 }).toContain(t.rank('8'));
    // The button waits for the place's other keywords too, which a busy machine checks later.
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe(t.checkNow(2));
    await screenshot(b.page, 'place-rank-check-now-1280');
  });

  it('keeps the ranks of an empty answer on show and says 확인 중 (issue 35 §3)', async () => {
    const row = rows().first();
    const line = row.locator('[data-testid="place-keyword-line"]').filter({ hasText: 'gangnam cafe' });
    // The place list answers HTTP 200 with nothing in it, for both keywords' checks of "check now".
    await control('/__control/faults', {
      service: 'naver-place',
      count: 2,
      status: 200,
      body: [{ data: { businesses: { total: 0, items: [] } } }],
    });
    await row.locator('[data-testid="check-now"]').click();
    const note = line.locator('[data-testid="check-note"]');
    await expect.poll(() => note.getAttribute('data-kind'), { timeout: 20_000 }).toBe('unconfirmed');
    expect(await note.getAttribute('title')).toBe(t.unconfirmedHint);
    // The rank recorded before stays: no drop to "300위 밖".
    expect(await line.innerText()).toContain(t.rank('8'));
    await screenshotWidths(b.page, 'place-rank-unconfirmed', () => row.scrollIntoViewIfNeeded());
  });

  it('says the tracked depth (300) where the current rank is headed, and charts days with the range shown (issue 23 points 3, 9)', async () => {
    const row = rows().first();
    await row.locator('[data-testid="help-tip"]').first().click();
    await expect.poll(() => b.page.getByTestId('help-tip-text').innerText()).toBe(t.depthHint(300));
    await b.page.keyboard.press('Escape');
    await row.locator('[data-testid="open-chart"]').click();
    await b.page.locator('[data-testid="history-dialog"]').waitFor();
    await expect
      .poll(() => b.page.getByTestId('chart-range').first().innerText())
      .toMatch(/^\d{4}\.\d{2}\.\d{2}( – [\d.]+)? · \d+일 중 \d+일 기록$/);
    await b.page.locator('canvas').first().waitFor();
    await screenshot(b.page, 'place-rank-chart-range');
    await b.page.keyboard.press('Escape');
  });

  it('lays out on a phone', async () => {
    const phone = await openBrowser({ width: 375, height: 800 });
    await signIn(phone.page, phone.baseUrl, 'placer');
    await phone.page.goto(phone.baseUrl + '/myPlaceTracking');
    await phone.page.locator('[data-testid="place-row"]').first().waitFor();
    expect(await phone.page.locator('[data-testid="place-view-toggle"]').count()).toBe(0);
    const overflow = Number(
      await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'place-rank-mobile');
    for (const width of [1024, 1366]) {
      await phone.page.setViewportSize({ width, height: 900 });
      await phone.page.waitForTimeout(200);
      await screenshot(phone.page, `place-rank-seller-days-${width}`);
    }
    await phone.close();
  });
});
