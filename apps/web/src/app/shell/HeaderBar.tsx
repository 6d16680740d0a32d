import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';
import { MAIN_NAV } from './nav-items';

/* The parts of the header that look the same to everyone; Header.tsx adds the member's actions. */

/*
 * Widths (issue 22 §8): labels never wrap. From 769 px the menu is in the bar, tighter below
 * 1024 px, where the coming-soon entries fold into 더보기; the member's 마이페이지 and 로그아웃
 * links join the bar from 1280 px (below, the profile menu holds them). e2e/shell.e2e.ts measures
 * the bar from 320 to 1920 px.
 */
export const navItemClass =
  'inline-flex h-10 shrink-0 items-center rounded-lg px-2 text-[15px] font-semibold whitespace-nowrap text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 lg:px-3';

/** The sticky bar with the logo; `children` follow the logo (menus, actions), `below` sits under the bar. */
export function HeaderBar({
  logoExtra,
  children,
  below,
}: {
  logoExtra?: ReactNode;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-3 lg:gap-6">
        <div className="relative flex shrink-0 items-center">
          <Link to="/" aria-label={ko.shell.logoLabel} className="rounded-lg">
            <Logo />
          </Link>
          {logoExtra}
        </div>
        {children}
      </div>
      {below}
    </header>
  );
}

const comingSoon = MAIN_NAV.filter((item) => !('to' in item));

/** The main menu of spec 01 §2.2; role menus (admin, agency) are appended as `children`. */
export function MainNav({ onComingSoon, children }: { onComingSoon: () => void; children?: ReactNode }) {
  return (
    <nav aria-label={ko.shell.mainNav} className="hidden items-center gap-0.5 md:flex">
      {MAIN_NAV.map((item) =>
        'to' in item ? (
          <NavLink
            key={item.label}
            to={item.to}
            className={({ isActive }) => cn(navItemClass, isActive && 'text-brand-700')}
          >
            {item.label}
          </NavLink>
        ) : (
          <button
            key={item.label}
            type="button"
            className={cn(navItemClass, 'hidden lg:inline-flex')}
            onClick={onComingSoon}
          >
            {item.label}
          </button>
        ),
      )}
      <NavMenu
        label={ko.shell.more}
        listLabel={ko.shell.moreMenuLabel}
        entries={comingSoon.map((item) => ({ label: item.label, onSelect: onComingSoon }))}
        testId="more-menu"
        className="lg:hidden"
        triggerClassName={navItemClass}
      />
      {children}
    </nav>
  );
}
