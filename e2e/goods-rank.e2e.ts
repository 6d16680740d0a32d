import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RANK, kstDate, ko } from '@seller/shared';
import { LEGACY_RANKS, legacyProduct } from './support/accounts';
import { managerRun } from './support/api-session';
import {
  artifactPath,
  countPosts,
  recordApiCalls,
  openBrowser,
  screenshot,
  screenshotWidths,
  signIn,
} from './support/browser';
import { boxesOverlap, bubbleOver } from './support/keep-clear';
import { control } from './support/simulator';

/** What the width checks read of an element (the e2e project has no DOM types). */
type Scrolled = { scrollWidth: number; clientWidth: number; scrollLeft: number };

let b: Awaited<ReturnType<typeof openBrowser>>;

interface MarketItem {
  rank: number;
  productId: string;
  mallProductId: string | null;
  title: string;
  mallName: string | null;
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
    // No keyword came with it: the toast says nothing is checked until one is added (issue 39 §1).
    await b.page.getByText(ko.goodsRankUi.addedNoKeywords).first().waitFor();
    // The toast sits below the sticky header, not over its menus (issue 39 §5), once it has slid in.
    const toast = b.page.locator('[data-sonner-toast]').first();
    await expect
      .poll(() => boxesOverlap(toast, b.page.locator('header').first()), { timeout: 3000 })
      .toBe(false);
    registrations.stop();
    expect(registrations.count).toBe(1);
    expect(await b.page.getByTestId('goods-add-error').count()).toBe(0);
    // The store product with its keyword typed in the add box: one registration, then only the
    // list and the new balance's quote are asked (issue 38 §5: at most 3 requests).
    await b.page.locator('[data-testid$="-type-prodNum"]').first().click();
    await b.page.fill('[data-testid="goods-add-input"]', store.mallProductId!);
    await b.page.getByLabel(ko.goodsRankUi.keywordsLabel).fill('camping chair');
    await b.page.getByLabel(ko.goodsRankUi.keywordsLabel).press('Enter');
    await expect.poll(() => b.page.getByTestId('goods-add-keywords').locator('li').count()).toBe(1);
    await screenshotWidths(b.page, 'goods-rank-add-keywords', () =>
      b.page.getByTestId('goods-add-keywords').waitFor(),
    );
    const api = recordApiCalls(b.page);
    await b.page.click('[data-testid="goods-add-submit"]');
    await b.page.getByText(ko.goodsRankUi.addedWithKeywords(1)).first().waitFor();
    await expect.poll(() => rows().count()).toBe(2);
    await expect.poll(() => api.calls.filter((c) => c.endsWith('/registerQuote')).length).toBe(1);
    api.stop();
    // The list polls again while the first check runs (watching, not adding): counted once.
    expect(api.calls.filter((c) => c.endsWith('/merges'))).toHaveLength(1);
    expect(api.calls.filter((c) => c.includes('coinSelect'))).toEqual([]);
    expect([...new Set(api.calls)].sort(), api.calls.join('\n')).toEqual([
      'POST /api/naver/mygoodsRank/merges',
      'POST /api/naver/mygoodsRank/registerQuote',
      'POST /api/naver/mygoodsRank/select',
    ]);
    await addKeyword(0, 'camping chair');
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
    await screenshotWidths(b.page, 'goods-rank-keywords', () =>
      b.page.locator('[data-testid="keyword-item"]').first().waitFor(),
    );
    await b.page.keyboard.press('Escape');
  });

  it('opens the history chart and writes a memo', async () => {
    await rows().nth(1).locator('[data-testid="open-history"]').click();
    await b.page.locator('[data-testid="history-table"]').waitFor();
    await b.page.locator('canvas').first().waitFor();
    await screenshotWidths(b.page, 'goods-rank-history', () => b.page.locator('canvas').first().waitFor());
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
    // Turning it on asks first with what it will spend (issue 28 §3).
    if (before === 'false') await b.page.click('[data-testid="auto-renew-confirm"]');
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

  it('gives focus back to the button a dialog was opened with, after Escape (issue 39 §2)', async () => {
    for (const id of ['open-info', 'open-memo', 'open-keywords']) {
      const opener = rows().nth(0).locator(`[data-testid="${id}"]`);
      await opener.focus();
      await b.page.keyboard.press('Enter');
      await b.page.getByRole('dialog').waitFor();
      await b.page.keyboard.press('Escape');
      await b.page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect
        .poll(() => b.page.evaluate("document.activeElement?.getAttribute('data-testid') ?? null"), {
          timeout: 3000,
        })
        .toBe(id);
      // That very button (the row's), not another of its kind.
      expect(
        await opener.evaluate(
          (el) =>
            (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement ===
            el,
        ),
      ).toBe(true);
    }
  });

  it('at 1024 px lists cards: every action of a row in the window, the keywords whole (issue 39 §2)', async () => {
    const LONG = '무선이어폰 블루투스 노이즈캔슬링 커널형';
    await addKeyword(0, LONG);
    const m = await openBrowser({ width: 1024, height: 800 });
    try {
      await signIn(m.page, m.baseUrl, 'tracker');
      await m.page.goto(m.baseUrl + '/goodsTrackingRouter');
      const row = m.page.locator('[data-testid="goods-row"]').first();
      await row.getByText(LONG, { exact: true }).waitFor();
      const ids = ['check-now', 'open-history', 'open-keywords', 'open-info', 'open-change', 'open-renew'];
      for (const id of [...ids, 'open-alerts']) {
        // Where it is, unscrolled: an action the list scrolls sideways out of view fails here.
        const box = (await row.locator(`[data-testid="${id}"]`).boundingBox())!;
        expect(box, id).not.toBeNull();
        expect(box.x, id).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, id).toBeLessThanOrEqual(1024);
      }
      // Each keyword is shown in full: no ellipsis, nothing clipped.
      for (const keyword of await row.getByText(LONG, { exact: true }).all()) {
        expect(
          await keyword.evaluate((el) => {
            const e = el as unknown as Scrolled;
            return e.scrollWidth <= e.clientWidth;
          }),
        ).toBe(true);
      }
      const overflow = Number(
        await m.page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      for (const width of [375, 769, 1024, 1279, 1280, 1366, 1920]) {
        await m.page.setViewportSize({ width, height: 900 });
        await m.page.locator('[data-testid="goods-row"]').first().waitFor();
        await m.page.waitForTimeout(200);
        await screenshot(m.page, `goods-rank-width-${width}`);
      }
      // From 1280 px the table: its 관리 column is in the window too.
      await m.page.setViewportSize({ width: 1280, height: 900 });
      await m.page.getByRole('table').waitFor();
      const wide = m.page.locator('[data-testid="goods-row"]').first();
      for (const id of ids) {
        const box = (await wide.locator(`[data-testid="${id}"]`).boundingBox())!;
        expect(box.x + box.width, id).toBeLessThanOrEqual(1280);
      }
    } finally {
      await m.close();
    }
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

const u = ko.goodsRankUi;
const daysAgo = (n: number) => kstDate(new Date(Date.now() - n * 86_400_000));

describe('seller days: dated ranks, check now, the depth and the day-axis chart (issue 23)', () => {
  const KEYWORD = 'seller days lamp';
  let productId: string;
  const row = () => rows().filter({ hasText: KEYWORD }).first();

  it('dates every rank and checks one product now, showing the new rank without a reload', async () => {
    const items = await marketItems(KEYWORD);
    productId = items.find((i) => !i.mallProductId && i.rank > 20)!.productId;
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 37 });
    await b.page.goto(b.baseUrl + '/goodsTrackingRouter');
    await rows().first().waitFor();
    const before = await rows().count();
    await register('midNum', productId);
    await expect.poll(() => rows().count()).toBe(before + 1);
    await addKeyword(before, KEYWORD);
    const rank = () => row().locator('[data-testid="keyword-rank"]').first().innerText();
    await expect.poll(rank, { timeout: 20_000 }).toContain(u.rank('37'));
    // "11.25 10:42 확인" under the keyword.
    await expect
      .poll(() => row().locator('[data-testid="check-note"]').first().innerText())
      .toMatch(/^\d{2}\.\d{2} \d{2}:\d{2} 확인 · N\+스토어$/);
    const button = row().locator('[data-testid="check-now"]');
    expect(await button.innerText()).toBe(u.checkNow(3));

    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 4 });
    const seen: string[] = [];
    await button.click();
    await expect
      .poll(
        async () => {
          seen.push(await button.innerText());
          return rank();
        },
        { timeout: 20_000, interval: 100 },
      )
      .toContain(u.rank('4'));
    await expect.poll(() => button.innerText()).toBe(u.checkNow(2));
    expect(seen.some((text) => text === u.checkNowBusy || text === u.checkNow(2))).toBe(true);
    await b.page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(b.page, 'goods-rank-check-now-1366');
    await b.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('says the tracked depth in the current-rank column', async () => {
    await b.page.locator('[role="columnheader"] [data-testid="help-tip"]').first().click();
    await expect.poll(() => b.page.getByTestId('help-tip-text').innerText()).toBe(u.depthHint(MAX_RANK));
    await screenshot(b.page, 'goods-rank-depth-help');
    await b.page.keyboard.press('Escape');
  });

  it('charts days on a time axis: missed days are gaps and the title says the range shown', async () => {
    // Records for five and two days ago only: the days between have none.
    await managerRun(b.baseUrl, daysAgo(5));
    await managerRun(b.baseUrl, daysAgo(2));
    await b.page.reload();
    await row().locator('[data-testid="open-history"]').click();
    await b.page.locator('[data-testid="history-table"]').waitFor();
    const range = b.page.getByTestId('chart-range').first();
    const [from, to] = [daysAgo(5), daysAgo(0)];
    const label =
      from.slice(0, 4) === to.slice(0, 4)
        ? `${from.replaceAll('-', '.')} – ${to.slice(5).replaceAll('-', '.')}`
        : `${from.replaceAll('-', '.')} – ${to.replaceAll('-', '.')}`;
    expect(await range.innerText()).toBe(u.chartRange(label, 3, 6));
    // The three days without a record are listed as such, not dropped.
    await expect.poll(() => b.page.getByTestId('history-gap').count()).toBe(3);
    await b.page.locator('canvas').first().waitFor();
    await screenshot(b.page, 'goods-rank-history-gaps');
    await b.page.keyboard.press('Escape');
  });

  it('on a phone and a tablet: the notes and the button fit, and the chat bubble never covers 변경', async () => {
    for (const width of [375, 1024]) {
      const m = await openBrowser({ width, height: 800 });
      await signIn(m.page, m.baseUrl, 'tracker');
      await m.page.goto(m.baseUrl + '/goodsTrackingRouter');
      const card = m.page.locator('[data-testid="goods-row"]').filter({ hasText: KEYWORD }).first();
      await card.locator('[data-testid="check-note"]').first().waitFor();
      const overflow = Number(
        await m.page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(m.page, `goods-rank-seller-days-${width}`);
      if (width === 375) {
        for (const id of ['open-change', 'open-renew', 'check-now']) {
          const over = await bubbleOver(m.page, card.locator(`[data-testid="${id}"]`));
          expect(!over.overlapped || over.hidden, id).toBe(true);
        }
        await screenshot(m.page, 'goods-rank-chat-clear-375');
      }
      await m.close();
    }
  });
});

describe('an empty answer for a keyword that had results (issue 35 §3)', () => {
  const KEYWORD = 'empty answer lamp';
  const row = () => rows().filter({ hasText: KEYWORD }).first();

  it('keeps the rank on show, says 확인 중 under it, and records no drop', async () => {
    const items = await marketItems(KEYWORD);
    const productId = items.find((i) => !i.mallProductId && i.rank > 20)!.productId;
    await control('/__control/rank', { keyword: KEYWORD, productId, rank: 12 });
    await b.page.goto(b.baseUrl + '/goodsTrackingRouter');
    await rows().first().waitFor();
    const gdpSns = async () => Promise.all((await rows().all()).map((r) => r.getAttribute('data-gdpsn')));
    const known = await gdpSns();
    await register('midNum', productId);
    await expect.poll(async () => (await gdpSns()).length).toBe(known.length + 1);
    // The new row wherever the list puts it.
    const added = (await gdpSns()).findIndex((id) => !known.includes(id));
    await addKeyword(added, KEYWORD);
    const rank = () => row().locator('[data-testid="keyword-rank"]').first();
    await expect.poll(() => rank().innerText(), { timeout: 20_000 }).toContain(u.rank('12'));
    // The next shopping answer is an HTTP 200 with nothing in it, then "check now".
    await control('/__control/faults', {
      service: 'searchapi',
      count: 1,
      status: 200,
      body: {
        search_metadata: { status: 'Success' },
        search_information: { total_results: 0 },
        shopping_results: [],
      },
    });
    await row().locator('[data-testid="check-now"]').click();
    const note = () => row().locator('[data-testid="check-note"]').first();
    await expect.poll(() => note().getAttribute('data-kind'), { timeout: 20_000 }).toBe('unconfirmed');
    // The line, then its reason for screen readers (a tooltip for the mouse).
    expect(await note().innerText()).toMatch(/^확인 중 · \d{2}\.\d{2} 순위\s+/);
    expect(await note().getAttribute('title')).toBe(u.unconfirmedHint);
    expect(await rank().getAttribute('data-status')).toBe('unconfirmed');
    expect(await rank().innerText()).toContain(u.rank('12'));
    await screenshotWidths(b.page, 'goods-rank-unconfirmed', () => row().scrollIntoViewIfNeeded());
  });
});

describe('links, duplicates and a product change that shows what it switches to (issue 23 points 5, 7, 8)', () => {
  const KEYWORD = 'link desk lamp';
  let store: MarketItem;
  let catalogue: MarketItem;
  const byGdpSn = (gdpSn: string) => b.page.locator(`[data-testid="goods-row"][data-gdpsn="${gdpSn}"]`);
  let storeRow: string;

  it('registers a pasted smart-store link: the toggle follows the link and says what it read', async () => {
    const items = await marketItems(KEYWORD);
    store = items.find((i) => i.mallProductId)!;
    catalogue = items.find((i) => !i.mallProductId)!;
    await b.page.setViewportSize({ width: 1366, height: 900 });
    await b.page.goto(b.baseUrl + '/goodsTrackingRouter');
    await rows().first().waitFor();
    const before = await rows().count();
    await b.page.locator('[data-testid="goods-add-type-midNum"]').click();
    await b.page.fill(
      '[data-testid="goods-add-input"]',
      `[스토어] ${store.title} https://smartstore.naver.com/lampshop/products/${store.mallProductId}?NaPm=ct%3D1`,
    );
    await expect
      .poll(() => b.page.getByTestId('goods-add-read').innerText())
      .toBe(u.linkRead(u.typeProdNum, store.mallProductId!));
    expect(await b.page.getByTestId('goods-add-type-prodNum').getAttribute('data-state')).toBe('on');
    await screenshotWidths(b.page, 'goods-rank-link-read', () =>
      b.page.getByTestId('goods-add-read').waitFor(),
    );
    await b.page.setViewportSize({ width: 1366, height: 900 });
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect.poll(() => rows().count()).toBe(before + 1);
    storeRow = (await rows().filter({ hasText: store.title }).first().getAttribute('data-gdpsn'))!;
    // A catalogue link registers by MID whatever the toggle says.
    await b.page.fill(
      '[data-testid="goods-add-input"]',
      `https://search.shopping.naver.com/catalog/${catalogue.productId}`,
    );
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect.poll(() => rows().count()).toBe(before + 2);
    // A link that names no product says so before anything is sent.
    await b.page.fill('[data-testid="goods-add-input"]', 'https://smartstore.naver.com/lampshop');
    await expect
      .poll(() => b.page.getByTestId('goods-add-error').innerText())
      .toBe(ko.goodsRank.productLinkInvalid);
  });

  it('refuses a product already tracked and points to its row', async () => {
    const coins = await b.page.locator('[data-testid="coin-balance"]').first().innerText();
    await b.page.locator('[data-testid="goods-add-type-prodNum"]').click();
    await b.page.fill('[data-testid="goods-add-input"]', store.mallProductId!);
    await b.page.click('[data-testid="goods-add-submit"]');
    await expect
      .poll(() => b.page.getByTestId('goods-add-error').innerText())
      .toContain(ko.goodsRank.goodsDuplicate);
    await expect.poll(() => byGdpSn(storeRow).getAttribute('data-highlight')).toBe('on');
    expect(await byGdpSn(storeRow).isVisible()).toBe(true);
    // Each width may swap the table for cards (new elements): scroll to whichever is there then.
    await screenshotWidths(b.page, 'goods-rank-duplicate', () =>
      expect
        .poll(() =>
          byGdpSn(storeRow)
            .scrollIntoViewIfNeeded({ timeout: 2_000 })
            .then(
              () => true,
              () => false,
            ),
        )
        .toBe(true),
    );
    expect(await b.page.locator('[data-testid="coin-balance"]').first().innerText()).toBe(coins);
  });

  it('change: looks the new product up, shows it with the current one, keeps the history marked on the chart', async () => {
    const others = await marketItems(KEYWORD);
    const next = others.find((i) => i.mallProductId && i.mallProductId !== store.mallProductId)!;
    const row = byGdpSn(storeRow);
    await addKeywordTo(row, KEYWORD);
    await managerRun(b.baseUrl, daysAgo(1));
    await b.page.reload();

    await row.locator('[data-testid="open-change"]').click();
    // A number that names no product says so.
    await b.page.fill('[data-testid="change-input"]', '77777777');
    await b.page.click('[data-testid="change-submit"]');
    await expect
      .poll(() => b.page.getByTestId('change-error').innerText())
      .toBe(ko.goodsRank.productNumberInvalid);
    // A product already tracked in another row is refused too.
    await b.page.fill(
      '[data-testid="change-input"]',
      `https://search.shopping.naver.com/catalog/${catalogue.productId}`,
    );
    await b.page.click('[data-testid="change-submit"]');
    await expect.poll(() => b.page.getByTestId('change-error').innerText()).toBe(ko.goodsRank.goodsDuplicate);

    const changes = countPosts(b.page, '/api/naver/mygoodsRank/update');
    await b.page.fill(
      '[data-testid="change-input"]',
      `https://brand.naver.com/lampbrand/products/${next.mallProductId}`,
    );
    await b.page.click('[data-testid="change-submit"]');
    await expect.poll(() => b.page.getByTestId('change-to-title').innerText()).toBe(next.title);
    expect(await b.page.getByTestId('change-from-title').innerText()).toBe(store.title);
    expect(await b.page.getByTestId('change-to-store').innerText()).toBe(next.mallName);
    expect(await b.page.getByTestId('change-keeps-history').innerText()).toBe(u.changeWarning);
    expect(changes.count).toBe(0); // looked up, nothing changed yet
    await screenshotWidths(b.page, 'goods-rank-change-confirm', () =>
      b.page.getByTestId('change-confirm').waitFor(),
    );
    await b.page.click('[data-testid="change-confirm"]');
    await b.page.getByText(u.changed).first().waitFor();
    changes.stop();
    expect(changes.count).toBe(1);
    await expect.poll(() => row.innerText()).toContain(next.title);

    // Yesterday's rank of the old product is still there, and the chart marks today's change.
    await row.locator('[data-testid="open-history"]').click();
    await b.page.locator('[data-testid="history-table"]').waitFor();
    await expect
      .poll(() => b.page.getByTestId('history-change').allInnerTexts())
      .toContainEqual(expect.stringContaining(`${ko.rankAlerts.changes.productChange}: ${next.title}`));
    const dayLabel = daysAgo(1).replaceAll('-', '.');
    expect(await b.page.getByTestId('history-table').innerText()).toContain(dayLabel);
    await b.page.locator('canvas').first().waitFor();
    // The chart redraws after a resize: give it a moment before each picture.
    await screenshotWidths(b.page, 'goods-rank-change-history', () => b.page.waitForTimeout(600));
    await b.page.keyboard.press('Escape');
  });
});

describe('every rank says where it came from (issue 36 §2)', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  const p = ko.rankProvenance;
  const legacyRow = () => m.page.locator('[data-testid="goods-row"]').first();
  const line = (keyword: string) =>
    legacyRow()
      .locator('li')
      .filter({ has: m.page.getByText(keyword, { exact: true }) });

  beforeAll(async () => {
    m = await openBrowser({ width: 1366, height: 900 });
    await signIn(m.page, m.baseUrl, 'legacy');
  });
  afterAll(() => m.close());

  it('the first check through the new source is no move: the list says 수집 방식 변경 and which list it read', async () => {
    // The ended Open API (seeded, as the migration backfills it) had it at 25, then 24. (The
    // simulator knows a product by id once its keyword's list was asked.)
    await marketItems(LEGACY_RANKS.keyword);
    await control('/__control/rank', {
      keyword: LEGACY_RANKS.keyword,
      productId: legacyProduct().productId,
      rank: 12,
    });
    await managerRun(m.baseUrl, kstDate());
    await m.page.goto(m.baseUrl + '/goodsTrackingRouter');
    await expect
      .poll(() => line(LEGACY_RANKS.keyword).getByTestId('keyword-rank').innerText())
      .toMatch(new RegExp(`^${u.rank('12')}`));
    const note = () => line(LEGACY_RANKS.keyword).getByTestId('check-note').innerText();
    await expect.poll(note).toMatch(/^\d{2}\.\d{2} \d{2}:\d{2} 확인 · N\+스토어 · 수집 방식 변경$/);
    // 25 → 12 read from two different lists: no ▲13.
    const change = line(LEGACY_RANKS.keyword).getByTestId('rank-change');
    expect(await change.getAttribute('data-kind')).toBe('method');
    expect(await change.innerText()).not.toMatch(/[▲▼]/);
    expect(await change.getAttribute('title')).toBe(
      `${p.methodChanged}: 네이버 쇼핑 API(종료) · 가격비교 → SearchApi · N+스토어`,
    );
    // Outside: the depth and the list that were read.
    const outside = line(LEGACY_RANKS.outsideKeyword);
    expect(await outside.getByTestId('keyword-rank').innerText()).toBe('500위 밖');
    expect(await outside.getByTestId('rank-change').getAttribute('data-kind')).toBe('method');
    expect(await outside.getByTestId('check-note').innerText()).toMatch(
      / 확인 · N\+스토어 500위까지 확인 · 수집 방식 변경$/,
    );
    await screenshotWidths(m.page, 'goods-rank-provenance-list', () => legacyRow().waitFor());
  });

  it('the history marks the day the method changed, and its tooltip says 출처·화면·기기·확인 깊이·확인 시각', async () => {
    await m.page.setViewportSize({ width: 1366, height: 900 });
    await legacyRow().locator('[data-testid="open-history"]').click();
    await m.page.locator('[data-testid="history-table"]').waitFor();
    await expect.poll(() => m.page.getByTestId('history-method-mark').count()).toBe(1);
    expect(await m.page.getByTestId('history-method-change').innerText()).toContain(
      p.markText('네이버 쇼핑 API(종료) · 가격비교', 'SearchApi · N+스토어'),
    );
    // Today's row carries the mark; the days before keep the Open API's ranks.
    const todayRow = m.page.getByTestId('history-row').first();
    expect(await todayRow.innerText()).toContain(kstDate().replaceAll('-', '.'));
    expect(await todayRow.getByTestId('history-method-mark').count()).toBe(1);
    // The cell of a day says where it came from when pointed at.
    const today = m.page.getByTestId('history-row').first().locator('td').first();
    expect(await today.getAttribute('title')).toBe('SearchApi · N+스토어 · PC');
    const canvas = m.page.locator('[data-testid="rank-chart"] canvas').first();
    await canvas.waitFor();
    for (const width of [375, 1024, 1366]) {
      await m.page.setViewportSize({ width, height: 900 });
      await m.page.waitForTimeout(600);
      await canvas.scrollIntoViewIfNeeded();
      // Point at today (the right end of the day axis): the chart's tooltip opens there.
      const box = (await canvas.boundingBox())!;
      await m.page.mouse.move(box.x + box.width - 24, box.y + box.height / 2);
      await m.page.waitForTimeout(400);
      // The viewport only: a full-page picture resizes the page, and the chart drops its tooltip.
      await m.page.screenshot({ path: artifactPath(`goods-rank-provenance-history-${width}`) });
    }
    // The keyword its product is not listed for: the table names how deep, on which list.
    await m.page.setViewportSize({ width: 1366, height: 900 });
    await m.page.getByTestId('history-tab').filter({ hasText: LEGACY_RANKS.outsideKeyword }).click();
    await expect
      .poll(() => m.page.getByTestId('history-row').first().innerText())
      .toContain('500위 밖 · N+스토어 500위까지 확인');
    await m.page.screenshot({ path: artifactPath('goods-rank-provenance-outside-1366') });
    await m.page.keyboard.press('Escape');
  });
});

async function addKeywordTo(row: ReturnType<typeof rows>, keyword: string) {
  await row.locator('[data-testid="open-keywords"]').click();
  await b.page.fill('[data-testid="keyword-input"]', keyword);
  await b.page.click('[data-testid="keyword-add"]');
  await expect
    .poll(() => b.page.locator('[data-testid="keyword-item"]').filter({ hasText: keyword }).count())
    .toBe(1);
  await b.page.keyboard.press('Escape');
}
