import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EMAIL_CODE_DAILY_PER_ADDRESS, EMAIL_CODE_DAILY_PER_CLIENT } from '@seller/shared';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { type ApifyMapping, resolveMapping } from './adapters/shopping-apify/mappings';
import { CUSTOMER_ID_HINT } from './adapters/naver-searchad/customer-id';

/**
 * The repository root (the package.json that lists the workspaces), so `./data` and
 * `apps/web/dist` resolve the same from the sources (src/config.ts) and the build (dist/main.js).
 */
const repoRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object))
      return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** A decimal amount (a price, a budget); unset or '' means none. */
const optionalAmount = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().nonnegative().finite().optional(),
);

/** Micros (millionths) of a currency unit, exact for the decimals a price is written with. */
const micros = (amount: number) => Math.round(amount * 1_000_000);

/** Naver's shopping search API (shop.json) ended for every user at 2026-07-31 24:00 (docs/data-sources.md). */
const SHOP_JSON_ENDED =
  "Naver's shopping search API (openapi.naver.com/v1/search/shop.json) ended on 2026-07-31 for every user, " +
  'and NAVER API HUB has no shopping search.';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  PUBLIC_URL: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  /** Where uploaded files (notice images) are kept; default <DATA_DIR>/uploads. */
  UPLOAD_DIR: optionalText,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalText,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Where rate-limit counts live: unset means 'database' with DATABASE_URL, else 'memory'. */
  RATE_LIMIT_STORE: z.enum(['memory', 'database', '']).optional(),
  MAIL_CODE_DAILY_PER_ADDRESS: z.coerce.number().int().positive().default(EMAIL_CODE_DAILY_PER_ADDRESS),
  MAIL_CODE_DAILY_PER_CLIENT: z.coerce.number().int().positive().default(EMAIL_CODE_DAILY_PER_CLIENT),
  JOBS_ENABLED: bool.default(true),
  /** How long SIGTERM waits for in-flight requests and running jobs before giving up (exit 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(25_000),
  /**
   * How long a client may take (docs/deploy.md, "Timeouts"): to send one whole request, headers and
   * body (408 after); to send its headers; to stay silent on a connection (closed after, also
   * while an answer is being made: keep it above the slowest answer); to come back on a kept-alive
   * connection (keep it above the proxy's idle timeout for its upstream connections).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  /** Prometheus metrics (`GET /metrics`) on their own port; unset: not served. */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** Where the metrics port listens: this machine only unless set (e.g. 0.0.0.0 for a scraper elsewhere). */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  SIMULATOR: z.enum(['auto', 'on', 'off']).default('auto'),
  SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  /** Where the simulator listens: this machine only unless set (its inbox holds reset codes). */
  SIMULATOR_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The secret its controls and inbox need; random at every start when unset (e2e sets one). */
  SIMULATOR_SECRET: optionalText,
  SIMULATOR_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  // Provider credentials: when any is set, the real services are used and no simulator starts.
  /**
   * Where local search, DataLab and Shopping Insight are called: NAVER API HUB on NAVER Cloud
   * (`hub`, with NAVER_API_HUB_CLIENT_ID / _SECRET from the NCP console) or the developer center
   * (`developers`, with NAVER_CLIENT_ID / _SECRET; its keys work until 2027-06-30 24:00 KST).
   * Unset: the platform whose keys are set, the HUB when none are (docs/data-sources.md).
   */
  NAVER_API_PLATFORM: z.enum(['hub', 'developers', '']).optional(),
  NAVER_API_HUB_CLIENT_ID: optionalText,
  NAVER_API_HUB_CLIENT_SECRET: optionalText,
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  /**
   * Won per answered call of local search, DataLab and Shopping Insight, for 수집 현황's cost. Unset:
   * 0 (the developer center is free; the HUB's price list is not in our sources, docs/data-sources.md).
   */
  NAVER_API_PRICE_PER_CALL_KRW: optionalAmount,
  NAVER_DAILY_QUOTA: z.coerce.number().int().positive().default(25_000),
  /**
   * Per-second limits of the providers, `id=n` pairs separated by commas (e.g.
   * `naver-openapi=10,searchapi=5`), over PROVIDER_RATE_DEFAULTS: every process spaces its calls
   * to a provider (per key where the limit is per key) so that all of them together stay under it
   * (adapters/rate-gate.ts). `id=0` turns a provider's spacing off.
   */
  PROVIDER_RATE_LIMITS: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) => v === '' || v.split(',').every((p) => /^\s*[a-z0-9-]+\s*=\s*\d+(\.\d+)?\s*$/.test(p)),
      'PROVIDER_RATE_LIMITS must be id=calls-per-second pairs separated by commas',
    ),
  /**
   * Won per US dollar for the paid providers billed in dollars (SearchApi.io, Apify): a won budget
   * is compared with their dollar costs at this rate, and the 수집 현황 screen shows their costs in
   * won with it. Not fetched: set it to the rate your card issuer charges (the Bank of Korea's
   * published rate is close). The default is about where the won stood against the dollar in 2025–26.
   */
  USD_KRW_RATE: z.coerce.number().positive().max(100_000).default(1_400),
  NAVER_SEARCHAD_API_KEY: optionalText,
  NAVER_SEARCHAD_SECRET: optionalText,
  NAVER_SEARCHAD_CUSTOMER_ID: optionalText,
  PORTONE_API_SECRET: optionalText,
  PORTONE_STORE_ID: optionalText,
  PORTONE_CHANNEL_KEY: optionalText,
  PORTONE_WEBHOOK_SECRET: optionalText,
  KAKAO_REST_API_KEY: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  /**
   * SOLAPI, the 알림톡 (and SMS fallback, verification codes) of rank alerts to phones (issue 40 §3):
   * the API key and secret, the 카카오 비즈니스 채널 (pfId), the registered sender number, and the
   * approved template of each alert kind as `kind=templateId` pairs (drop, rise, enterTop, leaveTop,
   * outOfRange). Unset in simulator mode: the simulator's account (docs/integrations-notes.md).
   */
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_PF_ID: optionalText,
  SOLAPI_SENDER: optionalText,
  SOLAPI_TEMPLATES: optionalText,
  /** Won per 알림톡 and per SMS (the account's price list), for 수집 현황 and the daily budget. */
  SOLAPI_PRICE_ALIMTALK_KRW: optionalAmount,
  SOLAPI_PRICE_SMS_KRW: optionalAmount,
  /** The most SOLAPI may cost a Korea day, in won; unset: counted, never refused. */
  SOLAPI_DAILY_BUDGET_KRW: optionalAmount,
  /**
   * Seals stored third-party tokens (KakaoTalk) with a key outside the database; at least 32
   * characters. Required in production with Kakao configured; unset, a secret kept in the database
   * is used (development).
   */
  TOKEN_ENCRYPTION_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'TOKEN_ENCRYPTION_KEY must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalText,
  // The shopping search (ranks, keyword analysis): a third party since shop.json ended (docs/data-sources.md).
  SHOPPING_SOURCE: z.enum(['searchapi', 'apify', '']).optional(),
  SEARCHAPI_API_KEY: optionalText,
  /** UNCONFIRMED for engine=naver_shopping: the names SearchApi's other engines use. */
  SEARCHAPI_PAGE_PARAM: z.string().trim().min(1).default('page'),
  SEARCHAPI_NUM_PARAM: z.string().trim().min(1).default('num'),
  SEARCHAPI_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(100),
  SEARCHAPI_MAX_DEPTH: z.coerce.number().int().min(1).max(10_000).default(1000),
  /** USD per answered search; required in production (SearchApi's price list is not in our sources). */
  SEARCHAPI_PRICE_PER_REQUEST_USD: optionalAmount,
  APIFY_TOKEN: optionalText,
  /** One of the shipped actor mappings, or a custom actor given with APIFY_ACTOR_MAPPING. */
  APIFY_ACTOR: optionalText,
  APIFY_ACTOR_MAPPING: optionalText,
  /** Overrides the mapping's list price (USD per 1,000 rows or pages, as the actor charges). */
  APIFY_PRICE_PER_1000_USD: optionalAmount,
  /** The most one actor run may charge (its maxTotalChargeUsd never passes it). */
  APIFY_MAX_CHARGE_USD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().positive().default(5),
  ),
  /** The run's own timeout; the synchronous endpoint answers 408 after 300 s. */
  APIFY_TIMEOUT_SECS: z.coerce.number().int().min(10).max(300).default(280),
  SHOPPING_DAILY_BUDGET_KRW: optionalAmount,
  SHOPPING_DAILY_BUDGET_USD: optionalAmount,
  /** The share of the daily budget the hourly (v1) checks may spend, spread over 24 hours. */
  SHOPPING_HOURLY_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** Without a daily budget: the most calls the hourly (v1) checks make in one hour. */
  SHOPPING_HOURLY_MAX_CALLS: z.coerce.number().int().min(0).default(100),
  /** 설명되지 않는 급상승 (issue 42): the places a day's climb needs to be marked. */
  RANK_SURGE_PLACES: z.coerce.number().int().min(2).max(500).default(20),
  // Base URLs of the outside services; unset means the vendor's real address (or the simulator).
  NAVER_OPENAPI_BASE: optionalText,
  NAVER_API_HUB_BASE: optionalText,
  NAVER_SEARCHAD_BASE: optionalText,
  NAVER_PLACE_BASE: optionalText,
  NAVER_SHOPPING_BASE: optionalText,
  PORTONE_API_BASE: optionalText,
  KAKAO_AUTH_BASE: optionalText,
  KAKAO_API_BASE: optionalText,
  SCORE_SERVICE_URL: optionalText,
  RANKING_SERVICE_URL: optionalText,
  SEARCHAPI_BASE: optionalText,
  APIFY_BASE: optionalText,
  SOLAPI_BASE: optionalText,
  ADFIT_UNIT_ID: optionalText,
  CHAT_CHANNEL_URL: optionalText,
  /**
   * The 순위 지도's map tiles (issue 41): a Leaflet URL template (https://…/{z}/{x}/{y}.png) and the
   * attribution its terms ask for. Unset (the default): the grid is drawn on a plain background with
   * a distance scale, and no page asks an outside tile server for anything.
   */
  MAP_TILE_URL: optionalText,
  MAP_TILE_ATTRIBUTION: optionalText,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded files (notice editor images) and the largest accepted image in bytes. */
  uploads: { dir: string; maxBytes: number };
  webDist: string;
  logLevel: string;
  /** Which X-Forwarded-For entries to believe: none, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  sessionTtlHours: number;
  loginRateLimit: { max: number; windowMs: number };
  /**
   * Where the request rate limits (sign-in, join, mail codes…) count: 'database' shares the counts
   * of every app instance on one PostgreSQL (http/rate-limit-store.ts); 'memory' is one process's.
   */
  rateLimitStore: 'memory' | 'database';
  /** Code mails a Korea day to one address and from one client address. */
  mailCodeDailyCaps: { perAddress: number; perClient: number };
  jobsEnabled: boolean;
  shutdownTimeoutMs: number;
  /** The HTTP server's client timeouts (REQUEST_TIMEOUT_MS and the others above). */
  timeouts: { requestMs: number; headersMs: number; connectionMs: number; keepAliveMs: number };
  /** The Prometheus scrape port, or null: no metrics listener. */
  metrics: { port: number; host: string } | null;
  /** baseUrl is how the server reaches it; browserUrl how a browser does (checkout, identity, Kakao pages). */
  simulator: {
    enabled: boolean;
    host: string;
    port: number;
    smtpPort: number;
    baseUrl: string;
    browserUrl: string;
    /** SIMULATOR_SECRET, or undefined: the simulator then makes a random one at start. */
    secret: string | undefined;
  };
  /** Where each outside service is reached: the vendor, or the simulator's mount of it. */
  endpoints: {
    naverOpenApi: string;
    naverApiHub: string;
    searchAd: string;
    place: string;
    shopping: string;
    portone: string;
    kakaoAuth: string;
    kakaoApi: string;
    scoreService: string | null;
    rankingService: string | null;
    smtpUrl: string | null;
    searchApi: string;
    apify: string;
    solapi: string;
  };
  /** The shopping search behind lib/shopping-source/port.ts (docs/data-sources.md). */
  shopping: ShoppingConfig;
  /** 순위 변동 원인 (issue 42): a climb of this many places in a day without matching growth is marked. */
  rankChanges: { surgePlaces: number };
  /**
   * Where Naver's local search, DataLab and Shopping Insight are called (NAVER_API_PLATFORM), its
   * base URL, and the platform's key (null: none set; the simulator's in simulator mode).
   */
  naverApi: {
    platform: 'hub' | 'developers';
    baseUrl: string;
    key: { clientId: string; clientSecret: string } | null;
    /** Won micros per answered call (NAVER_API_PRICE_PER_CALL_KRW), metered on 수집 현황. */
    microsPerCall: number;
  };
  providers: {
    naverClientId?: string;
    naverClientSecret?: string;
    naverHubClientId?: string;
    naverHubClientSecret?: string;
    searchAdApiKey?: string;
    searchAdSecret?: string;
    searchAdCustomerId?: string;
    portoneApiSecret?: string;
    portoneStoreId?: string;
    portoneChannelKey?: string;
    portoneWebhookSecret?: string;
    kakaoRestApiKey?: string;
    kakaoClientSecret?: string;
    smtpUrl?: string;
    searchApiKey?: string;
    apifyToken?: string;
    solapiApiKey?: string;
  };
  adfitUnitId: string | null;
  chatChannelUrl: string | null;
  /** MAP_TILE_URL and its attribution, or null: 순위 지도 without tiles. */
  mapTiles: { url: string; attribution: string } | null;
  /** TOKEN_ENCRYPTION_KEY, or null: stored Kakao tokens are sealed with the database's secret. */
  tokenEncryptionKey: string | null;
  /** Shopping-search calls a day per Naver key (shared by all Open API search calls). */
  naverDailyQuota: number;
  /** Won per US dollar for dollar-billed providers (USD_KRW_RATE; lib/provider-usage). */
  usdKrwRate: number;
  /** Calls a second each provider allows, by provider id (PROVIDER_RATE_LIMITS over the defaults). */
  providerRates: Record<string, number>;
  /** SOLAPI for 알림톡 rank alerts (issue 40 §3); credentials null when not set (the simulator's then). */
  alimtalk: AlimtalkConfig;
}

