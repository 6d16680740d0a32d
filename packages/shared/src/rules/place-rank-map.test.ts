import { describe, expect, it } from 'vitest';
import {
  MAP_DEPTH,
  gridPoints,
  mapBand,
  mapFigures,
  mapScanCost,
  movedPoints,
  type MapPointResult,
} from './place-rank-map';
import { ko } from '../messages/ko';

const at = (
  idx: number,
  rank: number | null,
  status: MapPointResult['status'] = rank === null ? 'outside' : 'found',
) => ({
  idx,
  rank,
  status,
});

describe('순위 지도 rules (issue 41)', () => {
  it('lays the grid centred on the place, north-west first, at the spacing', () => {
    const c = { x: 127.0357, y: 37.5008 };
    for (const grid of [3, 5, 7]) {
      const pts = gridPoints(c, grid, 1000);
      expect(pts).toHaveLength(grid * grid);
      const mid = pts[(grid * grid - 1) / 2]!;
      expect(mid.x).toBeCloseTo(c.x, 6);
      expect(mid.y).toBeCloseTo(c.y, 6);
      expect(pts[0]!.y).toBeGreaterThan(c.y);
      expect(pts[0]!.x).toBeLessThan(c.x);
    }
    const [a, b] = gridPoints(c, 3, 2000);
    // Neighbours 2 km apart (east–west): Δlng × 111.32 × cos(lat) km.
    expect((b!.x - a!.x) * 111.32 * Math.cos((c.y * Math.PI) / 180)).toBeCloseTo(2, 3);
  });

  it('costs a coin a point, as the coin terms say', () => {
    expect([3, 5, 7].map(mapScanCost)).toEqual([9, 25, 49]);
    const terms = JSON.stringify(ko.legal);
    for (const [n, word] of [
      [3, '3×3은'],
      [5, '5×5는'],
      [7, '7×7은'],
    ] as const)
      expect(terms).toContain(`${word} ${mapScanCost(n)}코인`);
  });

  it('bands ranks 1–3, 4–10, 11–20, 21–50, further; failed is never outside', () => {
    expect([1, 3, 4, 10, 11, 20, 21, 50, 51, 300].map((r) => mapBand(at(0, r)))).toEqual([
      'top3',
      'top3',
      'top10',
      'top10',
      'top20',
      'top20',
      'top50',
      'top50',
      'outside',
      'outside',
    ]);
    expect(mapBand(at(0, null))).toBe('outside');
    expect(mapBand(at(0, null, 'failed'))).toBe('failed');
  });

  it('figures: outside counts as depth + 1, failed points left out', () => {
    const f = mapFigures([at(0, 1), at(1, 5), at(2, null), at(3, null, 'failed'), at(4, 12)]);
    expect(f.counted).toBe(4);
    expect(f.average).toBe(Math.round(((1 + 5 + MAP_DEPTH + 1 + 12) / 4) * 10) / 10);
    expect(f.top3Share).toBe(0.25);
    expect(f.top10Share).toBe(0.5);
    expect(f.best).toEqual({ idx: 0, rank: 1 });
    expect(f.worst).toEqual({ idx: 2, rank: null });
    expect(f.failed).toBe(1);
    expect(mapFigures([at(0, null, 'failed')]).average).toBeNull();
  });

  it('compares two scans point by point, skipping failed ones', () => {
    const moved = movedPoints(
      [at(0, 5), at(1, 2), at(2, null), at(3, 4)],
      [at(0, 2), at(1, 2), at(2, 40), at(3, null, 'failed')],
    );
    expect(moved).toEqual([
      { idx: 0, before: 5, after: 2, change: 3 },
      { idx: 2, before: null, after: 40, change: MAP_DEPTH + 1 - 40 },
    ]);
  });
});
