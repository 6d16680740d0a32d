// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { renderScreen } from '../../test/render';
import { ButtonPopover } from './ButtonPopover';
import { ComingSoonDialog } from './ComingSoonDialog';
import * as ko from '@seller/shared/messages/sections';

/*
 * jsdom has neither the popover API nor showModal(). These stand-ins do what the HTML standard
 * says the browser does for the parts our components rely on: a button with popovertarget toggles
 * its panel, and every show or hide fires a `toggle` event with the new state; showModal() and
 * close() set `open`, and close() fires `close`. The browser's own keyboard, focus return, light
 * dismiss and inert page are checked in Chromium by e2e/shell.e2e.ts ("the header menus by
 * keyboard and pointer").
 */
const showing = new WeakSet<HTMLElement>();
function toggleTo(el: HTMLElement, open: boolean) {
  if (showing.has(el) === open) return;
  if (open) showing.add(el);
  else showing.delete(el);
  el.dispatchEvent(
    Object.assign(new Event('toggle'), {
      newState: open ? 'open' : 'closed',
      oldState: open ? 'closed' : 'open',
    }),
  );
}
const hidePopover = vi.fn(function (this: HTMLElement) {
  toggleTo(this, false);
});
function invoke(event: MouseEvent) {
  const button = (event.target as Element).closest('button[popovertarget]');
  const panel = button && document.getElementById(button.getAttribute('popovertarget')!);
  if (panel) toggleTo(panel, !showing.has(panel));
}

beforeAll(() => {
  Object.assign(HTMLElement.prototype, { hidePopover });
  document.addEventListener('click', invoke);
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
});
afterAll(() => document.removeEventListener('click', invoke));

function Example() {
  return (
    <ButtonPopover
      label="프로필"
      trigger="아이콘"
      triggerClassName="t"
      panelLabel="내 정보 패널"
      panelTestId="panel"
    >
      {(close) => (
        <>
          <Link to="/elsewhere">다른 화면</Link>
          <button type="button" onClick={close}>
            닫기 동작
          </button>
        </>
      )}
    </ButtonPopover>
  );
}

describe('ButtonPopover', () => {
  it('ties the button to its labelled panel, and renders nothing inside while closed', () => {
    renderScreen(<Example />);
    const button = screen.getByRole('button', { name: '프로필' });
    const panel = screen.getByTestId('panel');
    expect(button).toHaveAttribute('popovertarget', panel.id);
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-label', '내 정보 패널');
    expect(panel).toBeEmptyDOMElement();
    // The panel is anchored to this button (styles.css places it by that name).
    expect(button.style.getPropertyValue('anchor-name')).toMatch(/^--popover-/);
    expect(panel.style.getPropertyValue('position-anchor')).toBe(
      button.style.getPropertyValue('anchor-name'),
    );
  });

  it('shows its content and takes focus when the browser opens it; close() hides it again', async () => {
    const { user } = renderScreen(<Example />);
    const button = screen.getByRole('button', { name: '프로필' });
    await user.click(button);
    const panel = screen.getByTestId('panel');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('data-state', 'open');
    expect(panel).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '닫기 동작' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toBeEmptyDOMElement();
  });

  it('closes when the page changes', async () => {
    const { user } = renderScreen(<Example />);
    await user.click(screen.getByRole('button', { name: '프로필' }));
    hidePopover.mockClear();
    await user.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(hidePopover).toHaveBeenCalled();
    expect(screen.getByTestId('panel')).toBeEmptyDOMElement();
  });
});

describe('ComingSoonDialog', () => {
  it('opens as a modal dialog named by its title, and tells its owner when the browser closes it', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<ComingSoonDialog open={false} onOpenChange={onOpenChange} />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    rerender(<ComingSoonDialog open onOpenChange={onOpenChange} />);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: ko.common.comingSoonTitle })).toHaveAccessibleDescription(
      ko.common.comingSoonText,
    );
    expect(dialog).toHaveAttribute('closedby', 'any');
    // Escape, a click outside or the close button: the browser closes it and fires `close`.
    dialog.close();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes from its button through a form of method "dialog"', () => {
    render(<ComingSoonDialog open onOpenChange={() => undefined} />);
    const button = screen.getByRole('button', { name: ko.common.close });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.closest('form')).toHaveAttribute('method', 'dialog');
  });
});
