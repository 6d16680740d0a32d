// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { MemberGroupRow } from '@seller/shared/schemas/members';
import { renderScreen } from '../../../test/render';
import * as agencyApi from '../api/agency-api';
import { CoinAddDialog } from './CoinAddDialog';

vi.mock('../api/agency-api');
const grantCoins = vi.mocked(agencyApi.grantCoins);

const t = ko.memberAdminUi;
const member: MemberGroupRow = {
  rowNum: 1,
  userMbrSn: 42,
  mbrEmail: 'client@example.com',
  companyNm: '셀러상회',
  sartGroupDt: null,
  productCnt: 0,
  sellerCoinCnt: 0,
  selcoinIngCnt: 0,
  amountSelCoin: 0,
  totSvSellCoin: 0,
  totAmountSelCoin: 0,
};

function renderDialog() {
  const onClose = vi.fn();
  const onGranted = vi.fn();
  const view = renderScreen(<CoinAddDialog target={member} onClose={onClose} onGranted={onGranted} />);
  return { ...view, onClose, onGranted };
}

const coins = () => screen.getByLabelText(t.coinInput);
const service = () => screen.getByLabelText(t.serviceCoinInput);
const memo = () => screen.getByLabelText(t.serviceMemo);
const add = () => screen.getByTestId('add-coins-submit');

beforeEach(() => {
  vi.resetAllMocks();
  grantCoins.mockResolvedValue({ userMbrSn: 42, paidCoins: 10, serviceCoins: 5, sellerCoinCnt: 15 });
});

describe('coin-add dialog', () => {
  it('names the member it grants to', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: t.addTitle });
    expect(within(dialog).getByText(/client@example\.com \(셀러상회\)/)).toBeInTheDocument();
  });

  it('keeps digits only in the coin inputs', async () => {
    const { user } = renderDialog();
    await user.type(coins(), '1a0,0');
    await user.type(service(), '-5');
    expect(coins()).toHaveValue('100');
    expect(service()).toHaveValue('5');
  });

  it('opens the memo only with service coins, counts it, and clears it when they go back to 0', async () => {
    const { user } = renderDialog();
    expect(memo()).toBeDisabled();
    await user.type(service(), '3');
    expect(memo()).toBeEnabled();
    await user.type(memo(), '이벤트 보상');
    expect(screen.getByTestId('add-service-memo-count')).toHaveTextContent('6/30');
    await user.type(memo(), 'x'.repeat(40));
    expect(memo()).toHaveValue(`이벤트 보상${'x'.repeat(24)}`);
    expect(screen.getByTestId('add-service-memo-count')).toHaveTextContent('30/30');

    await user.clear(service());
    expect(memo()).toBeDisabled();
    expect(memo()).toHaveValue('');
    expect(screen.getByTestId('add-service-memo-count')).toHaveTextContent('0/30');
  });

  it('asks for an amount when both parts are empty or 0, and the message goes with the next edit', async () => {
    const { user } = renderDialog();
    await user.click(add());
    expect(await screen.findByRole('alert')).toHaveTextContent(t.amountRequired);
    expect(coins()).toHaveAttribute('aria-invalid', 'true');
    await user.type(coins(), '0');
    await user.type(service(), '0');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.amountRequired);
    expect(grantCoins).not.toHaveBeenCalled();
    await user.type(coins(), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('grants what was typed once, then closes', async () => {
    const { user, onClose, onGranted } = renderDialog();
    await user.type(coins(), '10');
    await user.type(service(), '5');
    await user.type(memo(), '보상');
    await user.dblClick(add());
    await vi.waitFor(() => expect(onGranted).toHaveBeenCalled());
    expect(grantCoins).toHaveBeenCalledTimes(1);
    expect(grantCoins.mock.calls[0]?.[0]).toEqual({
      userMbrSn: 42,
      coinInput: '10',
      serviceCoinInput: '5',
      serviceMemoInput: '보상',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('submits with Enter in a field and sends no memo without service coins', async () => {
    const { user } = renderDialog();
    await user.type(coins(), '7{Enter}');
    await vi.waitFor(() => expect(grantCoins).toHaveBeenCalledTimes(1));
    expect(grantCoins.mock.calls[0]?.[0]).toMatchObject({ coinInput: '7', serviceMemoInput: '' });
  });

  it('clears the inputs when cancelled', async () => {
    const { user, onClose } = renderDialog();
    await user.type(coins(), '10');
    await user.click(screen.getByTestId('add-coins-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(coins()).toHaveValue('');
  });
});
