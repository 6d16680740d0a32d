/** Rank rules of spec 02 §4, §5, §9 shared by the server, the list and the exports. */
import { rankProvenance } from '../messages/rank-provenance';

export const MAX_RANK = 500;
export const ITEMS_PER_PAGE = 40;
export const MAX_KEYWORDS = 5;
export const MEMO_PREVIEW_LENGTH = 30;
export const RANK_HISTORY_POINTS = 20;

/** A rank of 0, null or above 500 means "outside the top 500". */
export const isRanked = (rank: number | null | undefined): rank is number =>
  typeof rank === 'number' && rank > 0 && rank <= MAX_RANK;

export type RankChange =
  | { kind: 'up'; by: number } // ▲N
  | { kind: 'down'; by: number } // ▼N
  | { kind: 'new' } // NEW: ranked now, not before
  | { kind: 'out' } // ★: dropped out of the top 500
  | { kind: 'same' } // -
  /** The two ranks were read by another source or on another surface: not a move (issue 36 §2). */
  | { kind: 'method' };

export function rankChange(
  current: number | null | undefined,
  previous: number | null | undefined,
  /** rank-provenance methodChanged of the two records. */
  methodChanged = false,
): RankChange {
  if (methodChanged) return { kind: 'method' };
  const now = isRanked(current);
  const before = isRanked(previous);
  if (now && !before) return { kind: 'new' };
  if (!now && before) return { kind: 'out' };
  if (!now || !before) return { kind: 'same' };
  if (current < previous) return { kind: 'up', by: previous - current };
  if (current > previous) return { kind: 'down', by: current - previous };
  return { kind: 'same' };
}

export function rankChangeLabel(c: RankChange): string {
  switch (c.kind) {
    case 'up':
      return `\u25B2${c.by}`;
    case 'down':
      return `\u25BC${c.by}`;
    case 'new':
      return 'NEW';
    case 'out':
      return '\u2605';
    case 'same':
      return '-';
    case 'method':
      return rankProvenance.methodChanged;
  }
}

/**
 * keywordRankComparison: positive when the rank improved (previous − current), 0 otherwise, and 0
 * across a change of method (rank-provenance methodChanged): that is no move.
 */
export function rankComparison(
  current: number | null | undefined,
  previous: number | null | undefined,
  methodChanged = false,
): number {
  return !methodChanged && isRanked(current) && isRanked(previous) ? previous - current : 0;
}

/** Page of the search results the rank falls on: floor((rank−1)/40)+1; null when unranked. */
export const pageOfRank = (rank: number | null | undefined): number | null =>
  isRanked(rank) ? Math.floor((rank - 1) / ITEMS_PER_PAGE) + 1 : null;

/** Memo over 30 characters shows as its first 27 plus an ellipsis (spec 02 §5). */
export function memoPreview(memo: string | null | undefined): string {
  const chars = Array.from(memo ?? '');
  return chars.length > MEMO_PREVIEW_LENGTH
    ? `${chars.slice(0, MEMO_PREVIEW_LENGTH - 3).join('')}...`
    : chars.join('');
}

/** Keywords compare case-insensitively with inner spaces collapsed (spec 02 §5 duplicates). */
export const normalizeKeyword = (k: string): string => k.trim().replace(/\s+/g, ' ').toLowerCase();

/** Ranks are sent as 0 when outside the top 500 (drag reorder, spec 02 §4). */
export const rankForWire = (rank: number | null | undefined): number => (isRanked(rank) ? rank : 0);
