// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { GoodsListAnswer } from '@seller/shared/schemas/goods-rank';
import { queryKeys } from '../../lib/query-keys';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { toListState } from './api/goods-rank-api';
import { GoodsRankPage } from './GoodsRankPage';
import { goodsRow, keywordInfo, listAnswer } from './model/fixtures';

const g = ko.goodsRank;
const t = ko.goodsRankUi;
const BASE = '/api/naver/mygoodsRank';
const OK = { code: 'OK', message: '' };

function renderPage(answer: GoodsListAnswer | null) {
  return renderScreen(<GoodsRankPage />, {
    path: '/goodsTrackingRouter',
    seed: (c) => {
      c.setQueryData(queryKeys.session, null);
      if (answer) c.setQueryData(queryKeys.goods.list, toListState(answer, Date.now()));
    },
  });
}

const rowIds = () => screen.getAllByTestId('goods-row').map((row) => row.getAttribute('data-gdpsn'));

const threeRows = listAnswer([goodsRow(1), goodsRow(2), goodsRow(3)], {
  1: [
    keywordInfo(11, { keywordRankCurrent: 0, keywordRankPrevious: 0 }),
    keywordInfo(12, { representative: true, keywordRankCurrent: 45, keywordRankPrevious: 50 }),
  ],
  2: [keywordInfo(21, { representative: true, keywordRankCurrent: 7 })],
});

