// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../../test/render';
import { AddGoodsBox } from './AddGoodsBox';

// The add box with keywords (issue 39 §1): chips typed with the product, sent in one call.
const mutate = vi.fn();
vi.mock('../hooks/use-goods-actions', () => ({ useRegisterGoods: () => ({ mutate, isPending: false }) }));
vi.mock('../hooks/use-quotes', () => ({ useRegisterQuote: () => ({ isError: false }) }));
const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (m: string) => toastSuccess(m), error: vi.fn() } }));

const t = ko.goodsRankUi;
afterEach(() => {
  mutate.mockReset();
  toastSuccess.mockReset();
});

const chips = () =>
  Array.from(screen.getByTestId('goods-add-keywords').querySelectorAll('li')).map((li) => li.textContent);
const keywordField = () => screen.getByLabelText(t.keywordsLabel);

describe('keywords typed with the product', () => {
  it('makes chips on Enter and comma, refuses a repeat and a sixth, and takes one back with Backspace', async () => {
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(keywordField(), '캠핑 의자{Enter}접이식  의자,캠핑의자,');
    expect(chips()).toEqual(['캠핑 의자', '접이식 의자', '캠핑의자']);
    await user.type(keywordField(), '캠핑  의자{Enter}');
    expect(screen.getByTestId('goods-add-keyword-note')).toHaveTextContent(t.keywordDuplicate('캠핑 의자'));
    expect(chips()).toHaveLength(3);
    await user.type(keywordField(), 'd,e,f{Enter}');
    expect(chips()).toEqual(['캠핑 의자', '접이식 의자', '캠핑의자', 'd', 'e']);
    expect(screen.getByTestId('goods-add-keyword-note')).toHaveTextContent(t.keywordsFull(5));
    // Full: what is typed waits in the field; removing a chip (its own button) makes room.
    expect(keywordField()).toHaveValue('f');
    await user.click(screen.getByRole('button', { name: t.keywordRemove('d') }));
    await user.type(keywordField(), '{Enter}');
    expect(chips()).toEqual(['캠핑 의자', '접이식 의자', '캠핑의자', 'e', 'f']);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['캠핑 의자', '접이식 의자', '캠핑의자', 'e']);
    expect(keywordField()).toHaveValue('f');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the product with its chips and what is still typed in one call, and says what was added', async () => {
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    await user.type(keywordField(), '캠핑 의자{Enter}의자');
    await user.click(screen.getByTestId('goods-add-submit'));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({
      type: 'prodNum',
      input: '12345',
      keywords: ['캠핑 의자', '의자'],
    });
    const { onSuccess } = mutate.mock.calls[0]![1] as { onSuccess: (a: unknown) => void };
    onSuccess({
      data: {
        gdpSn: 1,
        keywords: [
          { gdkdSn: 1, keyword: '캠핑 의자' },
          { gdkdSn: 2, keyword: '의자' },
        ],
        balance: 90,
      },
    });
    expect(toastSuccess).toHaveBeenCalledWith(t.addedWithKeywords(2));
    await vi.waitFor(() =>
      expect(screen.queryByTestId('goods-add-keywords')?.querySelectorAll('li')).toHaveLength(0),
    );
  });

  it('says plainly that nothing is checked yet when no keyword came with the product', async () => {
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    // Enter in the empty keyword field sends the form, as in the number field.
    await user.type(keywordField(), '{Enter}');
    expect(mutate.mock.calls[0]![0]).toEqual({ type: 'prodNum', input: '12345', keywords: [] });
    const { onSuccess } = mutate.mock.calls[0]![1] as { onSuccess: (a: unknown) => void };
    onSuccess({ data: { gdpSn: 1, keywords: [], balance: 90 } });
    expect(toastSuccess).toHaveBeenCalledWith(t.addedNoKeywords);
  });
});
