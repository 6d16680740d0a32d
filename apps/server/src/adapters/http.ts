/**
 * The one HTTP client under every provider adapter: timeouts, typed errors and retries of
 * what is retryable (429, 5xx, timeouts, network errors), with exponential backoff.
 */

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
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 200, maxDelayMs: 5_000 };

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
  prepare?: () => Record<string, string>;
  /**
   * Narrows which retryable errors are retried, for calls that are not idempotent (a single-use
   * OAuth code, a payment cancel): e.g. only 'network' and 'rate-limited', where the provider
   * cannot have acted on the request.
   */
  retryOn?: (e: ProviderError) => boolean;
}

export interface HttpResponse {
  status: number;
  body: unknown;
  headers: Headers;
  /** The raw body text, for parsers that must not go through JSON.parse (64-bit ids). */
  text: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function kindOfStatus(status: number): ProviderErrorKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}

async function attempt(req: HttpRequest): Promise<HttpResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers, ...req.prepare?.() };
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
      signal: AbortSignal.timeout(req.timeoutMs ?? 10_000),
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
  if (!res.ok)
    throw new ProviderError(req.service, kindOfStatus(res.status), text.slice(0, 300), res.status, parsed);
  return { status: res.status, body: parsed, headers: res.headers, text };
}

/** Runs `fn` again with backoff while it throws a retryable ProviderError (non-HTTP transports too). */
export async function withRetry<T>(
  fn: () => Promise<T>,
  retry: Partial<RetryPolicy> = {},
  retryOn: (e: ProviderError) => boolean = () => true,
): Promise<T> {
  const policy = { ...DEFAULT_RETRY, ...retry };
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof ProviderError) || !e.retryable || !retryOn(e) || i >= policy.retries) throw e;
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** i);
      await sleep(backoff / 2 + Math.random() * (backoff / 2));
    }
  }
}

export async function request(req: HttpRequest): Promise<HttpResponse> {
  return withRetry(() => attempt(req), req.retry, req.retryOn);
}
