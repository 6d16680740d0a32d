import { clientReports as t } from '../messages/client-reports';
import type { PublicReport } from '../schemas/client-reports';

/**
 * A rank as the client report says it, on the page and in the PDF alike (issue 39 §5: one word
 * for "not ranked", with its depth): "12위"; "500위 밖" (300 for places) for a keyword checked but
 * not found that deep; "-" for one never checked in the period.
 */
export function reportRankText(rank: number | null, depth: number, checked: boolean): string {
  if (rank !== null) return t.rankValue(rank);
  return checked ? t.outside(depth) : t.noRank;
}

export interface ReportSummary {
  /** Products and places in the report. */
  items: number;
  /** Keywords with a rank on the last day, and their average (one decimal), null without any. */
  ranked: number;
  averageRank: number | null;
  /** Keywords in the top 10 on the last day. */
  topTen: number;
  /** The biggest climb from the day before (none across a change of method or product). */
  bestMove: { keyword: string; item: string; move: number } | null;
}

/**
 * The figures at the top of the client report (issue 40 §1), one function for the page and the
 * PDF so both say the same.
 */
export function reportSummary(report: Pick<PublicReport, 'items'>): ReportSummary {
  const keywords = report.items.flatMap((i) => i.keywords.map((k) => ({ ...k, item: i.name })));
  const ranks = keywords.flatMap((k) => (k.rank === null ? [] : [k.rank]));
  let bestMove: ReportSummary['bestMove'] = null;
  for (const k of keywords) {
    if (k.move !== null && k.move > 0 && (!bestMove || k.move > bestMove.move))
      bestMove = { keyword: k.keyword, item: k.item, move: k.move };
  }
  return {
    items: report.items.length,
    ranked: ranks.length,
    averageRank: ranks.length
      ? Math.round((ranks.reduce((a, b) => a + b, 0) / ranks.length) * 10) / 10
      : null,
    topTen: ranks.filter((r) => r <= 10).length,
    bestMove,
  };
}

/** The summary's four figures as label and value, in the order both the page and the PDF show. */
export function summaryLines(s: ReportSummary): { label: string; value: string }[] {
  return [
    { label: t.summaryItems, value: t.countOf(s.items) },
    { label: t.summaryAverage, value: s.averageRank === null ? t.noRank : t.averageValue(s.averageRank) },
    { label: t.summaryTopTen, value: t.keywordsOf(s.topTen) },
    {
      label: t.summaryBestMove,
      value: s.bestMove ? t.bestMoveValue(s.bestMove.keyword, s.bestMove.move) : t.noRank,
    },
  ];
}
