/**
 * One Naver Open API call (local search, DataLab) on the configured platform (platform.ts: the
 * developer center or NAVER API HUB) through the key pool: headers of the key in
 * turn, each attempt spaced by the key's gate (Naver's speed limit counts per client id, across
 * every process), retries of 5xx/timeouts/network errors and of the per-second speed limit (429)
 * with backoff, and on the daily quota answer the next key at once. The pool counts each attempt
 * before it is made and takes the count back when Naver answers in a way it does not count
 * (docs/integrations-notes.md), so the day's count is Naver's, not ours plus our retries.
 */
import { type HttpResponse, type RetryPolicy, ProviderError, request, withRetry } from '../http';
import type { RateGate } from '../rate-gate';
import type { NaverCredential, NaverKeyPool, QuotaBucket } from './key-pool';
import { DevelopersEndedError, developersCutover } from './cutover';
import type { NaverApi, NaverApiPlatform } from './platform';

export interface OpenApiClientOptions {
  platform: NaverApiPlatform;
  pool: NaverKeyPool;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The spacing of one client id's calls (rate-gate.repository.ts providerGates); none when absent. */
  gate?: (clientId: string) => RateGate;
  /** The clock that says whether the developer center has ended (cutover.ts). */
  now?: () => Date;
}

export interface OpenApiCall {
  service: string;
  bucket: QuotaBucket;
  method: 'GET' | 'POST';
  api: NaverApi;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function openApiUrl(platform: NaverApiPlatform, call: OpenApiCall): string {
  const url = new URL(platform.baseUrl.replace(/\/$/, '') + platform.path(call.api));
  const query = { ...call.query, ...platform.query(call.api) };
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * Whether Naver counts an answered call against the key's daily allowance. UNCONFIRMED (Naver
 * documents only the allowance): its refusals are taken as not counted, a 429 (the speed limit,
 * errorCode 012, or the quota answer, 010) and a refused key (401 errorCode 024, 403 without the
 * API's permission), as the simulator models them; everything else is counted, an answer (also a
 * 400 for a bad parameter) and, to be safe, a 5xx, a timeout or a network error, which may have
 * reached Naver: the count can then only run ahead of Naver's, never behind it.
 */
const countedByNaver = (e: ProviderError): boolean =>
  !(e.kind === 'rate-limited' || e.kind === 'auth' || e.kind === 'forbidden');

export async function callOpenApi(opts: OpenApiClientOptions, call: OpenApiCall): Promise<HttpResponse> {
  const { platform } = opts;
  // Past the developer center's end nothing is sent there, nor counted.
  if (developersCutover(platform.id, opts.now?.() ?? new Date())?.state === 'ended')
    throw new DevelopersEndedError(call.service);
  const url = openApiUrl(platform, call);
  const isDailyQuotaAnswer = (e: ProviderError) => platform.isDailyQuota(e);
  // One attempt: a key with allowance (counted), its turn at the key's gate, the call; a refusal
  // Naver does not count gives the count back. withRetry retries attempts (each a new turn).
  const attempt = async (slot: { key?: NaverCredential }) => {
    const { key, day } = await opts.pool.take(call.bucket, call.service);
    slot.key = key;
    await opts.gate?.(key.clientId)();
    try {
      return await request({
        service: call.service,
        url,
        method: call.method,
        body: call.body,
        timeoutMs: opts.timeoutMs,
        retry: { retries: 0 },
        headers: platform.headers(key),
      });
    } catch (e) {
      if (e instanceof ProviderError && e.status !== undefined && !countedByNaver(e))
        await opts.pool.giveBack(key.clientId, call.bucket, day);
      throw e;
    }
  };
  // At most one quota answer per key: each takes its key out for the day, then the pool refuses.
  for (let tries = 0; tries <= opts.pool.size; tries++) {
    const slot: { key?: NaverCredential } = {};
    try {
      return await withRetry(
        () => attempt(slot),
        opts.retry,
        // Neither Naver's daily quota answer nor the pool's own refusal (no status: every key spent
        // today) comes right within a retry's wait.
        (e) => !isDailyQuotaAnswer(e) && !(e.kind === 'rate-limited' && e.status === undefined),
      );
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
