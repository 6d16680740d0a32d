/**
 * A recorded rank's provenance as the answers carry it (issue 36 §2; the shared package's
 * rules/rank-provenance and schemas/rank-provenance): from a keyword row's current and previous
 * rank, or a history row (store.ts StoredProvenance).
 */
import {
  RANK_DEVICES,
  RANK_SURFACES,
  type RankDevice,
  type RankMethod,
  type RankSurface,
  methodChanged,
} from '@seller/shared';
import type { StoredProvenance } from './store';

export interface WireProvenance {
  source: string | null;
  surface: RankSurface | null;
  device: RankDevice | null;
  depth: number | null;
  checkedAt: string | null;
}

// The columns are free text; only the values the wire contract names go out.
const surfaceOf = (v: string | null): RankSurface | null =>
  (RANK_SURFACES as readonly string[]).includes(v ?? '') ? (v as RankSurface) : null;
const deviceOf = (v: string | null): RankDevice | null =>
  (RANK_DEVICES as readonly string[]).includes(v ?? '') ? (v as RankDevice) : null;

/** A record's provenance on the wire; null when the record knows neither source nor surface. */
export function wireProvenance(p: StoredProvenance): WireProvenance | null {
  if (p.source === null && p.surface === null) return null;
  return {
    source: p.source,
    surface: surfaceOf(p.surface),
    device: deviceOf(p.device),
    depth: p.depth,
    checkedAt: p.checkedAt,
  };
}

/** The rank columns of a keyword row (db/schema/rank-columns rankKeywordColumns). */
export interface KeywordRankColumns {
  rankCurrent: number | null;
  rankPrevious: number | null;
  rankSource: string | null;
  rankSurface: string | null;
  rankDevice: string | null;
  rankDepth: number | null;
  rankPreviousSource: string | null;
  rankPreviousSurface: string | null;
  checkedAt: Date | null;
}

/** Where the keyword's current rank came from; null before its first check. */
export const currentProvenance = (k: KeywordRankColumns): WireProvenance | null =>
  k.rankCurrent === null
    ? null
    : wireProvenance({
        source: k.rankSource,
        surface: k.rankSurface,
        device: k.rankDevice,
        depth: k.rankDepth,
        checkedAt: k.checkedAt?.toISOString() ?? null,
      });

/** The method of the keyword's previous rank; null when it has none. */
export const previousMethod = (
  k: KeywordRankColumns,
): { source: string | null; surface: RankSurface | null } | null =>
  k.rankPrevious === null
    ? null
    : { source: k.rankPreviousSource, surface: surfaceOf(k.rankPreviousSurface) };

/** Whether the keyword's current and previous ranks were read by other methods (no move then). */
export const keywordMethodChanged = (k: KeywordRankColumns): boolean =>
  methodChanged(currentProvenance(k) as RankMethod | null, previousMethod(k));
