// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import type { CoinHistoryAnswer } from '@seller/shared/schemas/payments';
import { mount } from '../rank-tracking/test-dom';
import { CoinLedgerView } from './CoinLedgerView';

// Issue 28 §3: the ledger shows the seven kinds, pages with a chosen page size and offers the file.
const row = (
  id: number,
  kind: CoinHistoryAnswer['list'][number]['kind'],
  category: CoinHistoryAnswer['list'][number]['category'],
  delta: number,
  balanceAfter: number,
) => ({
  id,
  kind,
  category,
  delta,
  balanceAfter,
  memo: null,
  purpose: null,
  itemTitle: null,
  itemNo: null,
  createdAt: '2026-11-27T15:30:00.000Z',
});

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('CoinLedgerView', () => {
  it('shows the kinds in Korean, the total, the Korea time, and asks again with the chosen page size', async () => {
    const fetchPage = vi.fn(async (pageNum: number, pageSize: number): Promise<CoinHistoryAnswer> => ({
      list: [row(2, 'SPEND_REGISTER', 'register', -10, 90), row(1, 'PURCHASE', 'purchase', 100, 100)],
      total: 45,
      pageNum,
      pageSize,
    }));
    view = mount(
      <CoinLedgerView queryKey={['test-ledger']} fetchPage={fetchPage} downloadUrl="/file.xlsx" />,
    );
    await vi.waitFor(async () => {
      await settle();
      expect(view!.all('coin-history-row')).toHaveLength(2);
    });
    expect(fetchPage).toHaveBeenLastCalledWith(1, 20);
    const rows = view.all('coin-history-row').map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('등록');
    expect(rows[1]).toContain('구매');
    // 15:30 UTC is 00:30 the next day in Korea.
    expect(rows[0]).toContain('26/11/28 00:30');
    expect(view.text('coin-history-total')).toBe(ko.coinHistory.totalRows('45'));
    expect(view.byTestId('coin-history-download').getAttribute('href')).toBe('/file.xlsx');
    expect(document.body.textContent).toContain(ko.coinHistory.pageOf(1, 3));

    const select = view.byTestId('coin-history-page-size') as HTMLSelectElement;
    await act(async () => {
      select.value = '50';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(async () => {
      await settle();
      expect(fetchPage).toHaveBeenLastCalledWith(1, 50);
      expect(document.body.textContent).not.toContain(ko.coinHistory.pageOf(1, 3));
    });
    // 45 rows fit one page of 50: no pager.
    expect(document.body.textContent).not.toContain(ko.coinHistory.next);
  });

  it('an empty ledger says so, with no download', async () => {
    const fetchPage = async (pageNum: number, pageSize: number) => ({
      list: [],
      total: 0,
      pageNum,
      pageSize,
    });
    view = mount(<CoinLedgerView queryKey={['test-empty']} fetchPage={fetchPage} downloadUrl="/file.xlsx" />);
    await vi.waitFor(async () => {
      await settle();
      expect(document.body.textContent).toContain(ko.coinHistory.empty);
    });
    expect(view.all('coin-history-download')).toHaveLength(0);
  });
});
