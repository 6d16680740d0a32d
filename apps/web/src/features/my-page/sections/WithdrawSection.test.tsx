// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { SessionUser } from '@seller/shared/schemas/auth';
import { queryKeys } from '../../../lib/query-keys';
import { renderScreen } from '../../../test/render';
import * as myPageApi from '../api/my-page-api';
import { WithdrawSection } from './WithdrawSection';

vi.mock('../api/my-page-api');
const withdraw = vi.mocked(myPageApi.withdraw);
const t = ko.myPage;

const member: SessionUser = {
  mbrSn: 7,
  mbrEmail: 'Me@Example.com',
  mbrNm: '김회원',
  mbrAtrbCd: 'GNRL_MBR',
  psitnGrpcoCd: null,
  psitnGrpcoSn: null,
  mbrTpCd: 'EMAIL',
};

/** The section as the route guard leaves it: the signed-in member already in the cache. */
function renderWithdraw(session: SessionUser | null = member) {
  const onWithdrawn = vi.fn();
  const view = renderScreen(<WithdrawSection onWithdrawn={onWithdrawn} />, {
    seed: (c) => c.setQueryData(queryKeys.session, session),
  });
  return { ...view, onWithdrawn };
}

const email = () => screen.getByLabelText(t.emailConfirmLabel);
const submit = () => screen.getByTestId('withdraw-submit');
/** The message the e-mail field points at with aria-describedby (what a screen reader reads). */
const emailMessage = () =>
  document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => {
  vi.resetAllMocks();
});

describe('withdraw section', () => {
  it('checks the reason under its field before asking', async () => {
    const { user } = renderWithdraw();
    await user.type(screen.getByLabelText(t.reasonLabel), '짧음');
    expect(screen.getByText(t.reasonCount(2))).toBeInTheDocument();
    await user.type(email(), 'me@example.com');
    await user.click(submit());
    expect(await screen.findByText(ko.accountValidation.reasonLength)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Issue 39 §5: the e-mail is checked as it is typed, not by the server after the final confirm.
  it('checks the e-mail as it is typed and keeps 탈퇴하기 off until it is the account’s', async () => {
    const { user } = renderWithdraw();
    await user.type(screen.getByLabelText(t.reasonLabel), '사용할 일이 없어졌어요.');
    expect(submit()).toBeDisabled();
    expect(emailMessage()).toBe(t.emailConfirmHint);

    // A half-typed address that can still become the account's is not called wrong…
    await user.type(email(), 'me@exa');
    expect(screen.queryByText(ko.account.withdrawEmailMismatch)).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    // …one that cannot is, at once, under the field.
    await user.type(email(), 'x');
    expect(screen.getByText(ko.account.withdrawEmailMismatch)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(emailMessage()).toBe(ko.account.withdrawEmailMismatch);
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(email());
    await user.type(email(), 'other@example.com');
    expect(screen.getByText(ko.account.withdrawEmailMismatch)).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    // Case and spaces do not matter, as on the server.
    await user.clear(email());
    await user.type(email(), ' ME@example.com');
    expect(screen.queryByText(ko.account.withdrawEmailMismatch)).not.toBeInTheDocument();
    expect(emailMessage()).toBe(t.emailConfirmMatched);
    expect(submit()).toBeEnabled();
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('calls a half-typed e-mail wrong once the member leaves the field', async () => {
    const { user } = renderWithdraw();
    await user.type(email(), 'me@exa');
    await user.tab();
    expect(emailMessage()).toBe(ko.account.withdrawEmailMismatch);
    expect(submit()).toBeDisabled();
  });

  it('leaves the check to the server when the account e-mail is not known', async () => {
    const { user } = renderWithdraw(null);
    await user.type(email(), 'anyone@example.com');
    expect(screen.queryByText(ko.account.withdrawEmailMismatch)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('asks to confirm, then withdraws with the trimmed answers', async () => {
    withdraw.mockResolvedValue({ message: '탈퇴되었습니다.' } as never);
    const { user, onWithdrawn } = renderWithdraw();
    await user.type(screen.getByLabelText(t.reasonLabel), '  사용할 일이 없어졌어요.  ');
    await user.type(email(), ' me@example.com ');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: t.withdrawConfirmTitle });
    expect(withdraw).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('withdraw-confirm'));
    await vi.waitFor(() => expect(onWithdrawn).toHaveBeenCalledWith('탈퇴되었습니다.'));
    expect(withdraw).toHaveBeenCalledWith('사용할 일이 없어졌어요.', 'me@example.com');
  });
});