interface AlimtalkConfig {
  apiKey: string | null;
  apiSecret: string | null;
  pfId: string | null;
  sender: string | null;
  /** The approved template id of each alert kind (SOLAPI_TEMPLATES). */
  templates: Record<string, string>;
  microsPerAlimtalk: number;
  microsPerSms: number;
  dailyBudgetKrw: number | null;
}

const ALIMTALK_KINDS = ['drop', 'rise', 'enterTop', 'leaveTop', 'outOfRange'];

/** SOLAPI_TEMPLATES: `kind=templateId` pairs; a kind we do not know is refused with the list. */
function alimtalkConfig(e: z.infer<typeof envSchema>, simulator: boolean): AlimtalkConfig {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n${line}`);
  const templates: Record<string, string> = {};
  for (const pair of (e.SOLAPI_TEMPLATES ?? '').split(',').filter((p) => p.trim())) {
    const [kind, id] = pair.split('=').map((x) => x.trim());
    if (!kind || !id || !ALIMTALK_KINDS.includes(kind))
      throw fail(`SOLAPI_TEMPLATES must be kind=templateId pairs, kinds among ${ALIMTALK_KINDS.join(', ')}.`);
    templates[kind] = id;
  }
  if (e.SOLAPI_API_KEY && !simulator) {
    const missing = (['SOLAPI_API_SECRET', 'SOLAPI_PF_ID', 'SOLAPI_SENDER'] as const).filter((k) => !e[k]);
    if (missing.length)
      throw fail(`SOLAPI_API_KEY is set without ${missing.join(', ')} (docs/integrations-notes.md, SOLAPI).`);
    const kinds = ALIMTALK_KINDS.filter((k) => !templates[k]);
    if (kinds.length) throw fail(`SOLAPI_TEMPLATES has no approved template for ${kinds.join(', ')}.`);
  }
  return {
    apiKey: e.SOLAPI_API_KEY ?? null,
    apiSecret: e.SOLAPI_API_SECRET ?? null,
    pfId: e.SOLAPI_PF_ID ?? null,
    sender: e.SOLAPI_SENDER ?? null,
    templates,
    // SOLAPI's list prices for 알림톡 and SMS (solapi.com/pricing, 2026-12-04); set your account's.
    microsPerAlimtalk: micros(e.SOLAPI_PRICE_ALIMTALK_KRW ?? 13),
    microsPerSms: micros(e.SOLAPI_PRICE_SMS_KRW ?? 20),
    dailyBudgetKrw: e.SOLAPI_DAILY_BUDGET_KRW ?? null,
  };
}

/**
 * What each provider is taken to allow a second. naver-openapi: per client id; Naver publishes no
 * figure, a blog says 10 (UNCONFIRMED, docs/integrations-notes.md). naver-searchad: the keyword
 * tool takes a few a second (reference: 2–5); 4 keeps the spacing it always had. apify: 60 a second
 * per API resource by default (reference/data-sources-2026.md §1.2). searchapi: not documented, so
 * not spaced until set.
 */
const PROVIDER_RATE_DEFAULTS: Readonly<Record<string, number>> = {
  'naver-openapi': 10,
  'naver-searchad': 4,
  apify: 60,
};

function providerRates(value: string): Record<string, number> {
  const rates: Record<string, number> = { ...PROVIDER_RATE_DEFAULTS };
  for (const pair of value.split(',').filter((p) => p.trim())) {
    const [id, n] = pair.split('=').map((x) => x.trim());
    rates[id!] = Number(n);
  }
  return rates;
}

interface ShoppingConfig {
  source: 'searchapi' | 'apify';
  /** Keys are null when unset (the simulator's own are used in simulator mode). */
  searchApi: {
    apiKey: string | null;
    pageParam: string;
    numParam: string;
    pageSize: number;
    maxDepth: number;
    microsPerRequest: number;
  };
  apify: {
    token: string | null;
    mapping: ApifyMapping;
    /** USD micros per 1,000 rows or pages (the mapping's unit). */
    microsPer1000: number;
    maxChargeMicros: number;
    runTimeoutSecs: number;
  };
  /** Daily spending caps of the shopping source, in whole units; null: none. */
  dailyBudget: { krw: number | null; usd: number | null };
  /**
   * What the hourly (v1) checks may spend: `share` of the daily budget over 24 hours, or at most
   * `maxCallsPerHour` calls an hour when no daily budget is set (goods-rank.domain hourlyBudget).
   */
  hourly: { share: number; maxCallsPerHour: number };
}

export class ConfigError extends Error {}

/** loadConfig for the entry points: a bad configuration prints its reasons and exits 1, no stack. */
export function loadConfigOrExit(
  env: Record<string, string | undefined> = process.env,
  exit: (code: number) => never = process.exit,
): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return exit(1);
  }
}

/** The only reader of process.env. Tests pass their own env object. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Node refuses a server whose headers may take longer than the whole request.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      `Invalid configuration:\nHEADERS_TIMEOUT_MS (${e.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}).`,
    );
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy && 'error' in trustProxy)
    throw new ConfigError(`Invalid configuration:\n${trustProxy.error}`);
  const providers = {
    naverClientId: e.NAVER_CLIENT_ID,
    naverClientSecret: e.NAVER_CLIENT_SECRET,
    naverHubClientId: e.NAVER_API_HUB_CLIENT_ID,
    naverHubClientSecret: e.NAVER_API_HUB_CLIENT_SECRET,
    searchAdApiKey: e.NAVER_SEARCHAD_API_KEY,
    searchAdSecret: e.NAVER_SEARCHAD_SECRET,
    searchAdCustomerId: e.NAVER_SEARCHAD_CUSTOMER_ID,
    portoneApiSecret: e.PORTONE_API_SECRET,
    portoneStoreId: e.PORTONE_STORE_ID,
    portoneChannelKey: e.PORTONE_CHANNEL_KEY,
    portoneWebhookSecret: e.PORTONE_WEBHOOK_SECRET,
    kakaoRestApiKey: e.KAKAO_REST_API_KEY,
    kakaoClientSecret: e.KAKAO_CLIENT_SECRET,
    smtpUrl: e.SMTP_URL,
    searchApiKey: e.SEARCHAPI_API_KEY,
    apifyToken: e.APIFY_TOKEN,
    solapiApiKey: e.SOLAPI_API_KEY,
  };
  const hasCredentials = Object.values(providers).some(Boolean);
  refuseKeyLists(e);
  // Both the legacy customer id and the new ad-account number are digits; anything else is neither.
  if (e.NAVER_SEARCHAD_CUSTOMER_ID && !/^\d+$/.test(e.NAVER_SEARCHAD_CUSTOMER_ID))
    throw new ConfigError(
      `Invalid configuration:\nNAVER_SEARCHAD_CUSTOMER_ID is not a number. ${CUSTOMER_ID_HINT}`,
    );
  const simulatorEnabled = e.SIMULATOR === 'on' || (e.SIMULATOR === 'auto' && !hasCredentials);
  if (simulatorEnabled && e.NODE_ENV === 'production') {
    // Its services accept anyone (test cards, any Kakao account) and its inbox holds reset codes.
    throw new ConfigError(
      'Invalid configuration:\nNODE_ENV=production with the simulator on (no provider credential is set, or SIMULATOR=on). ' +
        'The simulator is for development and tests only: set the provider credentials (README, Configuration), ' +
        'or leave NODE_ENV unset to try the app locally.',
    );
  }
  if (e.NODE_ENV === 'production' && e.KAKAO_REST_API_KEY && !e.TOKEN_ENCRYPTION_KEY) {
    // KakaoTalk alerts keep members' Kakao tokens: their key must not sit in the same database.
    throw new ConfigError(
      'Invalid configuration:\nTOKEN_ENCRYPTION_KEY is required in production when Kakao is configured ' +
        '(at least 32 random characters, e.g. `openssl rand -base64 33`; README, Configuration).',
    );
  }
  const sim = `http://127.0.0.1:${e.SIMULATOR_PORT}`;
  const pick = (explicit: string | undefined, simPath: string, real: string) =>
    explicit ?? (simulatorEnabled ? `${sim}${simPath}` : real);
  const endpoints = {
    naverOpenApi: pick(e.NAVER_OPENAPI_BASE, '/naver-openapi', 'https://openapi.naver.com'),
    naverApiHub: pick(e.NAVER_API_HUB_BASE, '/naver-api-hub', 'https://naverapihub.apigw.ntruss.com'),
    searchAd: pick(e.NAVER_SEARCHAD_BASE, '/searchad', 'https://api.searchad.naver.com'),
    place: pick(e.NAVER_PLACE_BASE, '/place', 'https://pcmap-api.place.naver.com'),
    shopping: pick(e.NAVER_SHOPPING_BASE, '/shopping', 'https://smartstore.naver.com'),
    portone: pick(e.PORTONE_API_BASE, '/portone', 'https://api.portone.io'),
    kakaoAuth: pick(e.KAKAO_AUTH_BASE, '/kakao-auth', 'https://kauth.kakao.com'),
    kakaoApi: pick(e.KAKAO_API_BASE, '/kakao-api', 'https://kapi.kakao.com'),
    // Optional external services; without one the server computes or hides the feature.
    scoreService: e.SCORE_SERVICE_URL ?? (simulatorEnabled ? `${sim}/score` : null),
    rankingService: e.RANKING_SERVICE_URL ?? (simulatorEnabled ? `${sim}/ranking` : null),
    smtpUrl: e.SMTP_URL ?? (simulatorEnabled ? `smtp://127.0.0.1:${e.SIMULATOR_SMTP_PORT}` : null),
    searchApi: pick(e.SEARCHAPI_BASE, '/searchapi', 'https://www.searchapi.io'),
    apify: pick(e.APIFY_BASE, '/apify', 'https://api.apify.com'),
    solapi: pick(e.SOLAPI_BASE, '/solapi', 'https://api.solapi.com'),
  };
  const shopping = shoppingConfig(e, simulatorEnabled);
  const platform = naverPlatform(e);
  const naverApi = {
    platform,
    baseUrl: platform === 'hub' ? endpoints.naverApiHub : endpoints.naverOpenApi,
    key: naverKey(
      platform === 'hub' ? e.NAVER_API_HUB_CLIENT_ID : e.NAVER_CLIENT_ID,
      platform === 'hub' ? e.NAVER_API_HUB_CLIENT_SECRET : e.NAVER_CLIENT_SECRET,
    ),
    microsPerCall: micros(e.NAVER_API_PRICE_PER_CALL_KRW ?? 0),
  };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR ?? 'data'),
    uploads: {
      dir: path.resolve(repoRoot, e.UPLOAD_DIR ?? path.join(e.DATA_DIR ?? 'data', 'uploads')),
      maxBytes: e.UPLOAD_MAX_BYTES,
    },
    webDist: path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowMs: e.LOGIN_RATE_LIMIT_WINDOW_MS },
    rateLimitStore: e.RATE_LIMIT_STORE || (e.DATABASE_URL ? 'database' : 'memory'),
    mailCodeDailyCaps: { perAddress: e.MAIL_CODE_DAILY_PER_ADDRESS, perClient: e.MAIL_CODE_DAILY_PER_CLIENT },
    jobsEnabled: e.JOBS_ENABLED,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    simulator: {
      enabled: simulatorEnabled,
      host: e.SIMULATOR_HOST,
      port: e.SIMULATOR_PORT,
      smtpPort: e.SIMULATOR_SMTP_PORT,
      baseUrl: sim,
      browserUrl: `http://localhost:${e.SIMULATOR_PORT}`,
      secret: e.SIMULATOR_SECRET,
    },
    endpoints,
    shopping,
    naverApi,
    providers,
    adfitUnitId: e.ADFIT_UNIT_ID ?? null,
    chatChannelUrl: e.CHAT_CHANNEL_URL ?? null,
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? '' } : null,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ?? null,
    naverDailyQuota: e.NAVER_DAILY_QUOTA,
    usdKrwRate: e.USD_KRW_RATE,
    providerRates: providerRates(e.PROVIDER_RATE_LIMITS),
    alimtalk: alimtalkConfig(e, simulatorEnabled),
    rankChanges: { surgePlaces: e.RANK_SURGE_PLACES },
  };
}

