import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  Bell,
  Building2,
  CreditCard,
  Code,
  FileChartColumnIncreasing,
  KeyRound,
  MessageSquareText,
  Receipt,
  UserRound,
  UserRoundX,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { ComingSoonDialog } from '../../components/ui/ComingSoonDialog';
import { cn } from '../../lib/cn';
import { type Section, menuOf, sectionOf } from './model';
import { InfoSection } from './sections/InfoSection';
import { InquirySection } from './sections/InquirySection';
import { ChangePasswordSection, InspectPasswordSection } from './sections/PasswordSections';
import { PayHistorySection } from './sections/PayHistorySection';
import { WithdrawSection } from './sections/WithdrawSection';

const t = ko.myPage;

const MENU: Array<{ section: Section; label: string; icon: LucideIcon; to?: string }> = [
  { section: 'info', label: t.info, icon: UserRound, to: '/myPage/info' },
  { section: 'payhistory', label: t.payHistory, icon: Receipt, to: '/myPage/payhistory' },
  { section: 'inquiry', label: t.inquiry, icon: MessageSquareText, to: '/myPage/inquiry' },
  { section: 'alerts', label: ko.rankAlerts.settingsTitle, icon: Bell, to: '/myPage/alerts' },
  { section: 'invitations', label: ko.agencyInvitation.title, icon: Building2, to: '/myPage/invitations' },
  { section: 'api', label: ko.apiTokens.menu, icon: Code, to: '/myPage/api' },
  {
    section: 'reports',
    label: ko.clientReports.menu,
    icon: FileChartColumnIncreasing,
    to: '/myPage/reports',
  },
  // Spec 02 §2.6: the payment method entry only shows a coming-soon alert.
  { section: 'payment', label: t.payment, icon: CreditCard },
  { section: 'inspectpw', label: t.changePassword, icon: KeyRound, to: '/myPage/inspectpw' },
  { section: 'deleteid', label: t.withdraw, icon: UserRoundX, to: '/myPage/deleteid' },
];

const TITLES: Record<Section, string> = {
  info: t.info,
  payhistory: t.payHistory,
  inquiry: t.inquiry,
  payment: t.payment,
  inspectpw: t.inspectTitle,
  changepw: t.changeTitle,
  deleteid: t.withdrawTitle,
  alerts: ko.rankAlerts.settingsTitle,
  invitations: ko.agencyInvitation.title,
  api: ko.apiTokens.title,
  reports: ko.clientReports.title,
};

export interface MyPageProps {
  /** After the withdrawal: forget the session and leave. */
  onWithdrawn: (message: string) => void;
  /** The rank-alert settings (composed by the app from the rank-alerts feature). */
  renderAlerts?: () => ReactNode;
  /** Agency invitations to answer (composed by the app from the agency feature). */
  renderInvitations?: () => ReactNode;
  /** 마이페이지 → API: personal API tokens (composed by the app from the api-tokens feature). */
  renderApiTokens?: () => ReactNode;
  /** 마이페이지 → 고객 리포트: report links for clients (composed by the app from the client-reports feature). */
  renderClientReports?: () => ReactNode;
  /** A notice above the other pages while invitations wait (agency feature). */
  renderInvitationsBanner?: () => ReactNode;
}

/** /myPage/* (spec 02 §2.6): a left sub-menu (tabs on a phone) and the chosen page. */
export function MyPage({
  onWithdrawn,
  renderAlerts,
  renderInvitations,
  renderApiTokens,
  renderClientReports,
  renderInvitationsBanner,
}: MyPageProps) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const active = menuOf(section);
  const [comingSoon, setComingSoon] = useState(false);

  const item = (entry: (typeof MENU)[number]) => {
    const Icon = entry.icon;
    const className = cn(
      'flex shrink-0 items-center gap-2.5 rounded-lg px-3.5 py-2.5 text-[15px] font-medium whitespace-nowrap transition-colors',
      active === entry.section
        ? 'bg-brand-50 text-brand-700'
        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    );
    const content = (
      <>
        <Icon aria-hidden="true" className="size-4.5" />
        {entry.label}
      </>
    );
    return entry.to ? (
      <NavLink
        to={entry.to}
        className={className}
        aria-current={active === entry.section ? 'page' : undefined}
      >
        {content}
      </NavLink>
    ) : (
      <button
        type="button"
        className={className}
        onClick={() => setComingSoon(true)}
        data-testid="my-payment-method"
      >
        {content}
      </button>
    );
  };

  let body: ReactNode;
  switch (section) {
    case 'payhistory':
      body = <PayHistorySection />;
      break;
    case 'inquiry':
      body = <InquirySection />;
      break;
    case 'payment':
      body = <p className="rounded-2xl bg-slate-50 p-6 text-slate-600">{t.paymentText}</p>;
      break;
    case 'inspectpw':
      body = <InspectPasswordSection />;
      break;
    case 'changepw':
      body = <ChangePasswordSection />;
      break;
    case 'deleteid':
      body = <WithdrawSection onWithdrawn={onWithdrawn} />;
      break;
    case 'alerts':
      body = renderAlerts?.() ?? null;
      break;
    case 'invitations':
      body = renderInvitations?.() ?? null;
      break;
    case 'api':
      body = renderApiTokens?.() ?? null;
      break;
    case 'reports':
      body = renderClientReports?.() ?? null;
      break;
    default:
      body = <InfoSection />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <div className="mt-6 flex flex-col gap-6 md:flex-row md:gap-10">
        <nav aria-label={t.menuLabel} className="md:w-52 md:shrink-0">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
            {MENU.map((entry) => (
              <li key={entry.section}>{item(entry)}</li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="my-page-title" className="min-w-0 flex-1">
          {section !== 'invitations' && renderInvitationsBanner?.()}
          <h2 id="my-page-title" className="mb-5 text-xl font-bold text-slate-900">
            {TITLES[section]}
          </h2>
          {body}
        </section>
      </div>
      <ComingSoonDialog open={comingSoon} onOpenChange={setComingSoon} />
    </div>
  );
}
