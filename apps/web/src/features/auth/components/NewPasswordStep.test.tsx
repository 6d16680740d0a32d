// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../../test/render';
import { NewPasswordStep } from './NewPasswordStep';

// Issue 35 §4: a reset revokes every API token, and the step says so before.
describe('the reset-password step', () => {
  it('says the API tokens end', () => {
    renderScreen(<NewPasswordStep target="me***@example.com" onBack={() => {}} onSubmit={async () => {}} />);
    expect(screen.getByTestId('api-tokens-revoked-notice')).toHaveTextContent(
      ko.account.apiTokensRevokedNotice,
    );
  });
});
