import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ko } from '@seller/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { createServiceAdapters, portoneBrowserConfig, type ServiceAdapters } from './adapters/services';
import { accountsRoutes } from './features/auth/accounts.routes';
import { createAccountsService } from './features/auth/accounts.service';
import { ANON_COOKIE, SESSION_COOKIE } from './features/auth/auth.domain';
import { deleteMemberSessions } from './features/auth/auth.repository';
import { inquiriesRoutes } from './features/inquiries/inquiries.routes';
import { noticesRoutes } from './features/notices/notices.routes';
import { createNoticesService } from './features/notices/notices.service';
import { createImageStore } from './features/notices/notices.storage';
import { createInquiriesService } from './features/inquiries/inquiries.service';
import { myPageRoutes } from './features/my-page/my-page.routes';
import { createMyPageService } from './features/my-page/my-page.service';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { coinsRoutes } from './features/coins/coins.routes';
import { createCoinsService } from './features/coins/coins.service';
import { createRankEngine } from './features/goods-rank/goods-rank.engine';
import { createGoodsRankExport } from './features/goods-rank/goods-rank.export';
import { RANK_CHECK_QUEUE } from './features/goods-rank/goods-rank.jobs';
import type { ProductLookupPort, ShopSearchPort } from './features/goods-rank/goods-rank.ports';
import { goodsRankRoutes } from './features/goods-rank/goods-rank.routes';
import { goodsFinderRoutes } from './features/goods-rank/goods-rank.finder.routes';
import { createGoodsFinder } from './features/goods-rank/goods-rank.finder';
import { sameProduct } from './features/goods-rank/goods-rank.domain';
import { bulkAddRoutes } from './features/bulk-add/bulk-add.routes';
import { createBulkAddService } from './features/bulk-add/bulk-add.service';
import { createSheetReader } from './features/bulk-add/bulk-add.sheet-pool';
import { createGoodsRankService } from './features/goods-rank/goods-rank.service';
import { createGoodsLifecycle } from './features/goods-rank/goods-rank.lifecycle';
import { createGoodsRivals } from './features/goods-rank/goods-rank.rivals';
import { goodsRivalsRoutes } from './features/goods-rank/goods-rank.rivals.routes';
import { createPlaceTop } from './features/place-rank/place-rank.top';
import { placeTopRoutes } from './features/place-rank/place-rank.top.routes';
import { createPlaceRankEngine } from './features/place-rank/place-rank.engine';
import { PLACE_CHECK_QUEUE } from './features/place-rank/place-rank.jobs';
import type { PlaceListPort } from './features/place-rank/place-rank.ports';
import { placeRankRoutes } from './features/place-rank/place-rank.routes';
import { createPlaceRankService } from './features/place-rank/place-rank.service';
import { activeKeywords as activeGoodsKeywords } from './features/goods-rank/goods-rank.repository';
import { activeKeywords as activePlaceKeywords } from './features/place-rank/place-rank.repository';
import { rankAlertsRoutes } from './features/rank-alerts/rank-alerts.routes';
import { createKakaoTalkService } from './features/rank-alerts/kakao-talk.service';
import { KAKAO_TALK_CALLBACK, kakaoTalkRoutes } from './features/rank-alerts/kakao-talk.routes';
import { createRankAlertsService } from './features/rank-alerts/rank-alerts.service';
import { keywordAnalysisRoutes } from './features/keyword-analysis/keyword-analysis.routes';
import { createKeywordAnalysisService } from './features/keyword-analysis/keyword-analysis.service';
import type {
  KeywordStatsPort,
  KeywordTrendPort,
  ShopOverviewPort,
} from './features/keyword-analysis/keyword-analysis.ports';
import type { ScoreShopPort } from './features/keyword-score/keyword-score.ports';
import { keywordScoreRoutes } from './features/keyword-score/keyword-score.routes';
import { createKeywordScoreService } from './features/keyword-score/keyword-score.service';
import { rankingBoardRoutes } from './features/ranking-board/ranking-board.routes';
import { createRankingBoardService } from './features/ranking-board/ranking-board.service';
import { createAnswerCache } from './lib/answer-cache';
import { createPorts, paymentGateway } from './ports';
import * as membersRepo from './features/members/members.repository';
import { createMembersService } from './features/members/members.service';
import { insertAudit } from './features/members/members.audit.repository';
import { memberAdminRoutes } from './features/members/members.admin.routes';
import { createMemberAdminService } from './features/members/members.admin.service';
import { createMemberOperatorService } from './features/members/members.operator';
import { setupRoutes } from './features/setup/setup.routes';
import { createSetupService } from './features/setup/setup.service';
import { setupLinkFile } from './features/setup/setup.startup';
import { agencyRoutes } from './features/agency/agency.routes';
import { createAgencyService } from './features/agency/agency.service';
import { createInvitationsService } from './features/agency/invitations.service';
import { paymentsRoutes } from './features/payments/payments.routes';
import { createPaymentsService } from './features/payments/payments.service';
import { installAccessControl } from './http/access';
import { installApiTokens, PUBLIC_API_PREFIX } from './http/api-token';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes';
import { createApiTokensService } from './features/api-tokens/api-tokens.service';
import { bearerToken, TOKEN_RATE } from './features/api-tokens/api-tokens.domain';
import { createPublicApi } from './features/api-tokens/api-tokens.public.service';
import { publicApiRoutes } from './features/api-tokens/api-tokens.public.routes';
import { clientReportMailRoutes, clientReportsRoutes } from './features/client-reports/client-reports.routes';
import { createClientReportsService } from './features/client-reports/client-reports.service';
import {
  MAIL_LINK_RATE,
  OWNER_PDF_RATE,
  REPORT_RATE,
  RESEND_RATE,
} from './features/client-reports/client-reports.domain';
import { createPdfRenderer } from './features/client-reports/client-reports.pdf-pool';
import { providerUsageRoutes } from './features/provider-usage/provider-usage.routes';
import { createProviderUsageService } from './features/provider-usage/provider-usage.service';
import { createBudgetAlerts } from './features/provider-usage/provider-usage.alerts';
import { createProviderMeter } from './lib/provider-usage/meter';
import { developersCutover, developersCutoverWarning } from './adapters/naver-openapi/cutover';
import { MICROS, type Money } from './lib/provider-usage/money';
import { installIdempotencyKeys } from './http/idempotency';
import { installInputGuard } from './http/input-guard';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { installOriginCheck } from './http/origin-check';
import { installOpenApi } from './http/openapi';
import { answerSerializer } from './http/serializer';
import { countHit, databaseRateLimitStore } from './http/rate-limit-store';
import { installSecurityHeaders } from './http/security';
import { sessionPlugin } from './http/session';
import { installSpa } from './http/spa';
import { systemRoutes } from './http/system.routes';
import { type JobEngine, type JobQueue, bossQueue } from './jobs/boss';
import { createCheckRequests } from './lib/rank-engine/soon-checks';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { createLogger, type Logger } from './lib/logger';
import { installRequestMetrics } from './http/metrics';

