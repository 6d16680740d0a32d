import * as ko from '@seller/shared/messages/sections';
import type { ApiContract } from '@seller/shared/contracts/index';
import type { CallAnswer, CallInput } from '@seller/shared/contracts/contract';
import { apiErrorOf, ApiError } from './api';

// Type-only imports of the contracts: their zod schemas stay out of the web's bundles; the
// method and path at each call are checked against them at compile time (issue 38 §3).

type Method = ApiContract['method'];
type PathOf<M extends Method> = Extract<ApiContract, { method: M }>['path'];
type ContractOf<M extends Method, P extends string> = Extract<ApiContract, { method: M; path: P }>;

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** `/notices/:id` with `{ id: 3 }` → `/notices/3` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call: absent and null values left out, arrays as repeated keys. */
export function queryString(query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one route of the API as its contract declares it (packages/shared/src/contracts):
 * same-origin with the session cookie, JSON both ways. The answer of a 2xx call; otherwise
 * rejects with ApiError carrying the server's {code, message, data} (NETWORK when offline).
 */
export async function call<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  input: CallInput<ContractOf<M, P>>,
  options: CallOptions = {},
): Promise<CallAnswer<ContractOf<M, P>>> {
  const parts = input as { params?: Record<string, string | number>; query?: Query; body?: unknown };
  const url = fillPath(path, parts.params) + queryString(parts.query);
  let response: Response;
  try {
    // A Request, as openapi-fetch sends (and the tests' fake server reads); absolute outside a page.
    const base = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    const request = new Request(new URL(url, base), {
      method,
      credentials: 'include',
      signal: options.signal,
      headers: {
        Accept: 'application/json, text/plain',
        ...(parts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
    });
    response = await globalThis.fetch(request);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, payload);
  return payload as CallAnswer<ContractOf<M, P>>;
}
