/**
 * One Naver Open API call (local search, DataLab) through the key pool: headers of the key in
 * turn, retries of 5xx/timeouts/network errors and of the per-second speed limit (429) with
 * backoff, and on the daily quota answer the next key at once (docs/integrations-notes.md).
 */
import { type HttpResponse, type RetryPolicy, ProviderError, request } from '../http';
import { isObj, text } from '../parse';
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

function openApiUrl(baseUrl: string, path: string, query?: OpenApiCall['query']): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * Naver's answer that a client id has spent its daily allowance: 429 with errorCode 010 ("Query
 * limit exceeded"). The per-second limit also answers 429, with errorCode 012 ("Rate limit
 * exceeded"); that one, and any 429 we cannot read, passes within a second and is retried.
 */
export function isDailyQuotaAnswer(e: ProviderError): boolean {
  if (e.status !== 429 || !isObj(e.body)) return false;
  const code = text(e.body.errorCode).trim();
  return code === '010' || /query limit exceeded/i.test(text(e.body.errorMessage));
}

export async function callOpenApi(opts: OpenApiClientOptions, call: OpenApiCall): Promise<HttpResponse> {
  const url = openApiUrl(opts.baseUrl, call.path, call.query);
  // At most one quota answer per key: each takes its key out for the day, then the pool refuses.
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
        // Neither Naver's daily quota answer nor the pool's own refusal (no status: every key spent
        // today) comes right within a retry's wait.
        retryOn: (e) => !isDailyQuotaAnswer(e) && !(e.kind === 'rate-limited' && e.status === undefined),
        prepare: async () => {
          const key = (slot.key = await opts.pool.acquire(call.bucket, call.service));
          return { 'X-Naver-Client-Id': key.clientId, 'X-Naver-Client-Secret': key.clientSecret };
        },
      });
    } catch (e) {
      if (e instanceof ProviderError && isDailyQuotaAnswer(e) && slot.key) {
        await opts.pool.exhaust(slot.key.clientId, call.bucket);
        continue;
      }
      throw e;
    }
  }
  throw new ProviderError(call.service, 'rate-limited', 'every Naver Open API key has spent its daily quota');
}
