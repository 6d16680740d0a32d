// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderRoute } from '../../test/render-route';

describe('root layout', () => {
  it('본문 바로가기 moves focus to the main element, by keyboard and by pointer (issue 39 §2)', async () => {
    const { user } = renderRoute('/coin', 'anonymous');
    await screen.findByTestId('coin-pack-500');
    const skip = screen.getByRole('link', { name: ko.ui.skipToContent });
    const main = screen.getByRole('main');
    // The first Tab stop of the page.
    await user.tab();
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(main);
    // Focusable by the link only: not a Tab stop of its own.
    expect(main).toHaveAttribute('tabindex', '-1');

    skip.focus();
    await user.click(skip);
    expect(document.activeElement).toBe(main);
  });
});
