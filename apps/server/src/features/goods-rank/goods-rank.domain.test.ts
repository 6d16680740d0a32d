import { describe, expect, it } from 'vitest';
import {
  autoRenewalCharge,
  quoteOf,
  registrationCharge,
  renewalCharge,
  hourlyBudget,
  hourlyCost,
  hourlyPaging,
  hourlySlots,
  isProductNumber,
  matches,
  planHourly,
  sameProduct,
  storeProductNoOf,
  walkPaging,
} from './goods-rank.domain';
import type { ShopItem, ShopSourceProfile } from './goods-rank.ports';
import { callCostMicros } from '../../lib/provider-usage/pricing';

const item = (productId: string, mallProductId: string | null = null): ShopItem => ({
  productId,
  mallProductId,
  title: 't',
  image: null,
  lprice: null,
  mallName: null,
  isCatalog: false,
});

describe('rank engine domain', () => {
  it('matches by catalogue id or by store product number', () => {
    expect(matches({ gdkdSn: 1, midNo: '111', mallPid: null }, item('111'))).toBe(true);
    expect(matches({ gdkdSn: 1, midNo: null, mallPid: '999' }, item('555', '999'))).toBe(true);
    expect(matches({ gdkdSn: 1, midNo: null, mallPid: '999' }, item('999'))).toBe(false);
    expect(matches({ gdkdSn: 1, midNo: null, mallPid: null }, item('1', null))).toBe(false);
  });

  it('reads the store product number from smart-store links', () => {
    expect(storeProductNoOf('https://smartstore.naver.com/main/products/7040128893')).toBe('7040128893');
    expect(storeProductNoOf('https://smartstore.naver.com/shop/products/123?x=1')).toBe('123');
    expect(storeProductNoOf('https://search.shopping.naver.com/catalog/52269766629')).toBeNull();
  });

  it('accepts digits only as product numbers', () => {
    expect(isProductNumber('123456')).toBe(true);
    expect(isProductNumber('12a')).toBe(false);
    expect(isProductNumber('')).toBe(false);
    expect(isProductNumber('1'.repeat(21))).toBe(false);
  });
});

describe('walkPaging: how the daily walk asks a source', () => {
  // [source, resumable, page size, max depth] → [slots per ask, deepest slot asked]
  const cases: [string, boolean, number, number, number, number][] = [
    ['SearchApi: its own pages of 100', true, 100, 1000, 100, 1000],
    ['SearchApi with SEARCHAPI_PAGE_SIZE=40', true, 40, 1000, 40, 1000],
    ['a resumable source shallower than a page', true, 100, 60, 60, 60],
    // A one-shot run: rank 500 with room for its ads in one answer, not 500 slots (52 of which
    // would be ads on a Naver list, so an outside product cost a second run of 1,000 rows).
    ['Apify automly (one run to 2,000)', false, 2000, 2000, 600, 2000],
    ['Apify delicious_zebu (one run to 8,000)', false, 8000, 8000, 600, 8000],
    ['a one-shot actor that stops at 550', false, 550, 550, 550, 550],
    ['no depth at all still asks one slot', false, 0, 0, 1, 1],
  ];
  it.each(cases)('%s', (_, resumable, pageSize, maxDepth, slots, maxSlot) =>
    expect(walkPaging({ resumable, pageSize, maxDepth })).toEqual({ pageSize: slots, maxSlot }),
  );
});

// The two kinds of source the hourly plan prices, as their adapters describe themselves.
const searchApi: ShopSourceProfile = {
  source: 'searchapi',
  label: 'searchapi:naver_shopping',
  surface: 'plus-store',
  device: 'pc',
  pageSize: 100,
  maxDepth: 1000,
  resumable: true,
  pricing: { model: 'per-request', currency: 'USD', microsPerRequest: 4_000 },
};
// automly/naver-shopping-scraper: one run from the top, $2.49 per 1,000 rows.
const apify: ShopSourceProfile = {
  source: 'apify',
  label: 'apify:automly/naver-shopping-scraper',
  surface: 'price-comparison',
  device: 'pc',
  pageSize: 2000,
  maxDepth: 2000,
  resumable: false,
  pricing: { model: 'per-row', currency: 'USD', microsPer1000Rows: 2_490_000, startMicros: 0 },
};
const apifyPerPage: ShopSourceProfile = {
  ...apify,
  pricing: {
    model: 'per-page',
    currency: 'USD',
    microsPer1000Pages: 2_000_000,
    pageSize: 40,
    startMicros: 5_000,
  },
};

