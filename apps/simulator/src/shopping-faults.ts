/**
 * Faults of the simulated shopping providers (SearchApi, Apify), through the common controls
 * (`POST /__control/faults`): `{service: 'searchapi', status: 402}` and the like answer in the
 * provider's own error envelope, and a scenario the status alone cannot say is a fault of
 * `<service>:<scenario>`, e.g. `{service: 'apify:run-failed', count: 1}` or
 * `{service: 'searchapi:blocked', count: 1}`.
 */
import type { SimulatorState } from './app';
import type { Fault } from './faults';

export interface TakenFault {
  fault: Fault;
  /** The scenario named after the colon, or null for the service's plain fault. */
  scenario: string | null;
}

/** Takes the pending fault of this call (a scenario first), after its delay. */
export async function takeShoppingFault(
  state: SimulatorState,
  service: string,
  scenarios: readonly string[],
): Promise<TakenFault | null> {
  let taken: TakenFault | null = null;
  for (const scenario of scenarios) {
    const fault = state.faults.take(`${service}:${scenario}`);
    if (fault) {
      taken = { fault, scenario };
      break;
    }
  }
  if (!taken) {
    const fault = state.faults.take(service);
    taken = fault ? { fault, scenario: null } : null;
  }
  if (taken?.fault.delayMs) await new Promise((r) => setTimeout(r, taken.fault.delayMs));
  return taken;
}
