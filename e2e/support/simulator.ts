/**
 * The simulator the app under test runs (global-setup.ts gives it SIMULATOR_SECRET): its address,
 * calls to its control API with the secret, and the inbox link a person opens in the browser.
 */
import { inject } from 'vitest';
import { SECRET_HEADER, inboxLink } from '@seller/simulator';

export const simulatorUrl = (): string => inject('simulatorUrl');
const simulatorSecret = (): string => inject('simulatorSecret');

/** A call to `/__control/*` (or the inbox) with the secret; other headers as given. */
function simulatorFetch(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(SECRET_HEADER, simulatorSecret());
  return fetch(`${simulatorUrl()}${pathAndQuery}`, { ...init, headers });
}

/** A control call: GET without a body, POST (or `method`) with a JSON one; throws unless 2xx. */
export async function control<T = unknown>(
  pathAndQuery: string,
  body?: unknown,
  method?: string,
): Promise<T> {
  const res = await simulatorFetch(pathAndQuery, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The inbox link the app prints at start (the browser trades its key for a cookie). */
export const inboxUrl = (): string => inboxLink(simulatorUrl(), simulatorSecret());
