import { clientReports as t } from '../messages/client-reports';

/**
 * A rank as the client report says it, on the page and in the PDF alike (issue 39 §5: one word
 * for "not ranked", with its depth): "12위"; "500위 밖" (300 for places) for a keyword checked but
 * not found that deep; "-" for one never checked in the period.
 */
export function reportRankText(rank: number | null, depth: number, checked: boolean): string {
  if (rank !== null) return t.rankValue(rank);
  return checked ? t.outside(depth) : t.noRank;
}
