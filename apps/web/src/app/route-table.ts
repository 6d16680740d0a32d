import { matchRoutes } from 'react-router';
import type { Role } from '@seller/shared/constants/roles';
import type { Messages } from '@seller/shared/messages/ko';

/**
 * The route table of spec 01 §2.1 as plain data: who may open each screen and its Korean title.
 * The router is built from it, and the guard tests read it, so the two cannot drift apart.
 */

export interface RouteAccess {
  /** L in the spec: a signed-in member is needed. */
  login: boolean;
  /** When set, only these roles may enter; everyone else goes to /agency. */
  roles?: readonly Role[];
}

export const PUBLIC: RouteAccess = { login: false };
const LOGIN: RouteAccess = { login: true };
const MANAGER_ONLY: RouteAccess = { login: true, roles: ['MNGR_MBR'] };
const AGENCY_OR_MANAGER: RouteAccess = { login: true, roles: ['MNGR_MBR', 'MNPY_MBR'] };
/** An agency member's own group's screens (a manager has no group). */
const AGENCY_ONLY: RouteAccess = { login: true, roles: ['MNPY_MBR'] };

export type RouteTitle = keyof Messages['routes'];

/** Which component renders a screen; `temporary` is the shared "coming soon" page. */
export type Screen =
  | 'home'
  | 'productTab'
  | 'goodsRank'
  | 'goodsRankV1'
  | 'keywordAnalysis'
  | 'keywordScore'
  | 'rankingBoard'
  | 'placeRank'
  | 'introduce'
  | 'termsOfUse'
  | 'privacyStatement'
  | 'login'
  | 'agency'
  | 'admin'
  | 'notFound'
  | 'join'
  | 'findAccount'
  | 'identityAuth'
  | 'myPage'
  | 'inquire'
  | 'inquiryAdmin'
  | 'notification'
  | 'editorNotice'
  | 'coin'
  | 'paymentCallback'
  | 'agencyRegister'
  | 'agencyManage'
  | 'agencySettings'
  | 'memberManagement'
  | 'coinManagement'
  | 'setup'
  | 'clientReport'
  | 'providerUsage'
  | 'temporary';

export interface ScreenRoute {
  path: string;
  access: RouteAccess;
  title: RouteTitle;
  screen: Screen;
  /** A parent with children sends its bare path to this child (e.g. /myPage → /myPage/info). */
  redirectTo?: string;
  /**
   * 'bare': the page alone, without our header, footer and chat (issue 40 §1: the client report an
   * agency hands to its client carries nothing of ours but a "제공" line).
   */
  layout?: 'bare';
  children?: ScreenRoute[];
}

