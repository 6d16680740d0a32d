/**
 * The one HTTP client under every provider adapter: timeouts, typed errors and retries of
 * what is retryable (429, 5xx, timeouts, network errors), with exponential backoff and jitter,
 * or the wait the provider's `Retry-After` asks for, bounded in tries and in total waiting.
 */
import { providerCalls, providerErrors } from '../lib/metrics';

export type ProviderErrorKind =
  | 'auth' // 401: credentials missing or wrong
  | 'forbidden' // 403: permission, signature or timestamp refused
  | 'bad-request' // other 4xx: our request is wrong; retrying cannot help
  | 'not-found'
  | 'rate-limited' // 429: quota or speed limit
  | 'server' // 5xx
  | 'timeout'
  | 'network'
  | 'malformed' // the body is not the shape we expect
  | 'unconfigured'; // no base URL or credentials configured for this service

export class ProviderError extends Error {
  constructor(
    readonly service: string,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
    /** The provider's `Retry-After` (429, 503), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`${service}: ${kind}${status ? ` (${status})` : ''}: ${message}`);
    this.name = 'ProviderError';
  }
  get retryable(): boolean {
    return ['rate-limited', 'server', 'timeout', 'network'].includes(this.kind);
  }
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * The most one call waits between its tries, in total. A `Retry-After` that would go past it
   * ends the retries at once: the caller gets the provider's error instead of a call that hangs.
   */
  maxWaitMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  maxWaitMs: 10_000,
};

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Exponential backoff with jitter (half fixed, half random) before retry `i` (0-based). */
export function backoffMs(policy: RetryPolicy, i: number, random: () => number = Math.random): number {
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** i);
  return backoff / 2 + random() * (backoff / 2);
}

export interface HttpRequest {
  service: string;
  url: string;
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  headers?: Record<string, string>;
  /** JSON-encoded unless a string or URLSearchParams is given. */
  body?: unknown;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Called before each attempt, e.g. to sign with a fresh timestamp. */
  prepare?: () => Record<string, string> | Promise<Record<string, string>>;
  /**
   * Narrows which retryable errors are retried, for calls that are not idempotent (a single-use
   * OAuth code, a payment cancel): e.g. only 'network' and 'rate-limited', where the provider
   * cannot have acted on the request.
   */
  retryOn?: (e: ProviderError) => boolean;
  /** The caller's cancel (a shutdown, a job's deadline), on top of `timeoutMs`. */
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  body: unknown;
  headers: Headers;
  /** The raw body text, for parsers that must not go through JSON.parse (64-bit ids). */
  text: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function kindOfStatus(status: number): ProviderErrorKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}

/** One try, counted in the provider metrics (the key is the Naver client id on either platform, else "-"). */
async function attempt(req: HttpRequest): Promise<HttpResponse> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...req.headers,
    ...(await req.prepare?.()),
  };
  const labels = {
    service: req.service,
    key: headers['X-Naver-Client-Id'] ?? headers['X-NCP-APIGW-API-KEY-ID'] ?? '-',
  };
  providerCalls.inc(labels);
  try {
    return await send(req, headers);
  } catch (e) {
    providerErrors.inc({ ...labels, kind: e instanceof ProviderError ? e.kind : 'network' });
    throw e;
  }
}

async function send(req: HttpRequest, headers: Record<string, string>): Promise<HttpResponse> {
  let body: string | URLSearchParams | undefined;
  if (req.body instanceof URLSearchParams || typeof req.body === 'string') body = req.body;
  else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] ??= 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(req.url, {
      method: req.method ?? 'GET',
      headers,
      body,
      signal: req.signal
        ? AbortSignal.any([req.signal, AbortSignal.timeout(req.timeoutMs ?? 10_000)])
        : AbortSignal.timeout(req.timeoutMs ?? 10_000),
    });
  } catch (e) {
    const err = e as Error;
    const kind = err.name === 'TimeoutError' || err.name === 'AbortError' ? 'timeout' : 'network';
    throw new ProviderError(req.service, kind, err.message);
  }
  const text = await res.text().catch(() => '');
  let parsed: unknown = text;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      if (res.ok) throw new ProviderError(req.service, 'malformed', 'response is not valid JSON', res.status);
    }
  }
  if (!res.ok) {
    const retryAfter =
      res.status === 429 || res.status === 503 ? parseRetryAfter(res.headers.get('retry-after')) : undefined;
    throw new ProviderError(
      req.service,
      kindOfStatus(res.status),
      text.slice(0, 300),
      res.status,
      parsed,
      retryAfter,
    );
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

/**
 * Runs `fn` again while it throws a retryable ProviderError (non-HTTP transports too): after the
 * provider's `Retry-After` when it gave one, else after backoffMs; at most `retries` more tries
 * and `maxWaitMs` of waiting in all, then the last error is thrown.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  retry: Partial<RetryPolicy> = {},
  retryOn: (e: ProviderError) => boolean = () => true,
): Promise<T> {
  const policy = { ...DEFAULT_RETRY, ...retry };
  let waited = 0;
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof ProviderError) || !e.retryable || !retryOn(e) || i >= policy.retries) throw e;
      const wait = e.retryAfterMs ?? backoffMs(policy, i);
      if (waited + wait > policy.maxWaitMs) throw e;
      waited += wait;
      await sleep(wait);
    }
  }
}

export async function request(req: HttpRequest): Promise<HttpResponse> {
  return withRetry(() => attempt(req), req.retry, req.retryOn);
}
