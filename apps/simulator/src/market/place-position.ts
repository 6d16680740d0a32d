/**
 * Where the searcher stands changes the place list (issue 41): a deterministic distance-decay
 * model over the position-less order. Each organic place keeps its position-less position as its
 * base score and loses DECAY_PER_KM places per km between it and the searcher, plus a little noise
 * seeded by keyword, point and place, so a test can compute the rank at any point and two asks at
 * one point always agree. The point is rounded to ~1 m so float noise in a grid does not matter.
 */
import { hash32, unit } from './rng';

export interface Position {
  /** WGS84 longitude. */
  x: number;
  /** WGS84 latitude. */
  y: number;
}

/** Places lost per km of distance: a place 1 km further away ranks ~DECAY_PER_KM lower. */
export const DECAY_PER_KM = 40;
/** Half-width of the seeded noise, in places. */
const NOISE = 6;

const KM_PER_DEG_LAT = 111.32;

/** Equirectangular distance in km (fine at city scale). */
export function distanceKm(a: Position, b: Position): number {
  const dy = (a.y - b.y) * KM_PER_DEG_LAT;
  const dx = (a.x - b.x) * KM_PER_DEG_LAT * Math.cos((((a.y + b.y) / 2) * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

/** A position from the GraphQL input's strings or numbers; null when either is missing or off-earth. */
export function positionOf(x: unknown, y: unknown): Position | null {
  if (x === undefined || x === null || x === '' || y === undefined || y === null || y === '') return null;
  const px = Number(x);
  const py = Number(y);
  if (!Number.isFinite(px) || !Number.isFinite(py) || Math.abs(px) > 180 || Math.abs(py) > 90) return null;
  return { x: px, y: py };
}

export const positionKey = (p: Position): string => `${p.x.toFixed(5)},${p.y.toFixed(5)}`;

/**
 * The organic order seen from `at`: `order` is the position-less organic order (overrides
 * applied), `where` gives each entry's coordinates.
 */
export function orderAt<T>(
  keyword: string,
  order: readonly T[],
  at: Position,
  where: (entry: T) => Position & { index: number },
): T[] {
  const seed = hash32(`near:${keyword}:${positionKey(at)}`);
  return order
    .map((entry, base) => {
      const p = where(entry);
      const noise = (unit(seed, p.index) * 2 - 1) * NOISE;
      return { entry, base, score: base + DECAY_PER_KM * distanceKm(at, p) + noise };
    })
    .sort((a, b) => a.score - b.score || a.base - b.base)
    .map((s) => s.entry);
}