// Paths match case-insensitively (React Router's default), which also makes /findaccount an alias
// of /findAccount as spec 01 §2.1 asks.
export const ROUTE_TABLE: ScreenRoute[] = [
  { path: '/', access: PUBLIC, title: 'home', screen: 'home' },
  { path: '/search', access: LOGIN, title: 'search', screen: 'keywordAnalysis' },
  { path: '/ProductTab', access: PUBLIC, title: 'productTab', screen: 'productTab' },
  { path: '/myPlaceTracking', access: LOGIN, title: 'myPlaceTracking', screen: 'placeRank' },
  { path: '/goodsTrackingRouter', access: LOGIN, title: 'goodsTrackingRouter', screen: 'goodsRank' },
  { path: '/myTrackingrank', access: LOGIN, title: 'myTrackingrank', screen: 'goodsRankV1' },
  {
    path: '/myTrackingJisuCheck',
    access: AGENCY_OR_MANAGER,
    title: 'myTrackingJisuCheck',
    screen: 'keywordScore',
  },
  { path: '/rankup', access: LOGIN, title: 'rankup', screen: 'rankingBoard' },
  { path: '/coin', access: PUBLIC, title: 'coin', screen: 'coin' },
  { path: '/payment/callback', access: PUBLIC, title: 'paymentCallback', screen: 'paymentCallback' },
  {
    path: '/myPage',
    access: LOGIN,
    title: 'myPageInfo',
    screen: 'temporary',
    redirectTo: '/myPage/info',
    children: [
      { path: 'info', access: LOGIN, title: 'myPageInfo', screen: 'myPage' },
      { path: 'payhistory', access: LOGIN, title: 'myPagePayhistory', screen: 'myPage' },
      { path: 'inquiry', access: LOGIN, title: 'myPageInquiry', screen: 'myPage' },
      { path: 'payment', access: LOGIN, title: 'myPagePayment', screen: 'myPage' },
      { path: 'deleteid', access: LOGIN, title: 'myPageDeleteid', screen: 'myPage' },
      { path: 'inspectpw', access: LOGIN, title: 'myPageInspectpw', screen: 'myPage' },
      { path: 'changepw', access: LOGIN, title: 'myPageChangepw', screen: 'myPage' },
      { path: 'alerts', access: LOGIN, title: 'myPageAlerts', screen: 'myPage' },
      { path: 'invitations', access: LOGIN, title: 'myPageInvitations', screen: 'myPage' },
      { path: 'api', access: LOGIN, title: 'myPageApi', screen: 'myPage' },
      { path: 'reports', access: LOGIN, title: 'myPageReports', screen: 'myPage' },
    ],
  },
  { path: '/inquire', access: PUBLIC, title: 'inquire', screen: 'inquire' },
  { path: '/notification', access: PUBLIC, title: 'notification', screen: 'notification' },
  { path: '/editorNotice', access: MANAGER_ONLY, title: 'editorNotice', screen: 'editorNotice' },
  { path: '/coinManagement', access: MANAGER_ONLY, title: 'coinManagement', screen: 'coinManagement' },
  { path: '/coinManagementV1', access: MANAGER_ONLY, title: 'coinManagementV1', screen: 'memberManagement' },
  {
    path: '/agencyMenu',
    access: AGENCY_OR_MANAGER,
    title: 'agencyGrupAddMember',
    screen: 'temporary',
    redirectTo: '/agencyMenu/agencyGrupAddMember',
    children: [
      {
        path: 'agencyGrupAddMember',
        access: AGENCY_OR_MANAGER,
        title: 'agencyGrupAddMember',
        screen: 'agencyRegister',
      },
      {
        path: 'coinAdditionalMngt',
        access: AGENCY_OR_MANAGER,
        title: 'coinAdditionalMngt',
        screen: 'agencyManage',
      },
      // 대행사 설정 (issue 40 §1): the name and logo on the agency's client reports.
      { path: 'settings', access: AGENCY_ONLY, title: 'agencySettings', screen: 'agencySettings' },
    ],
  },
  { path: '/termsOfUse', access: PUBLIC, title: 'termsOfUse', screen: 'termsOfUse' },
  { path: '/privacyStatement', access: PUBLIC, title: 'privacyStatement', screen: 'privacyStatement' },
  { path: '/Introduce', access: PUBLIC, title: 'introduce', screen: 'introduce' },
  { path: '/auth', access: LOGIN, title: 'auth', screen: 'identityAuth' },
  { path: '/login', access: PUBLIC, title: 'login', screen: 'login' },
  { path: '/join', access: PUBLIC, title: 'join', screen: 'join' },
  { path: '/findAccount', access: PUBLIC, title: 'findAccount', screen: 'findAccount' },
  // The first manager, from the one-time link the first start prints (issue 25).
  { path: '/setup', access: PUBLIC, title: 'setup', screen: 'setup' },
  // A client report link (issue 29 §1): opens without sign-in.
  { path: '/report/:token', access: PUBLIC, title: 'clientReport', screen: 'clientReport', layout: 'bare' },
  { path: '/inquiryManagement', access: MANAGER_ONLY, title: 'inquiryManagement', screen: 'inquiryAdmin' },
  // The original left /admin unchecked by mistake (role given as a string); we enforce it.
  { path: '/admin', access: MANAGER_ONLY, title: 'admin', screen: 'admin' },
  // 수집 현황: paid provider calls and their cost (issue 36 §3).
  { path: '/admin/provider-usage', access: MANAGER_ONLY, title: 'providerUsage', screen: 'providerUsage' },
  { path: '/agency', access: PUBLIC, title: 'agency', screen: 'agency' },
  { path: '*', access: PUBLIC, title: 'notFound', screen: 'notFound' },
];

interface MatchableRoute {
  path: string;
  screen: ScreenRoute;
  children?: MatchableRoute[];
}

function toMatchable(route: ScreenRoute): MatchableRoute {
  const children = route.children?.map(toMatchable);
  return {
    path: route.path,
    screen: route,
    ...(children ? { children: [{ path: '', screen: route }, ...children] } : {}),
  };
}

const MATCHABLE = ROUTE_TABLE.map(toMatchable);

/** The table entry a pathname resolves to (the deepest match, as the router would render it). */
export function screenForPath(pathname: string): ScreenRoute {
  const matches = matchRoutes(MATCHABLE, pathname);
  const last = matches?.[matches.length - 1];
  // '*' is in the table, so something always matches; the fallback only satisfies the type.
  return last?.route.screen ?? (ROUTE_TABLE[ROUTE_TABLE.length - 1] as ScreenRoute);
}
