import { NavLink } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import type { SessionUser } from '@seller/shared/schemas/auth';
import { cn } from '../../lib/cn';
import { ADMIN_NAV, AGENCY_NAV, MAIN_NAV, isAgency, isManager } from './nav-items';

const rowClass =
  'flex w-full items-center rounded-lg px-3 py-3 text-left text-[15px] font-semibold text-slate-800 hover:bg-slate-100';

/** The slide-down menu under the header at 768 px and below (spec 01 §2.2). */
export function MobileMenu({
  id,
  user,
  onComingSoon,
  onLogout,
  loggingOut,
}: {
  id: string;
  user: SessionUser | null | undefined;
  onComingSoon: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const role = user?.mbrAtrbCd;
  return (
    <nav
      id={id}
      aria-label={ko.shell.mobileNav}
      className="max-h-[calc(100dvh-4rem)] animate-slide-down overflow-y-auto border-t border-slate-100 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
    >
      <ul className="flex flex-col">
        {MAIN_NAV.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <NavLink to={item.to} className={({ isActive }) => cn(rowClass, isActive && 'text-brand-700')}>
                {item.label}
              </NavLink>
            ) : (
              <button type="button" className={rowClass} onClick={onComingSoon}>
                {item.label}
              </button>
            )}
          </li>
        ))}
        {isAgency(role) && (
          <li>
            <NavLink to={AGENCY_NAV.to} className={rowClass}>
              {AGENCY_NAV.label}
            </NavLink>
          </li>
        )}
      </ul>

      {isManager(role) && (
        <div className="mt-2 border-t border-slate-100 pt-2">
          <p className="px-3 py-2 text-xs font-bold tracking-wide text-slate-500">{ko.shell.admin}</p>
          <ul>
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={cn(rowClass, 'pl-5 font-medium')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-2 flex gap-2 border-t border-slate-100 pt-4">
        {user ? (
          <>
            <NavLink
              to="/myPage"
              className="flex h-11 flex-1 items-center justify-center rounded-lg bg-brand-50 text-sm font-semibold text-brand-700"
            >
              {ko.shell.myPage}
            </NavLink>
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="flex h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 disabled:opacity-60"
            >
              {ko.shell.logout}
            </button>
          </>
        ) : (
          <NavLink
            to="/login"
            className="flex h-11 flex-1 items-center justify-center rounded-lg bg-brand-600 text-sm font-semibold text-white"
          >
            {ko.shell.login}
          </NavLink>
        )}
      </div>
    </nav>
  );
}