describe('v1 hourly budget: a share of the source daily budget, or a calls cap', () => {
  it('spreads the configured share of the daily budget over 24 hours', () => {
    // $24 a day, half of it for the hourly checks: $0.50 an hour.
    expect(hourlyBudget({ dailyBudgetMicros: 24_000_000, share: 0.5, maxCalls: 100 })).toEqual({
      unit: 'micros',
      perHour: 500_000,
    });
    expect(hourlyBudget({ dailyBudgetMicros: 24_000_000, share: 0, maxCalls: 100 })).toEqual({
      unit: 'micros',
      perHour: 0,
    });
  });
  it('without a daily budget, caps the calls an hour', () => {
    expect(hourlyBudget({ dailyBudgetMicros: null, share: 0.5, maxCalls: 100 })).toEqual({
      unit: 'calls',
      perHour: 100,
    });
  });
});

describe('v1 hourly cost of a keyword, by the source terms', () => {
  it('reads down to the deepest known rank with room for ads, or rank 500 when one is unranked', () => {
    expect(hourlySlots(7, 0)).toBe(29);
    expect(hourlySlots(42, 0)).toBe(71);
    expect(hourlySlots(95, 0)).toBe(134);
    expect(hourlySlots(500, 0)).toBe(600);
    expect(hourlySlots(3, 1)).toBe(600);
  });
  it('asks a resumable source in its own pages, a one-shot source once for exactly the rows', () => {
    expect(hourlyPaging(searchApi, 71)).toEqual({ pageSize: 100, maxPages: 1, maxSlot: 1000, calls: [100] });
    expect(hourlyPaging(searchApi, 134)).toEqual({
      pageSize: 100,
      maxPages: 2,
      maxSlot: 1000,
      calls: [100, 100],
    });
    expect(hourlyPaging(apify, 29)).toEqual({ pageSize: 29, maxPages: 1, maxSlot: 2000, calls: [29] });
    expect(hourlyPaging(apify, 600)).toMatchObject({ maxPages: 1, calls: [600] });
    // Never past the deepest slot the source reaches.
    expect(hourlyPaging({ ...searchApi, maxDepth: 150 }, 600)).toMatchObject({ calls: [100, 50] });
    expect(hourlyPaging({ ...apify, maxDepth: 550 }, 600)).toMatchObject({ calls: [550] });
  });
  it('prices the calls with the meter pricing: per request, per row, per page', () => {
    expect(hourlyCost(searchApi, 134, 'micros')).toBe(8_000);
    expect(hourlyCost(searchApi, 134, 'calls')).toBe(2);
    // 29 rows at $2.49 / 1,000, not the 600 of a daily run.
    expect(hourlyCost(apify, 29, 'micros')).toBe(72_210);
    expect(hourlyCost(apify, 29, 'micros')).toBe(callCostMicros(apify.pricing, 29));
    expect(hourlyCost(apify, 29, 'calls')).toBe(1);
    // 29 rows are one page of 40 ($0.002) plus the start ($0.005).
    expect(hourlyCost(apifyPerPage, 29, 'micros')).toBe(7_000);
  });
});

