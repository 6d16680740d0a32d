/**
 * The configured shopping source (config.shopping), behind lib/shopping-source/port.ts. In
 * simulator mode without keys the simulator's fixed ones are used (the same values as
 * SIMULATOR_SEARCHAPI_KEY / SIMULATOR_APIFY_TOKEN in apps/simulator; a test checks they match).
 */
import type { Config } from '../config';
import type { ProviderMeter } from '../lib/provider-usage/port';
import type { ShoppingSource } from '../lib/shopping-source/port';
import type { RetryPolicy } from './http';
import type { ProviderGates } from './rate-gate.repository';
import { createApifySource } from './shopping-apify/client';
import { createSearchApiSource } from './shopping-searchapi/client';

export const SIMULATOR_SHOPPING_CREDENTIALS = {
  searchApiKey: 'sim-searchapi-key',
  apifyToken: 'sim-apify-token',
} as const;

export interface ShoppingSourceOptions {
  /** Counts and prices every attempt, and refuses past the day's budget (lib/provider-usage). */
  meter: ProviderMeter;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Each provider's per-second spacing across processes (config.providerRates; rate-gate.repository.ts). */
  gates?: ProviderGates;
}

export function createShoppingSource(config: Config, opts: ShoppingSourceOptions): ShoppingSource {
  const s = config.shopping;
  const sim = config.simulator.enabled;
  if (s.source === 'apify') {
    const m = s.apify.mapping;
    return createApifySource({
      baseUrl: config.endpoints.apify,
      token: s.apify.token ?? (sim ? SIMULATOR_SHOPPING_CREDENTIALS.apifyToken : ''),
      mapping: m,
      meter: opts.meter,
      prices: {
        model: m.pricing.model,
        microsPer1000: s.apify.microsPer1000,
        pageSize: m.pageSize,
        startMicros: Math.round(m.pricing.startUsd * 1_000_000),
      },
      maxChargeMicros: s.apify.maxChargeMicros,
      runTimeoutSecs: s.apify.runTimeoutSecs,
      timeoutMs: opts.timeoutMs,
      retry: opts.retry,
      gate: opts.gates?.('apify'),
    });
  }
  return createSearchApiSource({
    baseUrl: config.endpoints.searchApi,
    apiKey: s.searchApi.apiKey ?? (sim ? SIMULATOR_SHOPPING_CREDENTIALS.searchApiKey : ''),
    meter: opts.meter,
    prices: { microsPerRequest: s.searchApi.microsPerRequest },
    params: { page: s.searchApi.pageParam, num: s.searchApi.numParam },
    pageSize: s.searchApi.pageSize,
    maxDepth: s.searchApi.maxDepth,
    timeoutMs: opts.timeoutMs,
    retry: opts.retry,
    gate: opts.gates?.('searchapi'),
  });
}
