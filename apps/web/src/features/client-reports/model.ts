import * as ko from '@seller/shared/messages/sections';

const t = ko.clientReports;

/** The move from the day before: up in red, down in blue (as Korean rank tools colour them). */
export function moveLabel(move: number | null): { text: string; tone: string } {
  if (move === null || move === 0) return { text: t.moveSame, tone: 'text-slate-500' };
  return move > 0
    ? { text: t.moveUp(move), tone: 'text-red-600' }
    : { text: t.moveDown(-move), tone: 'text-blue-600' };
}
