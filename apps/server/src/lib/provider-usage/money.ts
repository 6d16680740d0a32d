import type { Currency } from './port';

/** Micros per unit of any currency (1 USD = 1,000,000 micro-USD, 1 won = 1,000,000 micro-won). */
export const MICROS = 1_000_000;

/** A configured amount: a daily budget, a price. */
export interface Money {
  micros: number;
  currency: Currency;
}

/**
 * An amount in another currency at `usdKrw` won per dollar, rounded down to a whole micro (a budget
 * converted this way never grows by rounding).
 */
export function convertMicros(micros: number, from: Currency, to: Currency, usdKrw: number): number {
  if (from === to) return micros;
  return from === 'USD' ? Math.floor(micros * usdKrw) : Math.floor(micros / usdKrw);
}
