// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { mount } from '../../../components/rank-tracking/test-dom';
import { AddGoodsBox } from './AddGoodsBox';

const mutate = vi.fn();
vi.mock('../hooks/use-goods-actions', () => ({
  useRegisterGoods: () => ({ mutate, isPending: false }),
}));

// The server's registration quote (issue 28 §3), as the hook answers it.
const quoteOf = (balance: number) => ({
  action: 'register',
  count: 1,
  coins: 10,
  balance,
  balanceAfter: balance - 10,
  enough: balance >= 10,
  endAt: '2026-12-28T03:00:00.000Z',
  endDate: '2026-12-28',
  chargeAt: null,
  message:
    balance >= 10
      ? null
      : '코인이 부족합니다. 10코인이 필요하지만 보유 코인은 9코인입니다. 1코인을 충전해 주세요.',
});
let quote: { data?: ReturnType<typeof quoteOf>; isError: boolean } = { isError: false };
vi.mock('../hooks/use-quotes', () => ({ useRegisterQuote: () => quote }));

const g = ko.goodsRank;
let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  mutate.mockReset();
});

const open = (balance: number | null, quoted = true) => {
  quote = { data: quoted && balance !== null ? quoteOf(balance) : undefined, isError: false };
  view = mount(
    <MemoryRouter>
      <AddGoodsBox balance={balance} />
    </MemoryRouter>,
  );
  return view;
};

describe('AddGoodsBox (react-hook-form, productInputSchema)', () => {
  it('refuses an empty field on submit, and says nothing while the field is only empty', async () => {
    const v = open(100);
    expect(v.all('goods-add-error')).toHaveLength(0);
    await v.click(v.byTestId('goods-add-submit'));
    expect(v.text('goods-add-error').trim()).toBe(g.enterNumber);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('says while typing that a link names no product', async () => {
    const v = open(100);
    await v.type('goods-add-input', 'https://smartstore.naver.com/lampshop');
    expect(v.text('goods-add-error').trim()).toBe(g.productLinkInvalid);
  });

  it('follows a pasted catalogue link with the toggle and sends its kind', async () => {
    const v = open(100);
    await v.type('goods-add-input', 'https://search.shopping.naver.com/catalog/555');
    expect(v.byTestId('goods-add-type-midNum').getAttribute('data-state')).toBe('on');
    expect(v.text('goods-add-read')).toContain('555');
    await v.click(v.byTestId('goods-add-submit'));
    expect(mutate).toHaveBeenCalledWith(
      { type: 'midNum', input: 'https://search.shopping.naver.com/catalog/555', keywords: [] },
      expect.anything(),
    );
  });

  it('asks to top up below 10 coins and sends nothing', async () => {
    const v = open(9, false);
    await v.type('goods-add-input', '12345');
    await v.click(v.byTestId('goods-add-submit'));
    expect(v.text('goods-add-error')).toContain(g.notEnoughCoins);
    expect(v.text('goods-add-error')).toContain(ko.goodsRankUi.topUp);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('shows the quote before adding: coins, balance after and end date (issue 28 §3)', () => {
    const v = open(120);
    expect(v.text('register-quote')).toBe(ko.goodsQuote.registerLine('10', '110', '2026.12.28'));
    expect(v.byTestId('goods-add-submit').hasAttribute('disabled')).toBe(false);
  });

  it('says while the quote comes that it is being computed', () => {
    const v = open(120, false);
    expect(v.text('quote-loading')).toContain(ko.goodsQuote.loading);
  });

  it('disables 추가 with the quote’s reason and a top-up link when the balance is short', async () => {
    const v = open(9);
    expect(v.text('register-quote-short')).toContain('1코인을 충전해 주세요.');
    expect(v.text('register-quote-short')).toContain(ko.goodsRankUi.topUp);
    expect(v.byTestId('goods-add-submit').hasAttribute('disabled')).toBe(true);
    await v.type('goods-add-input', '12345');
    await v.click(v.byTestId('goods-add-submit'));
    expect(mutate).not.toHaveBeenCalled();
  });
});
