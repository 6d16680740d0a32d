/**
 * The shopping search, as the core sees it: "the list Naver serves for keyword K, from position P,
 * N entries, on surface S". Naver's own shopping API (`/v1/search/shop.json`) ended on 2026-07-31
 * (docs/data-sources.md); every source behind this port is a third party reading Naver's pages,
 * so the rank engine, keyword analysis and keyword score import this file, never a vendor.
 *
 * Missing is missing: an attribute a source does not give is null, never 0 or ''. A failed read
 * is a ShoppingSourceError, never an empty page (a failed check is never "out of rank").
 */

/**
 * Naver shows two different product lists for one keyword: the Plus Store search (N+스토어,
 * search.shopping.naver.com/ns/search) and the older price comparison (가격비교, /search/all).
 * A rank read on one is not comparable with a rank read on the other.
 */
export type ShoppingSurface = 'plus-store' | 'price-comparison';
export type ShoppingDevice = 'pc' | 'mobile';
export type ShoppingSourceId = 'searchapi' | 'apify';

export interface ShoppingEntry {
  /** 1-based place in the list as served, ads included. */
  slot: number;
  /** true for an ad (광고) slot; null when the source does not say. */
  isAd: boolean | null;
  /** Naver's shopping id (nvMid); the catalogue id for a price-comparison product. */
  nvMid: string | null;
  /** The smart-store channel product number (also read from a `/products/{n}` link). */
  storeProductNo: string | null;
  /** A price-comparison (catalogue) product bundling several sellers; null when not said. */
  isCatalog: boolean | null;
  title: string | null;
  mallName: string | null;
  image: string | null;
  url: string | null;
  /** KRW. */
  price: number | null;
  reviewCount: number | null;
  purchaseCount: number | null;
  /** 0–5. */
  rating: number | null;
  /** The category path ("생활/건강>주방용품>…") or id, as the source gives it. */
  category: string | null;
}

export interface ShoppingPage {
  /** Ordered by slot; slots from..from+count-1 (fewer only when `end` is true). */
  entries: ShoppingEntry[];
  /** How many products the source says the keyword has; null when it gives no total. */
  total: number | null;
  /** The source says nothing follows these entries. */
  end: boolean;
}

export interface ShoppingSearch {
  keyword: string;
  /** 1-based first slot. */
  from: number;
  /** Slots wanted (ads included). */
  count: number;
  signal?: AbortSignal;
}

/**
 * How the source charges, with the configured prices (micros of USD: 1 USD = 1,000,000).
 * per-request: every answered request; per-page: each result page the provider fetched;
 * per-row: each product row returned. `startMicros` is a fixed charge per call (an actor start).
 */
export type ShoppingPricing =
  | { model: 'per-request'; currency: 'USD'; microsPerRequest: number }
  | { model: 'per-page'; currency: 'USD'; microsPer1000Pages: number; pageSize: number; startMicros: number }
  | { model: 'per-row'; currency: 'USD'; microsPer1000Rows: number; startMicros: number };

export interface ShoppingSource {
  id: ShoppingSourceId;
  /** What exactly is read, for provenance: e.g. `searchapi:naver_shopping`, `apify:automly/naver-shopping-scraper`. */
  label: string;
  surface: ShoppingSurface;
  device: ShoppingDevice;
  /** Slots one provider answer holds (a SearchApi page; an Apify run reads up to its depth at once). */
  pageSize: number;
  /** The deepest slot the source can reach. */
  maxDepth: number;
  /**
   * Whether a search from slot P > 1 costs only the slots asked for. SearchApi pages: yes. An
   * Apify run scrapes from the top each time, so no (unless its input takes an offset): ask once
   * from 1 for the whole depth instead of page by page.
   */
  resumable: boolean;
  pricing: ShoppingPricing;
  search(q: ShoppingSearch): Promise<ShoppingPage>;
}

/**
 * What went wrong, in terms the engine acts on. Transient ones (`retryable`) were already retried
 * by the adapter within its policy; any of them makes the keyword's check fail for this run.
 */
export type ShoppingErrorKind =
  | 'auth' // 401/403: key or token missing, wrong or without permission
  | 'payment-required' // 402: out of credit, usage limit, no payment method
  | 'budget' // our own daily budget for the source refused the call (provider-usage meter)
  | 'rate-limited' // 429: retryAfterMs when the provider said
  | 'run-timeout' // 408: the Apify run passed the synchronous endpoint's 300 s (it goes on, charging)
  | 'run-failed' // the Apify run ended FAILED / ABORTED / TIMED-OUT
  | 'server' // 5xx
  | 'timeout' // no answer in time (or the caller aborted)
  | 'network'
  | 'blocked' // the source says Naver refused it (418, "쇼핑 서비스 접속이 일시적으로 제한…", nid.naver.com)
  | 'drift' // a field we rank by is missing: `field` names it
  | 'short' // fewer entries than the source's own total promises, or an empty answer
  | 'malformed' // not JSON, or not the answer's shape at all
  | 'bad-request' // the provider refused our request (a bug or a wrong setting, not retried)
  | 'unconfigured';

const TRANSIENT: ReadonlySet<ShoppingErrorKind> = new Set(['rate-limited', 'server', 'timeout', 'network']);

export class ShoppingSourceError extends Error {
  readonly source: ShoppingSourceId;
  readonly kind: ShoppingErrorKind;
  readonly status: number | undefined;
  /** The provider's Retry-After (429), in ms. */
  readonly retryAfterMs: number | undefined;
  /** For `drift`: the missing field, as the source names it. */
  readonly field: string | undefined;
  /** A short excerpt of the failed answer (for the operator; never shown to members). */
  readonly detail: string | undefined;

  constructor(
    source: ShoppingSourceId,
    kind: ShoppingErrorKind,
    message: string,
    extra: { status?: number; retryAfterMs?: number; field?: string; detail?: string; cause?: unknown } = {},
  ) {
    super(`${source}: ${kind}${extra.status ? ` (${extra.status})` : ''}: ${message}`, {
      cause: extra.cause,
    });
    this.name = 'ShoppingSourceError';
    this.source = source;
    this.kind = kind;
    this.status = extra.status;
    this.retryAfterMs = extra.retryAfterMs;
    this.field = extra.field;
    this.detail = extra.detail;
  }

  get retryable(): boolean {
    return TRANSIENT.has(this.kind);
  }
}
