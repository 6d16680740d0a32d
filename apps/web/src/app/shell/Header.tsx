import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { useLogout, useSession } from '../../features/auth';
import { ComingSoonDialog } from '../../components/ui/ComingSoonDialog';
import { NotificationBell } from '../../features/rank-alerts/components/NotificationBell';
import { AdminMenu } from './AdminMenu';
import { CoinBalance } from './CoinBalance';
import { HeaderBar, MainNav, navItemClass } from './HeaderBar';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { ProfileButton } from './ProfileButton';
import { SimulatorBadge } from './SimulatorBadge';
import { AGENCY_NAV, isAgency, isManager } from './nav-items';

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
            <MobileMenu
              id={menuId}
              user={user}
              onComingSoon={openComingSoon}
              onLogout={() => logout.mutate()}
              loggingOut={logout.isPending}
            />
          )}
          <ComingSoonDialog open={comingSoon} onOpenChange={setComingSoon} />
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
        {user && <NotificationBell />}
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
        {user ? <ProfileMenu user={user} /> : <ProfileButton />}
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
