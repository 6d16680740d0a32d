// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ko from '@seller/shared/messages/sections';
import { Dialog } from './Dialog';

/** As the screens open their dialogs: from state, with no Radix trigger. */
function Opener({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">before</button>
      {!(removeOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
      )}
      {open && (
        <Dialog open onOpenChange={(next) => !next && setOpen(false)} title="title">
          <input aria-label="field" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it when Esc closes it (issue 39 §2)', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back after its close button too', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: ko.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('leaves focus alone when the opener has left the page', async () => {
    const user = userEvent.setup();
    render(<Opener removeOpener />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });
});
