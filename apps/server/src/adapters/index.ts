/**
 * The Naver ports, built from config: real HTTP clients whose base URLs point at the vendors or,
 * in simulator mode, at the simulator's mounts of them (config.endpoints).
 */
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import type { ProviderMeter } from '../lib/provider-usage/port';
import type { RetryPolicy } from './http';
import { NaverKeyQuota } from './naver-openapi/key-quota';
import { databaseKeyUsageStore } from './naver-openapi/key-usage.repository';
import type { ProviderRates } from './rate-gate';
import { databaseRateGate, providerGates } from './rate-gate.repository';
import { createNaverDataLabClient } from './naver-datalab/client';
import { createNaverShoppingInsightClient } from './naver-datalab/insight';
import type { NaverDataLabPort, NaverShoppingInsightPort } from './naver-datalab/port';
import { naverApiPlatform } from './naver-openapi/platform';
import { createNaverLocalClient } from './naver-local/client';
import type { NaverLocalPort } from './naver-local/port';
import { createNaverPlaceClient } from './naver-place/client';
import type { NaverPlacePort } from './naver-place/port';
import { createSearchAdClient } from './naver-searchad/client';
import type { NaverSearchAdPort } from './naver-searchad/port';
import { createProductLookupClient } from './product-lookup/client';
import type { ProductLookupPort } from './product-lookup/port';

export interface NaverAdapters {
  local: NaverLocalPort;
  place: NaverPlacePort;
  searchAd: NaverSearchAdPort;
  dataLab: NaverDataLabPort;
  shoppingInsight: NaverShoppingInsightPort;
  productLookup: ProductLookupPort;
  /** The one Naver key's daily count, shared by local search, DataLab and Shopping Insight. */
  naverKey: NaverKeyQuota;
}

export interface NaverAdapterOptions {
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /**
   * Spacing of Search Ad calls; by default its per-second limit in `rates` (naver-searchad). Tests
   * pass 0.
   */
  searchAdMinIntervalMs?: number;
  /** The providers' per-second limits (adapters/rate-gate.ts); config.providerRates by default. */
  rates?: ProviderRates;
  /** Counts the Naver API calls for 수집 현황 (lib/provider-usage); none when absent. */
  meter?: ProviderMeter;
  /** The clock of the Naver key's Korea-day counter. */
  now?: () => Date;
  /**
   * Where the Naver key's daily count and the providers' call spacing are kept, so that every app and
   * worker process on the database shares them; without it they are this process's own.
   */
  db?: DbOrTx;
}

/**
 * Credentials the simulator accepts; used only in simulator mode when none are configured.
 * Same values as SIMULATOR_SEARCHAD in apps/simulator/src/market/state.ts.
 */
export const SIMULATOR_CREDENTIALS = {
  naver: { clientId: 'sim-client', clientSecret: 'sim-secret' },
  naverHub: { clientId: 'sim-hub-client', clientSecret: 'sim-hub-secret' },
  searchAd: { apiKey: 'sim-searchad-license', secret: 'sim-searchad-secret', customerId: '1000001' },
} as const;

/** The catalogue pages live on search.shopping.naver.com, the store data on smartstore.naver.com. */
export function catalogBaseFor(shoppingBase: string): string {
  return new URL(shoppingBase).hostname === 'smartstore.naver.com'
    ? 'https://search.shopping.naver.com'
    : shoppingBase;
}

export function createNaverAdapters(config: Config, opts: NaverAdapterOptions = {}): NaverAdapters {
  const sim = config.simulator.enabled;
  const p = config.providers;
  const hub = config.naverApi.platform === 'hub';
  const simulated = hub ? SIMULATOR_CREDENTIALS.naverHub : SIMULATOR_CREDENTIALS.naver;
  const naverKey = new NaverKeyQuota(config.naverApi.key ?? (sim ? simulated : null), {
    now: opts.now,
    limits: { search: config.naverDailyQuota },
    store: opts.db ? databaseKeyUsageStore(opts.db) : undefined,
  });
  // Each provider's calls spaced at its per-second limit, in the database across every process.
  const gates = providerGates({ rates: opts.rates ?? config.providerRates, db: opts.db });
  const http = { timeoutMs: opts.timeoutMs, retry: opts.retry };
  const openApi = {
    platform: naverApiPlatform(config.naverApi.platform, config.naverApi.baseUrl),
    quota: naverKey,
    // Naver's speed limit counts per client id (one application each).
    gate: (clientId: string) => gates('naver-openapi', clientId),
    now: opts.now,
    meter: opts.meter,
    microsPerCall: config.naverApi.microsPerCall,
    ...http,
  };
  const searchAdInterval = opts.searchAdMinIntervalMs;
  const searchAdGate =
    searchAdInterval === undefined
      ? gates('naver-searchad')
      : opts.db
        ? databaseRateGate(opts.db, 'naver-searchad', searchAdInterval)
        : undefined;
  const ad =
    p.searchAdApiKey || p.searchAdSecret || p.searchAdCustomerId || !sim
      ? {
          apiKey: p.searchAdApiKey ?? '',
          secret: p.searchAdSecret ?? '',
          customerId: p.searchAdCustomerId ?? '',
        }
      : SIMULATOR_CREDENTIALS.searchAd;
  return {
    local: createNaverLocalClient(openApi),
    dataLab: createNaverDataLabClient(openApi),
    shoppingInsight: createNaverShoppingInsightClient(openApi),
    place: createNaverPlaceClient({ baseUrl: config.endpoints.place, ...http }),
    searchAd: createSearchAdClient({
      baseUrl: config.endpoints.searchAd,
      ...ad,
      minIntervalMs: searchAdInterval ?? 0,
      gate: searchAdGate,
      ...http,
    }),
    productLookup: createProductLookupClient({
      smartStoreBase: config.endpoints.shopping,
      catalogBase: catalogBaseFor(config.endpoints.shopping),
      ...http,
    }),
    naverKey,
  };
}
