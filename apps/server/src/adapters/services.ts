/**
 * The outside services of accounts, payments and seller tools, built from config: PortOne,
 * Kakao Login, SMTP mail, the keyword score service and the ranking board. Every one talks
 * HTTP/SMTP to `config.endpoints` (the vendor, or the simulator's mount of it).
 *
 * In simulator mode without credentials the simulator's documented fixed secrets are used
 * (they must match apps/simulator: PORTONE_SIM_DEFAULTS; a test checks they do).
 */
import { ko } from '@seller/shared';
import type { Config } from '../config';
import type { RetryPolicy } from './http';
import { createKakaoClient, type KakaoLoginPort, type KakaoTalkPort } from './kakao';
import { createKeywordScoreClient, type KeywordScorePort } from './keyword-score';
import { createMailClient, type MailPort } from './mail';
import { createPortOneClient, type PortOnePort } from './portone';
import { createRankingBoardClient, type RankingBoardPort } from './ranking-board';
import { createSolapiClient, type SolapiPort } from './solapi';

export const SIMULATOR_CREDENTIALS = {
  portoneApiSecret: 'sim-portone-secret',
  /** whsec_ + base64("sim-portone-webhook-secret") */
  portoneWebhookSecret: 'whsec_c2ltLXBvcnRvbmUtd2ViaG9vay1zZWNyZXQ=',
  portoneStoreId: 'store-sim',
  portoneChannelKey: 'channel-key-sim',
  kakaoRestApiKey: 'sim-kakao-rest-api-key',
  /** apps/simulator/src/solapi/routes.ts SOLAPI_SIM (a test checks they match). */
  solapi: {
    apiKey: 'NCSSIMULATORKEY1',
    apiSecret: 'sim-solapi-secret',
    pfId: 'KA01PF-SIM-SELLERTOOLKIT',
    sender: '0212345678',
    templates: {
      drop: 'KA01TP-SIM-DROP',
      rise: 'KA01TP-SIM-RISE',
      enterTop: 'KA01TP-SIM-ENTERTOP',
      leaveTop: 'KA01TP-SIM-LEAVETOP',
      outOfRange: 'KA01TP-SIM-OUTOFRANGE',
    } as Record<string, string>,
  },
} as const;

export interface ServiceAdapters {
  portone: PortOnePort;
  kakao: KakaoLoginPort;
  /** The same Kakao app's message API (rank alerts in KakaoTalk). */
  kakaoTalk: KakaoTalkPort;
  mail: MailPort;
  keywordScore: KeywordScorePort;
  rankingBoard: RankingBoardPort;
  /** SOLAPI: 알림톡 rank alerts to phones and their verification SMS (issue 40 §3). */
  solapi: SolapiPort;
}

export interface ServiceAdapterOptions {
  /** Overrides every adapter's timeout (tests use small ones). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

/** A simulator URL as the browser reaches it (pages the user opens: Kakao consent, checkout). */
export function browserFacing(config: Config, url: string): string {
  const { enabled, baseUrl, browserUrl } = config.simulator;
  return enabled && url.startsWith(baseUrl) ? browserUrl + url.slice(baseUrl.length) : url;
}

/** What the browser needs to start a payment or an identity verification. */
export function portoneBrowserConfig(config: Config): {
  storeId: string | null;
  channelKey: string | null;
  /** In simulator mode the browser goes to these pages instead of loading the PortOne SDK. */
  simulatorCheckoutUrl: string | null;
  simulatorIdentityUrl: string | null;
} {
  const sim = config.simulator.enabled ? browserFacing(config, config.endpoints.portone) : null;
  return {
    storeId: config.providers.portoneStoreId ?? (sim ? SIMULATOR_CREDENTIALS.portoneStoreId : null),
    channelKey: config.providers.portoneChannelKey ?? (sim ? SIMULATOR_CREDENTIALS.portoneChannelKey : null),
    simulatorCheckoutUrl: sim ? `${sim}/checkout` : null,
    simulatorIdentityUrl: sim ? `${sim}/identity` : null,
  };
}

export function createServiceAdapters(config: Config, opts: ServiceAdapterOptions = {}): ServiceAdapters {
  const sim = config.simulator.enabled;
  const p = config.providers;
  const { timeoutMs, retry } = opts;
  // One client for the login and the message API: the same Kakao app, key and bases.
  const kakao = createKakaoClient({
    authBaseUrl: config.endpoints.kakaoAuth,
    browserAuthBaseUrl: browserFacing(config, config.endpoints.kakaoAuth),
    apiBaseUrl: config.endpoints.kakaoApi,
    clientId: p.kakaoRestApiKey ?? (sim ? SIMULATOR_CREDENTIALS.kakaoRestApiKey : undefined),
    clientSecret: p.kakaoClientSecret,
    timeoutMs,
    retry,
  });
  return {
    portone: createPortOneClient({
      baseUrl: config.endpoints.portone,
      apiSecret: p.portoneApiSecret ?? (sim ? SIMULATOR_CREDENTIALS.portoneApiSecret : undefined),
      webhookSecret: p.portoneWebhookSecret ?? (sim ? SIMULATOR_CREDENTIALS.portoneWebhookSecret : undefined),
      storeId: p.portoneStoreId,
      timeoutMs,
      retry,
    }),
    kakao,
    kakaoTalk: kakao,
    mail: createMailClient({
      smtpUrl: config.endpoints.smtpUrl,
      from: { name: ko.app.name, address: `no-reply@${new URL(config.publicUrl).hostname}` },
      timeoutMs,
      retry,
    }),
    keywordScore: createKeywordScoreClient({ baseUrl: config.endpoints.scoreService, timeoutMs, retry }),
    rankingBoard: createRankingBoardClient({ baseUrl: config.endpoints.rankingService, timeoutMs, retry }),
    solapi: createSolapiClient({
      baseUrl: config.endpoints.solapi,
      ...(sim && !config.alimtalk.apiKey
        ? SIMULATOR_CREDENTIALS.solapi
        : {
            apiKey: config.alimtalk.apiKey ?? undefined,
            apiSecret: config.alimtalk.apiSecret ?? undefined,
            pfId: config.alimtalk.pfId ?? undefined,
            sender: config.alimtalk.sender ?? undefined,
            templates: config.alimtalk.templates,
          }),
      timeoutMs,
      retry,
    }),
  };
}
