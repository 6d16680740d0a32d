// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import { renderScreen } from '../../../test/render';
import * as myPageApi from '../api/my-page-api';
import { MyPage } from '../MyPage';

vi.mock('../api/my-page-api');
const api = vi.mocked(myPageApi);
const t = ko.myPage;

/** My page at `path`, as the router mounts it for /myPage/*. */
const renderMyPage = (path: string) => renderScreen(<MyPage onWithdrawn={vi.fn()} />, { path });

const currentPassword = () => screen.getByLabelText(t.currentPassword);
const newPassword = () => screen.queryByLabelText(t.newPassword, { exact: true });

async function check(user: ReturnType<typeof renderMyPage>['user'], password: string) {
  await user.clear(currentPassword());
  await user.type(currentPassword(), password);
  await user.click(screen.getByTestId('inspect-submit'));
}

beforeEach(() => {
  vi.resetAllMocks();
});

// Issue 39 §5: /myPage/changepw shows its form only after the password check.
describe('the change-password page', () => {
  it('opened directly, asks for the current password first; a wrong one shows the server message and no form', async () => {
    api.checkPassword.mockRejectedValueOnce(new ApiError(400, 'PASSWORD_WRONG', ko.account.passwordWrong));
    api.checkPassword.mockResolvedValueOnce({ code: 'OK', message: ko.account.passwordChecked, data: null });
    const { user } = renderMyPage('/myPage/changepw');
    expect(currentPassword()).toBeInTheDocument();
    expect(newPassword()).not.toBeInTheDocument();
    expect(screen.queryByTestId('change-submit')).not.toBeInTheDocument();

    await check(user, 'Wrong123!');
    expect(await screen.findByTestId('inspect-error')).toHaveTextContent(ko.account.passwordWrong);
    expect(api.checkPassword).toHaveBeenCalledWith('Wrong123!');
    expect(newPassword()).not.toBeInTheDocument();

    await check(user, 'Secret12!');
    expect(await screen.findByLabelText(t.newPassword, { exact: true })).toBeInTheDocument();
    expect(screen.queryByLabelText(t.currentPassword)).not.toBeInTheDocument();
    expect(api.checkPassword).toHaveBeenLastCalledWith('Secret12!');
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('after the check on /myPage/inspectpw, shows the form without asking again, and changes', async () => {
    api.checkPassword.mockResolvedValue({ code: 'OK', message: ko.account.passwordChecked, data: null });
    api.changePassword.mockResolvedValue({ code: 'OK', message: ko.account.passwordChanged, data: null });
    api.fetchMyPage.mockResolvedValue(null); // the info page it lands on (not verified)
    const { user, where } = renderMyPage('/myPage/inspectpw');
    expect(newPassword()).not.toBeInTheDocument();
    await check(user, 'Secret12!');
    await vi.waitFor(() => expect(where()).toBe('/myPage/changepw'));
    const field = await screen.findByLabelText(t.newPassword, { exact: true });
    expect(screen.queryByLabelText(t.currentPassword)).not.toBeInTheDocument();
    expect(api.checkPassword).toHaveBeenCalledTimes(1);

    await user.type(field, 'Changed12!');
    await user.type(screen.getByLabelText(t.newPasswordRepeat), 'Changed12!');
    await user.click(screen.getByTestId('change-submit'));
    await vi.waitFor(() => expect(where()).toBe('/myPage/info'));
    expect(api.changePassword).toHaveBeenCalledWith('Changed12!', 'Changed12!');
  });

  it('asks again, saying why, when the server says the check has run out', async () => {
    api.checkPassword.mockResolvedValue({ code: 'OK', message: ko.account.passwordChecked, data: null });
    api.changePassword.mockRejectedValueOnce(
      new ApiError(403, 'PASSWORD_CHECK_REQUIRED', ko.account.passwordCheckRequired),
    );
    const { user } = renderMyPage('/myPage/changepw');
    await check(user, 'Secret12!');
    await user.type(await screen.findByLabelText(t.newPassword, { exact: true }), 'Changed12!');
    await user.type(screen.getByLabelText(t.newPasswordRepeat), 'Changed12!');
    await user.click(screen.getByTestId('change-submit'));

    expect(await screen.findByTestId('inspect-notice')).toHaveTextContent(ko.account.passwordCheckRequired);
    expect(newPassword()).not.toBeInTheDocument();
    await check(user, 'Secret12!');
    expect(await screen.findByLabelText(t.newPassword, { exact: true })).toBeInTheDocument();
    expect(screen.queryByTestId('inspect-notice')).not.toBeInTheDocument();
  });

  // Issue 35 §4: a change or a reset revokes every API token, and the screen says so before.
  it('says the API tokens end', async () => {
    api.checkPassword.mockResolvedValue({ code: 'OK', message: ko.account.passwordChecked, data: null });
    const { user } = renderMyPage('/myPage/changepw');
    await check(user, 'Secret12!');
    expect(await screen.findByTestId('api-tokens-revoked-notice')).toHaveTextContent(
      ko.account.apiTokensRevokedNotice,
    );
  });
});
