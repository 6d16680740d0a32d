import type { RankHistoryAnswer } from '@seller/shared/schemas/goods-rank';
import { isRanked, RANK_HISTORY_POINTS } from '@seller/shared/rules/goods-rank';
import { changeText } from '@seller/shared/rules/rank-alerts';
import { type ChartMark, type HistoryPoint, koreaDayStart } from '../../../lib/rank-chart';
import { displayDate, parseInstant, shortDate } from './time';

/** The last 20 records, oldest first (spec 02 §9), whatever order the answer came in. */
export function historyPoints(answer: RankHistoryAnswer): HistoryPoint[] {
  return answer.data
    .map((r) => {
      const at = parseInstant(r.frstRgstDt);
      return {
        at: at.getTime(),
        dateLabel: displayDate(at),
        shortLabel: shortDate(at),
        rank: isRanked(r.keywordRankCurrent) ? r.keywordRankCurrent : null,
        provenance: r.provenance ?? null,
      };
    })
    .filter((p) => Number.isFinite(p.at))
    .sort((a, b) => a.at - b.at)
    .slice(-RANK_HISTORY_POINTS);
}

/** The server's best rank, or the best of the shown points when it sent none. */
export function bestRankOf(answer: RankHistoryAnswer, points: readonly HistoryPoint[]): number | null {
  if (isRanked(answer.bestRank)) return answer.bestRank;
  const ranks = points.map((p) => p.rank).filter((r): r is number => r !== null);
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

/** The member's own changes of the product over the shown dates, oldest first (chart marks). */
export function historyMarks(answer: RankHistoryAnswer): (ChartMark & { day: string })[] {
  return (answer.changes ?? []).map((c) => ({ day: c.day, at: koreaDayStart(c.day), text: changeText(c) }));
}