/**
 * jsdom lays nothing out; dnd-kit's keyboard sensor moves between the rows' boxes. Each row gets
 * a 60 px high box in list order, so arrows move one row as in a browser.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll('[data-testid="goods-row"]')];
    const i = Math.max(0, rows.indexOf(this));
    return DOMRect.fromRect({ x: 0, y: i * 60, width: 600, height: 50 });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('goods rank page', () => {
  it('shows the add box and a loading skeleton before the list arrives', () => {
    fakeApi();
    renderPage(null);
    expect(screen.getByTestId('goods-add-input')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('goods-row')).toBeNull();
  });

  it('shows the empty state', () => {
    fakeApi();
    renderPage(listAnswer([]));
    expect(screen.getByText(g.noProducts)).toBeInTheDocument();
    expect(screen.getByTestId('goods-mode-toggle')).toBeDisabled();
  });

  it('lists each product with its representative keyword first and its rank', () => {
    fakeApi();
    renderPage(threeRows);
    expect(rowIds()).toEqual(['1', '2', '3']);
    const first = screen.getAllByTestId('goods-row')[0]!;
    const keywords = within(first)
      .getAllByText(/^kw /)
      .map((k) => k.textContent);
    expect(keywords[0]).toBe('kw 12');
    expect(first).toHaveTextContent(t.rank('45'));
    expect(first).toHaveTextContent('▲5');
    expect(first).toHaveTextContent(t.outOfRank);
  });

  it('registers a product number with one Idempotency-Key and shows nothing wrong', async () => {
    const api = fakeApi({
      [`POST ${BASE}/merges`]: { ...OK, data: { gdpSn: 9, keywords: [], balance: 90 } },
    });
    const { user } = renderPage(threeRows);
    await user.type(screen.getByTestId('goods-add-input'), '87654321');
    await user.click(screen.getByTestId('goods-add-submit'));
    await waitFor(() => expect(api.calls(`POST ${BASE}/merges`)).toHaveLength(1));
    const [call] = api.calls(`POST ${BASE}/merges`);
    expect(call!.body).toEqual({ type: 'prodNum', currentInput: '87654321' });
    expect(call!.idempotencyKey).toMatch(/^[\w-]{16,64}$/);
    expect(screen.queryByTestId('goods-add-error')).toBeNull();
  });

  it('adds a keyword to a product from its keyword manager', async () => {
    const api = fakeApi({ [`POST ${BASE}/merges`]: OK });
    const { user } = renderPage(threeRows);
    await user.click(within(screen.getAllByTestId('goods-row')[1]!).getByTestId('open-keywords'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('keyword-input'), '  접이식 의자 ');
    await user.click(within(dialog).getByTestId('keyword-add'));
    await waitFor(() => expect(api.calls(`POST ${BASE}/merges`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/merges`)[0]!.body).toEqual({ gdpSn: 2, goodsKeyword: '접이식 의자' });
    await waitFor(() => expect(within(dialog).getByTestId('keyword-input')).toHaveValue(''));
  });

  it('reorders with the keyboard in drag mode and saves the new order', async () => {
    const api = fakeApi({ [`POST ${BASE}/updateOrder`]: OK });
    const { user } = renderPage(threeRows);
    await user.click(screen.getByTestId('goods-mode-toggle'));
    const handles = await screen.findAllByTestId('goods-drag-handle');
    layOutRows();
    handles[0]!.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(api.calls(`POST ${BASE}/updateOrder`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/updateOrder`)[0]!.body).toEqual([
      { gdpSn: 2, order: 1, keywordRankCurrent: 7 },
      { gdpSn: 1, order: 2, keywordRankCurrent: 45 },
      { gdpSn: 3, order: 3, keywordRankCurrent: 0 },
    ]);
    // The list shows the new order at once, before the server answers the refresh.
    await waitFor(() => expect(rowIds()).toEqual(['2', '1', '3']));
  });

  it('changes a product: the number is checked, looked up, confirmed, then changed', async () => {
    const preview = {
      type: 'prodNum',
      number: '99887766',
      midNo: '899',
      mallPid: '99887766',
      title: 'new product',
      image: null,
      storeName: 'new store',
      price: 15_000,
      duplicateOf: null,
    };
    const api = fakeApi({
      [`POST ${BASE}/preview`]: { ...OK, data: preview },
      [`POST ${BASE}/update`]: OK,
    });
    const { user } = renderPage(threeRows);
    await user.click(within(screen.getAllByTestId('goods-row')[0]!).getByTestId('open-change'));
    const input = await screen.findByTestId('change-input');
    await user.click(screen.getByTestId('change-submit'));
    expect(await screen.findByTestId('change-error')).toHaveTextContent(g.enterNumber);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`POST ${BASE}/preview`)).toHaveLength(0);

    await user.type(input, 'https://search.shopping.naver.com/catalog/555');
    // A catalogue link turns the toggle to the catalogue id.
    expect(screen.getByTestId('change-type-midNum')).toHaveAttribute('data-state', 'on');
    await user.clear(input);
    await user.click(screen.getByTestId('change-type-prodNum'));
    await user.type(input, '99887766');
    await user.click(screen.getByTestId('change-submit'));
    expect(await screen.findByTestId('change-to-title')).toHaveTextContent('new product');
    expect(api.calls(`POST ${BASE}/preview`)[0]!.body).toEqual({
      type: 'prodNum',
      currentInput: '99887766',
      oldGdpSn: 1,
    });
    await user.click(screen.getByTestId('change-confirm'));
    await waitFor(() => expect(api.calls(`POST ${BASE}/update`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/update`)[0]!.body).toEqual({
      type: 'prodNum',
      currentInput: '99887766',
      changeTrack: { oldGdpSn: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a change to the product already tracked in that row', async () => {
    const api = fakeApi({
      [`POST ${BASE}/preview`]: {
        ...OK,
        data: {
          type: 'prodNum',
          number: '51',
          midNo: '81',
          mallPid: '51',
          title: 'same',
          image: null,
          storeName: 's',
          price: 1,
          duplicateOf: null,
        },
      },
    });
    const { user } = renderPage(threeRows);
    await user.click(within(screen.getAllByTestId('goods-row')[0]!).getByTestId('open-change'));
    await user.type(await screen.findByTestId('change-input'), '51');
    await user.click(screen.getByTestId('change-submit'));
    expect(await screen.findByTestId('change-error')).toHaveTextContent(t.changeSame);
    expect(api.calls(`POST ${BASE}/update`)).toHaveLength(0);
  });

  it('blurs expired rows with the deletion notice when auto-renew is off', () => {
    fakeApi();
    renderPage(
      listAnswer(
        [goodsRow(1, { coinEndDt: '2026-03-09T00:00:00.000Z' }), goodsRow(2)],
        {},
        {
          serverNow: '2026-03-10T00:00:00.000Z',
        },
      ),
    );
    expect(screen.getAllByTestId('expired-overlay')).toHaveLength(1);
    expect(screen.getByText(t.expiredDelete(3, '2026.03.12'))).toBeInTheDocument();
  });
});