export interface AppDeps {
  database: Database;
  jobs?: JobEngine | null;
  /** Where services queue jobs: the process's pg-boss (`jobs`) unless given (the unit tests' app). */
  queue?: JobQueue;
  now?: () => Date;
  /** Outside services; tests may pass their own, otherwise built from config. */
  ports?: Partial<Ports>;
  /** PortOne, Kakao and mail; tests may pass their own, otherwise built from config. */
  adapters?: Partial<ServiceAdapters>;
  /** The root logger; made from config when absent. */
  log?: Logger;
  /**
   * The daily budget of each paid source (lib/provider-usage), in the currency it was set in;
   * by default the shopping source's from its configuration (SHOPPING_DAILY_BUDGET_KRW / _USD).
   */
  providerBudgets?: Readonly<Record<string, Money>>;
}

export interface Ports {
  shop: ShopSearchPort;
  productLookup: ProductLookupPort;
  keywordStats: KeywordStatsPort;
  keywordTrends: KeywordTrendPort;
  shopOverview: ShopOverviewPort;
  scoreShop: ScoreShopPort;
  places: PlaceListPort;
}

/**
 * The configured shopping source's daily budget, in the currency it was set in (won when both are
 * set: the stricter reading of an operator who wrote a won figure). No budget set: none is kept.
 */
function shoppingBudgets(config: Config): Record<string, Money> {
  const { source, dailyBudget } = config.shopping;
  if (dailyBudget.krw !== null)
    return { [source]: { micros: Math.round(dailyBudget.krw * MICROS), currency: 'KRW' } };
  if (dailyBudget.usd !== null)
    return { [source]: { micros: Math.round(dailyBudget.usd * MICROS), currency: 'USD' } };
  return {};
}

