import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { LogOut, UserRound, CircleUserRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { SessionUser } from '@seller/shared/schemas/auth';
import { formatNumber } from '../../lib/format';
import { useCoins, useLogout } from '../../features/auth';
import { ProfileButton, profileIconButton } from './ProfileButton';

/**
 * Profile icon (spec 01 §2.2). Anonymous: goes to /login. Signed in: a dropdown with the balance,
 * my page and logout that closes when the page changes. It doubles as the mobile profile pop-up.
 */
export function ProfileMenu({ user }: { user: SessionUser | null | undefined }) {
  if (!user) return <ProfileButton />;
  return <ProfileDropdown user={user} />;
}

function ProfileDropdown({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const coins = useCoins();
  const logout = useLogout();

  useEffect(() => setOpen(false), [pathname]);

  const balance = coins.data === undefined ? '-' : `${formatNumber(coins.data)} ${ko.common.coin}`;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        aria-label={ko.shell.profile}
        title={`${ko.shell.balanceLabel} ${balance}`}
        className={profileIconButton}
      >
        <CircleUserRound aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 animate-slide-down rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2.5">
            <p className="truncate text-sm font-semibold text-slate-900">{user.mbrNm || user.mbrEmail}</p>
            <p className="truncate text-xs text-slate-500">{user.mbrEmail}</p>
            <p className="mt-2 flex items-center justify-between rounded-lg bg-brand-50 px-2.5 py-1.5 text-sm">
              <span className="text-slate-600">{ko.shell.balanceLabel}</span>
              <span className="font-semibold text-brand-700 tabular-nums">{balance}</span>
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/myPage">
              <UserRound aria-hidden="true" className="size-4" />
              {ko.shell.myPage}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {ko.shell.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:opacity-50';
