import * as ko from '@seller/shared/messages/sections';
import { MAX_RANK } from '@seller/shared/rules/goods-rank';
import { HelpTip } from '../../../components/ui/HelpTip';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import type { KeywordView } from '../model/view-model';

const t = ko.goodsRankUi;

const changeTone = {
  up: 'text-red-600',
  down: 'text-blue-600',
  new: 'text-emerald-600',
  out: 'text-amber-500',
  same: 'text-slate-400',
} as const;

export function ChangeBadge({ keyword }: { keyword: KeywordView }) {
  return (
    <span
      className={cn('min-w-9 text-right text-xs font-bold tabular-nums', changeTone[keyword.change.kind])}
    >
      {keyword.changeLabel}
    </span>
  );
}

export function RepresentativeBadge() {
  return (
    <span className="shrink-0 rounded bg-brand-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white">
      {t.representative}
    </span>
  );
}

const LINE = 'grid grid-cols-[minmax(0,1fr)_5.5rem_3.5rem_2.5rem] items-center gap-x-2';

const rankText = (rank: number | null) => (rank === null ? t.outOfRank : t.rank(formatNumber(rank)));

function CurrentRank({ keyword }: { keyword: KeywordView }) {
  if (keyword.status === 'pending') {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
        <Spinner className="size-3.5" />
        {t.checking}
      </span>
    );
  }
  if (keyword.status === 'failed') return <span className="text-xs text-slate-400">{t.checkFailed}</span>;
  if (keyword.current === null) return <span className="text-xs text-slate-500">{t.outOfRank}</span>;
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <strong className="text-sm text-slate-900 tabular-nums">{rankText(keyword.current)}</strong>
      {keyword.page !== null && <span className="text-[11px] text-slate-500">{t.page(keyword.page)}</span>}
    </span>
  );
}

/** When the rank was checked, or that today's check failed and the rank is an older one. */
export function CheckNoteText({ keyword }: { keyword: KeywordView }) {
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

/** Column labels of the keyword lines (in the table header on desktop, above each card's list on phones). */
export function KeywordHeader({ className }: { className?: string }) {
  return (
    <div className={cn(LINE, className)}>
      <span>{t.colKeyword}</span>
      <span className="inline-flex items-center justify-end gap-0.5 text-right">
        {t.colCurrent}
        <HelpTip label={t.depthLabel(MAX_RANK)} text={t.depthHint(MAX_RANK)} />
      </span>
      <span className="text-right">{t.previous}</span>
      <span className="min-w-9 text-right">{t.colChange}</span>
    </div>
  );
}

/** Keyword lines, representative first: current rank and page, previous rank, change. */
export function KeywordRanks({
  keywords,
  onOpenHistory,
  showHeader = true,
}: {
  keywords: readonly KeywordView[];
  onOpenHistory: (gdkdSn: number) => void;
  showHeader?: boolean;
}) {
  if (keywords.length === 0) return <p className="text-xs text-slate-400">{t.noKeywords}</p>;
  return (
    <ul className="flex flex-col gap-1.5">
      {showHeader && (
        <li>
          <KeywordHeader className="text-[11px] font-medium text-slate-400" />
        </li>
      )}
      {keywords.map((k) => (
        <li key={k.gdkdSn} className={cn(LINE, 'text-sm')}>
          <span className="flex min-w-0 flex-col">
            <button
              type="button"
              onClick={() => onOpenHistory(k.gdkdSn)}
              className="flex min-w-0 items-center gap-1.5 rounded text-left text-slate-700 hover:text-brand-700 hover:underline"
            >
              {k.representative && <RepresentativeBadge />}
              <span className="truncate">{k.keyword}</span>
            </button>
            <CheckNoteText keyword={k} />
          </span>
          <span
            data-testid="keyword-rank"
            data-gdkdsn={k.gdkdSn}
            data-status={k.status}
            data-refreshing={k.refreshing || undefined}
            className={cn('text-right', k.refreshing && 'opacity-60')}
          >
            <CurrentRank keyword={k} />
          </span>
          <span className="text-right text-xs text-slate-500 tabular-nums">
            <span className="sr-only">{t.previous} </span>
            {k.status === 'pending' ? '-' : rankText(k.previous)}
          </span>
          <ChangeBadge keyword={k} />
        </li>
      ))}
    </ul>
  );
}
