import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An entry of a bar menu: a route, or an action (the coming-soon popup). */
export type NavMenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

const entryClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * A menu of the header bar (관리자, 더보기): opens on hover like the original admin menu, and also
 * on keyboard focus or a tap (touch screens have no hover). A disclosure, not an ARIA menu: its
 * entries are plain links and buttons. Hand-written rather than Radix so the bar's first load
 * stays small (the first paint renders it too).
 */
export function NavMenu({
  label,
  listLabel,
  entries,
  testId,
  className,
  triggerClassName,
}: {
  label: string;
  /** The accessible name of the opened list. */
  listLabel: string;
  entries: readonly NavMenuEntry[];
  testId?: string;
  className?: string;
  triggerClassName: string;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    // The wrapper only widens the hover and focus area of the disclosure button inside it (which
    // is what keyboards and screen readers use), and closes it on Escape from anywhere within.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={cn('relative shrink-0', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        data-testid={testId}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className={cn(triggerClassName, 'gap-1', open && 'bg-slate-100 text-slate-900')}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition', open && 'rotate-180')} />
      </button>
      {open && (
        // The padding bridges the gap under the trigger so moving the mouse down keeps it open.
        // Anchored at the trigger's right edge: the bar's last menus sit near the window's edge.
        <div id={panelId} className="absolute top-full right-0 z-50 pt-2">
          <ul
            aria-label={listLabel}
            className="min-w-40 animate-slide-down rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            {entries.map((entry) => (
              <li key={entry.label}>
                {'to' in entry ? (
                  <NavLink
                    to={entry.to}
                    className={({ isActive }) => cn(entryClass, isActive && 'text-brand-700')}
                  >
                    {entry.label}
                  </NavLink>
                ) : (
                  <button
                    type="button"
                    className={entryClass}
                    onClick={() => {
                      setOpen(false);
                      entry.onSelect();
                    }}
                  >
                    {entry.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
