import { kstDate } from '@seller/shared';
import type { Db } from '../../db/client';
import * as repo from './meter.repository';
import { type Money, convertMicros } from './money';
import {
  BudgetReachedError,
  type MeterCall,
  type MeterOutcome,
  type MeterTicket,
  type ProviderMeter,
} from './port';
import { sourceInfo } from './sources';

/**
 * How long a reservation holds budget as a reservation. Longer than any metered call can take
 * (an Apify synchronous run waits up to 300 s; adapters/http.ts caps a call's retries at 10 s of
 * waiting), so only a call whose process died is swept. After it, the estimate is charged as cost.
 */
export const RESERVATION_TTL_MS = 15 * 60_000;

/** Stored text is cut to these lengths (a failed answer can be a whole HTML page). */
const KEYWORD_MAX = 100;
const KIND_MAX = 40;
const DETAIL_MAX = 300;

export interface BudgetReached {
  source: string;
  day: string;
  /** The source's billing currency, in which both amounts are. */
  currency: BudgetReachedError['currency'];
  budgetMicros: number;
  spentMicros: number;
}

export interface MeterDeps {
  db: Db;
  now?: () => Date;
  /**
   * The daily budget of each source, in the currency it was configured in (SHOPPING_DAILY_BUDGET_KRW
   * or …_USD); a source without one is counted but never refused.
   */
  budgets?: Readonly<Record<string, Money>>;
  /** Won per dollar, to compare a won budget with a dollar-billed source (config.usdKrwRate). */
  usdKrw: number;
  reservationTtlMs?: number;
  /**
   * Told of every refused call (the provider-usage feature claims the day's one mail and bell
   * notice). Not awaited: the refusal reaches the rank engine at once.
   */
  onBudgetReached?: (event: BudgetReached) => void;
}

export type Meter = ProviderMeter & {
  /** The day's budget of a source in its billing currency, or null. */
  budgetOf(source: string): number | null;
  /** Charges abandoned reservations at their estimate (also run by every begin). */
  sweep(): Promise<number>;
};

/**
 * The meter of paid provider calls (issue 36 §3), shared by every process through PostgreSQL:
 * counts per source and Korea day, costs, errors by kind, blocks, per-keyword costs and the last
 * failures. The rule that keeps the budget across processes and crashes:
 * - begin reserves the call's estimate with one conditional upsert (meter.repository reserve): it
 *   succeeds only while settled cost + reservations + estimate ≤ budget, so concurrent calls on any
 *   number of processes never reserve past it;
 * - end replaces the reservation by the real cost (settle);
 * - a reservation not ended within RESERVATION_TTL_MS (its process died) is charged at its
 *   estimate by the next begin's sweep: it never leaks, and the budget never forgets money that
 *   may have been spent. A late end after that corrects the charge to the real cost.
 * A call that costs more than its estimate can pass the budget by that difference; every call after
 * it is refused. Adapters estimate the most a call can cost (its page or row cap) to avoid that.
 */
export function createProviderMeter(deps: MeterDeps): Meter {
  const now = deps.now ?? (() => new Date());
  const ttl = deps.reservationTtlMs ?? RESERVATION_TTL_MS;

  const budgetOf = (source: string): number | null => {
    const budget = deps.budgets?.[source];
    if (!budget) return null;
    return convertMicros(budget.micros, budget.currency, sourceInfo(source).currency, deps.usdKrw);
  };

  const sweep = () => repo.sweepExpired(deps.db, now());

  async function begin(call: MeterCall): Promise<MeterTicket> {
    const estimate = Math.max(0, Math.ceil(call.estimateMicros));
    const at = now();
    const day = kstDate(at);
    const keyword = call.keyword ? call.keyword.slice(0, KEYWORD_MAX) : null;
    const budget = budgetOf(call.source);
    await sweep();
    const id = await repo.reserve(deps.db, {
      source: call.source,
      day,
      keyword,
      estimate,
      budget,
      expiresAt: new Date(at.getTime() + ttl),
    });
    if (id === null) {
      const spent = await repo.countBlock(deps.db, call.source, day);
      const { currency } = sourceInfo(call.source);
      deps.onBudgetReached?.({
        source: call.source,
        day,
        currency,
        budgetMicros: budget!,
        spentMicros: spent,
      });
      throw new BudgetReachedError(call.source, day, currency, budget!, spent, estimate);
    }
    let ended = false;
    return {
      async end(outcome: MeterOutcome) {
        if (ended) return;
        ended = true;
        const failed = outcome.result !== 'ok';
        await repo.settle(deps.db, {
          id,
          source: call.source,
          day,
          keyword,
          estimate,
          pages: Math.max(0, Math.trunc(outcome.pages)),
          rows: Math.max(0, Math.trunc(outcome.rows)),
          cost: Math.max(0, Math.round(outcome.costMicros)),
          error: failed
            ? {
                kind: outcome.result.slice(0, KIND_MAX),
                status: outcome.status ?? null,
                detail: outcome.detail ? outcome.detail.slice(0, DETAIL_MAX) : null,
                at: now(),
              }
            : null,
        });
      },
    };
  }

  return { begin, budgetOf, sweep };
}
