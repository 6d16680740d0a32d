import * as ko from '@seller/shared/messages/sections';

const t = ko.clientReports;

/** The move from the day before: up in red, down in blue (as Korean rank tools colour them). */
export function moveLabel(move: number | null): { text: string; tone: string } {
  if (move === null || move === 0) return { text: t.moveSame, tone: 'text-slate-500' };
  return move > 0
    ? { text: t.moveUp(move), tone: 'text-red-600' }
    : { text: t.moveDown(-move), tone: 'text-blue-600' };
}

/**
 * What stands in for a keyword's chart when there is no line to draw (issue 40 §1): no record yet,
 * or checked every recorded day and never within the depth ("확인한 N일 모두 500위 밖…"); null
 * when the chart has a rank to show.
 */
export function noChartText(ranks: readonly { rank: number | null }[], depth: number): string | null {
  if (!ranks.length) return t.noHistory;
  return ranks.every((r) => r.rank === null) ? t.outsideAll(ranks.length, depth) : null;
}
