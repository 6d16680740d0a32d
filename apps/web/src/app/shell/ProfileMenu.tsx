import { Link } from 'react-router';
import { LogOut, UserRound, CircleUserRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { SessionUser } from '@seller/shared/schemas/auth';
import { formatNumber } from '../../lib/format';
import { useCoins, useLogout } from '../../features/auth';
import { ButtonPopover } from '../../components/ui/ButtonPopover';
import { ProfileButton, profileIconButton } from './ProfileButton';

/**
 * Profile icon (spec 01 §2.2). Anonymous: goes to /login. Signed in: a panel with the balance,
 * my page and logout that closes when the page changes. It doubles as the mobile profile pop-up.
 * The browser's popover, not Radix's dropdown: see ButtonPopover for why and what it keeps. A
 * disclosure of two plain actions (Tab moves through them), not an ARIA menu.
 */
export function ProfileMenu({ user }: { user: SessionUser | null | undefined }) {
  if (!user) return <ProfileButton />;
  return <ProfilePanel user={user} />;
}

function ProfilePanel({ user }: { user: SessionUser }) {
  const coins = useCoins();
  const logout = useLogout();

  const balance = coins.data === undefined ? '-' : `${formatNumber(coins.data)} ${ko.common.coin}`;
  return (
    <ButtonPopover
      label={ko.shell.profile}
      title={`${ko.shell.balanceLabel} ${balance}`}
      trigger={<CircleUserRound aria-hidden="true" className="size-6" strokeWidth={1.75} />}
      triggerClassName={profileIconButton}
      panelLabel={ko.shell.profile}
      panelTestId="profile-menu"
      panelClassName="z-50 w-60 animate-slide-down rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
    >
      {() => (
        <>
          <div className="px-3 py-2.5">
            <p className="truncate text-sm font-semibold text-slate-900">{user.mbrNm || user.mbrEmail}</p>
            <p className="truncate text-xs text-slate-500">{user.mbrEmail}</p>
            <p className="mt-2 flex items-center justify-between rounded-lg bg-brand-50 px-2.5 py-1.5 text-sm">
              <span className="text-slate-600">{ko.shell.balanceLabel}</span>
              <span className="font-semibold text-brand-700 tabular-nums">{balance}</span>
            </p>
          </div>
          <div role="separator" className="my-1 h-px bg-slate-100" />
          <Link to="/myPage" className={itemClass}>
            <UserRound aria-hidden="true" className="size-4" />
            {ko.shell.myPage}
          </Link>
          <button
            type="button"
            className={itemClass}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {ko.shell.logout}
          </button>
        </>
      )}
    </ButtonPopover>
  );
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 focus-visible:text-slate-900 disabled:opacity-50';
