/**
 * SearchApi.io's Naver Shopping engine behind the shopping-source port:
 * `GET {base}/api/v1/search?engine=naver_shopping&q=…&page=…&num=…` with `Authorization: Bearer`.
 * It searches Naver Plus Store (N+스토어) in Naver's order, up to 100 products a page
 * (searchapi.io/openapi/naver_shopping.yaml, as stored 2026; docs/data-sources.md). The page and
 * size parameter names are UNCONFIRMED and therefore configuration (SEARCHAPI_PAGE_PARAM,
 * SEARCHAPI_NUM_PARAM; `page` and `num` as on SearchApi's other engines).
 */
import type { ProviderMeter } from '../../lib/provider-usage/port';
import {
  ShoppingSourceError,
  type ShoppingEntry,
  type ShoppingPage,
  type ShoppingSearch,
  type ShoppingSource,
} from '../../lib/shopping-source/port';
import type { ProviderError, RetryPolicy } from '../http';
import { isObj } from '../parse';
import { saysBlocked } from '../shopping-common/blocked';
import type { RateGate } from '../rate-gate';
import { excerpt, kindOfProviderError, meteredCall } from '../shopping-common/metered';
import { errorAnswer, readPage } from './answer';
import { searchApiCost, searchApiEstimate, searchApiPricing, type SearchApiPrices } from './cost';

const SOURCE = 'searchapi';

export interface SearchApiOptions {
  /** https://www.searchapi.io, or the simulator's mount of it. */
  baseUrl: string;
  apiKey: string;
  meter: ProviderMeter;
  prices: SearchApiPrices;
  /** Names of the page number and page size parameters (UNCONFIRMED for naver_shopping). */
  params?: { page: string; num: string };
  /** Slots a page (1–100; the documented maximum is 100). */
  pageSize?: number;
  /** The deepest slot asked for (GUESS: ten pages of 100). */
  maxDepth?: number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The provider's per-second spacing across processes (adapters/rate-gate.repository.ts). */
  gate?: RateGate;
}

/** A failed answer in the port's terms; SearchApi's body is `{"error": "…"}` (status codes UNCONFIRMED). */
function classify(e: ProviderError): ShoppingSourceError {
  const message = isObj(e.body) && typeof e.body.error === 'string' ? e.body.error : '';
  const detail = message || excerpt(e.body);
  if (e.kind !== 'timeout' && e.kind !== 'network' && saysBlocked(message || String(e.body ?? ''), e.status))
    return errorAnswer(message || 'blocked', e.status);
  const kind = kindOfProviderError(e);
  return new ShoppingSourceError(SOURCE, kind === 'run-timeout' ? 'timeout' : kind, message || e.message, {
    status: e.status,
    retryAfterMs: e.retryAfterMs,
    detail: detail ? detail.slice(0, 200) : undefined,
    cause: e,
  });
}

export function createSearchApiSource(opts: SearchApiOptions): ShoppingSource {
  const pageSize = opts.pageSize ?? 100;
  const maxDepth = opts.maxDepth ?? 1000;
  const params = opts.params ?? { page: 'page', num: 'num' };
  const base = opts.baseUrl.replace(/\/$/, '');

  const fetchPage = (keyword: string, page: number, signal?: AbortSignal): Promise<ShoppingPage> => {
    const query = new URLSearchParams({ engine: 'naver_shopping', q: keyword });
    query.set(params.page, String(page));
    query.set(params.num, String(pageSize));
    return meteredCall({
      source: SOURCE,
      meter: opts.meter,
      keyword,
      estimateMicros: searchApiEstimate(opts.prices),
      request: {
        service: 'searchapi',
        url: `${base}/api/v1/search?${query}`,
        headers: { authorization: `Bearer ${opts.apiKey}` },
        timeoutMs: opts.timeoutMs ?? 30_000,
      },
      retry: opts.retry,
      gate: opts.gate,
      signal,
      classify,
      parse: (res) => {
        const value = readPage(res.body, page, pageSize, params);
        return { value, pages: 1, rows: value.entries.length };
      },
      cost: ({ answered }) => searchApiCost(opts.prices, { answered }),
    });
  };

  return {
    id: SOURCE,
    label: 'searchapi:naver_shopping',
    surface: 'plus-store',
    // GUESS: SearchApi does not say which device it searches as; its Naver pages are the PC ones.
    device: 'pc',
    pageSize,
    maxDepth,
    resumable: true,
    pricing: searchApiPricing(opts.prices),

    async search({ keyword, from, count, signal }: ShoppingSearch): Promise<ShoppingPage> {
      const k = keyword.trim();
      if (!k || k.length > 500)
        throw new ShoppingSourceError(SOURCE, 'bad-request', 'the keyword must be 1–500 characters');
      if (
        !Number.isInteger(from) ||
        !Number.isInteger(count) ||
        from < 1 ||
        count < 1 ||
        from + count - 1 > maxDepth
      )
        throw new ShoppingSourceError(
          SOURCE,
          'bad-request',
          `slots ${from}…${from + count - 1} are outside 1…${maxDepth}`,
        );
      if (!opts.apiKey) throw new ShoppingSourceError(SOURCE, 'unconfigured', 'SEARCHAPI_API_KEY is not set');
      const to = from + count - 1;
      const entries: ShoppingEntry[] = [];
      let total: number | null = null;
      let end = false;
      // Pages in order, each its own metered call; a failed page fails the whole search.
      for (let page = Math.ceil(from / pageSize); page <= Math.ceil(to / pageSize) && !end; page++) {
        const p = await fetchPage(k, page, signal);
        entries.push(...p.entries.filter((e) => e.slot >= from && e.slot <= to));
        total = p.total ?? total;
        end = p.end && !p.entries.some((e) => e.slot > to);
      }
      return { entries, total, end };
    },
  };
}
