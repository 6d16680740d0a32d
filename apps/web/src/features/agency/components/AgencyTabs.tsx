import { NavLink } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';

const tabs = [
  { to: '/agencyMenu/agencyGrupAddMember', label: ko.routes.agencyGrupAddMember },
  { to: '/agencyMenu/coinAdditionalMngt', label: ko.routes.coinAdditionalMngt },
];

/** The two screens under /agencyMenu (spec 01 §2.1). */
export function AgencyTabs() {
  return (
    <nav aria-label={ko.agencyUi.tabs} className="mb-6 flex gap-1 border-b border-slate-200">
      {tabs.map((tab) => (
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
