import type { AlertTargetKind } from '@seller/shared/schemas/rank-alerts';
import type { RankingPeriod } from '@seller/shared/schemas/ranking-board';

/**
 * Every TanStack Query key of the web app, by feature (issue 26 §2). Queries, invalidations and
 * cache writes all take their key from here, so an invalidation cannot drift from the query it
 * means. A feature's `all` is the prefix of each of its keys: invalidating it reaches them all.
 */
export const queryKeys = {
  session: ['session'] as const,
  appConfig: ['app-config'] as const,
  /** The header's balance; the member's number is appended by the query, so this is a prefix. */
  coins: {
    all: ['coins'] as const,
    of: (memberId: number | null) => ['coins', memberId] as const,
  },
  identitySession: ['identity-session'] as const,
  kakaoSignup: ['kakao-signup'] as const,
  setupCheck: (token: string) => ['setup-check', token] as const,
  goods: {
    all: ['goods-rank'] as const,
    list: ['goods-rank', 'list'] as const,
    history: (keywordId: number) => ['goods-rank', 'history', keywordId] as const,
    hourlyList: ['goods-rank', 'v1', 'list'] as const,
    // Cost before spending (issue 28 §3). The register quote carries the balance it was asked
    // with, so a spend (which changes the balance) asks again.
    registerQuote: (balance: number | null) => ['goods-rank', 'quote', 'register', balance] as const,
    renewQuote: (goodsId: number) => ['goods-rank', 'quote', 'renew', goodsId] as const,
    autoRenewQuote: (goodsId: number) => ['goods-rank', 'quote', 'autoRenew', goodsId] as const,
    renewExpiredQuote: ['goods-rank', 'quote', 'renewExpired'] as const,
    // Rivals on the same keyword (issue 28 §1).
    rivals: (keywordId: number) => ['goods-rank', 'rivals', keywordId] as const,
    rivalSeries: (keywordId: number) => ['goods-rank', 'rivals', keywordId, 'series'] as const,
  },
  // 순위 지도 (issue 41): a place keyword's scans, one scan (polled while it runs), two compared.
  placeRankMap: {
    all: ['place-rank-map'] as const,
    scans: (plkwrdSn: number) => ['place-rank-map', 'scans', plkwrdSn] as const,
    scan: (scanId: number) => ['place-rank-map', 'scan', scanId] as const,
    compare: (before: number, after: number) => ['place-rank-map', 'compare', before, after] as const,
    quote: (plkwrdSn: number, grid: number, spacingM: number) =>
      ['place-rank-map', 'quote', plkwrdSn, grid, spacingM] as const,
    schedule: (plkwrdSn: number) => ['place-rank-map', 'schedule', plkwrdSn] as const,
  },
  place: {
    all: ['place-rank'] as const,
    view: ['place-rank', 'view'] as const,
    // The top 10 of a place keyword (issue 28 §1).
    top: (plkwrdSn: number) => ['place-rank', 'top', plkwrdSn] as const,
  },
  keywordScore: {
    usage: ['keyword-score', 'usage'] as const,
  },
  keywordAnalysis: {
    related: (keyword: string) => ['keyword-analysis', 'related', keyword] as const,
    trends: (q: { startDate: string; endDate: string; timeUnit: string; keywords: readonly string[] }) =>
      ['keyword-analysis', 'trends', q.startDate, q.endDate, q.timeUnit, ...q.keywords] as const,
    trendsNone: ['keyword-analysis', 'trends', 'none'] as const,
  },
  rankingBoard: {
    board: (kind: 'rankup' | 'sellrank' | 'brandrank', period: RankingPeriod) =>
      ['ranking-board', kind, period] as const,
  },
  rankAlerts: {
    all: ['rank-alerts'] as const,
    unread: ['rank-alerts', 'unread'] as const,
    notifications: ['rank-alerts', 'notifications'] as const,
    settings: ['rank-alerts', 'settings'] as const,
    kakaoTalk: ['rank-alerts', 'kakao-talk'] as const,
    target: (kind: AlertTargetKind, id: number) => ['rank-alerts', 'target', kind, id] as const,
  },
  notices: {
    all: ['notices'] as const,
    latest: ['notices', 'latest'] as const,
    list: (page: number) => ['notices', 'list', page] as const,
    detail: (ntcSn: number) => ['notices', 'detail', ntcSn] as const,
    detailNone: ['notices', 'detail', 'none'] as const,
  },
  myPage: {
    info: ['my-page', 'info'] as const,
    payments: ['my-page', 'payments'] as const,
    inquiries: ['my-page', 'inquiries'] as const,
    /** One inquiry with its answers; under `inquiries`, so a refresh of the list reaches it. */
    inquiry: (inquirySn: number) => ['my-page', 'inquiries', inquirySn] as const,
    /** A paged ledger: the page number is appended by `CoinLedgerView`. */
    coinHistory: ['my-page', 'coin-history'] as const,
    apiTokens: ['my-page', 'api-tokens'] as const,
    clientReports: ['my-page', 'client-reports'] as const,
    clientReportCandidates: ['my-page', 'client-reports', 'candidates'] as const,
  },
  agency: {
    sentInvitations: ['agency', 'invitations', 'sent'] as const,
    receivedInvitations: ['agency', 'invitations', 'received'] as const,
    /** 대행사 설정: the name and logo on the agency's reports. */
    settings: ['agency', 'settings'] as const,
  },
  admin: {
    /** The audit log's pages all start with this prefix. */
    audit: ['admin', 'audit'] as const,
    auditPage: (page: number) => ['admin', 'audit', page] as const,
    /** Every inquiry key (the pages and the details) starts with this prefix. */
    inquiries: ['admin', 'inquiries'] as const,
    inquiryPages: ['admin', 'inquiries', 'page'] as const,
    inquiryPage: (page: number, status: string) => ['admin', 'inquiries', 'page', page, status] as const,
    inquiry: (inquirySn: number) => ['admin', 'inquiries', 'detail', inquirySn] as const,
    /** A paged ledger: the page number is appended by `CoinLedgerView`. */
    chargeHistory: (userMbrSn: number) => ['admin', 'charge-history', userMbrSn] as const,
    coinLedger: (userMbrSn: number) => ['admin', 'coin-ledger', userMbrSn] as const,
    cancelQuote: (selCoinUseSn: number | string) => ['admin', 'cancel-quote', selCoinUseSn] as const,
    // 수집 현황 (issue 36 §3).
    providerUsage: (from: string, to: string) => ['admin', 'provider-usage', from, to] as const,
  },
} as const;
