import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { countPosts, openBrowser, screenshot, signIn } from './support/browser';
import { control } from './support/simulator';

let b: Awaited<ReturnType<typeof openBrowser>>;

interface MarketItem {
  rank: number;
  productId: string;
  mallProductId: string | null;
}
async function marketItems(keyword: string): Promise<MarketItem[]> {
  const market = await control<{ items: MarketItem[] }>(
    `/__control/market/products?keyword=${encodeURIComponent(keyword)}&display=100`,
  );
  return market.items;
}

beforeAll(async () => {
  b = await openBrowser();
  await signIn(b.page, b.baseUrl, 'tracker');
});
afterAll(() => b.close());

const rows = () => b.page.locator('[data-testid="goods-row"]');

async function register(type: 'prodNum' | 'midNum', number: string, click: 'click' | 'dblclick' = 'click') {
  await b.page.locator(`[data-testid$="-type-${type}"]`).first().click();
  await b.page.fill('[data-testid="goods-add-input"]', number);
  await b.page[click]('[data-testid="goods-add-submit"]');
}

async function addKeyword(row: number, keyword: string) {
  await rows().nth(row).locator('[data-testid="open-keywords"]').click();
  await b.page.fill('[data-testid="keyword-input"]', keyword);
  await b.page.click('[data-testid="keyword-add"]');
  await expect
    .poll(() => b.page.locator('[data-testid="keyword-item"]').filter({ hasText: keyword }).count())
    .toBe(1);
  await b.page.keyboard.press('Escape');
}

describe('shopping rank tracking (V2)', () => {
  it('registers by MID and by product number and shows the ranks of added keywords', async () => {
    const chairs = await marketItems('camping chair');
    const catalog = chairs.find((i) => !i.mallProductId)!;
    const store = chairs.find((i) => i.mallProductId && i.rank > 3)!;
    await b.page.goto(b.baseUrl + '/goodsTrackingRouter');
    await b.page.getByText(ko.goodsRank.noProducts).first().waitFor();
    // A double click on 추가 registers once (one request, 10 coins).
    const registrations = countPosts(b.page, '/api/naver/mygoodsRank/merges');
    await register('midNum', catalog.productId, 'dblclick');
    await expect.poll(() => rows().count()).toBe(1);
    await b.page.getByText(ko.goodsRankUi.added).first().waitFor();
    registrations.stop();
    expect(registrations.count).toBe(1);
    expect(await b.page.getByTestId('goods-add-error').count()).toBe(0);
    await register('prodNum', store.mallProductId!);
    await expect.poll(() => rows().count()).toBe(2);
    await addKeyword(0, 'camping chair');
    await addKeyword(1, 'camping chair');
    // The immediate check fills the ranks within seconds.
    await expect
      .poll(() => rows().nth(0).locator('[data-testid="keyword-rank"]').first().innerText(), {
        timeout: 20_000,
      })
      .toContain(String(catalog.rank));
    await expect
      .poll(() => rows().nth(1).locator('[data-testid="keyword-rank"]').first().innerText(), {
        timeout: 20_000,
      })
      .toContain(String(store.rank));
    await screenshot(b.page, 'goods-rank-list');
  });

  it('adds a second keyword and makes it the representative one', async () => {
    await addKeyword(0, 'folding chair');
    await rows().nth(0).locator('[data-testid="open-keywords"]').click();
    await b.page.locator('[data-testid="keyword-item"]').filter({ hasText: 'folding chair' }).click();
    await b.page.click('[data-testid="keyword-representative"]');
    await expect
      .poll(() => b.page.locator('[data-testid="keyword-item"]').first().innerText())
      .toContain('folding chair');
    await b.page.keyboard.press('Escape');
  });

  it('opens the history chart and writes a memo', async () => {
    await rows().nth(1).locator('[data-testid="open-history"]').click();
    await b.page.locator('[data-testid="history-table"]').waitFor();
    await b.page.locator('canvas').first().waitFor();
    await screenshot(b.page, 'goods-rank-history');
    await b.page.keyboard.press('Escape');
    await rows().nth(1).locator('[data-testid="open-memo"]').click();
    await b.page.fill('[data-testid="memo-input"]', 'weekend promotion from Friday');
    await b.page.click('[data-testid="memo-save"]');
    await expect.poll(() => rows().nth(1).innerText()).toContain('weekend promotion');
  });

  it('drags to reorder and keeps the order after a reload', async () => {
    const firstBefore = await rows().nth(0).getAttribute('data-gdpsn');
    await b.page.click('[data-testid="goods-mode-toggle"]');
    const handle = b.page.locator('[data-testid="goods-drag-handle"]').first();
    await handle.focus();
    // dnd-kit's keyboard sensor moves on animation frames: give each step a moment.
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await b.page.keyboard.press(key);
      await b.page.waitForTimeout(250);
    }
    await expect.poll(() => rows().nth(1).getAttribute('data-gdpsn')).toBe(firstBefore);
    await b.page.waitForTimeout(500);
    await b.page.reload();
    await expect.poll(() => rows().nth(1).getAttribute('data-gdpsn')).toBe(firstBefore);
  });

  it('renews, toggles auto-renew and deletes', async () => {
    await rows().nth(0).locator('[data-testid="open-renew"]').click();
    // A double click on 연장하기 renews once (10 coins).
    const renewals = countPosts(b.page, '/api/naver/mygoodsRank/coinExtensionRnwl');
    await b.page.dblclick('[data-testid="renew-submit"]');
    await expect
      .poll(() => b.page.locator('[data-testid="coin-balance"]').first().innerText())
      .toContain('170');
    renewals.stop();
    expect(renewals.count).toBe(1);
    const toggle = rows().nth(0).locator('[data-testid="auto-renew"]');
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(before);
    await b.page.reload();
    await expect
      .poll(() => rows().nth(0).locator('[data-testid="auto-renew"]').getAttribute('aria-checked'))
      .not.toBe(before);
    await rows().nth(1).getByRole('checkbox').first().check();
    await b.page.click('[data-testid="goods-delete-selected"]');
    await b.page.click('[data-testid="confirm-action"]');
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('shows cards on a phone', async () => {
    const m = await openBrowser({ width: 375, height: 800 });
    await signIn(m.page, m.baseUrl, 'tracker');
    await m.page.goto(m.baseUrl + '/goodsTrackingRouter');
    await m.page.locator('[data-testid="goods-row"]').first().waitFor();
    await screenshot(m.page, 'goods-rank-mobile');
    await m.close();
  });
});
