import {
  COIN_COST_REGISTER,
  COIN_COST_RENEW,
  MAX_RANK,
  registrationPeriod,
  renewedEnd,
} from '@seller/shared';
import { callCostMicros } from '../../lib/provider-usage/pricing';
import type { ShopItem, ShopSourceProfile } from './goods-rank.ports';

export interface RankTarget {
  gdkdSn: number;
  midNo: string | null;
  mallPid: string | null;
}

export function matches(target: RankTarget, item: ShopItem): boolean {
  return (
    (target.midNo !== null && item.productId === target.midNo) ||
    (target.mallPid !== null && item.mallProductId !== null && item.mallProductId === target.mallPid)
  );
}

/**
 * Slots of a one-shot answer: rank 500 and room for the ads among them. A run that reads from the
 * top commits to its depth before it sees the list, and a list it cut short costs a second run
 * from the top again (slots 1…1,200 for the next 600: three times the rows), while room costs
 * only its rows; so the room is generous: 100 slots (20%, as `AD_ROOM` in ports.ts for 100) where
 * Naver as the simulator models it (two or three ads at the top, one after every ten organic)
 * puts 52 ads among the first 500 organic products. 600 is also 15 whole Naver pages of 40, so a
 * per-page actor is not charged for a page it reads in part.
 */
const ONE_SHOT_SLOTS = MAX_RANK + MAX_RANK / 5;

/**
 * How the walk pages a source: pages of its own size (≤ 100) when a later page costs only its
 * slots; otherwise one answer holding rank 500 with room for ads (an Apify run scrapes from the
 * top each time, so page 2 would pay for page 1 again). Never past the deepest slot the source
 * reaches.
 */
export function walkPaging(p: { pageSize: number; maxDepth: number; resumable: boolean }) {
  const maxSlot = Math.max(1, p.maxDepth);
  return { pageSize: Math.min(p.resumable ? p.pageSize : ONE_SHOT_SLOTS, maxSlot), maxSlot };
}

