/**
 * 순위 지도 (issue 41): the pure rules both sides share — the grid around a place, what a scan
 * costs, a point's colour band, the figures of a scan and what moved between two scans. The
 * server spends with scanCost and the quote answers it, so a quote and a spend never disagree.
 */

/** Points a side the member may choose. */
export const MAP_GRID_SIZES = [3, 5, 7] as const;
export type MapGridSize = (typeof MAP_GRID_SIZES)[number];
/** Metres between neighbouring points the member may choose (0.5, 1, 2, 3 km). */
export const MAP_SPACINGS_M = [500, 1000, 2000, 3000] as const;
export type MapSpacing = (typeof MAP_SPACINGS_M)[number];
/** Coins one point of a scan costs (the coin terms and docs/data-sources.md say the same). */
export const MAP_COINS_PER_POINT = 1;
/** How deep a point's list is walked: a place not within it is outside (as place tracking). */
export const MAP_DEPTH = 300;

/** What a scan of `grid`×`grid` points costs: the one function of the quote and of the spend. */
export function mapScanCost(grid: number): number {
  return grid * grid * MAP_COINS_PER_POINT;
}

export interface LngLat {
  /** WGS84 longitude. */
  x: number;
  /** WGS84 latitude. */
  y: number;
}

export interface GridPoint extends LngLat {
  /** Row-major, 0 at the north-west corner. */
  idx: number;
  row: number;
  col: number;
}

const KM_PER_DEG_LAT = 111.32;

/**
 * The grid's points centred on the place: `grid` rows north to south and columns west to east,
 * `spacingM` apart (a local flat projection, exact enough at a few km).
 */
export function gridPoints(center: LngLat, grid: number, spacingM: number): GridPoint[] {
  const half = (grid - 1) / 2;
  const dLat = spacingM / 1000 / KM_PER_DEG_LAT;
  const dLng = dLat / Math.cos((center.y * Math.PI) / 180);
  const out: GridPoint[] = [];
  for (let row = 0; row < grid; row++)
    for (let col = 0; col < grid; col++)
      out.push({
        idx: row * grid + col,
        row,
        col,
        x: Number((center.x + (col - half) * dLng).toFixed(7)),
        y: Number((center.y + (half - row) * dLat).toFixed(7)),
      });
  return out;
}

/** A point's state: found at a rank, outside the depth, failed (확인 실패) or not yet checked. */
export type MapPointStatus = 'pending' | 'found' | 'outside' | 'failed';

/** Colour bands of a point: 1–3, 4–10, 11–20, 21–50, further (51–300 and outside), failed, pending. */
export const MAP_BANDS = ['top3', 'top10', 'top20', 'top50', 'outside', 'failed', 'pending'] as const;
export type MapBand = (typeof MAP_BANDS)[number];

/**
 * Each band's colour, on the screen and in the report's PDF: dark enough for white text (WCAG AA),
 * pending light with dark text.
 */
export const MAP_BAND_COLOURS: Record<MapBand, { bg: string; fg: string }> = {
  top3: { bg: '#15803d', fg: '#ffffff' },
  top10: { bg: '#1d4ed8', fg: '#ffffff' },
  top20: { bg: '#a16207', fg: '#ffffff' },
  top50: { bg: '#c2410c', fg: '#ffffff' },
  outside: { bg: '#b91c1c', fg: '#ffffff' },
  failed: { bg: '#475569', fg: '#ffffff' },
  pending: { bg: '#e2e8f0', fg: '#334155' },
};

/** The legend's order. */
export const MAP_LEGEND_BANDS: readonly MapBand[] = ['top3', 'top10', 'top20', 'top50', 'outside', 'failed'];

export function mapBand(p: { status: MapPointStatus; rank: number | null }): MapBand {
  if (p.status === 'failed') return 'failed';
  if (p.status === 'pending') return 'pending';
  const r = p.status === 'found' ? p.rank : null;
  if (r === null) return 'outside';
  if (r <= 3) return 'top3';
  if (r <= 10) return 'top10';
  if (r <= 20) return 'top20';
  if (r <= 50) return 'top50';
  return 'outside';
}

export interface MapPointResult {
  idx: number;
  status: MapPointStatus;
  rank: number | null;
}

export interface MapFigures {
  /** Points that answered (found or outside): the figures are over these. */
  counted: number;
  /** Average rank, outside counting as depth + 1; null when no point answered. */
  average: number | null;
  /** Shares of the counted points, 0–1. */
  top3Share: number | null;
  top10Share: number | null;
  /** The best and worst counted point (lowest index on ties), null when none. */
  best: { idx: number; rank: number | null } | null;
  worst: { idx: number; rank: number | null } | null;
  failed: number;
}

/** A counted point's rank for averages and comparisons: outside is depth + 1. */
export const effectiveRank = (p: MapPointResult, depth = MAP_DEPTH): number =>
  p.status === 'found' && p.rank !== null ? p.rank : depth + 1;

const counts = (p: MapPointResult) => p.status === 'found' || p.status === 'outside';

/** The scan's figures (failed and pending points are left out of every figure but `failed`). */
export function mapFigures(points: readonly MapPointResult[], depth = MAP_DEPTH): MapFigures {
  const counted = points.filter(counts);
  const failed = points.filter((p) => p.status === 'failed').length;
  if (!counted.length)
    return { counted: 0, average: null, top3Share: null, top10Share: null, best: null, worst: null, failed };
  const ranks = counted.map((p) => effectiveRank(p, depth));
  const sum = ranks.reduce((a, b) => a + b, 0);
  let best = 0;
  let worst = 0;
  ranks.forEach((r, i) => {
    if (r < ranks[best]!) best = i;
    if (r > ranks[worst]!) worst = i;
  });
  const pick = (i: number) => ({
    idx: counted[i]!.idx,
    rank: counted[i]!.status === 'found' ? counted[i]!.rank : null,
  });
  return {
    counted: counted.length,
    average: Math.round((sum / counted.length) * 10) / 10,
    top3Share: ranks.filter((r) => r <= 3).length / counted.length,
    top10Share: ranks.filter((r) => r <= 10).length / counted.length,
    best: pick(best),
    worst: pick(worst),
    failed,
  };
}

export interface MovedPoint {
  idx: number;
  before: number | null;
  after: number | null;
  /** Places gained (positive = better), outside as depth + 1. */
  change: number;
}

/**
 * The points whose rank changed between two scans of the same grid (same size: point idx meets
 * point idx); a point failed or pending in either scan is not compared.
 */
export function movedPoints(
  before: readonly MapPointResult[],
  after: readonly MapPointResult[],
  depth = MAP_DEPTH,
): MovedPoint[] {
  const old = new Map(before.map((p) => [p.idx, p]));
  const out: MovedPoint[] = [];
  for (const p of after) {
    const q = old.get(p.idx);
    if (!q || !counts(p) || !counts(q)) continue;
    const change = effectiveRank(q, depth) - effectiveRank(p, depth);
    if (change !== 0)
      out.push({
        idx: p.idx,
        before: q.status === 'found' ? q.rank : null,
        after: p.status === 'found' ? p.rank : null,
        change,
      });
  }
  return out;
}
