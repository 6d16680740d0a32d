// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { mount } from '../../../components/rank-tracking/test-dom';
import { SIMULATOR_EXAMPLES } from '@seller/shared/rules/simulator-examples';
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

// Simulator mode as the server's app-config says it (issue 39 §1: the 체험용 상품 show only then).
let simulator = false;
vi.mock('../../../lib/app-config', () => ({
  useAppConfig: () => ({ simulator, adfitUnitId: null, chatChannelUrl: null, publicHost: null }),
}));

const g = ko.goodsRank;
let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  mutate.mockReset();
  simulator = false;
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

describe('체험용 상품 in simulator mode (issue 39 §1)', () => {
  const chips = () =>
    Array.from(document.querySelectorAll('[data-testid="goods-add-keywords"] li')).map(
      (li) => li.textContent,
    );

  it('are not offered outside simulator mode', () => {
    const v = open(100);
    expect(v.all('goods-examples')).toHaveLength(0);
    expect(v.all('goods-example')).toHaveLength(0);
  });

  it('lists the shared examples, and one press fills the number, the type and the keyword', async () => {
    simulator = true;
    const v = open(100);
    const buttons = v.all('goods-example');
    expect(buttons.map((b) => b.getAttribute('data-number'))).toEqual(
      SIMULATOR_EXAMPLES.map((e) => e.number),
    );
    expect(v.text('goods-examples')).toContain(ko.goodsExamples.title);

    const catalog = SIMULATOR_EXAMPLES.find((e) => e.type === 'midNum')!;
    await v.click(buttons[SIMULATOR_EXAMPLES.indexOf(catalog)]!);
    expect((v.byTestId('goods-add-input') as HTMLInputElement).value).toBe(catalog.number);
    expect(v.byTestId('goods-add-type-midNum').getAttribute('data-state')).toBe('on');
    expect(chips()).toEqual([catalog.keyword]);

    // Another example: its number and type replace the first; its keyword joins once.
    const store = SIMULATOR_EXAMPLES.find((e) => e.type === 'prodNum' && e.keyword !== catalog.keyword)!;
    await v.click(buttons[SIMULATOR_EXAMPLES.indexOf(store)]!);
    expect((v.byTestId('goods-add-input') as HTMLInputElement).value).toBe(store.number);
    expect(v.byTestId('goods-add-type-prodNum').getAttribute('data-state')).toBe('on');
    expect(chips()).toEqual([catalog.keyword, store.keyword]);

    await v.click(v.byTestId('goods-add-submit'));
    expect(mutate).toHaveBeenCalledWith(
      { type: 'prodNum', input: store.number, keywords: [catalog.keyword, store.keyword] },
      expect.anything(),
    );
  });
});
