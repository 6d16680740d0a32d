import * as ko from '@seller/shared/messages/sections';
import { shortDayText } from '@seller/shared/rules/dates';
import { errorKindLabel, formatMicros, formatWon } from '@seller/shared/rules/provider-usage';
import type { ProviderCurrency, UsageAmount } from '@seller/shared/schemas/provider-usage';

export interface DayRange {
  from: string;
  to: string;
}

/** Calendar arithmetic on yyyy-MM-dd (Korea dates, no time zone involved). */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The quick ranges of the screen, from a Korea date `today`. */
export function quickRanges(today: string): Record<'thisMonth' | 'lastMonth' | 'last7Days', DayRange> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = shift(monthStart, -1);
  return {
    thisMonth: { from: monthStart, to: today },
    lastMonth: { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    last7Days: { from: shift(today, -6), to: today },
  };
}

/** An amount as the screen writes it: in the billing currency, with won beside a dollar amount. */
export function amountText(amount: UsageAmount, currency: ProviderCurrency): string {
  return currency === 'KRW'
    ? formatWon(amount.won)
    : `${formatMicros(amount.micros, currency)} (${formatWon(amount.won)})`;
}

/** "시간 초과 2 · 요청 한도 초과 1", or 없음. */
export function errorKindsText(kinds: readonly { kind: string; count: number }[]): string {
  if (kinds.length === 0) return ko.providerUsage.noErrors;
  return kinds.map((k) => `${errorKindLabel(k.kind)} ${k.count}`).join(' · ');
}

/** The day tables' short day (11.02), as every list shows it. */
export const shortDay = shortDayText;

/** How full today's budget is: the tone of its bar. */
export function budgetTone(percent: number, reached: boolean): 'ok' | 'warn' | 'over' {
  if (reached || percent >= 100) return 'over';
  return percent >= 80 ? 'warn' : 'ok';
}
