import * as ko from '@seller/shared/messages/sections';
import { IDEMPOTENCY_HEADER } from './idempotency';

/** A failed call. `message` is already Korean (server messages are shown as they come). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;

  constructor(status: number, code: string, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Korean message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return ko.common.unexpected;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header (calls that move coins or money). */
  idempotencyKey?: string;
  /** Sent as If-None-Match: the ETag of the copy the caller holds. */
  ifNoneMatch?: string;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  // Some answers are plain text by contract (LOGIN_SUCCESS); parse only what claims to be JSON.
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Same-origin call with the session cookie; a network failure rejects with ApiError. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, query, signal, idempotencyKey, ifNoneMatch } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json, text/plain',
      ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}),
    },
  };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }

  try {
    return await fetch(withQuery(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
}

/**
 * Same-origin call with the session cookie. Resolves to the parsed JSON or the plain text;
 * rejects with ApiError carrying the server's {code, message} when the status is not 2xx.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  return (await readBody(response)) as T;
}

/**
 * A JSON POST answered with an ETag: the body and its tag, or null when the server answers 304
 * to the tag sent back (`etag`): the caller's copy is still current.
 */
export async function postTagged<T = unknown>(
  path: string,
  body: unknown,
  etag?: string | null,
): Promise<{ data: T; etag: string | null } | null> {
  const response = await send(path, { method: 'POST', body, ...(etag ? { ifNoneMatch: etag } : {}) });
  if (response.status === 304) return null;
  if (!response.ok) throw await failure(response);
  return { data: (await readBody(response)) as T, etag: response.headers.get('etag') };
}

/** The ApiError of a non-2xx answer, with the server's {code, message, data} when it sent them. */
async function failure(response: Response): Promise<ApiError> {
  const payload = await readBody(response);
  const code =
    isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
  const message =
    isRecord(payload) && typeof payload.message === 'string' && payload.message !== ''
      ? payload.message
      : ko.common.unexpected;
  const data = isRecord(payload) ? (payload.data ?? null) : null;
  return new ApiError(response.status, code, message, data);
}

/**
 * A JSON POST answered with a file (the admin lists' xlsx): the body as a Blob and the file name
 * of the server's Content-Disposition (RFC 5987). A refusal rejects with ApiError like `request`.
 */
export async function postForFile(path: string, body: unknown): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: '*/*', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
  if (!response.ok) throw await failure(response);
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '')?.[1];
  let name: string | null = null;
  try {
    name = encoded ? decodeURIComponent(encoded) : null;
  } catch {
    // A malformed name: the caller names the file itself.
  }
  return { blob: await response.blob(), name };
}

export const api = {
  get: <T = unknown>(path: string, query?: Query, signal?: AbortSignal) =>
    request<T>(path, { method: 'GET', ...(query ? { query } : {}), ...(signal ? { signal } : {}) }),
  // POST always sends a JSON body ({} when none) so the server's JSON parser never sees an empty one.
  post: <T = unknown>(path: string, body: unknown = {}, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body, ...(signal ? { signal } : {}) }),
  /** A call that moves coins or money: sent with its submission's Idempotency-Key. */
  postOnce: <T = unknown>(path: string, body: unknown, idempotencyKey: string) =>
    request<T>(path, { method: 'POST', body, idempotencyKey }),
};
