import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { LoadingState } from '../components/ui/LoadingState';
import { BareLayout } from './layouts/BareLayout';
import { RootLayout } from './layouts/RootLayout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './RouteError';
import { RouteGuard } from './RouteGuard';
import { ROUTE_TABLE, type Screen, type ScreenRoute } from './route-table';

type PageModule = { default: ComponentType };

// Each screen is its own chunk; the first load carries only the shell.
const screens: Record<Screen, () => Promise<PageModule>> = {
  home: () => import('./pages/HomeRoute'),
  productTab: () => import('./pages/ProductTabRoute'),
  goodsRank: () => import('./pages/GoodsRankRoute'),
  goodsRankV1: () => import('../features/goods-rank/v1/GoodsRankV1Page'),
  keywordAnalysis: () => import('../features/keyword-analysis/KeywordAnalysisPage'),
  keywordScore: () => import('../features/keyword-score/KeywordScorePage'),
  rankingBoard: () => import('../features/ranking-board/RankingBoardPage'),
  placeRank: () => import('./pages/PlaceRankRoute'),
  introduce: () => import('../features/intro/IntroducePage'),
  termsOfUse: () => import('../features/legal/TermsOfUsePage'),
  privacyStatement: () => import('../features/legal/PrivacyStatementPage'),
  login: () => import('../features/auth/LoginPage'),
  agency: () => import('./pages/WrongAccessPage'),
  admin: () => import('./pages/AdminPage'),
  notFound: () => import('./pages/NotFoundPage'),
  join: () => import('../features/auth/JoinPage'),
  findAccount: () => import('../features/auth/FindAccountPage'),
  identityAuth: () => import('../features/auth/IdentityAuthPage'),
  myPage: () => import('./pages/MyPageRoute'),
  inquire: () => import('./pages/InquireRoute'),
  inquiryAdmin: () => import('../features/inquiries/InquiryAdminPage'),
  notification: () => import('./pages/NotificationRoute'),
  editorNotice: () => import('../features/notices/NoticeEditorPage'),
  coin: () => import('./pages/CoinRoute'),
  paymentCallback: () => import('../features/payments/PaymentCallbackPage'),
  agencyRegister: () => import('./pages/AgencyRegisterRoute'),
  agencyManage: () => import('./pages/AgencyManageRoute'),
  agencySettings: () => import('../features/agency/settings/AgencySettingsPage'),
  memberManagement: () => import('./pages/MemberManagementRoute'),
  coinManagement: () => import('../features/members/SimpleCoinAdminPage'),
  setup: () => import('../features/setup/SetupPage'),
  clientReport: () => import('../features/client-reports/PublicReportPage'),
  providerUsage: () => import('../features/provider-usage/ProviderUsagePage'),
  temporary: () => import('./pages/TemporaryPage'),
};

function toRouteObject(route: ScreenRoute): RouteObject {
  const handle: RouteHandle = { access: route.access, title: route.title };
  if (route.children) {
    return {
      path: route.path,
      handle,
      children: [
        { index: true, handle, element: <Navigate to={route.redirectTo ?? '/'} replace /> },
        ...route.children.map(toRouteObject),
      ],
    };
  }
  const load = screens[route.screen];
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: (await lazyWithRetry(load)).default }),
  };
}

/** The guard around a layout's pages: their errors and first-load wait stay inside the layout. */
const guarded = (children: ScreenRoute[]): RouteObject => ({
  Component: RouteGuard,
  ErrorBoundary: RouteError,
  HydrateFallback: LoadingState,
  children: children.map(toRouteObject),
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Last resort if the shell itself fails: the page without header and footer.
    ErrorBoundary: RouteError,
    children: [guarded(ROUTE_TABLE.filter((r) => r.layout !== 'bare'))],
  },
  {
    Component: BareLayout,
    ErrorBoundary: RouteError,
    children: [guarded(ROUTE_TABLE.filter((r) => r.layout === 'bare'))],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
