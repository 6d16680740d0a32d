import * as ko from '@seller/shared/messages/sections';
import type { Role } from '@seller/shared/constants/roles';

/** A header entry: a route, or the coming-soon popup for sections not open yet (spec 01 §2.2). */
export type NavItem = { label: string; to: string } | { label: string; comingSoon: true };

export const MAIN_NAV: NavItem[] = [
  { label: ko.shell.product, to: '/ProductTab' },
  { label: ko.shell.community, comingSoon: true },
  { label: ko.shell.inquiry, comingSoon: true },
  { label: ko.shell.membership, to: '/coin' },
  { label: ko.shell.keywordAnalysis, to: '/search' },
];

export const ADMIN_NAV = [
  { label: ko.shell.memberManagement, to: '/coinManagementV1' },
  { label: ko.shell.agencyManagement, to: '/agencyMenu' },
  { label: ko.shell.noticeRegistration, to: '/editorNotice' },
  // Paid provider calls and their cost (issue 36 §3).
  { label: ko.shell.providerUsage, to: '/admin/provider-usage' },
] as const;

export const AGENCY_NAV = { label: ko.shell.agencyManagement, to: '/agencyMenu' } as const;

export const isManager = (role: Role | undefined) => role === 'MNGR_MBR';
export const isAgency = (role: Role | undefined) => role === 'MNPY_MBR';
