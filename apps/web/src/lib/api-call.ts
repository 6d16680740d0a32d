import * as ko from '@seller/shared/messages/sections';
import type { ApiContract } from '@seller/shared/contracts/index';
import type { CallAnswer, CallInput, DownloadedFile, TaggedAnswer } from '@seller/shared/contracts/contract';
import { apiErrorOf, ApiError } from './api';
import { IDEMPOTENCY_HEADER } from './idempotency';

// Type-only imports of the contracts: their zod schemas stay out of the web's bundles; the
// method and path at each call are checked against them at compile time (issue 38 §3).

type Method = ApiContract['method'];
type PathOf<M extends Method> = Extract<ApiContract, { method: M }>['path'];
type ContractOf<M extends Method, P extends string> = Extract<ApiContract, { method: M; path: P }>;
/** The paths of the contracts that answer 304 to a current ETag (`notModified`). */
type TaggedPath<M extends Method> = Extract<ApiContract, { method: M; notModified: true }>['path'];
/** The paths of the GET file downloads, which a plain link opens. */
type FilePath = Extract<ApiContract, { method: 'GET'; file: string }>['path'];

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The headers of a call that moves coins or money: its submission's Idempotency-Key. */
export const once = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

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

interface Parts {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  file?: Blob;
}

/** The path and query string of a call. */
const urlOf = (path: string, parts: Parts) => fillPath(path, parts.params) + queryString(parts.query);

/**
 * The link of a GET file download (an xlsx), for an <a href download>: the browser fetches it
 * with the session cookie and saves it itself.
 */
export function href<P extends FilePath>(path: P, input: CallInput<ContractOf<'GET', P>>): string {
  return urlOf(path, input as Parts);
}

/** The body of a call: JSON, or an upload's file as multipart (the browser sets the boundary). */
function bodyOf(parts: Parts): { body?: BodyInit; type?: string } {
  if (parts.file) {
    const form = new FormData();
    form.append('file', parts.file, parts.file instanceof File ? parts.file.name : 'file');
    return { body: form };
  }
  if (parts.body !== undefined) return { body: JSON.stringify(parts.body), type: 'application/json' };
  return {};
}

async function send(method: Method, path: string, parts: Parts, options: CallOptions): Promise<Response> {
  const { body, type } = bodyOf(parts);
  try {
    // A Request, which the tests' fake server reads; absolute outside a page.
    const base = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    const request = new Request(new URL(urlOf(path, parts), base), {
      method,
      credentials: 'include',
      signal: options.signal,
      headers: {
        Accept: 'application/json, text/plain, */*',
        ...(type ? { 'Content-Type': type } : {}),
        ...options.headers,
      },
      ...(body !== undefined ? { body } : {}),
    });
    return await globalThis.fetch(request);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', ko.ui.networkError);
  }
}

/** The name a download's Content-Disposition gives (RFC 5987 `filename*`), if any. */
function fileName(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  try {
    return encoded ? decodeURIComponent(encoded) : null;
  } catch {
    return null; // A malformed name: the caller names the file itself.
  }
}

/**
 * A 2xx answer as its contract declares it, read by its media type (the contracts are types
 * only here): JSON, text (login's), a file with its name, or null for a 204 or 304. A refusal
 * rejects with ApiError carrying the server's {code, message, data}.
 */
async function read(response: Response): Promise<unknown> {
  if (!response.ok && response.status !== 304) {
    throw apiErrorOf(response.status, await response.json().catch(() => null));
  }
  if (response.status === 204 || response.status === 304) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type === '' || type.includes('json')) return response.json().catch(() => null);
  if (type.startsWith('text/')) return response.text();
  const file: DownloadedFile = { blob: await response.blob(), name: fileName(response) };
  return file;
}

/**
 * Calls one route of the API as its contract declares it (packages/shared/src/contracts):
 * same-origin with the session cookie; the body JSON, or an upload's `file` as multipart. The
 * answer of a 2xx call (JSON, text, a DownloadedFile, null for a 204); otherwise rejects with
 * ApiError carrying the server's {code, message, data} (NETWORK when offline).
 */
export async function call<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  input: CallInput<ContractOf<M, P>>,
  options: CallOptions = {},
): Promise<CallAnswer<ContractOf<M, P>>> {
  return (await read(await send(method, path, input as Parts, options))) as CallAnswer<ContractOf<M, P>>;
}

/**
 * Calls a `notModified` route with the ETag of the copy the caller holds (If-None-Match): its
 * answer and new ETag, or null when the server answers 304 (the held copy is current).
 */
export async function callTagged<M extends Method, P extends TaggedPath<M>>(
  method: M,
  path: P,
  input: CallInput<ContractOf<M, P>>,
  etag: string | null | undefined,
  options: CallOptions = {},
): Promise<TaggedAnswer<ContractOf<M, P>>> {
  const headers = { ...options.headers, ...(etag ? { 'If-None-Match': etag } : {}) };
  const response = await send(method, path, input as Parts, { ...options, headers });
  const data = await read(response);
  if (response.status === 304) return null;
  return { data, etag: response.headers.get('etag') } as TaggedAnswer<ContractOf<M, P>>;
}
