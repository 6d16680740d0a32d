import { describe, expect, it } from 'vitest';
import { apifyCap, apifyCharge, apifyCost, apifyEstimate, type ApifyPrices } from './cost';

const perRow: ApifyPrices = { model: 'per-row', microsPer1000: 2_490_000, pageSize: 40, startMicros: 0 };
const perPage: ApifyPrices = {
  model: 'per-page',
  microsPer1000: 2_000_000,
  pageSize: 40,
  startMicros: 5_000,
};
const CEILING = 5_000_000;

describe('Apify run cost', () => {
  it('per row: rows × price; the estimate for N rows is the cost of a run that returned N', () => {
    expect(apifyCharge(perRow, 500)).toBe(1_245_000);
    expect(apifyCharge(perRow, 1)).toBe(2_490);
    expect(apifyCharge(perRow, 3)).toBe(7_470);
    for (const rows of [1, 37, 100, 500, 1000]) {
      const cap = apifyCap(perRow, rows, CEILING);
      expect(apifyEstimate(perRow, rows, CEILING)).toBe(
        apifyCost(perRow, { answered: true, rows, failure: null }, cap),
      );
    }
  });

  it('per page: pages read (rounded up) × price, plus the start charge', () => {
    // 500 rows are 13 pages of 40: $0.026, plus $0.005 a start.
    expect(apifyCharge(perPage, 500)).toBe(5_000 + 26_000);
    expect(apifyCharge(perPage, 40)).toBe(5_000 + 2_000);
    expect(apifyCharge(perPage, 41)).toBe(5_000 + 4_000);
    for (const rows of [1, 40, 41, 500]) {
      const cap = apifyCap(perPage, rows, CEILING);
      expect(apifyEstimate(perPage, rows, CEILING)).toBe(
        apifyCost(perPage, { answered: true, rows, failure: null }, cap),
      );
    }
  });

  it('caps the run at twice the estimate and never past the ceiling; a run never costs more than its cap', () => {
    expect(apifyCap(perRow, 500, CEILING)).toBe(2_490_000);
    expect(apifyCap(perRow, 1500, CEILING)).toBe(CEILING);
    expect(apifyEstimate(perRow, 5000, CEILING)).toBe(CEILING);
    const cap = apifyCap(perRow, 100, CEILING);
    expect(apifyCost(perRow, { answered: true, rows: 2000, failure: null }, cap)).toBe(cap);
  });

  it('a refused request costs nothing; a run that may have run unseen costs its cap', () => {
    const cap = 498_000;
    for (const failure of ['auth', 'payment-required', 'rate-limited', 'bad-request', 'budget'] as const)
      expect(apifyCost(perRow, { answered: false, rows: 0, failure }, cap)).toBe(0);
    for (const failure of ['run-timeout', 'timeout', 'network', 'server', 'run-failed'] as const)
      expect(apifyCost(perRow, { answered: false, rows: 0, failure }, cap)).toBe(cap);
    // A dataset returned and then refused (drift, a blocked page) was charged for its rows.
    expect(apifyCost(perRow, { answered: true, rows: 1, failure: 'blocked' }, cap)).toBe(2_490);
    expect(apifyCost(perRow, { answered: true, rows: 0, failure: 'malformed' }, cap)).toBe(cap);
  });
});
