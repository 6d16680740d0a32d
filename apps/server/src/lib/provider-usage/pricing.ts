import type { ShoppingPricing } from '../shopping-source/port';

/**
 * What one call of a shopping source costs at its configured prices, in micros of the source's
 * billing currency, for `rows` slots asked or returned. The one place prices become money: the
 * adapters tell the meter their estimate and their charge with it (adapters/shopping-*\/cost.ts),
 * and the hourly goods checks plan their spend with it before any call (goods-rank.domain), so a
 * plan and the meter never disagree on what a call costs.
 * - per-request: each answered request, whatever it holds;
 * - per-page: each result page of `pageSize` slots the provider fetched (a part page is a page);
 * - per-row: each row; both with `startMicros` once per call (an actor start).
 * Fractions of a micro are rounded up, so a figure is never below what the provider bills.
 */
export function callCostMicros(pricing: ShoppingPricing, rows: number): number {
  const n = Math.max(0, rows);
  switch (pricing.model) {
    case 'per-request':
      return pricing.microsPerRequest;
    case 'per-page':
      return (
        pricing.startMicros + Math.ceil((Math.ceil(n / pricing.pageSize) * pricing.microsPer1000Pages) / 1000)
      );
    case 'per-row':
      return pricing.startMicros + Math.ceil((n * pricing.microsPer1000Rows) / 1000);
  }
}
