// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../../test/render';
import * as myPageApi from '../api/my-page-api';
import { WithdrawSection } from './WithdrawSection';

vi.mock('../api/my-page-api');
const withdraw = vi.mocked(myPageApi.withdraw);
const t = ko.myPage;

function renderWithdraw() {
  const onWithdrawn = vi.fn();
  return { ...renderScreen(<WithdrawSection onWithdrawn={onWithdrawn} />), onWithdrawn };
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('withdraw section', () => {
  it('checks the reason and the e-mail under their fields before asking', async () => {
    const { user } = renderWithdraw();
    await user.type(screen.getByLabelText(t.reasonLabel), '짧음');
    expect(screen.getByText(t.reasonCount(2))).toBeInTheDocument();
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(ko.accountValidation.reasonLength)).toBeInTheDocument();
    expect(screen.getByText(ko.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(t.emailConfirmLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to confirm, then withdraws with the trimmed answers', async () => {
    withdraw.mockResolvedValue({ message: '탈퇴되었습니다.' } as never);
    const { user, onWithdrawn } = renderWithdraw();
    await user.type(screen.getByLabelText(t.reasonLabel), '  사용할 일이 없어졌어요.  ');
    await user.type(screen.getByLabelText(t.emailConfirmLabel), ' me@example.com ');
    await user.click(screen.getByTestId('withdraw-submit'));
    const dialog = await screen.findByRole('dialog', { name: t.withdrawConfirmTitle });
    expect(withdraw).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('withdraw-confirm'));
    await vi.waitFor(() => expect(onWithdrawn).toHaveBeenCalledWith('탈퇴되었습니다.'));
    expect(withdraw).toHaveBeenCalledWith('사용할 일이 없어졌어요.', 'me@example.com');
  });
});
