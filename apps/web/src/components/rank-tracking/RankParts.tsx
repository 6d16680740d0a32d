import { Spinner } from '../ui/Spinner';
import { cn } from '../../lib/cn';
import { type RankKeyword, type RankSource, rankText } from './model';

// Korean convention: up is red, down is blue.
const changeTone = {
  up: 'text-red-600',
  down: 'text-blue-600',
  new: 'text-emerald-600',
  out: 'text-amber-500',
  same: 'text-slate-400',
} as const;

/** The rank change since the previous record: ▲3, ▼2, NEW, OUT or -. */
export function ChangeMark({ keyword, className }: { keyword: RankKeyword; className?: string }) {
  return (
    <span
      data-testid="rank-change"
      className={cn('text-xs font-bold tabular-nums', changeTone[keyword.change.kind], className)}
    >
      {keyword.changeLabel}
    </span>
  );
}

export function RepresentativeBadge({ label }: { label: string }) {
  return (
    <span className="shrink-0 rounded bg-brand-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white">
      {label}
    </span>
  );
}

/** The current rank of a keyword (and its page, where the source has pages), or its check state. */
export function CurrentRank({
  keyword,
  source,
  strong = false,
}: {
  keyword: RankKeyword;
  source: RankSource;
  strong?: boolean;
}) {
  const t = source.texts;
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
  if (keyword.current === null) return <span className="text-xs text-slate-500">{source.outOfRank}</span>;
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <strong
        data-testid="current-rank"
        className={cn('font-bold text-slate-900 tabular-nums', strong ? 'text-lg' : 'text-sm')}
      >
        {rankText(source, keyword.current)}
      </strong>
      {t.page && keyword.page != null && (
        <span className="text-[11px] text-slate-500">{t.page(keyword.page)}</span>
      )}
    </span>
  );
}

/** When the rank was checked, or that today's check failed and the rank is an older one. */
export function CheckNote({ keyword, source }: { keyword: RankKeyword; source: RankSource }) {
  const t = source.texts;
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
  if (note.kind === 'unconfirmed') {
    return (
      <span
        className="text-[11px] font-medium text-amber-700"
        data-testid="check-note"
        data-kind="unconfirmed"
        title={t.unconfirmedHint}
      >
        {t.unconfirmedSince(note.when)}
        <span className="sr-only"> {t.unconfirmedHint}</span>
      </span>
    );
  }
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
