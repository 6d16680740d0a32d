import { useNavigate } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';

export const profileIconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100';

/**
 * The profile icon of a visitor (spec 01 §2.2): it goes to /login. Kept apart from the member's
 * panel (ProfileMenu).
 */
export function ProfileButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label={ko.shell.profile}
      className={profileIconButton}
      onClick={() => navigate('/login')}
    >
      <CircleUserRound aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </button>
  );
}
