import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { ko } from '@seller/shared/messages/ko';
import { cn } from '../../lib/cn';
import { ADMIN_NAV } from './nav-items';

/**
 * The managers' admin menu: opens on hover like the original, and also on keyboard focus or a
 * tap (touch screens have no hover). A disclosure, not an ARIA menu: its entries are plain links.
 */
export function AdminMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div
      ref={rootRef}
      className="relative"
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
        data-testid="admin-menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-[15px] font-semibold text-slate-700 transition hover:bg-slate-100 hover:text-slate-900',
          open && 'bg-slate-100 text-slate-900',
        )}
      >
        {ko.shell.admin}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition', open && 'rotate-180')} />
      </button>
      {open && (
        // The padding bridges the gap under the trigger so moving the mouse down keeps it open.
        <div id={panelId} className="absolute top-full left-0 z-50 pt-2">
          <ul
            aria-label={ko.shell.adminMenuLabel}
            className="min-w-40 animate-slide-down rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      isActive && 'text-brand-700',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
