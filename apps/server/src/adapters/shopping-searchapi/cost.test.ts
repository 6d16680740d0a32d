import { describe, expect, it } from 'vitest';
import { searchApiCost, searchApiEstimate } from './cost';

describe('SearchApi call cost', () => {
  it('per request: the estimate is the cost of an answered request; an unanswered one costs nothing', () => {
    const prices = { microsPerRequest: 4_000 };
    expect(searchApiEstimate(prices)).toBe(4_000);
    expect(searchApiCost(prices, { answered: true })).toBe(searchApiEstimate(prices));
    expect(searchApiCost(prices, { answered: false })).toBe(0);
    expect(searchApiCost({ microsPerRequest: 2_857 }, { answered: true })).toBe(2_857);
  });
});
