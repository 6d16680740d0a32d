import { callCostMicros } from '../../lib/provider-usage/pricing';
import type { ShoppingPricing } from '../../lib/shopping-source/port';

/**
 * What a SearchApi call costs. SearchApi sells plans of searches; one answered request is one
 * search whatever its page size (docs/data-sources.md). That a failed request (an error answer,
 * a timeout) is not counted is ASSUMED (UNCONFIRMED): it costs 0 here but is still metered.
 */
export interface SearchApiPrices {
  /** Micros of USD per answered request (SEARCHAPI_PRICE_PER_REQUEST_USD). */
  microsPerRequest: number;
}

/** The prices as the port states them. */
export const searchApiPricing = (p: SearchApiPrices): ShoppingPricing => ({
  model: 'per-request',
  currency: 'USD',
  microsPerRequest: p.microsPerRequest,
});

/** Before the call: one request (the prices' one arithmetic, lib/provider-usage/pricing). */
export function searchApiEstimate(p: SearchApiPrices): number {
  return callCostMicros(searchApiPricing(p), 1);
}

/** After it: one request when SearchApi answered (2xx, even one we then refuse), else nothing. */
export function searchApiCost(p: SearchApiPrices, outcome: { answered: boolean }): number {
  return outcome.answered ? searchApiEstimate(p) : 0;
}