/** Composes the services of every feature over one database. Used by the app, jobs and CLI. */
export function createServices(config: Config, deps: AppDeps) {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  // The process's logger (Fastify logs through it too); each feature logs through its own child.
  const log = deps.log ?? createLogger(config);
  // A deployment still on the Naver developer center hears of its end at every start (issue 37).
  const naverCutover = developersCutoverWarning(config.naverApi.platform, now());
  if (naverCutover) log.warn({ feature: 'naver-api' }, naverCutover);
  const warnFor = (feature: string) => (message: string, details: Record<string, unknown>) =>
    log.child({ feature }).warn(details, message);
  const errorFor = (feature: string) => (err: unknown, what: string) =>
    log.child({ feature }).error({ err }, `${what} failed`);
  const coins = createCoinsService({ db });
  // Checks started outside the job engine; the app waits for them before the database closes.
  // A failure is logged here (a failed rank check is also recorded as failed by the check itself).
  const background = new Set<Promise<unknown>>();
  const inBackground = (task: Promise<unknown>) => {
    const settled = task
      .catch((err: unknown) => log.warn({ err }, 'background task failed'))
      .finally(() => background.delete(settled));
    background.add(settled);
  };
  // Paid provider calls (issue 36 §3): counted, priced and capped per source and Korea day in the
  // database. A refused call tells the managers once a day (bell and mail, made further down).
  const providerBudgets = deps.providerBudgets ?? shoppingBudgets(config);
  const budgetAlerts = createBudgetAlerts({
    db,
    now,
    mail: {
      get configured() {
        return adapters.mail.configured;
      },
      sendMail: (message) => adapters.mail.sendMail(message),
    },
    notify: (tx, notice) => rankAlerts.managerNotice(tx, notice),
    publicUrl: config.publicUrl,
    warn: warnFor('provider-usage'),
  });
  const providerMeter = createProviderMeter({
    db,
    now,
    usdKrw: config.usdKrwRate,
    budgets: providerBudgets,
    onBudgetReached: (event) => inBackground(budgetAlerts.reached(event)),
  });
  // The Naver key's daily count and the Search Ad spacing in the database: shared by every process;
  // the shopping source's calls go through the meter.
  const ports = { ...createPorts(config, { db, now, meter: providerMeter }), ...deps.ports };
  // Checks asked for now (issue 35 §6) are queued jobs, whichever process took the request: the
  // first check of a new keyword, "check now", a re-check of an unconfirmed empty answer
  // (lib/rank-engine/soon-checks.ts). A failed send is logged; the sweep queues the keyword again.
  const checkRequests = createCheckRequests({
    db,
    now,
    queue: deps.queue ?? bossQueue(() => deps.jobs?.boss),
  });
  const checkSoon = (queue: string) => (keywordNorm: string) =>
    inBackground(checkRequests.request(queue, keywordNorm));
  const recheckOn = (queue: string) => (keywordNorm: string, at: Date) =>
    inBackground(checkRequests.request(queue, keywordNorm, at));
  const rankEngine = createRankEngine({ db, shop: ports.shop, now, recheck: recheckOn(RANK_CHECK_QUEUE) });
  const rankAlerts = createRankAlertsService({
    db,
    now,
    // Read when a digest goes out: the adapters are made further down.
    mail: {
      get configured() {
        return adapters.mail.configured;
      },
      sendMail: (message) => adapters.mail.sendMail(message),
    },
    publicUrl: config.publicUrl,
    simulator: config.simulator.enabled,
    // The manager's "run now": every distinct keyword of both rank features, one after another.
    runChecks: async (day) => {
      let checked = 0;
      let failed = 0;
      const run = async (check: () => Promise<unknown>) => {
        checked += 1;
        await check().catch(() => (failed += 1));
      };
      for (const k of await activeGoodsKeywords(db, now())) await run(() => rankEngine.checkKeyword(k, day));
      for (const k of await activePlaceKeywords(db)) await run(() => placeRankEngine.checkKeyword(k, day));
      return { checked, failed };
    },
    // KakaoTalk (issue 28 §2): made further down with the adapters; called only once the app runs.
    talk: {
      queueDay: (day, opts) => kakaoTalk.queueDay(day, opts),
      deliver: () => kakaoTalk.deliver(),
      purge: (before) => kakaoTalk.purge(before),
    },
    warn: warnFor('rank-alerts'),
  });
  const goodsRank = createGoodsRankService({
    db,
    lookup: ports.productLookup,
    coins,
    now,
    recordChange: rankAlerts.recordChange,
    changesOf: async (gdpSn, since) =>
      (await rankAlerts.changesOf('goods', [gdpSn], since)).map(({ day, change, detail }) => ({
        day,
        change,
        detail,
      })),
    checkSoon: checkSoon(RANK_CHECK_QUEUE),
  });
  // Issue 23 point 6: an unpaid product's end and coming deletion, in the bell and by mail.
  const goodsLifecycle = createGoodsLifecycle({
    db,
    now,
    mail: {
      get configured() {
        return adapters.mail.configured;
      },
      sendMail: (message) => adapters.mail.sendMail(message),
    },
    publicUrl: config.publicUrl,
    notify: (tx, notice) => rankAlerts.lifecycleNotice(tx, notice),
    warn: warnFor('goods-rank'),
  });
  const placeRankEngine = createPlaceRankEngine({
    db,
    places: ports.places,
    now,
    recheck: recheckOn(PLACE_CHECK_QUEUE),
  });
  const placeRank = createPlaceRankService({
    db,
    places: ports.places,
    now,
    recordChange: rankAlerts.recordChange,
    changesOf: (plceSns, since) => rankAlerts.changesOf('place', plceSns, since),
    checkSoon: checkSoon(PLACE_CHECK_QUEUE),
  });
  const members = createMembersService({ db });
  // Personal API tokens (issue 29 §3); the account flows revoke them (issue 35 §4).
  const apiTokens = createApiTokensService({
    db,
    now,
    // Read when a token is made: the adapters are made just below.
    mail: { sendMail: (message) => adapters.mail.sendMail(message) },
    publicUrl: config.publicUrl,
    later: inBackground,
    logError: errorFor('api-tokens'),
  });
  const auth = createAuthService({ db, members: membersRepo, sessionTtlHours: config.sessionTtlHours, now });
  const adapters = { ...createServiceAdapters(config), ...deps.adapters };
  const accounts = createAccountsService({
    db,
    now,
    members: membersRepo,
    portone: adapters.portone,
    kakao: adapters.kakao,
    mail: adapters.mail,
    openSession: auth.openSession,
    kakaoRedirectUri: `${config.publicUrl}/v1/auth/kakao/callback`,
    codeMailCaps: config.mailCodeDailyCaps,
    // A token must not outlive the password it was made under (issue 35 §4).
    revokeApiTokens: (tx, mbrSn) => apiTokens.revokeAll(tx, mbrSn),
    logError: errorFor('accounts'),
  });
  const kakaoTalk = createKakaoTalkService({
    db,
    now,
    kakao: adapters.kakaoTalk,
    publicUrl: config.publicUrl,
    redirectUri: `${config.publicUrl}${KAKAO_TALK_CALLBACK}`,
    encryptionKey: config.tokenEncryptionKey,
    warn: warnFor('rank-alerts'),
  });
  const checkoutPages = portoneBrowserConfig(config);
  const paymentAlerts = log.child(
    { feature: 'payments', alert: 'payments' },
    { level: config.logLevel === 'silent' ? 'silent' : 'error' },
  );
  const payments = createPaymentsService({
    db,
    now,
    coins,
    gateway: paymentGateway(adapters.portone),
    audit: insertAudit,
    checkout: {
      storeId: checkoutPages.storeId,
      channelKey: checkoutPages.channelKey,
      simulatorCheckoutUrl: checkoutPages.simulatorCheckoutUrl,
      redirectUrl: `${config.publicUrl}/payment/callback`,
      // The simulator's payments are TEST-channel ones; with real credentials production takes LIVE only.
      refuseTestChannel: config.env === 'production' && !config.simulator.enabled,
    },
    // Money the app could not square is for operators: logged at error level even when the process
    // logs less (LOG_LEVEL=fatal), silenced only by LOG_LEVEL=silent.
    alert: (message, details) => paymentAlerts.error(details, message),
    warn: warnFor('payments'),
  });
  // Administration: the member list, grants and the audit log (members), agency registration (agency).
  const memberAdmin = createMemberAdminService({
    db,
    now,
    coins,
    payments,
    // Grants are the agency feature's (made below; called only once the app runs).
    grants: {
      quoteCancel: (id) => agency.quoteGrantCancel(id),
      cancel: (actor, id, reason, quoted) => agency.cancelGrant(actor, id, reason, quoted),
    },
  });
  const agency = createAgencyService({
    db,
    now,
    ports: {
      listMembers: (caller, query) => memberAdmin.list(caller, 'agency', query),
      exportMembers: (caller, query) => memberAdmin.exportList(caller, 'agency', query),
      audit: insertAudit,
      coins,
      chargeHistory: (mbrSn) => payments.chargeHistory(mbrSn),
      coinHistory: (mbrSn, pageNum, pageSize) => coins.history(mbrSn, pageNum, pageSize),
    },
  });
  // An agency member's invitations: the mail goes out after the answer (the app waits for it).
  const agencyInvitations = createInvitationsService({
    db,
    now,
    audit: insertAudit,
    mail: adapters.mail,
    publicUrl: config.publicUrl,
    later: inBackground,
    logError: errorFor('agency'),
  });
  // Keyword tools: provider answers kept per Korea day; score and ranking services from `adapters`.
  const answerCache = createAnswerCache({ db, now });
  // "키워드로 내 상품 찾기" (issue 39 §1): the shopping source's first page, kept per keyword and day.
  const goodsFinder = createGoodsFinder({
    shop: ports.shop,
    cache: answerCache,
    warn: warnFor('goods-rank'),
  });
  const keywordAnalysis = createKeywordAnalysisService({
    cache: answerCache,
    now,
    keywordStats: ports.keywordStats,
    trends: ports.keywordTrends,
    shop: ports.shopOverview,
    warn: warnFor('keyword-analysis'),
  });
  const keywordScore = createKeywordScoreService({
    db,
    cache: answerCache,
    now,
    scoreService: adapters.keywordScore,
    shop: ports.scoreShop,
    warn: warnFor('keyword-score'),
  });
  const rankingBoard = createRankingBoardService({
    cache: answerCache,
    now,
    board: adapters.rankingBoard,
    warn: warnFor('ranking-board'),
  });
  const myPage = createMyPageService({
    db,
    now,
    isCertified: (sessionHash) => accounts.security.isCertified(sessionHash),
    coinBalance: (mbrSn) => coins.balance(mbrSn),
    paymentHistory: (mbrSn) => payments.paymentHistory(mbrSn),
    endSessions: (tx, mbrSn) => deleteMemberSessions(tx, mbrSn),
    revokeApiTokens: (tx, mbrSn) => apiTokens.revokeAll(tx, mbrSn),
    stopTrackedGoods: goodsRank.stopMemberGoods,
    forgetKakaoTalk: kakaoTalk.forget,
  });
  return {
    log,
    auth,
    accounts,
    myPage,
    inquiries: createInquiriesService({ db, now }),
    notices: createNoticesService({
      db,
      now,
      store: createImageStore(path.join(config.uploads.dir, 'notices')),
      maxImageBytes: config.uploads.maxBytes,
      publicUrl: config.publicUrl,
      warn: warnFor('notices'),
    }),
    coins,
    payments,
    members,
    // The operator's command (cli/member.ts), run in its own process or by the app for it.
    memberOperator: createMemberOperatorService({
      db,
      now,
      members,
      coins,
      endSessions: (tx, mbrSn) => deleteMemberSessions(tx, mbrSn),
      revokeApiTokens: (tx, mbrSn) => apiTokens.revokeAll(tx, mbrSn),
    }),
    setup: createSetupService({
      db,
      now,
      members: {
        countManagers: membersRepo.countManagers,
        lockManagerCount: membersRepo.lockManagerCount,
        createWithin: (input, around) => members.createWithin(input, around),
        audit: insertAudit,
      },
      linkFile: setupLinkFile(config.dataDir),
    }),
    memberAdmin,
    agency,
    agencyInvitations,
    goodsRank,
    goodsFinder,
    goodsLifecycle,
    goodsRankExport: createGoodsRankExport({ db }),
    rankEngine,
    keywordAnalysis,
    keywordScore,
    rankingBoard,
    placeRank,
    placeRankEngine,
    rankAlerts,
    // Rivals on the same keyword (issue 28 §1).
    goodsRivals: createGoodsRivals({ db, now }),
    placeTop: createPlaceTop({ db, now }),
    kakaoTalk,
    // Personal API tokens and the public API over the rank services (issue 29 §3).
    apiTokens,
    publicApi: createPublicApi({ goods: goodsRank, places: placeRank, now }),
    // Client report links, their PDF and the monthly mail (issue 29 §1).
    clientReports: createClientReportsService({
      db,
      now,
      mail: adapters.mail,
      logError: errorFor('client-reports'),
      // Off the event loop (issue 35 §5): a small pool of render threads, started on first use.
      renderer: createPdfRenderer(),
      count: (key, windowMs) => countHit(db, key, windowMs),
      publicUrl: config.publicUrl,
    }),
    // Bulk add from a spreadsheet over the rank services' own registration (issue 29 §2).
    bulkAdd: createBulkAddService({
      db,
      goods: { ...goodsRank, sameProduct },
      places: placeRank,
      // Off the event loop, limits enforced while reading (issue 35 §2).
      sheets: createSheetReader(),
      now,
    }),
    // The meter the paid adapters call around each request, and the managers' 수집 현황.
    providerMeter,
    providerUsage: createProviderUsageService({
      db,
      now,
      usdKrw: config.usdKrwRate,
      budgets: () =>
        Object.fromEntries(Object.keys(providerBudgets).map((s) => [s, providerMeter.budgetOf(s)])),
      naverCutover: () => developersCutover(config.naverApi.platform, now()),
    }),
    checkRequests,
    /** Resolves when every check started in the background has finished. */
    settle: async () => {
      while (background.size) await Promise.all([...background]);
    },
  };
}
export type Services = ReturnType<typeof createServices>;