/** The store product number at the end of a smart-store link (ARCHITECTURE §6). */
export function storeProductNoOf(link: string): string | null {
  const m = /\/products\/(\d+)(?:[/?#].*)?$/.exec(link);
  return m?.[1] ?? null;
}

/** Digits only, 1–20 long (product numbers and catalogue ids). */
export const isProductNumber = (v: string): boolean => /^\d{1,20}$/.test(v);

// --- v1 hourly checks: what an hour may spend, and what each keyword costs --------------------

/**
 * What the hourly checks may spend in one hour, in the unit it is kept in: micros of the source's
 * billing currency (a share of its daily budget), or calls when no daily budget is set.
 */
export interface HourlyBudget {
  unit: 'micros' | 'calls';
  perHour: number;
}

/**
 * The hour's allowance (SHOPPING_HOURLY_SHARE, SHOPPING_HOURLY_MAX_CALLS): `share` of the source's
 * daily budget spread evenly over 24 hours; the rest covers the daily run, the first checks of new
 * keywords, "check now" and keyword analysis, which the meter caps with the same daily budget.
 * Without a daily budget the hourly run still never spends without bound: at most `maxCalls`
 * calls an hour.
 */
export function hourlyBudget(o: {
  /** The source's daily budget in micros of its billing currency (the meter's budgetOf), or null. */
  dailyBudgetMicros: number | null;
  share: number;
  maxCalls: number;
}): HourlyBudget {
  if (o.dailyBudgetMicros === null) return { unit: 'calls', perHour: Math.max(0, Math.floor(o.maxCalls)) };
  return { unit: 'micros', perHour: Math.max(0, Math.floor((o.dailyBudgetMicros * o.share) / 24)) };
}

/**
 * Slots an hourly check reads: down to the deepest known rank with room for the ads among them
 * (a fifth, as Naver puts one after every ten organic products, plus the handful at the top) and
 * for the hour's moves; rank 500 with its room when any product on the keyword is unranked. Never
 * more than a daily check's one answer (ONE_SHOT_SLOTS).
 */
export function hourlySlots(deepest: number, unranked: number): number {
  const to = unranked > 0 ? MAX_RANK : Math.min(MAX_RANK, Math.max(1, deepest));
  return Math.min(ONE_SHOT_SLOTS, to + Math.ceil(to / 5) + 20);
}

type SourcePaging = Pick<ShopSourceProfile, 'pageSize' | 'maxDepth' | 'resumable'>;

/**
 * How an hourly check of `slots` asks the source, and no more: a resumable source in its own pages
 * (a later page costs only its slots), as many as cover the slots; a one-shot source (an Apify run
 * reads from the top every time) in one answer of exactly those slots, so a per-row source is paid
 * for the rows needed only. Never past the deepest slot the source reaches.
 */
export function hourlyPaging(p: SourcePaging, slots: number) {
  const maxSlot = Math.max(1, p.maxDepth);
  const want = Math.min(Math.max(1, Math.floor(slots)), maxSlot);
  const pageSize = p.resumable ? Math.min(Math.max(1, p.pageSize), maxSlot) : want;
  const maxPages = Math.ceil(want / pageSize);
  // The rows of each call, as the walk asks them (the last page is cut at the deepest slot).
  const calls = Array.from({ length: maxPages }, (_, i) => Math.min(pageSize, maxSlot - i * pageSize));
  return { pageSize, maxPages, maxSlot, calls };
}

/** What an hourly check of `slots` costs at most, in the budget's unit (the meter's own pricing). */
export function hourlyCost(profile: ShopSourceProfile, slots: number, unit: HourlyBudget['unit']): number {
  const { calls } = hourlyPaging(profile, slots);
  if (unit === 'calls') return calls.length;
  return calls.reduce((sum, rows) => sum + callCostMicros(profile.pricing, rows), 0);
}

export interface HourlyCandidate {
  keywordNorm: string;
  deepest: number;
  unranked: number;
  lastChecked: Date | null;
}

export interface HourlyPlanEntry {
  keywordNorm: string;
  /** Slots to read (hourlyPaging says how). */
  slots: number;
}

/**
 * Least recently checked first while the hour's budget lasts; a keyword that costs more than is
 * left waits for the next hour, and a cheaper one after it may still go.
 */
export function planHourly(
  candidates: HourlyCandidate[],
  profile: ShopSourceProfile,
  budget: HourlyBudget,
): HourlyPlanEntry[] {
  const order = [...candidates].sort(
    (a, b) =>
      (a.lastChecked?.getTime() ?? 0) - (b.lastChecked?.getTime() ?? 0) ||
      a.keywordNorm.localeCompare(b.keywordNorm),
  );
  const plan: HourlyPlanEntry[] = [];
  let left = budget.perHour;
  for (const c of order) {
    const slots = hourlySlots(c.deepest, c.unranked);
    const cost = hourlyCost(profile, slots, budget.unit);
    if (cost > left) continue;
    plan.push({ keywordNorm: c.keywordNorm, slots });
    left -= cost;
  }
  return plan;
}

/** The numbers that name a tracked product (null where unknown). */
export interface ProductIds {
  midNo: string | null;
  mallPid: string | null;
  matchingModelMidNo: string | null;
}

/**
 * Whether two products are the same for tracking (issue 23 point 5): the same store product
 * number, the same shopping id, or one is the catalogue the other (a store item) is matched to,
 * whose rank rows are the same. Two store items matched to one catalogue stay two products: they
 * are different sellers' offers.
 */
export function sameProduct(a: ProductIds, b: ProductIds): boolean {
  const same = (x: string | null, y: string | null) => x !== null && x === y;
  return (
    same(a.mallPid, b.mallPid) ||
    same(a.midNo, b.midNo) ||
    same(a.midNo, b.matchingModelMidNo) ||
    same(a.matchingModelMidNo, b.midNo)
  );
}

// --- Cost before spending (issue 28 §3) ---------------------------------------------------------
// The quote routes and the spending paths (register, renew, autoRenewDue) both take their coins
// and end dates from these functions, so what the screen shows is what is then spent.

/** What an action takes and the end date it gives. */
export interface Charge {
  coins: number;
  end: Date;
}

/** Registering `count` products now: 10 coins each, tracked 30 days from now. */
export const registrationCharge = (count: number, now: Date): Charge => ({
  coins: count * COIN_COST_REGISTER,
  end: registrationPeriod(now).end,
});

/** Renewing now: 10 coins, one month added to the end (or from now once it has passed). */
export const renewalCharge = (end: Date, now: Date): Charge => ({
  coins: COIN_COST_RENEW,
  end: renewedEnd(end, now),
});

/** How long past its end the job still renews a product as if on time (it runs every 10 minutes). */
const AUTO_RENEW_ON_TIME_MS = 86_400_000;

/**
 * The next automatic renewal: taken when the end passes (the job runs every 10 minutes after it),
 * adding a month to the old end, so the dates do not drift by the job's lateness (issue 39 §3).
 * A product more than a day past its end lapsed because it could not pay; renewed later, it runs
 * a month from then, as a renewal by hand after expiry does (the lapsed days are not charged).
 */
export function autoRenewalCharge(end: Date, now: Date): Charge & { at: Date } {
  const at = end.getTime() > now.getTime() ? end : now;
  const onTime = at.getTime() - end.getTime() <= AUTO_RENEW_ON_TIME_MS;
  return { ...renewalCharge(end, onTime ? end : at), at };
}

export interface Quote {
  coins: number;
  balance: number;
  balanceAfter: number;
  enough: boolean;
}

/** The balance a charge leaves; never spent below zero (the spend is refused instead). */
export const quoteOf = (coins: number, balance: number): Quote => ({
  coins,
  balance,
  balanceAfter: balance - coins,
  enough: balance >= coins,
});
