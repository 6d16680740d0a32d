import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRanked,
  memoPreview,
  normalizeKeyword,
  pageOfRank,
  rankChange,
  rankChangeLabel,
  rankComparison,
  rankForWire,
} from './goods-rank';

const label = (c: number | null, p: number | null) => rankChangeLabel(rankChange(c, p));

describe('rank change display (spec 02 §4)', () => {
  it('shows ▲N, ▼N, NEW, ★ and -', () => {
    expect(label(3, 10)).toBe('▲7');
    expect(label(12, 2)).toBe('▼10');
    expect(label(5, 0)).toBe('NEW');
    expect(label(5, null)).toBe('NEW');
    expect(label(0, 40)).toBe('★');
    expect(label(null, 40)).toBe('★');
    expect(label(7, 7)).toBe('-');
    expect(label(0, 0)).toBe('-');
    expect(label(501, 3)).toBe('★');
  });

  const rank = fc.integer({ min: 1, max: 500 });
  const unranked = fc.constantFrom(0, null, 501, 9999);

  it('property: between two ranks the label is the signed difference', () => {
    fc.assert(
      fc.property(rank, rank, (c, p) => {
        const l = label(c, p);
        if (c === p) return l === '-';
        return c < p ? l === `▲${p - c}` : l === `▼${c - p}`;
      }),
    );
  });
  it('property: NEW exactly when ranked now and not before; ★ exactly the reverse', () => {
    fc.assert(fc.property(rank, unranked, (c, p) => label(c, p) === 'NEW' && label(p, c) === '★'));
    fc.assert(fc.property(unranked, unranked, (c, p) => label(c, p) === '-'));
  });
  it('property: comparison is previous − current and antisymmetric', () => {
    fc.assert(
      fc.property(rank, rank, (c, p) => rankComparison(c, p) === p - c && rankComparison(p, c) === c - p),
    );
  });
});

describe('page number (spec 02 §4)', () => {
  it('is floor((rank−1)/40)+1', () => {
    expect(pageOfRank(1)).toBe(1);
    expect(pageOfRank(40)).toBe(1);
    expect(pageOfRank(41)).toBe(2);
    expect(pageOfRank(500)).toBe(13);
    expect(pageOfRank(0)).toBeNull();
    expect(pageOfRank(null)).toBeNull();
  });
  it('property: every rank on page n lies in (40(n−1), 40n]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (r) => {
        const p = pageOfRank(r)!;
        return r > 40 * (p - 1) && r <= 40 * p;
      }),
    );
  });
});

describe('memo preview (spec 02 §5)', () => {
  it('keeps 30 characters, cuts longer ones to 27 plus an ellipsis', () => {
    expect(memoPreview('a'.repeat(30))).toBe('a'.repeat(30));
    expect(memoPreview('a'.repeat(31))).toBe('a'.repeat(27) + '...');
    expect(memoPreview('가'.repeat(40))).toBe('가'.repeat(27) + '...');
    expect(memoPreview(null)).toBe('');
  });
});

describe('helpers', () => {
  it('normalizes keywords case-insensitively', () =>
    expect(normalizeKeyword('  Camping  Chair ')).toBe('camping chair'));
  it('sends unranked as 0', () => {
    expect(rankForWire(0)).toBe(0);
    expect(rankForWire(null)).toBe(0);
    expect(rankForWire(612)).toBe(0);
    expect(rankForWire(12)).toBe(12);
    expect(isRanked(500)).toBe(true);
  });
});
