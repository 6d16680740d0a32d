import { NavLink } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import type { Role } from '@seller/shared/constants/roles';
import { cn } from '../../../lib/cn';

const tabs = [
  { to: '/agencyMenu/agencyGrupAddMember', label: ko.routes.agencyGrupAddMember },
  { to: '/agencyMenu/coinAdditionalMngt', label: ko.routes.coinAdditionalMngt },
];

/** 대행사 설정 (issue 40 §1): an agency member's own group; managers have none. */
const settingsTab = { to: '/agencyMenu/settings', label: ko.routes.agencySettings };

/** The screens under /agencyMenu (spec 01 §2.1), and an agency member's 대행사 설정. */
export function AgencyTabs({ callerRole }: { callerRole?: Role | undefined }) {
  const shown = callerRole === 'MNPY_MBR' ? [...tabs, settingsTab] : tabs;
  return (
    <nav aria-label={ko.agencyUi.tabs} className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
      {shown.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
              isActive
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
