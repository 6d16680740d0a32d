// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../test/render';
import { ShownOnceDialog } from './ShownOnceDialog';

const t = ko.apiTokens;

describe('the shown-once dialog', () => {
  it('shows the secret, copies it to the clipboard, and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderScreen(
      <ShownOnceDialog
        value="stk_secret"
        onClose={onClose}
        t={t}
        testId="x"
        actions={<a href="/x">open</a>}
      />,
    );
    expect(screen.getByTestId('x-value')).toHaveTextContent('stk_secret');
    expect(screen.getByRole('link', { name: 'open' })).toBeInTheDocument();
    await user.click(screen.getByTestId('x-copy'));
    expect(await navigator.clipboard.readText()).toBe('stk_secret');
    await user.click(screen.getByTestId('x-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without a secret', () => {
    renderScreen(<ShownOnceDialog value={null} onClose={() => {}} t={t} testId="x" />);
    expect(screen.queryByTestId('x-value')).toBeNull();
  });
});