export async function buildApp({
  config,
  deps,
  services = createServices(config, deps),
}: {
  config: Config;
  deps: AppDeps;
  services?: Services;
}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.log as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // Fastify turns Node's request timeout off by default, so a body sent a byte at a time held
    // its connection for ever (slowloris). Node answers a late request 408 through
    // clientErrorHandler; a silent connection is closed.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      // Node looks for late requests at this interval (30 s by default), so a timeout may run over
      // by as much; a quarter of the shortest one keeps the overrun small at little cost.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(50, Math.floor(Math.min(config.timeouts.headersMs, config.timeouts.requestMs) / 4)),
      ),
    },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.env !== 'production'));
  installErrorHandler(app);
  installRequestMetrics(app);
  installAccessControl(app);
  installInputGuard(app);
  installIdempotencyKeys(app);
  app.addHook('onClose', () => services.settle());
  app.addHook('onClose', () => services.clientReports.close());
  app.addHook('onClose', () => services.bulkAdd.close());
  await app.register(cookie);
  // Every compressible answer of 1 kB or more goes out compressed as the client's Accept-Encoding
  // allows (before the routes: the plugin attaches to each route as it is added). Answers that
  // already carry a Content-Encoding (the SPA's precompressed pages and assets) and types that do
  // not compress (xlsx downloads) pass as they are. Request bodies are not inflated: no client
  // sends them compressed and the body limit should bound what we parse.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await installSecurityHeaders(app, config);
  await app.register(rateLimit, {
    global: false,
    // Counts shared by every instance on the database, or this process's own (config.rateLimitStore).
    ...(config.rateLimitStore === 'database'
      ? {
          store: databaseRateLimitStore(deps.database.db, (err) =>
            services.log.warn({ err }, 'rate limit sweep failed'),
          ),
        }
      : {}),
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: ko.errors.RATE_LIMITED }),
  });
  installOriginCheck(app, { publicUrl: config.publicUrl, sessionCookies: [SESSION_COOKIE, ANON_COOKIE] });
  await installOpenApi(app, config);

  // The member of every request, from the session cookie only (http/session.ts).
  await app.register(sessionPlugin, {
    cookieName: SESSION_COOKIE,
    resolve: (token) => services.auth.resolve(token),
  });
  // The public API's member from `Authorization: Bearer` only; counted per token in the database.
  installApiTokens(app, {
    resolve: async (header) => {
      const token = bearerToken(header);
      const caller = token ? await services.apiTokens.resolve(token) : null;
      return caller && { user: caller.user, key: String(caller.tokenSn), mayWrite: caller.scope === 'write' };
    },
    count: (key, windowMs) => countHit(deps.database.db, key, windowMs),
    limit: TOKEN_RATE,
  });
  authRoutes(app, {
    auth: services.auth,
    secureCookie: config.publicUrl.startsWith('https:'),
    loginRateLimit: config.loginRateLimit,
  });
  const secureCookie = config.publicUrl.startsWith('https:');
  accountsRoutes(app, {
    accounts: services.accounts,
    secureCookie,
    attemptLimit: config.loginRateLimit,
    publicUrl: config.publicUrl,
    identityPage: portoneBrowserConfig(config),
  });
  myPageRoutes(app, {
    myPage: services.myPage,
    sessionCookie: { name: SESSION_COOKIE, secure: secureCookie },
    withdrawLimit: config.loginRateLimit,
  });
  inquiriesRoutes(app, { inquiries: services.inquiries, submitLimit: config.loginRateLimit });
  await noticesRoutes(app, { notices: services.notices, uploadLimit: { max: 60, windowMs: 60_000 } });
  coinsRoutes(app, { coins: services.coins });
  // payCancel from the manager screens: a purchase's or a grant's cancellation, audited (members).
  paymentsRoutes(app, {
    payments: services.payments,
    charges: services.memberAdmin,
    orderLimit: config.loginRateLimit,
  });
  memberAdminRoutes(app, { admin: services.memberAdmin });
  // /setup: the first manager through the one-time link printed at start (issue 25).
  setupRoutes(app, { setup: services.setup, attemptLimit: config.loginRateLimit });
  agencyRoutes(app, {
    agency: services.agency,
    invitations: services.agencyInvitations,
    inviteLimit: { max: 30, windowMs: 60_000 },
  });
  goodsRankRoutes(app, { goods: services.goodsRank, exports: services.goodsRankExport });
  goodsFinderRoutes(app, { finder: services.goodsFinder, limit: { max: 20, windowMs: 60_000 } });
  keywordAnalysisRoutes(app, {
    analysis: services.keywordAnalysis,
    lookLimit: { max: 120, windowMs: 60_000 },
  });
  keywordScoreRoutes(app, { score: services.keywordScore });
  rankingBoardRoutes(app, { ranking: services.rankingBoard });
  placeRankRoutes(app, { places: services.placeRank });
  rankAlertsRoutes(app, { alerts: services.rankAlerts, publicUrl: config.publicUrl });
  // Rivals on the same keyword (issue 28 §1).
  goodsRivalsRoutes(app, { rivals: services.goodsRivals });
  placeTopRoutes(app, { top: services.placeTop });
  kakaoTalkRoutes(app, { talk: services.kakaoTalk });
  apiTokensRoutes(app, { tokens: services.apiTokens, attemptLimit: config.loginRateLimit });
  await bulkAddRoutes(app, { bulk: services.bulkAdd, uploadLimit: { max: 30, windowMs: 60_000 } });
  publicApiRoutes(app, {
    api: services.publicApi,
    // The document of the public API alone, for clients that hold a token but not the reference.
    document: () =>
      publicDocument(app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> }),
  });
  clientReportsRoutes(app, {
    reports: services.clientReports,
    count: (key, windowMs) => countHit(deps.database.db, key, windowMs),
    limit: REPORT_RATE,
    ownerPdfLimit: OWNER_PDF_RATE,
    resendLimit: RESEND_RATE,
  });
  clientReportMailRoutes(app, {
    reports: services.clientReports,
    count: (key, windowMs) => countHit(deps.database.db, key, windowMs),
    limit: MAIL_LINK_RATE,
    publicUrl: config.publicUrl,
  });
  providerUsageRoutes(app, { usage: services.providerUsage });
  // Jobs start after the app is built (they need its logger), so health reads them lazily.
  systemRoutes(app, { config, database: deps.database, jobs: () => deps.jobs });
  await installSpa(app, config.webDist);
  return app;
}

/** The OpenAPI document narrowed to the public API's paths. */
function publicDocument(doc: { openapi: string; paths: Record<string, unknown> }) {
  return {
    ...doc,
    paths: Object.fromEntries(Object.entries(doc.paths).filter(([p]) => p.startsWith(PUBLIC_API_PREFIX))),
  };
}
