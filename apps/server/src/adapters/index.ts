/**
 * The Naver ports, built from config: real HTTP clients whose base URLs point at the vendors or,
 * in simulator mode, at the simulator's mounts of them (config.endpoints).
 */
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import type { RetryPolicy } from './http';
import { NaverKeyPool, type NaverCredential } from './naver-openapi/key-pool';
import { databaseKeyUsageStore } from './naver-openapi/key-usage.repository';
import { databaseRateGate } from './rate-gate.repository';
import { createNaverDataLabClient } from './naver-datalab/client';
import type { NaverDataLabPort } from './naver-datalab/port';
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
  productLookup: ProductLookupPort;
  /** Shared by local search and DataLab (one daily quota per client id). */
  naverKeys: NaverKeyPool;
}

export interface NaverAdapterOptions {
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Spacing of Search Ad calls (default 250 ms: the tool allows a few calls a second). */
  searchAdMinIntervalMs?: number;
  /** The clock of the key pool's Korea-day counters. */
  now?: () => Date;
  /**
   * Where the key pool's daily counts and the Search Ad spacing are kept, so that every app and
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
  const keys: NaverCredential[] = p.naverClients.length
    ? p.naverClients
    : sim
      ? [SIMULATOR_CREDENTIALS.naver]
      : [];
  const naverKeys = new NaverKeyPool(keys, {
    now: opts.now,
    limits: { search: config.naverDailyQuota },
    store: opts.db ? databaseKeyUsageStore(opts.db) : undefined,
  });
  const searchAdInterval = opts.searchAdMinIntervalMs ?? 250;
  const http = { timeoutMs: opts.timeoutMs, retry: opts.retry };
  const openApi = { baseUrl: config.endpoints.naverOpenApi, pool: naverKeys, ...http };
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
    place: createNaverPlaceClient({ baseUrl: config.endpoints.place, ...http }),
    searchAd: createSearchAdClient({
      baseUrl: config.endpoints.searchAd,
      ...ad,
      minIntervalMs: searchAdInterval,
      gate: opts.db ? databaseRateGate(opts.db, 'naver-searchad', searchAdInterval) : undefined,
      ...http,
    }),
    productLookup: createProductLookupClient({
      smartStoreBase: config.endpoints.shopping,
      catalogBase: catalogBaseFor(config.endpoints.shopping),
      ...http,
    }),
    naverKeys,
  };
}
