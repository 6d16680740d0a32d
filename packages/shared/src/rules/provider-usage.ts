import { ko } from '../messages/ko';
import type { ProviderCurrency } from '../schemas/provider-usage';
import { formatNumber } from './number';

const MICROS = 1_000_000;
// Dollar costs are fractions of a cent per call (0.004 USD): up to 4 decimals, at least 2.
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** Whole won as the screens write it: 12,345원. */
export const formatWon = (won: number): string => `${formatNumber(won)}${ko.common.won}`;

/** An amount of micros in its currency: $0.004 or 1,234원 (won rounded to the won). */
export function formatMicros(micros: number, currency: ProviderCurrency): string {
  return currency === 'USD' ? USD.format(micros / MICROS) : formatWon(Math.round(micros / MICROS));
}

/** The Korean name of a failed call's kind, or the kind itself when it has none. */
export const errorKindLabel = (kind: string): string => ko.providerUsage.errorKinds[kind] ?? kind;

/** Part of a budget used, in percent with one decimal (0 without a budget). */
export function budgetPercent(spentMicros: number, budgetMicros: number | null): number {
  if (!budgetMicros || budgetMicros <= 0) return 0;
  return Math.round((spentMicros / budgetMicros) * 1000) / 10;
}
