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

/** Whole won of an amount, for the screens' "in won" figures (rounded to the nearest won). */
export function wonOf(micros: number, currency: Currency, usdKrw: number): number {
  return Math.round(convertMicros(micros, currency, 'KRW', usdKrw) / MICROS);
}

/** A decimal amount (a config value such as 5.5 USD) as micros, exact to the micro. */
export function microsOf(amount: number): number {
  return Math.round(amount * MICROS);
}
