/**
 * Every recorded rank says where it came from (issue 36 §2; ARCHITECTURE §6): the source, the
 * surface and device it was read on, the depth the check reached, and when. Naver serves two
 * different product lists for one keyword (N+스토어 and 가격비교), and two providers may read
 * them differently, so a rank read by another method is not comparable: a change of source or
 * surface is never a move (no ▲/▼, no alert across it).
 */
import { rankProvenance as t } from '../messages/rank-provenance';
import { formatNumber } from './number';

/** The ended Naver shopping Open API (shop.json): what every shopping rank before the new sources was read by. */
export const LEGACY_SHOP_SOURCE = 'naver-openapi';
/** Place ranks: the map's place list (adapters/naver-place). */
export const PLACE_SOURCE = 'naver-place';

export const RANK_SURFACES = ['plus-store', 'price-comparison', 'place'] as const;
export type RankSurface = (typeof RANK_SURFACES)[number];
export const RANK_DEVICES = ['pc', 'mobile'] as const;
export type RankDevice = (typeof RANK_DEVICES)[number];

/** What makes two ranks comparable: the same source reading the same surface. */
export interface RankMethod {
  source: string | null;
  surface: string | null;
}

/** A recorded rank's provenance; what a record does not know is null. */
export interface RankProvenance extends RankMethod {
  device: string | null;
  /** Organic entries the check read (the walk's depth); null for records from before it was kept. */
  depth: number | null;
  /** When the check ran (ISO instant). */
  checkedAt?: string | null;
}

/**
 * Whether a keyword has a previous rank to show (the product and place lists' one rule, issue 39
 * §4): the answer names the previous rank's method exactly when one was recorded, and null before
 * the second check, so a first check shows "-" rather than "outside the top N". An answer without
 * the field (an older server) falls back to what the caller knows (`otherwise`).
 */
export const previousRecorded = (
  previousMethod: RankMethod | null | undefined,
  otherwise: boolean,
): boolean => (previousMethod === undefined ? otherwise : previousMethod !== null);

/**
 * Whether the method changed between two records. Only between two records that exist: a first
 * record (no previous one) is no change of method, and neither is an answer from a server that
 * sends no provenance (both sides undefined).
 */
export function methodChanged(
  current: RankMethod | null | undefined,
  previous: RankMethod | null | undefined,
): boolean {
  if (!current || !previous) return false;
  return current.source !== previous.source || current.surface !== previous.surface;
}

export const sourceLabel = (source: string | null | undefined): string =>
  source ? (t.sources[source] ?? source) : t.unknown;
export const surfaceLabel = (surface: string | null | undefined): string =>
  surface ? (t.surfaces[surface] ?? surface) : t.unknown;
export const deviceLabel = (device: string | null | undefined): string =>
  device ? (t.devices[device] ?? device) : t.unknown;

/** "SearchApi · N+스토어 · PC". */
export const provenanceLine = (p: Pick<RankProvenance, 'source' | 'surface' | 'device'>): string =>
  t.line(sourceLabel(p.source), surfaceLabel(p.surface), deviceLabel(p.device));

/** "500위까지", or that the record has no depth. */
export const depthText = (depth: number | null | undefined): string =>
  typeof depth === 'number' ? t.depthValue(formatNumber(depth)) : t.depthUnknown;

/**
 * "N위 밖" naming what was really read: "500위 밖 · N+스토어 500위까지 확인". A check that read
 * fewer organic entries (the list ended, or the source reaches no deeper) names that depth; a
 * record from before depths were kept names the tracked depth and the surface only.
 */
export function outsideText(
  p: Pick<RankProvenance, 'surface' | 'depth'> | null | undefined,
  maxRank: number,
): string {
  const surface = surfaceLabel(p?.surface);
  const depth = p?.depth;
  if (typeof depth !== 'number') return t.outsideNoDepth(formatNumber(maxRank), surface);
  if (depth <= 0) return t.outsideEmpty(surface);
  return t.outsideRead(formatNumber(Math.min(depth, maxRank)), surface);
}

/** The rank cell of an outside rank: "500위 밖" by the depth read (the tracked depth when unknown). */
export function outsideShortText(
  p: Pick<RankProvenance, 'depth'> | null | undefined,
  maxRank: number,
): string {
  const depth = p?.depth;
  if (typeof depth !== 'number') return t.outsideShort(formatNumber(maxRank));
  if (depth <= 0) return t.noRank;
  return t.outsideShort(formatNumber(Math.min(depth, maxRank)));
}

/** "SearchApi · N+스토어": what a method change is told by. */
export const methodLine = (p: RankMethod | null | undefined): string =>
  `${sourceLabel(p?.source)} · ${surfaceLabel(p?.surface)}`;

/** The chart's tooltip lines of a record: 출처, 화면, 기기, 확인 깊이, 확인 시각 (a formatted time). */
export function provenanceTip(p: RankProvenance, checkedAt: string | null): string[] {
  return [
    t.tipLine(t.source, sourceLabel(p.source)),
    t.tipLine(t.surface, surfaceLabel(p.surface)),
    t.tipLine(t.device, deviceLabel(p.device)),
    t.tipLine(t.depth, depthText(p.depth)),
    ...(checkedAt ? [t.tipLine(t.checkedAt, checkedAt)] : []),
  ];
}

/**
 * The days of a series (oldest first) on which the method changed from the record before: the
 * chart's "수집 방식 변경" marks. Records without provenance (an old answer) never mark.
 */
export function methodChangeDays<R extends { day: string; provenance?: RankMethod | null }>(
  records: readonly R[],
): string[] {
  const sorted = [...records].sort((a, b) => a.day.localeCompare(b.day));
  const days: string[] = [];
  for (let i = 1; i < sorted.length; i++) {
    if (methodChanged(sorted[i]!.provenance, sorted[i - 1]!.provenance)) days.push(sorted[i]!.day);
  }
  return days;
}
