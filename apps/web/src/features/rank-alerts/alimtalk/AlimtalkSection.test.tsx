// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { AlimtalkStatusAnswer } from '@seller/shared/schemas/rank-alerts-alimtalk';
import { renderScreen } from '../../../test/render';
import * as alimtalkApi from '../api/alimtalk-api';
import { AlimtalkSection } from './AlimtalkSection';

vi.mock('../api/alimtalk-api', async (original) => ({
  ...(await original<typeof alimtalkApi>()),
  quoteAlimtalk: vi.fn(),
  saveAlimtalkRules: vi.fn(),
  verifyAlimtalkNumber: vi.fn(),
  addAlimtalkNumber: vi.fn(),
}));
const api = vi.mocked(alimtalkApi);
const t = ko.alimtalk;
const base: AlimtalkStatusAnswer = {
  available: true,
  coinsPerMessage: 1,
  maxRecipients: 5,
  recipients: [],
  deliveries: [],
};
const verified = {
  id: 7,
  phone: '01012345678',
  label: '김 대리',
  role: 'staff' as const,
  verified: true,
  rules: [],
  resendAt: null,
};

beforeEach(() => vi.clearAllMocks());

const show = (status: AlimtalkStatusAnswer) =>
  renderScreen(<AlimtalkSection />, {
    path: '/myPage/alerts',
    seed: (c) => c.setQueryData(api.alimtalkKey, status),
  });

describe('알림톡 section', () => {
  it('shows the rate, the empty list and the add form; a bad number is refused before any call', async () => {
    const { user } = show(base);
    expect(screen.getByTestId('alimtalk-rate')).toHaveTextContent(t.rate(1));
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    await user.type(screen.getByTestId('alimtalk-phone'), '02-123-4567');
    await user.type(screen.getByTestId('alimtalk-label'), '대표');
    await user.click(screen.getByTestId('alimtalk-send-code'));
    expect(await screen.findByText(t.phoneInvalid)).toBeInTheDocument();
    expect(api.addAlimtalkNumber).not.toHaveBeenCalled();
  });

  it('asks for the code of an unverified number', () => {
    show({ ...base, recipients: [{ ...verified, verified: false }] });
    expect(screen.getByTestId('alimtalk-verified')).toHaveTextContent(t.unverified);
    expect(screen.getByTestId('alimtalk-verify')).toBeDisabled();
  });

  it('quotes before saving the kinds and saves at the quoted rate on confirm', async () => {
    api.quoteAlimtalk.mockResolvedValue({
      coinsPerMessage: 1,
      maxMessages: 300,
      maxCoins: 300,
      recentMessages: 4,
      recentCoins: 4,
      balance: 90,
    });
    api.saveAlimtalkRules.mockResolvedValue({ ...verified, rules: ['drop'] });
    const { user } = show({ ...base, recipients: [verified] });
    await user.click(screen.getByTestId('alimtalk-rule-drop'));
    await user.click(screen.getByTestId('alimtalk-save'));
    expect(await screen.findByTestId('alimtalk-quote')).toHaveTextContent(t.quoteLine(1, 300, 300));
    expect(api.saveAlimtalkRules).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t.quoteConfirm }));
    await vi.waitFor(() => expect(api.saveAlimtalkRules).toHaveBeenCalledWith(7, ['drop'], 1));
  });

  it('lists deliveries with their result and says when the server has no provider', () => {
    const { unmount } = show({
      ...base,
      deliveries: [
        {
          id: 1,
          createdAt: '2026-12-04T01:00:00.000Z',
          phone: '01012345678',
          label: '김 대리',
          rule: 'drop',
          text: '',
          status: 'failed',
          reason: 'undeliverable',
          coins: 0,
        },
      ],
    });
    expect(screen.getByTestId('alimtalk-delivery-status')).toHaveTextContent(
      `${t.statuses.failed} · ${t.reasons.undeliverable}`,
    );
    unmount();
    show({ ...base, available: false });
    expect(screen.getByText(t.unavailable)).toBeInTheDocument();
  });
});
