import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';

const t = ko.rankRivalsUi;

/**
 * An entry's move since the day before in a top list: ▲ red up, ▼ blue down (as Korean users read
 * them), 신규 when it was not in the day before's list, - when unchanged or unknown.
 */
export function MoveMark({
  move,
  listedBefore,
  known,
}: {
  move: number | null;
  listedBefore: boolean;
  /** Whether a day before was kept at all (otherwise nothing is new). */
  known: boolean;
}) {
  if (move === null) {
    const isNew = known && !listedBefore;
    return (
      <span
        className={cn('text-xs font-bold', isNew ? 'text-emerald-600' : 'text-slate-400')}
        data-testid="move"
      >
        {isNew ? t.newEntry : t.noMove}
      </span>
    );
  }
  if (move === 0)
    return (
      <span className="text-xs text-slate-400" data-testid="move">
        {t.noMove}
      </span>
    );
  const up = move > 0;
  return (
    <span
      className={cn('text-xs font-bold tabular-nums', up ? 'text-red-600' : 'text-blue-600')}
      data-testid="move"
      title={up ? t.moveUp(move) : t.moveDown(-move)}
    >
      {up ? t.up(move) : t.down(-move)}
    </span>
  );
}
