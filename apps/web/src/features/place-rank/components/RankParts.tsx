import * as ko from '@seller/shared/messages/sections';
import { PLACE_MAX_RANK } from '@seller/shared/rules/place-rank';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import type { PlaceKeywordView } from '../model/view-model';

const t = ko.placeRankUi;

/** "12위", or "300위 밖" for null. */
export const rankText = (rank: number | null): string =>
  rank === null ? t.outOfRank(PLACE_MAX_RANK) : t.rank(formatNumber(rank));

// Korean convention: up is red, down is blue.
const changeTone = {
  up: 'text-red-600',
  down: 'text-blue-600',
  new: 'text-emerald-600',
  out: 'text-amber-500',
  same: 'text-slate-400',
} as const;

export function ChangeText({ keyword, className }: { keyword: PlaceKeywordView; className?: string }) {
  return (
    <span
      data-testid="place-rank-change"
      className={cn('text-xs font-bold tabular-nums', changeTone[keyword.change.kind], className)}
    >
      {keyword.changeLabel}
    </span>
  );
}

export function RepresentativeMark() {
  return (
    <span className="shrink-0 rounded-full bg-brand-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white">
      {t.representative}
    </span>
  );
}

/** The current rank of a keyword, or its check state before the first result. */
export function CurrentRank({ keyword, strong = false }: { keyword: PlaceKeywordView; strong?: boolean }) {
  if (keyword.status === 'pending') {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
        <Spinner className="size-3.5" />
        {t.checking}
      </span>
    );
  }
  if (keyword.status === 'failed' && keyword.current === null) {
    return <span className="text-xs text-slate-400">{t.checkFailed}</span>;
  }
  if (keyword.current === null) return <span className="text-xs text-slate-500">{rankText(null)}</span>;
  return (
    <span
      data-testid="place-rank"
      className={cn('font-bold text-slate-900 tabular-nums', strong ? 'text-lg' : 'text-sm')}
    >
      {rankText(keyword.current)}
    </span>
  );
}

/** When the rank was checked, or that today's check failed and the rank is an older one. */
export function CheckNoteText({ keyword }: { keyword: PlaceKeywordView }) {
  const note = keyword.note;
  if (keyword.refreshing) {
    return (
      <span className="inline-flex items-center gap-1 text-[11px] text-brand-700" data-testid="check-note">
        <Spinner className="size-3" />
        {t.refreshing}
      </span>
    );
  }
  if (note.kind === 'none') return null;
  if (note.kind === 'failedToday') {
    return (
      <span
        className="text-[11px] font-medium text-amber-700"
        data-testid="check-note"
        data-kind="failed"
        title={t.failedTodayHint}
      >
        {note.yesterday ? t.failedTodayYesterday : t.failedTodaySince(note.when)}
      </span>
    );
  }
  return (
    <span className="text-[11px] text-slate-400 tabular-nums" data-testid="check-note" data-kind="checked">
      {t.checkedAt(note.when)}
    </span>
  );
}
