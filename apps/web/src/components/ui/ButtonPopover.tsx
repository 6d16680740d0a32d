import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * A button and the panel it opens, on the browser's own popover (`popover` and `popovertarget`):
 * the browser closes it on Escape and on a click outside, gives focus back to the button when it
 * closes with focus inside, shows it above everything (top layer) and tells assistive technology
 * that the button expands it. The panel is a labelled non-modal dialog that takes focus when it
 * opens (as Radix's popover does), so Tab goes on through its links and buttons. It sits under its
 * button by CSS anchor positioning (`.button-popover` in styles.css).
 *
 * Why not Radix here: the header's member menus (profile, notifications) are in every page's
 * first load, and Radix's dropdown and popover brought about 28 kB gzip of positioning, focus and
 * scroll-lock code into it for them (bench/README.md, "2026-11-28: first load of `/`"). Screens
 * keep Radix for their popovers, tabs and dialogs (docs/architecture.md).
 */
export function ButtonPopover({
  label,
  title,
  trigger,
  triggerClassName,
  triggerTestId,
  triggerData,
  panelLabel,
  panelClassName,
  panelTestId,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  title?: string;
  /** What the button shows (an icon, a badge). */
  trigger: ReactNode;
  triggerClassName: string;
  triggerTestId?: string;
  /** Extra `data-*` attributes of the button (the bell's unread count). */
  triggerData?: Record<`data-${string}`, string | number>;
  /** The panel's accessible name. */
  panelLabel: string;
  /** Its box. A display utility only with `open:` (`open:flex`): a plain one would show it closed. */
  panelClassName?: string;
  panelTestId?: string;
  /** The panel's content, rendered while it is open; `close` closes it (after an action). */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `popover${id}`;
  // A dashed ident of the id's letters and digits: useId's own characters are not all valid in one.
  const anchor = `--popover-${id.replace(/[^\w-]/g, '')}`;
  const { pathname } = useLocation();

  const close = () => panelRef.current?.hidePopover();

  // A link inside (or anywhere) that changes the page closes the panel, as it did with Radix.
  // hidePopover() on a closed panel does nothing; jsdom (tests) has no popover API at all.
  useEffect(() => {
    panelRef.current?.hidePopover?.();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        title={title}
        data-testid={triggerTestId}
        data-state={open ? 'open' : 'closed'}
        {...triggerData}
        style={{ anchorName: anchor }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={panelLabel}
        tabIndex={-1}
        data-testid={panelTestId}
        onToggle={(event) => {
          const opened = event.newState === 'open';
          setOpen(opened);
          if (opened) event.currentTarget.focus();
        }}
        style={{ positionAnchor: anchor }}
        className={cn('button-popover', panelClassName)}
      >
        {open && children(close)}
      </div>
    </>
  );
}