describe('v1 hourly plan', () => {
  const t = (h: number) => new Date(Date.UTC(2026, 10, 22, h));
  // Least recently checked first: b (never), c, d, a.
  const candidates = [
    { keywordNorm: 'a', deepest: 10, unranked: 0, lastChecked: t(5) }, // 32 slots
    { keywordNorm: 'b', deepest: 0, unranked: 1, lastChecked: null }, // 600 slots
    { keywordNorm: 'c', deepest: 250, unranked: 0, lastChecked: t(3) }, // 320 slots
    { keywordNorm: 'd', deepest: 20, unranked: 0, lastChecked: t(4) }, // 44 slots
  ];
  const spent = (profile: ShopSourceProfile, plan: { slots: number }[]) =>
    plan.reduce((n, p) => n + hourlyCost(profile, p.slots, 'micros'), 0);

  it('SearchApi: pages of 100 at $0.004 each, least recently checked first, within the money budget', () => {
    const plan = planHourly(candidates, searchApi, { unit: 'micros', perHour: 44_000 });
    // b: 6 pages ($0.024), c: 4 ($0.016), d: 1 ($0.004); a does not fit in what is left.
    expect(plan).toEqual([
      { keywordNorm: 'b', slots: 600 },
      { keywordNorm: 'c', slots: 320 },
      { keywordNorm: 'd', slots: 44 },
    ]);
    expect(spent(searchApi, plan)).toBe(44_000);
  });

  it('Apify: one run of only the rows needed each; an unranked keyword too dear for the hour waits', () => {
    const plan = planHourly(candidates, apify, { unit: 'micros', perHour: 1_000_000 });
    // b's 600 rows ($1.494) pass the hour's $1; c's 320, d's 44 and a's 32 rows fit ($0.986).
    expect(plan).toEqual([
      { keywordNorm: 'c', slots: 320 },
      { keywordNorm: 'd', slots: 44 },
      { keywordNorm: 'a', slots: 32 },
    ]);
    expect(spent(apify, plan)).toBe(986_040);
  });

  it('plans nothing once the budget is exhausted', () => {
    expect(planHourly(candidates, searchApi, { unit: 'micros', perHour: 0 })).toEqual([]);
    // A micro short of the cheapest run (a's 32 rows, $0.07968) plans nothing; exactly it plans a.
    expect(planHourly(candidates, apify, { unit: 'micros', perHour: 79_679 })).toEqual([]);
    expect(planHourly(candidates, apify, { unit: 'micros', perHour: 79_680 })).toEqual([
      { keywordNorm: 'a', slots: 32 },
    ]);
  });

  it('without a daily budget, stops at the calls cap', () => {
    const budget = hourlyBudget({ dailyBudgetMicros: null, share: 0.5, maxCalls: 7 });
    // SearchApi: b takes 6 calls, c's 4 do not fit, d takes the last one.
    expect(planHourly(candidates, searchApi, budget)).toEqual([
      { keywordNorm: 'b', slots: 600 },
      { keywordNorm: 'd', slots: 44 },
    ]);
    // Apify: one run a keyword, whatever its rows.
    expect(planHourly(candidates, apify, { unit: 'calls', perHour: 2 }).map((p) => p.keywordNorm)).toEqual([
      'b',
      'c',
    ]);
  });
});

describe('sameProduct (issue 23 point 5)', () => {
  const ids = (midNo: string | null, mallPid: string | null, matchingModelMidNo: string | null = null) => ({
    midNo,
    mallPid,
    matchingModelMidNo,
  });
  it('matches the same store number, the same shopping id, and a store item with its catalogue', () => {
    expect(sameProduct(ids(null, '222'), ids('9002', '222'))).toBe(true);
    expect(sameProduct(ids('111', null), ids('111', null))).toBe(true);
    expect(sameProduct(ids('111', null), ids('9002', '222', '111'))).toBe(true);
    expect(sameProduct(ids('9002', '222', '111'), ids('111', null))).toBe(true);
  });
  it('keeps apart different products, unknown numbers and two offers in one catalogue', () => {
    expect(sameProduct(ids('111', null), ids('112', null))).toBe(false);
    expect(sameProduct(ids(null, null), ids(null, null))).toBe(false);
    expect(sameProduct(ids('9002', '222', '111'), ids('9003', '333', '111'))).toBe(false);
  });
});

describe('charges and quotes (issue 28 §3)', () => {
  it('prices N registrations at 10 coins each, tracked 30 days in Korea time', () => {
    const now = new Date('2026-11-22T14:59:00Z');
    expect(registrationCharge(3, now)).toEqual({ coins: 30, end: new Date('2026-12-22T14:59:00Z') });
  });

  it('a renewal adds a month to the end; an auto-renewal adds it to the old end unless it lapsed past a day', () => {
    const end = new Date('2027-01-31T01:00:00Z');
    const before = new Date('2027-01-20T00:00:00Z');
    expect(renewalCharge(end, before)).toEqual({ coins: 10, end: new Date('2027-02-28T01:00:00Z') });
    expect(autoRenewalCharge(end, before)).toEqual({
      coins: 10,
      end: new Date('2027-02-28T01:00:00Z'),
      at: end,
    });
    // The job a few minutes or hours late: still a month from the old end (no drift).
    const late = new Date('2027-01-31T09:00:00Z');
    expect(autoRenewalCharge(end, late)).toEqual({
      coins: 10,
      end: new Date('2027-02-28T01:00:00Z'),
      at: late,
    });
    // Past a day (it could not pay and lapsed): a month from the renewal, the lapse not charged.
    const after = new Date('2027-02-02T00:00:00Z');
    expect(autoRenewalCharge(end, after)).toEqual({
      coins: 10,
      end: new Date('2027-03-02T00:00:00Z'),
      at: after,
    });
  });

  it('a quote is enough exactly when the balance covers the coins', () => {
    expect(quoteOf(10, 10)).toEqual({ coins: 10, balance: 10, balanceAfter: 0, enough: true });
    expect(quoteOf(10, 9)).toEqual({ coins: 10, balance: 9, balanceAfter: -1, enough: false });
  });
});
