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

const g = ko.goodsRank;
let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  mutate.mockReset();
});

const open = (balance: number | null) => {
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
      { type: 'midNum', input: 'https://search.shopping.naver.com/catalog/555' },
      expect.anything(),
    );
  });

  it('asks to top up below 10 coins and sends nothing', async () => {
    const v = open(9);
    await v.type('goods-add-input', '12345');
    await v.click(v.byTestId('goods-add-submit'));
    expect(v.text('goods-add-error')).toContain(g.notEnoughCoins);
    expect(v.text('goods-add-error')).toContain(ko.goodsRankUi.topUp);
    expect(mutate).not.toHaveBeenCalled();
  });
});