/**
 * NAVER_API_PLATFORM, or the platform whose keys are set (the HUB when both or neither are). A
 * platform chosen without its keys while the other platform's are set is refused: the developer
 * center's keys do not work on the HUB, nor the HUB's there.
 */
function naverPlatform(e: z.infer<typeof envSchema>): 'hub' | 'developers' {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n${line}`);
  const hubKeys = Boolean(e.NAVER_API_HUB_CLIENT_ID || e.NAVER_API_HUB_CLIENT_SECRET);
  const developerKeys = Boolean(e.NAVER_CLIENT_ID || e.NAVER_CLIENT_SECRET);
  if (Boolean(e.NAVER_API_HUB_CLIENT_ID) !== Boolean(e.NAVER_API_HUB_CLIENT_SECRET))
    throw fail('NAVER_API_HUB_CLIENT_ID and NAVER_API_HUB_CLIENT_SECRET go together: set both or neither.');
  const platform = e.NAVER_API_PLATFORM || (hubKeys || !developerKeys ? 'hub' : 'developers');
  if (platform === 'hub' && !hubKeys && developerKeys)
    throw fail(
      'NAVER_API_PLATFORM=hub needs NAVER_API_HUB_CLIENT_ID and NAVER_API_HUB_CLIENT_SECRET (NCP console › ' +
        'NAVER API HUB › Application): the developer center keys in NAVER_CLIENT_ID do not work on the HUB.',
    );
  if (platform === 'developers' && !developerKeys && hubKeys)
    throw fail(
      'NAVER_API_PLATFORM=developers needs NAVER_CLIENT_ID and NAVER_CLIENT_SECRET: the NAVER API HUB keys ' +
        'do not work on the developer center. Set NAVER_API_PLATFORM=hub to use them.',
    );
  return platform;
}

const naverKey = (clientId: string | undefined, clientSecret: string | undefined) =>
  clientId && clientSecret ? { clientId, clientSecret } : null;

/**
 * One Naver key per deployment: Naver's API terms (7.3 ⑤) forbid using several client ids to raise
 * the allowance, which the comma-separated lists of the old key pool did. A list is refused with
 * the reason; the one key's daily count is kept in the database for every process.
 */
function refuseKeyLists(e: z.infer<typeof envSchema>): void {
  const vars = [
    'NAVER_CLIENT_ID',
    'NAVER_CLIENT_SECRET',
    'NAVER_API_HUB_CLIENT_ID',
    'NAVER_API_HUB_CLIENT_SECRET',
  ] as const;
  const listed = vars.filter((name) => e[name]?.includes(','));
  if (!listed.length) return;
  throw new ConfigError(
    `Invalid configuration:\n${listed.join(', ')} ${listed.length > 1 ? 'list' : 'lists'} several keys (comma-separated). ` +
      "Naver's API terms (7.3 ⑤) forbid using several client ids to raise the allowance, so the app takes one key " +
      'per platform: set one client id and its secret (its daily count is kept in the database for every process; ' +
      'docs/data-sources.md, "Naver\'s terms").',
  );
}

/**
 * Which shopping source, with its settings. SHOPPING_SOURCE picks it; unset, the one whose key is
 * set, and in simulator mode SearchApi against the simulator. A production that still sets only
 * the old Naver keys for shopping is refused at start: shop.json answers nobody any more.
 */
function shoppingConfig(e: z.infer<typeof envSchema>, simulator: boolean): ShoppingConfig {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n${line}`);
  const setUp =
    'Set SHOPPING_SOURCE=searchapi with SEARCHAPI_API_KEY (and SEARCHAPI_PRICE_PER_REQUEST_USD), or ' +
    'SHOPPING_SOURCE=apify with APIFY_TOKEN (and APIFY_ACTOR); see docs/data-sources.md.';
  if (!e.SHOPPING_SOURCE && e.SEARCHAPI_API_KEY && e.APIFY_TOKEN)
    throw fail(
      `SEARCHAPI_API_KEY and APIFY_TOKEN are both set: say which one to use in SHOPPING_SOURCE. ${setUp}`,
    );
  const source = e.SHOPPING_SOURCE || (e.SEARCHAPI_API_KEY ? 'searchapi' : e.APIFY_TOKEN ? 'apify' : null);
  if (!source && !simulator && e.NODE_ENV === 'production' && e.NAVER_CLIENT_ID)
    throw fail(
      `No shopping source is set, and NAVER_CLIENT_ID cannot serve shopping: ${SHOP_JSON_ENDED} ${setUp}`,
    );
  if (!simulator && source === 'searchapi' && !e.SEARCHAPI_API_KEY)
    throw fail(`SHOPPING_SOURCE=searchapi needs SEARCHAPI_API_KEY. ${setUp}`);
  if (!simulator && source === 'apify' && !e.APIFY_TOKEN)
    throw fail(`SHOPPING_SOURCE=apify needs APIFY_TOKEN. ${setUp}`);
  if (
    source === 'searchapi' &&
    e.NODE_ENV === 'production' &&
    e.SEARCHAPI_PRICE_PER_REQUEST_USD === undefined
  )
    throw fail(
      "SHOPPING_SOURCE=searchapi needs SEARCHAPI_PRICE_PER_REQUEST_USD in production: your plan's price per search " +
        '(the budget and the usage screen are computed from it; docs/data-sources.md).',
    );
  let mapping: ApifyMapping;
  try {
    mapping = resolveMapping(e.APIFY_ACTOR ?? 'automly/naver-shopping-scraper', e.APIFY_ACTOR_MAPPING);
  } catch (err) {
    throw fail(`APIFY_ACTOR / APIFY_ACTOR_MAPPING: ${(err as Error).message}`);
  }
  const sameActor = (a: string, b: string) => a.replace('~', '/') === b.replace('~', '/');
  if (e.APIFY_ACTOR && e.APIFY_ACTOR_MAPPING && !sameActor(e.APIFY_ACTOR, mapping.actor))
    throw fail(`APIFY_ACTOR is ${e.APIFY_ACTOR} but APIFY_ACTOR_MAPPING maps ${mapping.actor}`);
  return {
    source: source ?? 'searchapi',
    searchApi: {
      apiKey: e.SEARCHAPI_API_KEY ?? null,
      pageParam: e.SEARCHAPI_PAGE_PARAM,
      numParam: e.SEARCHAPI_NUM_PARAM,
      pageSize: e.SEARCHAPI_PAGE_SIZE,
      maxDepth: e.SEARCHAPI_MAX_DEPTH,
      // GUESS, for development only (production must set it): SearchApi's Developer plan, $40 for 10,000 searches.
      microsPerRequest: micros(e.SEARCHAPI_PRICE_PER_REQUEST_USD ?? 0.004),
    },
    apify: {
      token: e.APIFY_TOKEN ?? null,
      mapping,
      microsPer1000: micros(e.APIFY_PRICE_PER_1000_USD ?? mapping.pricing.usdPer1000),
      maxChargeMicros: micros(e.APIFY_MAX_CHARGE_USD),
      runTimeoutSecs: e.APIFY_TIMEOUT_SECS,
    },
    dailyBudget: { krw: e.SHOPPING_DAILY_BUDGET_KRW ?? null, usd: e.SHOPPING_DAILY_BUDGET_USD ?? null },
    hourly: { share: e.SHOPPING_HOURLY_SHARE, maxCallsPerHour: e.SHOPPING_HOURLY_MAX_CALLS },
  };
}
