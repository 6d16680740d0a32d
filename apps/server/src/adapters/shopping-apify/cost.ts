/**
 * What an Apify actor run costs, in micros of USD. Store actors charge per event (a product row,
 * a fetched result page, sometimes an actor start; reference §1.2–1.3), and every run carries
 * `maxTotalChargeUsd`: Apify never charges a run past it, so it bounds every figure here.
 */
import { callCostMicros } from '../../lib/provider-usage/pricing';
import type { ShoppingErrorKind, ShoppingPricing } from '../../lib/shopping-source/port';

export interface ApifyPrices {
  model: 'per-row' | 'per-page';
  /** Micros of USD per 1,000 rows or per 1,000 result pages. */
  microsPer1000: number;
  /** Rows of one Naver result page (for per-page prices). */
  pageSize: number;
  /** Micros charged per run whatever it returns (an actor-start event). */
  startMicros: number;
}

/** The charge for a run that returned `rows` rows, before the cap (the prices' one arithmetic). */
export const apifyCharge = (p: ApifyPrices, rows: number): number => callCostMicros(pricingOf(p), rows);

/** Before the call, for the meter's budget check: `rows` rows at the configured prices. */
export function apifyEstimate(p: ApifyPrices, rows: number, ceilingMicros: number): number {
  return Math.min(ceilingMicros, apifyCharge(p, rows));
}

/**
 * The run's `maxTotalChargeUsd`: twice the estimate, never past the configured ceiling per run
 * (APIFY_MAX_CHARGE_USD). The Store's "from" prices are the cheapest plan's; on a dearer plan a
 * cap of exactly the estimate would stop the actor early, and a list cut short cannot always be
 * told from a short list. `maxItems` (the rows asked) still bounds what a per-row actor charges.
 */
export function apifyCap(p: ApifyPrices, rows: number, ceilingMicros: number): number {
  return Math.min(ceilingMicros, 2 * apifyCharge(p, rows));
}

/** Answers after which no run was started (or nothing was charged): the request was refused. */
const REFUSED: ReadonlySet<ShoppingErrorKind> = new Set([
  'auth',
  'payment-required',
  'rate-limited',
  'bad-request',
  'unconfigured',
  'budget',
]);

/**
 * After the call. A returned dataset costs its rows at the configured prices, capped. A run that
 * may have run without telling us what it charged (408: it goes on in the background; a timeout,
 * a broken connection, a 5xx; a FAILED run; a dataset that is not JSON) is counted at its cap:
 * the most it can have cost.
 */
export function apifyCost(
  p: ApifyPrices,
  outcome: { answered: boolean; rows: number; failure: ShoppingErrorKind | null },
  capMicros: number,
): number {
  // A dataset we could not read (not JSON) was charged for rows we cannot count.
  if (outcome.answered && outcome.failure !== 'malformed')
    return Math.min(capMicros, apifyCharge(p, outcome.rows));
  if (outcome.answered) return capMicros;
  return outcome.failure && REFUSED.has(outcome.failure) ? 0 : capMicros;
}

/** The prices as the port states them. */
export function pricingOf(p: ApifyPrices): ShoppingPricing {
  return p.model === 'per-row'
    ? { model: 'per-row', currency: 'USD', microsPer1000Rows: p.microsPer1000, startMicros: p.startMicros }
    : {
        model: 'per-page',
        currency: 'USD',
        microsPer1000Pages: p.microsPer1000,
        pageSize: p.pageSize,
        startMicros: p.startMicros,
      };
}
