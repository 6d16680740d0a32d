/** Test support for adapter contract tests: an in-process simulator and its control API. */
import { SECRET_HEADER, startSimulator, type RunningSimulator } from '@seller/simulator';

export type { RunningSimulator };

/** Retry policy for tests: real backoff logic, tiny delays. */
export const FAST_RETRY = { retries: 2, baseDelayMs: 1, maxDelayMs: 4 } as const;

export function startTestSimulator(
  opts: { smtp?: boolean; appUrl?: string } = {},
): Promise<RunningSimulator> {
  return startSimulator({ port: 0, smtpPort: opts.smtp ? 0 : null, logLevel: 'silent', appUrl: opts.appUrl });
}

/** A call to the simulator's control API, with the secret it requires. */
export async function control<T = unknown>(
  sim: RunningSimulator,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    method,
    headers: {
      [SECRET_HEADER]: sim.secret,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export interface FaultSpec {
  service: string;
  count: number;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  body?: unknown;
}

export const addFault = (sim: RunningSimulator, fault: FaultSpec) =>
  control(sim, 'POST', '/__control/faults', fault);
export const resetSimulator = (sim: RunningSimulator) => control(sim, 'POST', '/__control/reset');

/** How many calls a service's route got since the last reset. */
export async function callCount(sim: RunningSimulator, service: string, route: string): Promise<number> {
  const calls = await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
  return calls[service]?.[route] ?? 0;
}
