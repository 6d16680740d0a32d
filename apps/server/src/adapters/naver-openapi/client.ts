/**
 * One Naver Open API call (shop, local, DataLab) through the key pool: headers of the key in
 * turn, retries of 5xx/timeouts/network errors on it, and on a 429 the next key instead.
 */
import { type HttpResponse, type RetryPolicy, ProviderError, request } from '../http';
import type { NaverCredential, NaverKeyPool, QuotaBucket } from './key-pool';

export interface OpenApiClientOptions {
  baseUrl: string;
  pool: NaverKeyPool;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

export interface OpenApiCall {
  service: string;
  bucket: QuotaBucket;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export function openApiUrl(baseUrl: string, path: string, query?: OpenApiCall['query']): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

export async function callOpenApi(opts: OpenApiClientOptions, call: OpenApiCall): Promise<HttpResponse> {
  const url = openApiUrl(opts.baseUrl, call.path, call.query);
  // At most one try per key: each 429 takes a key out for the day, then the pool itself refuses.
  for (let tries = 0; tries <= opts.pool.size; tries++) {
    const slot: { key?: NaverCredential } = {};
    try {
      return await request({
        service: call.service,
        url,
        method: call.method,
        body: call.body,
        timeoutMs: opts.timeoutMs,
        retry: opts.retry,
        retryOn: (e) => e.kind !== 'rate-limited',
        prepare: () => {
          const key = (slot.key = opts.pool.acquire(call.bucket, call.service));
          return { 'X-Naver-Client-Id': key.clientId, 'X-Naver-Client-Secret': key.clientSecret };
        },
      });
    } catch (e) {
      if (e instanceof ProviderError && e.status === 429 && slot.key) {
        opts.pool.exhaust(slot.key.clientId, call.bucket);
        continue;
      }
      throw e;
    }
  }
  throw new ProviderError(call.service, 'rate-limited', 'every Naver Open API key answered 429 today');
}
