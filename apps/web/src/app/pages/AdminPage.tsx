import { Link } from 'react-router';
import {
  ChevronRight,
  Coins,
  Megaphone,
  MessageSquareText,
  ReceiptText,
  UsersRound,
  Building2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';

const entries: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/coinManagementV1',
    label: ko.shell.memberManagement,
    text: ko.adminHome.memberManagementText,
    icon: UsersRound,
  },
  {
    to: '/agencyMenu',
    label: ko.shell.agencyManagement,
    text: ko.adminHome.agencyManagementText,
    icon: Building2,
  },
  {
    to: '/editorNotice',
    label: ko.shell.noticeRegistration,
    text: ko.adminHome.noticeRegistrationText,
    icon: Megaphone,
  },
  {
    to: '/coinManagement',
    label: ko.routes.coinManagement,
    text: ko.adminHome.coinManagementText,
    icon: Coins,
  },
  {
    to: '/inquiryManagement',
    label: ko.routes.inquiryManagement,
    text: ko.inquiry.adminText,
    icon: MessageSquareText,
  },
  {
    to: '/admin/provider-usage',
    label: ko.routes.providerUsage,
    text: ko.providerUsage.adminText,
    icon: ReceiptText,
  },
];

/** /admin: a manager's landing page linking the administration screens. */
export function AdminPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 md:py-14">
      <h1 className="text-2xl font-bold text-slate-900">{ko.adminHome.title}</h1>
      <p className="mt-2 text-slate-600">{ko.adminHome.text}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {entries.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900">
                  {label}
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 text-slate-400 transition group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default AdminPage;
