// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { RenewExpiredBar } from '../components/RenewExpiredBar';
import type { GoodsRowView } from '../model/view-model';
import { RenewExpiredDialog } from './RenewExpiredDialog';

// 모두 연장 (issue 39 §3): the quote first, then one keyed call with exactly the quoted products.
const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (m: string) => toastSuccess(m), error: vi.fn() } }));
afterEach(() => toastSuccess.mockReset());

const t = ko.goodsRankUi;
const QUOTE = 'POST /api/naver/mygoodsRank/renewExpiredQuote';
const RENEW = 'POST /api/naver/mygoodsRank/renewExpired';
const quote = (over: object = {}) => ({
  code: 'OK',
  message: '',
  data: {
    action: 'renewExpired',
    count: 2,
    coins: 20,
    balance: 35,
    balanceAfter: 15,
    enough: true,
    endAt: '2026-04-11T03:00:00.000Z',
    endDate: '2026-04-11',
    chargeAt: null,
    message: null,
    gdpSns: [11, 12],
    ...over,
  },
});
const titles = new Map([
  [11, '캠핑 의자 A'],
  [12, '캠핑 의자 B'],
  [13, '아직 기간이 남은 상품'],
]);

describe('모두 연장', () => {
  it('lists the quoted products with the cost, and renews exactly them in one keyed call', async () => {
    const api = fakeApi({
      [QUOTE]: quote(),
      [RENEW]: {
        code: 'OK',
        message: '',
        data: { renewed: 2, coins: 20, coinEndDt: '2026-04-11T03:00:00.000Z', sellerCoinCnt: 15 },
      },
    });
    const onClose = vi.fn();
    const { user } = renderScreen(<RenewExpiredDialog titles={titles} onClose={onClose} />);
    const list = await screen.findByTestId('renew-all-list');
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      '캠핑 의자 A',
      '캠핑 의자 B',
    ]);
    expect(screen.getByText(t.coins('20'))).toBeInTheDocument();
    const submit = screen.getByTestId('renew-all-submit');
    expect(submit).toHaveTextContent(t.renewAllSubmit(2));
    await user.click(submit);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = api.calls(RENEW);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ gdpSns: [11, 12] });
    expect(calls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toastSuccess).toHaveBeenCalledWith(t.renewAllDone(2, '2026.04.11'));
  });

  it('says so when fewer were renewed than quoted (one was renewed in between)', async () => {
    fakeApi({
      [QUOTE]: quote(),
      [RENEW]: {
        code: 'OK',
        message: '',
        data: { renewed: 1, coins: 10, coinEndDt: '2026-04-11T03:00:00.000Z', sellerCoinCnt: 25 },
      },
    });
    const { user } = renderScreen(<RenewExpiredDialog titles={titles} onClose={() => undefined} />);
    await user.click(await screen.findByTestId('renew-all-submit'));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(t.renewAllFewer(1, 2)));
  });

  it('keeps the confirm disabled and says why when the balance is short', async () => {
    const short = '코인이 부족합니다. 20코인이 필요하지만 보유 코인은 15코인입니다. 5코인을 충전해 주세요.';
    const api = fakeApi({ [QUOTE]: quote({ balance: 15, balanceAfter: -5, enough: false, message: short }) });
    renderScreen(<RenewExpiredDialog titles={titles} onClose={() => undefined} />);
    expect(await screen.findByText(short, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('renew-all-submit')).toBeDisabled();
    expect(api.calls(RENEW)).toHaveLength(0);
  });

  it('the list offers it only while a product has expired', async () => {
    const row = (gdpSn: number, expired: boolean) =>
      ({ gdpSn, expired, title: titles.get(gdpSn) }) as GoodsRowView;
    const { rerender } = renderScreen(<RenewExpiredBar rows={[row(13, false)]} />);
    expect(screen.queryByTestId('renew-all-open')).toBeNull();
    rerender(<RenewExpiredBar rows={[row(11, true), row(12, true), row(13, false)]} />);
    expect(screen.getByTestId('renew-all-open')).toHaveTextContent(t.renewAllButton(2));
  });
});
