import createClient from 'openapi-fetch';
import * as ko from '@seller/shared/messages/sections';
import { ApiError, apiErrorOf } from './api';
import type { MemberListBody } from '@seller/shared/schemas/members';
import type { paths } from './api-schema';
import { IDEMPOTENCY_HEADER } from './idempotency';

/**
 * The API client typed from the server's OpenAPI document (lib/api-schema.ts, generated): paths,
 * bodies, query strings and answers are checked against the contract at compile time. Same-origin
 * with the session cookie; the browser adds Origin to state-changing calls (the server's CSRF check).
 */
export const client = createClient<paths>({
  // openapi-fetch builds a Request, which needs an absolute URL outside a page (tests).
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  credentials: 'include',
  headers: { Accept: 'application/json, text/plain' },
  // Read at call time, so a test's stubbed fetch is the one used.
  fetch: (request) => globalThis.fetch(request),
});

/** The headers of a call that moves coins or money: its submission's Idempotency-Key. */
export const once = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

interface Answered<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The answer of a 2xx call; otherwise rejects with ApiError carrying the server's {code, message,
 * data} (lib/api's rules: a generic Korean message when it sent none, NETWORK when offline).
 */
export async function answer<T>(call: Promise<Answered<T>>): Promise<T> {
  let result: Answered<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
  if (!result.response.ok) throw apiErrorOf(result.response.status, result.error ?? null);
  return result.data as T;
}

/**
 * A call answered with an ETag: its body and tag, or null when the server answers 304 to the tag
 * the caller sent in If-None-Match (the caller's copy is current). Refusals as `answer`.
 */
export async function answerTagged<T>(
  call: Promise<Answered<T>>,
): Promise<{ data: T; etag: string | null } | null> {
  let result: Answered<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
  if (result.response.status === 304) return null;
  if (!result.response.ok) throw apiErrorOf(result.response.status, result.error ?? null);
  return { data: result.data as T, etag: result.response.headers.get('etag') };
}

/** An xlsx download's body and the file name of its Content-Disposition (RFC 5987), if any. */
export async function answerFile(
  call: Promise<Answered<unknown>>,
): Promise<{ blob: Blob; name: string | null }> {
  let result: Answered<unknown>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
  if (!result.response.ok) throw apiErrorOf(result.response.status, result.error ?? null);
  const header = result.response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | null = null;
  try {
    name = encoded ? decodeURIComponent(encoded) : null;
  } catch {
    // A malformed name: the caller names the file itself.
  }
  return { blob: result.data as Blob, name };
}

/**
 * A member list's body as the contract types it: the form's page fields are read leniently by
 * the server (typed unknown on the way in), numbers on the wire.
 */
export const listBody = (body: MemberListBody) => ({
  ...body,
  pageNum: body.pageNum as number | undefined,
  pageSize: body.pageSize as number | undefined,
});
