import {
  COIN_COST_REGISTER,
  COIN_COST_RENEW,
  MAX_RANK,
  registrationPeriod,
  renewedEnd,
} from '@seller/shared';
import type { ShopItem } from './goods-rank.ports';

const PAGE_SIZE = 100;

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

/** Page starts to fetch for a daily check: 1, 101, … up to rank 500. */
export const pageStarts = (): number[] =>
  Array.from({ length: Math.ceil(MAX_RANK / PAGE_SIZE) }, (_, i) => 1 + i * PAGE_SIZE);

/** The store product number at the end of a smart-store link (ARCHITECTURE §6). */
export function storeProductNoOf(link: string): string | null {
  const m = /\/products\/(\d+)(?:[/?#].*)?$/.exec(link);
  return m?.[1] ?? null;
}

/** Digits only, 1–20 long (product numbers and catalogue ids). */
export const isProductNumber = (v: string): boolean => /^\d{1,20}$/.test(v);

/**
 * v1 hourly budget rule: the hourly checks may use half of the daily shopping-search quota of
 * the one key (Naver's terms allow no pool of keys, 7.3 ⑤), spread evenly over 24 hours. The
 * other half covers the daily run (at most 5 pages per distinct keyword), the immediate checks of
 * new keywords and keyword analysis.
 */
const HOURLY_SHARE = 0.5;
export const hourlyBudget = (dailyQuota: number): number => Math.floor((dailyQuota * HOURLY_SHARE) / 24);

/** Pages an hourly check needs: down to the deepest known rank, or all 5 when any target is unranked. */
export const pagesNeeded = (deepest: number, unranked: number): number =>
  unranked > 0
    ? pageStarts().length
    : Math.min(pageStarts().length, Math.max(1, Math.ceil(deepest / PAGE_SIZE)));

export interface HourlyCandidate {
  keywordNorm: string;
  deepest: number;
  unranked: number;
  lastChecked: Date | null;
}

/** Least recently checked first until the budget is spent; the rest wait for the next hour. */
export function planHourly(
  candidates: HourlyCandidate[],
  budget: number,
): { keywordNorm: string; pages: number }[] {
  const order = [...candidates].sort(
    (a, b) =>
      (a.lastChecked?.getTime() ?? 0) - (b.lastChecked?.getTime() ?? 0) ||
      a.keywordNorm.localeCompare(b.keywordNorm),
  );
  const plan: { keywordNorm: string; pages: number }[] = [];
  let left = budget;
  for (const c of order) {
    const pages = pagesNeeded(c.deepest, c.unranked);
    if (pages > left) continue;
    plan.push({ keywordNorm: c.keywordNorm, pages });
    left -= pages;
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

/**
 * The next automatic renewal: taken when the end passes (the job runs every 10 minutes after it,
 * and then extends from its own time, so the end it gives is minutes later, the same Korea date
 * but near midnight), or at the next run when the end has already passed.
 */
export function autoRenewalCharge(end: Date, now: Date): Charge & { at: Date } {
  const at = end.getTime() > now.getTime() ? end : now;
  return { ...renewalCharge(end, at), at };
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
