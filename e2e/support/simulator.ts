/**
 * The simulator the app under test runs (global-setup.ts gives it SIMULATOR_SECRET): its address,
 * calls to its control API with the secret, and the inbox link a person opens in the browser.
 * A spec that starts an app of its own (support/start-app.ts) controls that app's simulator with
 * `controlOf(app)`.
 */
import { inject } from 'vitest';
import { SECRET_HEADER, inboxLink } from '@seller/simulator';

export const simulatorUrl = (): string => inject('simulatorUrl');
const simulatorSecret = (): string => inject('simulatorSecret');

/** Which simulator: its address and the secret of its control API. */
interface SimulatorTarget {
  simulatorUrl: string;
  simulatorSecret: string;
}

const suiteSimulator = (): SimulatorTarget => ({
  simulatorUrl: simulatorUrl(),
  simulatorSecret: simulatorSecret(),
});

/** A call to `/__control/*` (or the inbox) with the secret; other headers as given. */
function simulatorFetch(
  sim: SimulatorTarget,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(SECRET_HEADER, sim.simulatorSecret);
  return fetch(`${sim.simulatorUrl}${pathAndQuery}`, { ...init, headers });
}

type Control = <T = unknown>(pathAndQuery: string, body?: unknown, method?: string) => Promise<T>;

/** `control` for the simulator of another app than the suite's. */
export function controlOf(sim: SimulatorTarget): Control {
  return async <T>(pathAndQuery: string, body?: unknown, method?: string): Promise<T> => {
    const res = await simulatorFetch(sim, pathAndQuery, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`);
    return (await res.json()) as T;
  };
}

/** A control call: GET without a body, POST (or `method`) with a JSON one; throws unless 2xx. */
export const control: Control = (pathAndQuery, body, method) =>
  controlOf(suiteSimulator())(pathAndQuery, body, method);

/** The inbox link the app prints at start (the browser trades its key for a cookie). */
export const inboxUrl = (): string => inboxLink(simulatorUrl(), simulatorSecret());
