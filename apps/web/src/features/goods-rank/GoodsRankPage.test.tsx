import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { toListState } from './api/goods-rank-api';
import { GoodsRankPage } from './GoodsRankPage';
import { goodsRow, keywordInfo, listAnswer } from './model/fixtures';
import type { GoodsListAnswer } from '@seller/shared/schemas/goods-rank';
import { queryKeys } from '../../lib/query-keys';

const g = ko.goodsRank;
const t = ko.goodsRankUi;

function render(answer: GoodsListAnswer | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answer) client.setQueryData(queryKeys.goods.list, toListState(answer, Date.now()));
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/goodsTrackingRouter']}>
        <GoodsRankPage />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('goods rank page (server-rendered)', () => {
  it('shows the add box and a loading skeleton before the list arrives', () => {
    const html = render(null);
    expect(html).toContain('data-testid="goods-add-input"');
    expect(html).toContain('data-testid="goods-add-submit"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="goods-row"');
  });

  it('shows the empty state', () => {
    expect(render(listAnswer([]))).toContain(g.noProducts);
  });

  it('renders rows with ranks, badges, memo, end date and test hooks', () => {
    const html = render(
      listAnswer(
        [
          goodsRow(1, { content: 'note', storeName: 'null', autRnwl: 'Y' }),
          goodsRow(2, { lookupStatus: 'pending', goodsTitleNm: null }),
        ],
        {
          1: [
            keywordInfo(11, { keywordRankCurrent: 0, keywordRankPrevious: 0 }),
            keywordInfo(12, { representative: true, keywordRankCurrent: 45, keywordRankPrevious: 50 }),
          ],
          2: [keywordInfo(21, { checkStatus: 'pending' })],
        },
        { renewalShortfall: true },
      ),
    );
    expect(html.match(/data-testid="goods-row"/g)).toHaveLength(2);
    expect(html).toContain('data-gdpsn="1"');
    // Representative first.
    expect(html.indexOf('data-gdkdsn="12"')).toBeLessThan(html.indexOf('data-gdkdsn="11"'));
    expect(html).toContain(t.rank('45'));
    expect(html).toContain(t.page(2));
    expect(html).toContain('▲5');
    expect(html).toContain(t.outOfRank);
    expect(html).toContain(t.priceComparison);
    expect(html).toContain(t.lookupPending);
    // No image: a neutral placeholder, never the browser's broken-image icon.
    expect(html).toContain('data-testid="product-image-placeholder"');
    expect(html).not.toContain('<img');
    expect(html).toContain(t.checking);
    expect(html).toContain('2026.03.31');
    expect(html).toContain('data-testid="renewal-shortfall"');
    expect(html).toContain('href="/coin"');
    for (const id of ['open-history', 'open-keywords', 'open-info', 'open-change', 'open-memo', 'open-renew'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('data-testid="auto-renew"');
    expect(html).toContain('data-testid="goods-mode-toggle"');
    expect(html).toContain('href="/api/naver/mygoodsRank/export.xlsx"');
  });

  it('blurs expired rows with the deletion notice when auto-renew is off', () => {
    const html = render(
      listAnswer(
        [goodsRow(1, { coinEndDt: '2026-03-09T00:00:00.000Z' }), goodsRow(2)],
        {},
        {
          serverNow: '2026-03-10T00:00:00.000Z',
        },
      ),
    );
    expect(html.match(/data-testid="expired-overlay"/g)).toHaveLength(1);
    expect(html).toContain(t.expiredDelete(3, '2026.03.12'));
    expect(html).toContain(t.renewNow);
  });
});
