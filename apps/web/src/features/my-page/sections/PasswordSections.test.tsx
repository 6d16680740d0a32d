// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../../test/render';
import { ChangePasswordSection } from './PasswordSections';

vi.mock('../api/my-page-api');

// Issue 35 §4: a change or a reset revokes every API token, and the screen says so before.
describe('the change-password screen says the API tokens end', () => {
  it('on the change-password screen', () => {
    renderScreen(<ChangePasswordSection />);
    expect(screen.getByTestId('api-tokens-revoked-notice')).toHaveTextContent(
      ko.account.apiTokensRevokedNotice,
    );
  });
});
