/**
 * One Naver Open API call (local search, DataLab, Shopping Insight) on the configured platform
 * (platform.ts: the developer center or NAVER API HUB) with the deployment's one key (key-quota.ts):
 * its headers, each attempt spaced by the key's gate (Naver's speed limit counts per client id,
 * across every process), retries of 5xx/timeouts/network errors and of the per-second speed limit
 * (429) with backoff; the daily quota answer takes the key out for the Korea day and is not
 * retried. The quota counts each attempt before it is made and takes the count back when Naver
 * answers in a way it does not count (docs/integrations-notes.md), so the day's count is Naver's,
 * not ours plus our retries.
 */
import { type HttpResponse, type RetryPolicy, ProviderError, request, withRetry } from '../http';
import type { ProviderMeter } from '../../lib/provider-usage/port';
import type { RateGate } from '../rate-gate';
import { excerpt } from '../shopping-common/metered';
import type { NaverKeyQuota, QuotaBucket } from './key-quota';
import { DevelopersEndedError, developersCutover } from './cutover';
import type { NaverApi, NaverApiPlatform } from './platform';

export interface OpenApiClientOptions {
  platform: NaverApiPlatform;
  quota: NaverKeyQuota;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The spacing of one client id's calls (rate-gate.repository.ts providerGates); none when absent. */
  gate?: (clientId: string) => RateGate;
  /** The clock that says whether the developer center has ended (cutover.ts). */
  now?: () => Date;
  /**
   * Counts every call made (each attempt, retries too) per API and Korea day for 수집 현황, at
   * `microsPerCall` won-micros an answered call (NAVER_API_PRICE_PER_CALL_KRW; 0 while the HUB's
   * price is not known: docs/data-sources.md). Nothing is counted when absent (adapter tests).
   */
  meter?: ProviderMeter;
  microsPerCall?: number;
}

export interface OpenApiCall {
  service: string;
  bucket: QuotaBucket;
  method: 'GET' | 'POST';
  api: NaverApi;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** What the call is for, on 수집 현황's "keywords that cost most" (the query, the first group). */
  keyword?: string;
  /** The rows an answer holds (places, series), for 수집 현황; 0 when not given. */
  rowsOf?: (body: unknown) => number;
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
  // One attempt: the key with allowance (counted), its turn at the key's gate, the call; a refusal
  // Naver does not count gives the count back. withRetry retries attempts (each a new turn).
  const attempt = async () => {
    const { key, day } = await opts.quota.take(call.bucket, call.service);
    await opts.gate?.(key.clientId)();
    const price = opts.microsPerCall ?? 0;
    const ticket = await opts.meter?.begin({
      source: call.service,
      keyword: call.keyword ?? null,
      estimateMicros: price,
    });
    try {
      const res = await request({
        service: call.service,
        url,
        method: call.method,
        body: call.body,
        timeoutMs: opts.timeoutMs,
        retry: { retries: 0 },
        headers: platform.headers(key),
      });
      await ticket?.end({
        pages: 1,
        rows: call.rowsOf?.(res.body) ?? 0,
        costMicros: price,
        result: 'ok',
        status: res.status,
      });
      return res;
    } catch (e) {
      const failed = e instanceof ProviderError ? e : null;
      // Taken as charged only when answered (UNCONFIRMED: the HUB's price list is not in our sources).
      await ticket?.end({
        pages: 0,
        rows: 0,
        costMicros: 0,
        result: failed?.kind ?? 'network',
        status: failed?.status,
        detail: excerpt(failed?.body) ?? (e instanceof Error ? e.message.slice(0, 200) : undefined),
      });
      if (failed && failed.status !== undefined && !countedByNaver(failed))
        await opts.quota.giveBack(call.bucket, day);
      throw e;
    }
  };
  try {
    return await withRetry(
      attempt,
      opts.retry,
      // Neither Naver's daily quota answer nor our own count's refusal (no status: the key spent
      // today) comes right within a retry's wait.
      (e) => !platform.isDailyQuota(e) && !(e.kind === 'rate-limited' && e.status === undefined),
    );
  } catch (e) {
    if (e instanceof ProviderError && platform.isDailyQuota(e)) await opts.quota.exhaust(call.bucket);
    throw e;
  }
}
