import { type AgencyDeps, createAgencyContext } from './agency.context';
import { agencyGrants } from './agency.grants';
import { agencyHistory } from './agency.history';
import { agencyRegistration } from './agency.register';

/**
 * Agencies and managers' member tools (spec 01 §3–4), one file per use case (issue 38 §4):
 * registering agencies and their list, a member's histories, coin grants and their cancellation.
 * They share one context (agency.context.ts); the routes and the app see one service.
 */
export function createAgencyService(deps: AgencyDeps) {
  const ctx = createAgencyContext(deps);
  return {
    ...agencyRegistration(ctx),
    ...agencyHistory(ctx),
    ...agencyGrants(ctx),
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;
