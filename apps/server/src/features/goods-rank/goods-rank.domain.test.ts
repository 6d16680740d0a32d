import { describe, expect, it } from 'vitest';
import {
  autoRenewalCharge,
  quoteOf,
  registrationCharge,
  renewalCharge,
  hourlyBudget,
  isProductNumber,
  matches,
  pageStarts,
  pagesNeeded,
  planHourly,
  sameProduct,
  storeProductNoOf,
  walkPaging,
} from './goods-rank.domain';
import type { ShopItem } from './goods-rank.ports';

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

  it('fetches at most five pages of 100', () => expect(pageStarts()).toEqual([1, 101, 201, 301, 401]));

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

describe('v1 hourly budget', () => {
  it('gives the hourly checks half of the one daily quota, per hour', () => {
    expect(hourlyBudget(25_000)).toBe(520);
    expect(hourlyBudget(1_000)).toBe(20);
  });
  it('needs pages down to the deepest known rank, or all five when one is unranked', () => {
    expect(pagesNeeded(42, 0)).toBe(1);
    expect(pagesNeeded(101, 0)).toBe(2);
    expect(pagesNeeded(500, 0)).toBe(5);
    expect(pagesNeeded(3, 1)).toBe(5);
  });
  it('checks the least recently checked keywords first and never exceeds the budget', () => {
    const t = (h: number) => new Date(Date.UTC(2026, 10, 22, h));
    const plan = planHourly(
      [
        { keywordNorm: 'a', deepest: 10, unranked: 0, lastChecked: t(5) },
        { keywordNorm: 'b', deepest: 0, unranked: 1, lastChecked: null },
        { keywordNorm: 'c', deepest: 250, unranked: 0, lastChecked: t(3) },
        { keywordNorm: 'd', deepest: 20, unranked: 0, lastChecked: t(4) },
      ],
      9,
    );
    expect(plan).toEqual([
      { keywordNorm: 'b', pages: 5 },
      { keywordNorm: 'c', pages: 3 },
      { keywordNorm: 'd', pages: 1 },
    ]);
    expect(plan.reduce((n, p) => n + p.pages, 0)).toBeLessThanOrEqual(9);
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

  it('a renewal adds a month to the end; an auto-renewal is charged at the end, or now once past it', () => {
    const end = new Date('2027-01-31T01:00:00Z');
    const before = new Date('2027-01-20T00:00:00Z');
    expect(renewalCharge(end, before)).toEqual({ coins: 10, end: new Date('2027-02-28T01:00:00Z') });
    expect(autoRenewalCharge(end, before)).toEqual({
      coins: 10,
      end: new Date('2027-02-28T01:00:00Z'),
      at: end,
    });
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
