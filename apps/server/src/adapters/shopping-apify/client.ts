/**
 * An Apify Store actor behind the shopping-source port, through Apify's synchronous run API:
 * `POST {base}/v2/actors/{user~actor}/run-sync-get-dataset-items?timeout=…&maxItems=…&
 * maxTotalChargeUsd=…&format=json` with `Authorization: Bearer <token>`; the JSON body is the
 * actor's input, the answer (201) the dataset as a JSON array (apify/apify-docs, apify-api
 * openapi, as of 2026-08-07; docs/data-sources.md). Every run carries `maxTotalChargeUsd`, so no
 * run costs more than estimated. A run scrapes from the top each time: ask once for the whole
 * depth (`resumable` is false unless the actor's input takes an offset).
 */
import type { ProviderMeter } from '../../lib/provider-usage/port';
import {
  ShoppingSourceError,
  type ShoppingPage,
  type ShoppingSearch,
  type ShoppingSource,
} from '../../lib/shopping-source/port';
import type { ProviderError, RetryPolicy } from '../http';
import { isObj, text } from '../parse';
import { saysBlocked } from '../shopping-common/blocked';
import type { RateGate } from '../rate-gate';
import { kindOfProviderError, meteredCall } from '../shopping-common/metered';
import { apifyCap, apifyCost, apifyEstimate, pricingOf, type ApifyPrices } from './cost';
import { readDataset } from './dataset';
import type { ApifyMapping } from './mappings';

const SOURCE = 'apify';
/** The synchronous endpoint gives up after 300 s (408); our own wait is a little longer. */
const ENDPOINT_LIMIT_SECS = 300;

export interface ApifyOptions {
  /** https://api.apify.com, or the simulator's mount of it. */
  baseUrl: string;
  token: string;
  mapping: ApifyMapping;
  meter: ProviderMeter;
  /** The mapping's list price, unless APIFY_PRICE_PER_1000_USD overrides it (micros). */
  prices: ApifyPrices;
  /** The most one run may charge (APIFY_MAX_CHARGE_USD), in micros. */
  maxChargeMicros: number;
  /** The run's own timeout (s); below the endpoint's 300 s so the run ends before the answer does. */
  runTimeoutSecs?: number;
  retry?: Partial<RetryPolicy>;
  /** Overrides the HTTP wait (tests). */
  timeoutMs?: number;
  /** The provider's per-second spacing across processes (adapters/rate-gate.repository.ts). */
  gate?: RateGate;
}

/** A failed answer in the port's terms: Apify's envelope is `{"error": {"type", "message"}}`. */
function classify(e: ProviderError): ShoppingSourceError {
  const err = isObj(e.body) && isObj(e.body.error) ? e.body.error : null;
  const type = err ? text(err.type) : '';
  const message = err ? text(err.message) : '';
  let kind = kindOfProviderError(e);
  if (type === 'run-failed' || /status:\s*(FAILED|ABORTED|TIMED-OUT)\b/.test(message)) kind = 'run-failed';
  if (type === 'run-timeout-exceeded') kind = 'run-timeout';
  if (['run-failed', 'server', 'bad-request'].includes(kind) && saysBlocked(message, e.status))
    kind = 'blocked';
  const detail = (type || message ? `${type}: ${message}` : e.message).slice(0, 200);
  return new ShoppingSourceError(SOURCE, kind, message || e.message, {
    status: e.status,
    retryAfterMs: e.retryAfterMs,
    detail,
    cause: e,
  });
}

/** USD for a query parameter from micros, without binary-fraction noise. */
const usd = (micros: number) => String(micros / 1_000_000);

export function createApifySource(opts: ApifyOptions): ShoppingSource {
  const m = opts.mapping;
  const base = opts.baseUrl.replace(/\/$/, '');
  const runTimeout = Math.min(opts.runTimeoutSecs ?? 280, ENDPOINT_LIMIT_SECS);
  const resumable = m.input.offset !== undefined;
  const p = opts.prices;

  return {
    id: SOURCE,
    label: `apify:${m.actor.replace('~', '/')}`,
    surface: m.surface,
    device: m.device,
    // One run answers the whole depth it is asked for.
    pageSize: m.maxDepth,
    maxDepth: m.maxDepth,
    resumable,
    pricing: pricingOf(p),

    async search({ keyword, from, count, signal }: ShoppingSearch): Promise<ShoppingPage> {
      const k = keyword.trim();
      const to = from + count - 1;
      if (!k) throw new ShoppingSourceError(SOURCE, 'bad-request', 'the keyword is empty');
      if (!Number.isInteger(from) || !Number.isInteger(count) || from < 1 || count < 1 || to > m.maxDepth)
        throw new ShoppingSourceError(
          SOURCE,
          'bad-request',
          `slots ${from}…${to} are outside 1…${m.maxDepth}`,
        );
      if (!opts.token) throw new ShoppingSourceError(SOURCE, 'unconfigured', 'APIFY_TOKEN is not set');
      // Without an offset input the run reads from the top: the slots before `from` are paid too.
      const firstSlot = resumable ? from : 1;
      const rows = to - firstSlot + 1;
      const input: Record<string, unknown> = { ...m.input.fixed };
      input[m.input.keyword.field] = m.input.keyword.as === 'array' ? [k] : k;
      input[m.input.depth.field] = m.input.depth.unit === 'rows' ? rows : Math.ceil(rows / m.pageSize);
      if (m.input.offset) input[m.input.offset.field] = from - 1 + m.input.offset.base;
      const cap = apifyCap(p, rows, opts.maxChargeMicros);
      const query = new URLSearchParams({
        timeout: String(runTimeout),
        maxItems: String(rows),
        maxTotalChargeUsd: usd(cap),
        format: 'json',
      });
      return meteredCall({
        source: SOURCE,
        meter: opts.meter,
        keyword: k,
        estimateMicros: apifyEstimate(p, rows, opts.maxChargeMicros),
        request: {
          service: 'apify',
          method: 'POST',
          url: `${base}/v2/actors/${m.actor.replace('/', '~')}/run-sync-get-dataset-items?${query}`,
          headers: { authorization: `Bearer ${opts.token}` },
          body: input,
          timeoutMs: opts.timeoutMs ?? (ENDPOINT_LIMIT_SECS + 20) * 1000,
        },
        // A retried run is a second paid run: only a 429 (refused before any run started) is retried.
        retry: opts.retry,
        gate: opts.gate,
        retryOn: (e) => e.kind === 'rate-limited',
        signal,
        classify,
        parse: (res) => {
          const value = readDataset(res.body, m, { from, to, firstSlot });
          const returned = Array.isArray(res.body) ? res.body.length : 0;
          return { value, rows: returned, pages: Math.ceil(returned / m.pageSize) };
        },
        rowsOf: (res) => (Array.isArray(res.body) ? res.body.length : 0),
        cost: (outcome) => apifyCost(p, outcome, cap),
      });
    },
  };
}
