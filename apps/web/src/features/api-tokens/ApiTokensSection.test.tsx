// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../test/render';
import { ApiError } from '../../lib/api';
import * as api from './api/api-tokens-api';
import { ApiTokensSection } from './ApiTokensSection';

vi.mock('./api/api-tokens-api');
const create = vi.mocked(api.createApiToken);
const t = ko.apiTokens;

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.fetchApiTokens).mockResolvedValue([]);
});

async function fillForm() {
  const view = renderScreen(<ApiTokensSection />);
  await view.user.type(screen.getByLabelText(t.name), '리포트 시트');
  await view.user.click(screen.getByLabelText(t.scopeWrite));
  await view.user.click(screen.getByTestId('api-token-create'));
  return { ...view, dialog: await screen.findByRole('dialog', { name: t.passwordTitle }) };
}

describe('making a token (issue 35 §4)', () => {
  it('asks for the current password in a dialog and sends it with the form', async () => {
    create.mockResolvedValue({ token: 'stk_made' } as never);
    const { user, dialog } = await fillForm();
    expect(create).not.toHaveBeenCalled();
    expect(within(dialog).getByText(t.passwordText)).toBeInTheDocument();
    // Empty: said in the dialog, nothing sent.
    await user.click(within(dialog).getByTestId('api-token-password-submit'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.passwordRequired);
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(t.password), 'Passw0rd!');
    await user.dblClick(within(dialog).getByTestId('api-token-password-submit'));
    await screen.findByRole('dialog', { name: t.createdTitle });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      name: '리포트 시트',
      scope: 'write',
      expiresInDays: 90,
      currentPassword: 'Passw0rd!',
    });
    expect(screen.queryByRole('dialog', { name: t.passwordTitle })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a wrong password and lets the member try again', async () => {
    create.mockRejectedValueOnce(new ApiError(400, 'PASSWORD_WRONG', ko.errors.PASSWORD_WRONG));
    create.mockResolvedValueOnce({ token: 'stk_made' } as never);
    const { user, dialog } = await fillForm();
    const input = within(dialog).getByLabelText(t.password);
    await user.type(input, 'wrong');
    await user.click(within(dialog).getByTestId('api-token-password-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ko.errors.PASSWORD_WRONG);
    await user.clear(input);
    await user.type(input, 'Passw0rd!');
    await user.click(within(dialog).getByTestId('api-token-password-submit'));
    await screen.findByRole('dialog', { name: t.createdTitle });
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('the API reference (issue 40 §4)', () => {
  it('links the public API’s page, opened in a new tab', async () => {
    renderScreen(<ApiTokensSection />);
    const link = screen.getByRole('link', { name: `${t.docsLink} (${ko.ui.externalLink})` });
    expect(link).toHaveAttribute('href', '/api/v1/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(t.intro)).toBeInTheDocument();
  });
});
