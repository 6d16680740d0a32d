import { z } from './zod';
import { ko } from '../messages/ko';

/**
 * 수집 현황 (issue 36 §3): what the paid provider calls cost, per source and Korea day, for
 * managers. Money travels as integer micros (10⁻⁶) of the source's billing currency, with its
 * value in whole won beside it (at the server's USD→KRW rate).
 */

/** The longest range one request reads (a year and a day, so any whole year fits). */
export const PROVIDER_USAGE_MAX_DAYS = 366;
/** How many keywords and failures the screen lists. */
export const PROVIDER_USAGE_TOP_KEYWORDS = 20;
export const PROVIDER_USAGE_FAILURES = 30;

const t = () => ko.providerUsage;
const day = z.iso.date({ error: () => t().dayInvalid });

const dayNumber = (d: string) =>
  Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));

/** From and to are Korea dates (yyyy-MM-dd), both included; unset: this Korea month up to today. */
export const providerUsageQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: () => t().rangeReversed, path: ['to'] })
  .refine(
    (q) => !q.from || !q.to || (dayNumber(q.to) - dayNumber(q.from)) / 86_400_000 < PROVIDER_USAGE_MAX_DAYS,
    { error: () => t().rangeTooLong(PROVIDER_USAGE_MAX_DAYS), path: ['from'] },
  );
export type ProviderUsageQuery = z.infer<typeof providerUsageQuery>;

export const PROVIDER_CURRENCIES = ['KRW', 'USD'] as const;
export type ProviderCurrency = (typeof PROVIDER_CURRENCIES)[number];

/** An amount in the source's billing currency (micros) and in won. */
const amount = z.object({ micros: z.number(), won: z.number() });
export type UsageAmount = z.infer<typeof amount>;

const errorKinds = z.array(z.object({ kind: z.string(), count: z.number() }));

const usageDay = z.object({
  day: z.string(),
  calls: z.number(),
  pages: z.number(),
  rows: z.number(),
  /** Calls that ended with an error, and how many of each kind. */
  errors: z.number(),
  errorKinds,
  /** Calls refused before they started: the day's budget was reached. */
  blocks: z.number(),
  /** Calls whose process never reported back, charged at their estimate. */
  unsettled: z.number(),
  cost: amount,
});
export type UsageDay = z.infer<typeof usageDay>;

const usageSource = z.object({
  source: z.string(),
  label: z.string(),
  currency: z.enum(PROVIDER_CURRENCIES),
  /** The daily budget in the source's currency, or null: counted, never stopped. */
  budget: amount.nullable(),
  today: z.object({ cost: amount, reserved: amount, calls: z.number(), blocks: z.number() }),
  /** The Korea month of today, up to today. */
  month: z.object({ cost: amount, calls: z.number() }),
  /** The budget was reached today and checks are stopping. */
  reachedToday: z.boolean(),
  /** The range's sums and its days with calls, newest first. */
  total: usageDay.omit({ day: true }),
  days: z.array(usageDay),
});
export type UsageSource = z.infer<typeof usageSource>;

const usageKeyword = z.object({
  source: z.string(),
  label: z.string(),
  currency: z.enum(PROVIDER_CURRENCIES),
  keyword: z.string(),
  calls: z.number(),
  cost: amount,
});

const usageFailure = z.object({
  id: z.number(),
  at: z.string(),
  source: z.string(),
  label: z.string(),
  kind: z.string(),
  status: z.number().nullable(),
  keyword: z.string().nullable(),
  /** An excerpt of the provider's answer as received: show it as text, never as markup. */
  detail: z.string().nullable(),
});
export type UsageFailure = z.infer<typeof usageFailure>;

/**
 * What tracking products earned against what checking them cost, over the range: shopping sources'
 * cost in won; products whose tracking period overlaps the range and their distinct keywords;
 * coins spent on registration and renewal in the range, valued at the coin price list's lowest
 * price per coin.
 */
const usageEconomics = z.object({
  costWon: z.number(),
  products: z.number(),
  keywords: z.number(),
  coinsEarned: z.number(),
  wonPerCoin: z.number(),
  earnedWon: z.number(),
  /** null when no product was tracked in the range. */
  costPerProductWon: z.number().nullable(),
  earnedPerProductWon: z.number().nullable(),
  /** cost ÷ earned in percent (one decimal), or null when nothing was earned. */
  costSharePercent: z.number().nullable(),
});
export type UsageEconomics = z.infer<typeof usageEconomics>;

/**
 * The Naver developer center's end (2027-06-30 24:00 KST, issue 37) while the server still calls
 * local search, DataLab and Shopping Insight there: from 30 days before, 'ending' with the Korea
 * days left; after it, 'ended' (those calls are refused). Null on NAVER API HUB or before then.
 */
const naverCutover = z
  .object({ state: z.enum(['ending', 'ended']), lastDay: z.string(), daysLeft: z.number() })
  .nullable();
export type NaverCutover = z.infer<typeof naverCutover>;

export const providerUsageAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** Korea date of the answer. */
  today: z.string(),
  /** Won per US dollar used for every won figure. */
  usdKrw: z.number(),
  sources: z.array(usageSource),
  keywords: z.array(usageKeyword),
  failures: z.array(usageFailure),
  economics: usageEconomics,
  naverCutover,
});
export type ProviderUsageAnswer = z.infer<typeof providerUsageAnswer>;
