import { describe, expect, it } from 'vitest';
import { type ListedPlace, fractionalRanks, placeCorrelation, spearman } from './rank-changes.correlation';

const place = (
  key: string,
  rank: number,
  visitorReviews: number | null,
  blogReviews: number | null,
  day = '2026-11-05',
): ListedPlace => ({
  day,
  key,
  rank,
  visitorReviews,
  blogReviews,
  saves: null,
});

describe('Spearman over a place list', () => {
  it('ties share their mean rank', () => {
    expect(fractionalRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });

  it('is 1 for the same order, -1 for the reverse, null without spread', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [40, 30, 20, 10])).toBeCloseTo(-1);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull();
  });

  it('names the figure that goes most with rank, over the places with it, and the count of places', () => {
    // 12 places: more visitor reviews = nearer the top; blog reviews shuffled.
    const blog = [5, 80, 12, 60, 33, 1, 70, 20, 44, 9, 50, 3];
    const rows = blog.map((b, i) => place(`p${i}`, i + 1, 1000 - i * 50, b));
    const c = placeCorrelation(rows);
    expect(c.places).toBe(12);
    expect(c.tooFew).toBe(false);
    expect(c.strongest).toMatchObject({ metric: 'visitorReviews', rho: 1, places: 12 });
    // Saves are not in the list: nothing is computed for them, they are not read as 0.
    expect(c.metrics.find((m) => m.metric === 'saves')).toEqual({ metric: 'saves', places: 0, rho: null });
  });

  it('uses each place once: its mean rank over the month and its latest figures', () => {
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => place(`p${i}`, i + 1, 500 - i * 10, null, '2026-11-01')),
      ...Array.from({ length: 10 }, (_, i) => place(`p${i}`, i + 1, 500 - i * 10, null, '2026-11-02')),
    ];
    const c = placeCorrelation(rows);
    expect(c.places).toBe(10);
    expect(c.strongest?.metric).toBe('visitorReviews');
  });

  it('fewer than 10 places: too few, no figure named', () => {
    const rows = Array.from({ length: 9 }, (_, i) => place(`p${i}`, i + 1, 1000 - i, 100 - i));
    const c = placeCorrelation(rows);
    expect(c).toMatchObject({ places: 9, tooFew: true, strongest: null });
    expect(c.metrics.every((m) => m.rho === null)).toBe(true);
  });

  it('a figure known for fewer than 10 of the places is not computed, though others are', () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      place(`p${i}`, i + 1, 1000 - i * 10, i < 5 ? 10 : null),
    );
    const c = placeCorrelation(rows);
    expect(c.metrics.find((m) => m.metric === 'blogReviews')).toEqual({
      metric: 'blogReviews',
      places: 5,
      rho: null,
    });
    expect(c.strongest?.metric).toBe('visitorReviews');
  });
});
