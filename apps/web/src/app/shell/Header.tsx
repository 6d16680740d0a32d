import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { useLogout, useSession } from '../../features/auth';
import { AdminMenu } from './AdminMenu';
import { CoinBalance } from './CoinBalance';
import { HeaderBar, MainNav, navItemClass } from './HeaderBar';
import { ProfileButton } from './ProfileButton';
import { SimulatorBadge } from './SimulatorBadge';
import { AGENCY_NAV, isAgency, isManager } from './nav-items';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// Menus and dialogs built on Radix (popper, focus trap, scroll lock) load after the first paint:
// a visitor's first load of any page carries only the bar itself (bench/README.md, web).
const ProfileMenu = lazy(() =>
  lazyWithRetry(() => import('./ProfileMenu')).then((m) => ({ default: m.ProfileMenu })),
);
const NotificationBell = lazy(() =>
  lazyWithRetry(() => import('../../features/rank-alerts/components/NotificationBell')).then((m) => ({
    default: m.NotificationBell,
  })),
);
const MobileMenu = lazy(() =>
  lazyWithRetry(() => import('./MobileMenu')).then((m) => ({ default: m.MobileMenu })),
);
const ComingSoonDialog = lazy(() =>
  lazyWithRetry(() => import('../../components/ui/ComingSoonDialog')).then((m) => ({
    default: m.ComingSoonDialog,
  })),
);
/** Holds the place of an icon button while its code loads, so the bar does not shift. */
const iconSlot = <span aria-hidden="true" className="inline-flex size-10" />;

export function Header() {
  const { data: user } = useSession();
  const logout = useLogout();
  const [comingSoon, setComingSoon] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const role = user?.mbrAtrbCd;

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const openComingSoon = () => {
    setMenuOpen(false);
    setComingSoon(true);
  };

  return (
    <HeaderBar
      logoExtra={<SimulatorBadge compact />}
      below={
        <>
          {menuOpen && (
            <Suspense fallback={null}>
              <MobileMenu
                id={menuId}
                user={user}
                onComingSoon={openComingSoon}
                onLogout={() => logout.mutate()}
                loggingOut={logout.isPending}
              />
            </Suspense>
          )}
          {comingSoon && (
            <Suspense fallback={null}>
              <ComingSoonDialog open={comingSoon} onOpenChange={setComingSoon} />
            </Suspense>
          )}
        </>
      }
    >
      <MainNav onComingSoon={openComingSoon}>
        {isManager(role) && <AdminMenu />}
        {isAgency(role) && (
          <NavLink
            to={AGENCY_NAV.to}
            className={({ isActive }) => cn(navItemClass, isActive && 'text-brand-700')}
          >
            {AGENCY_NAV.label}
          </NavLink>
        )}
      </MainNav>

      <div className="ml-auto flex shrink-0 items-center gap-1 md:gap-2">
        {user && (
          <Suspense fallback={iconSlot}>
            <NotificationBell />
          </Suspense>
        )}
        {user && <CoinBalance />}
        {/* A member's links need the room of 1280 px; below, the profile menu offers them. */}
        <div className={cn('hidden items-center gap-1', user ? 'xl:flex' : 'md:flex')}>
          {user ? (
            <>
              <NavLink to="/myPage" className={navItemClass}>
                {ko.shell.myPage}
              </NavLink>
              <button
                type="button"
                className={navItemClass}
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                {ko.shell.logout}
              </button>
            </>
          ) : (
            <NavLink to="/login" className={navItemClass}>
              {ko.shell.login}
            </NavLink>
          )}
        </div>
        {user ? (
          <Suspense fallback={iconSlot}>
            <ProfileMenu user={user} />
          </Suspense>
        ) : (
          <ProfileButton />
        )}
        <button
          type="button"
          data-testid="menu-toggle"
          aria-label={menuOpen ? ko.shell.closeMenu : ko.shell.openMenu}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
    </HeaderBar>
  );
}
