// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../test/render';
import { CoinPage, type CoinPageProps } from './CoinPage';

const t = ko.coinShop;

function renderCoins(props: Partial<CoinPageProps> = {}) {
  const onPay = vi.fn();
  const view = renderScreen(<CoinPage signedIn onPay={onPay} paying={false} {...props} />, { path: '/coin' });
  return { ...view, onPay };
}

const pack = (coins: number) => screen.getByTestId(`coin-pack-${coins}`);
const summary = () => screen.getByTestId('coin-summary');
const totalCoins = () => screen.getByTestId('summary-total-coins');
const totalAmount = () => screen.getByTestId('summary-total-amount');

beforeEach(() => window.sessionStorage.clear());

describe('CoinPage', () => {
  it('starts with an empty order', () => {
    renderCoins();
    expect(within(summary()).getByText(t.summaryEmpty)).toBeInTheDocument();
    expect(totalCoins()).toHaveTextContent('0코인');
    expect(totalAmount()).toHaveTextContent('0원');
  });

  it('adds packs, changes quantities and totals them from the price list', async () => {
    const { user } = renderCoins();
    await user.click(within(pack(500)).getByRole('button', { name: t.select }));
    expect(screen.getByTestId('pack-qty-500')).toHaveValue(1);
    expect(totalAmount()).toHaveTextContent('49,000원');

    await user.click(screen.getByRole('button', { name: `${t.qtyLabel('500')} ${t.increase}` }));
    await user.click(screen.getByRole('button', { name: `${t.qtyLabel('500')} ${t.increase}` }));
    await user.click(within(pack(100)).getByRole('button', { name: t.select }));
    expect(within(summary()).getByText(t.line('500', 3))).toBeInTheDocument();
    expect(within(summary()).getByText(t.line('100', 1))).toBeInTheDocument();
    expect(totalCoins()).toHaveTextContent('1,600코인');
    expect(totalAmount()).toHaveTextContent('156,900원');

    await user.click(screen.getByRole('button', { name: `${t.qtyLabel('500')} ${t.decrease}` }));
    expect(totalAmount()).toHaveTextContent('107,900원');
  });

  it('keeps a typed quantity within 1–99 and takes the pack out at 0', async () => {
    const { user } = renderCoins();
    await user.click(within(pack(1000)).getByRole('button', { name: t.select }));
    const qty = screen.getByTestId('pack-qty-1000');
    await user.type(qty, '50'); // 1 → 15 → 150
    expect(qty).toHaveValue(99);
    expect(screen.getByRole('button', { name: `${t.qtyLabel('1,000')} ${t.increase}` })).toBeDisabled();
    expect(totalAmount()).toHaveTextContent('9,702,000원');

    await user.click(screen.getByRole('button', { name: `${t.qtyLabel('1,000')} ${t.decrease}` }));
    expect(qty).toHaveValue(98);
    // The ✕ in the summary takes the line out; the card offers 담기 again.
    await user.click(within(summary()).getByRole('button', { name: `${t.coins('1,000')} ${t.remove}` }));
    expect(within(summary()).getByText(t.summaryEmpty)).toBeInTheDocument();
    expect(within(pack(1000)).getByRole('button', { name: t.select })).toBeInTheDocument();

    // Emptying the quantity is 0 too.
    await user.click(within(pack(100)).getByRole('button', { name: t.select }));
    await user.clear(screen.getByTestId('pack-qty-100'));
    expect(within(summary()).getByText(t.summaryEmpty)).toBeInTheDocument();
  });

  it('pays for the chosen lines, and says so when nothing is chosen', async () => {
    const { user, onPay } = renderCoins();
    await user.click(screen.getByTestId('coin-pay'));
    expect(screen.getByTestId('coin-pay-error')).toHaveTextContent(ko.payments.packRequired);
    expect(onPay).not.toHaveBeenCalled();

    await user.click(within(pack(100)).getByRole('button', { name: t.select }));
    expect(screen.queryByTestId('coin-pay-error')).not.toBeInTheDocument();
    await user.click(within(pack(500)).getByRole('button', { name: t.select }));
    await user.click(screen.getByTestId('coin-pay'));
    expect(onPay).toHaveBeenCalledWith([
      { coins: 100, qty: 1 },
      { coins: 500, qty: 1 },
    ]);
  });

  it('asks an anonymous visitor to sign in and keeps the order for the way back', async () => {
    const { user, onPay, unmount } = renderCoins({ signedIn: false });
    await user.click(within(pack(500)).getByRole('button', { name: t.select }));
    await user.click(screen.getByTestId('coin-pay'));
    const dialog = await screen.findByRole('dialog', { name: t.loginRequiredTitle });
    expect(within(dialog).getByRole('link', { name: t.goLogin })).toHaveAttribute(
      'href',
      '/login?next=%2Fcoin',
    );
    expect(onPay).not.toHaveBeenCalled();

    unmount();
    renderCoins();
    expect(screen.getByTestId('pack-qty-500')).toHaveValue(1);
  });

  it('keeps the pay button busy while the payment window opens', async () => {
    const { user, onPay } = renderCoins({ paying: true });
    const pay = screen.getByTestId('coin-pay');
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(pay).toHaveTextContent(t.paying);
    await user.click(within(pack(100)).getByRole('button', { name: t.select }));
    await user.click(pay);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows the phone pay bar only while the order has a pack', async () => {
    const { user } = renderCoins();
    expect(screen.queryByTestId('coin-pay-mobile')).not.toBeInTheDocument();
    await user.click(within(pack(100)).getByRole('button', { name: t.select }));
    expect(screen.getByTestId('coin-pay-mobile')).toBeEnabled();
  });

  it('empties the cart when the payment succeeded', () => {
    window.sessionStorage.setItem('coinSelection', JSON.stringify({ 500: 2 }));
    renderCoins({ paid: true });
    expect(within(summary()).getByText(t.summaryEmpty)).toBeInTheDocument();
    expect(screen.queryByTestId('coin-pay-mobile')).not.toBeInTheDocument();
  });
});
