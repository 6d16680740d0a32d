import {
  COIN_PACKS,
  PROVIDER_USAGE_FAILURES,
  PROVIDER_USAGE_TOP_KEYWORDS,
  type ProviderCurrency,
  type ProviderUsageQuery,
  type UsageAmount,
  type UsageDay,
  type UsageEconomics,
  type UsageSource,
} from '@seller/shared';

/** What the screen needs to know of a source (lib/provider-usage/sources.ts sourceInfo). */
export interface SourceLabel {
  label: string;
  currency: ProviderCurrency;
  /** Shopping sources count in the cost per tracked product. */
  shopping: boolean;
}

export interface DayRow {
  source: string;
  day: string;
  calls: number;
  pages: number;
  rows: number;
  errors: number;
  blocks: number;
  costMicros: number;
  reservedMicros: number;
  unsettled: number;
}

export interface ErrorRow {
  source: string;
  day: string;
  kind: string;
  count: number;
}

export interface KeywordRow {
  source: string;
  keyword: string;
  calls: number;
  costMicros: number;
}

const MICROS = 1_000_000;

/** The first day of a Korea date's month. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** The instant a Korea date starts (Korea has kept UTC+9 without daylight saving since 1988). */
export const kstDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The day after a Korea date. */
export function nextDay(day: string): string {
  return new Date(kstDayStart(day).getTime() + 36 * 3_600_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string): number =>
  Math.round((kstDayStart(to).getTime() - kstDayStart(from).getTime()) / 86_400_000) + 1;

/** The range asked, or this Korea month up to today; one end alone reaches to the other's default. */
export function rangeOf(query: ProviderUsageQuery, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? monthStart(to), to };
}

/**
 * The lowest price of one coin in the price list (packs of 100, 500, 1,000), in won: what a coin
 * spent on tracking earned at the least.
 */
const WON_PER_COIN = Math.min(...COIN_PACKS.map((p) => p.price / p.coins));

function amountOf(micros: number, currency: ProviderCurrency, usdKrw: number): UsageAmount {
  const wonMicros = currency === 'USD' ? micros * usdKrw : micros;
  return { micros, won: Math.round(wonMicros / MICROS) };
}

const emptyTotal = () => ({ calls: 0, pages: 0, rows: 0, errors: 0, blocks: 0, unsettled: 0, costMicros: 0 });

/**
 * Every source's summary: the range's days (newest first) and sums, today, the month to today and
 * the budget. `rows` holds the days of the range and of this month up to today.
 */
export function summarizeSources(input: {
  from: string;
  to: string;
  today: string;
  usdKrw: number;
  rows: DayRow[];
  errors: ErrorRow[];
  /** Sources with a budget configured show even on a range without calls. */
  budgets: Record<string, number | null>;
  reachedToday: Set<string>;
  labelOf: (source: string) => SourceLabel;
}): UsageSource[] {
  const { from, to, today, usdKrw } = input;
  const month = monthStart(today);
  const sources = new Set([
    ...input.rows.map((r) => r.source),
    ...Object.keys(input.budgets).filter((s) => input.budgets[s] !== null),
  ]);
  const kindsOf = new Map<string, { kind: string; count: number }[]>();
  for (const e of input.errors) {
    const key = `${e.source}|${e.day}`;
    kindsOf.set(key, [...(kindsOf.get(key) ?? []), { kind: e.kind, count: e.count }]);
  }
  return [...sources]
    .map((source): UsageSource => {
      const { label, currency } = input.labelOf(source);
      const amount = (micros: number) => amountOf(micros, currency, usdKrw);
      const mine = input.rows.filter((r) => r.source === source);
      const inRange = mine
        .filter((r) => r.day >= from && r.day <= to)
        .sort((a, b) => (a.day < b.day ? 1 : -1));
      const todayRow = mine.find((r) => r.day === today);
      const monthRows = mine.filter((r) => r.day >= month && r.day <= today);
      const total = emptyTotal();
      const kindTotals = new Map<string, number>();
      const days = inRange.map((r): UsageDay => {
        for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
        const kinds = (kindsOf.get(`${source}|${r.day}`) ?? []).sort((a, b) => b.count - a.count);
        for (const k of kinds) kindTotals.set(k.kind, (kindTotals.get(k.kind) ?? 0) + k.count);
        return {
          day: r.day,
          calls: r.calls,
          pages: r.pages,
          rows: r.rows,
          errors: r.errors,
          errorKinds: kinds,
          blocks: r.blocks,
          unsettled: r.unsettled,
          cost: amount(r.costMicros),
        };
      });
      const budget = input.budgets[source] ?? null;
      return {
        source,
        label,
        currency,
        budget: budget === null ? null : amount(budget),
        today: {
          cost: amount(todayRow?.costMicros ?? 0),
          reserved: amount(todayRow?.reservedMicros ?? 0),
          calls: todayRow?.calls ?? 0,
          blocks: todayRow?.blocks ?? 0,
        },
        month: {
          cost: amount(monthRows.reduce((s, r) => s + r.costMicros, 0)),
          calls: monthRows.reduce((s, r) => s + r.calls, 0),
        },
        // Told today and still under a budget (one removed since no longer stops anything).
        reachedToday: budget !== null && input.reachedToday.has(source),
        total: {
          calls: total.calls,
          pages: total.pages,
          rows: total.rows,
          errors: total.errors,
          errorKinds: [...kindTotals]
            .map(([kind, count]) => ({ kind, count }))
            .sort((a, b) => b.count - a.count),
          blocks: total.blocks,
          unsettled: total.unsettled,
          cost: amount(total.costMicros),
        },
        days,
      };
    })
    .sort((a, b) => b.month.cost.won - a.month.cost.won || a.label.localeCompare(b.label));
}

/** The keywords that cost most in won across sources (each source's own top comes from the database). */
export function topKeywords(rows: KeywordRow[], usdKrw: number, labelOf: (source: string) => SourceLabel) {
  return rows
    .map((r) => {
      const { label, currency } = labelOf(r.source);
      return {
        source: r.source,
        label,
        currency,
        keyword: r.keyword,
        calls: r.calls,
        cost: amountOf(r.costMicros, currency, usdKrw),
      };
    })
    .sort(
      (a, b) =>
        b.cost.won - a.cost.won || b.cost.micros - a.cost.micros || a.keyword.localeCompare(b.keyword),
    )
    .slice(0, PROVIDER_USAGE_TOP_KEYWORDS);
}

export const FAILURES_SHOWN = PROVIDER_USAGE_FAILURES;

/** Cost per tracked product against the coins those products earned (see the schema's note). */
export function economicsOf(input: {
  costWon: number;
  products: number;
  keywords: number;
  coinsEarned: number;
}): UsageEconomics {
  const earnedWon = Math.round(input.coinsEarned * WON_PER_COIN);
  const perProduct = (won: number) => (input.products > 0 ? Math.round(won / input.products) : null);
  return {
    costWon: input.costWon,
    products: input.products,
    keywords: input.keywords,
    coinsEarned: input.coinsEarned,
    wonPerCoin: WON_PER_COIN,
    earnedWon,
    costPerProductWon: perProduct(input.costWon),
    earnedPerProductWon: perProduct(earnedWon),
    costSharePercent: earnedWon > 0 ? Math.round((input.costWon / earnedWon) * 1000) / 10 : null,
  };
}
