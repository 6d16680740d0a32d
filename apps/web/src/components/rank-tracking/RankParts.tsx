import { Shuffle } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  methodLine,
  outsideShortText,
  outsideText,
  surfaceLabel,
} from '@seller/shared/rules/rank-provenance';
import { Spinner } from '../ui/Spinner';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { type RankKeyword, type RankSource, rankText } from './model';

const p = ko.rankProvenance;

// Korean convention: up is red, down is blue.
const changeTone = {
  up: 'text-red-600',
  down: 'text-blue-600',
  new: 'text-emerald-600',
  out: 'text-amber-500',
  same: 'text-slate-400',
  method: 'text-violet-600',
} as const;

/** "네이버 쇼핑 API(종료) · 가격비교 → SearchApi · N+스토어". */
const methodChangeText = (k: RankKeyword): string =>
  p.methodChangedFrom(methodLine(k.changedFrom), methodLine(k.provenance));

/**
 * The rank change since the previous record: ▲3, ▼2, NEW, OUT or -. Across a change of source
 * or surface there is no move (issue 36 §2): an icon named "수집 방식 변경" instead, the note line
 * under the keyword says it in words.
 */
export function ChangeMark({ keyword, className }: { keyword: RankKeyword; className?: string }) {
  if (keyword.change.kind === 'method') {
    return (
      <span
        data-testid="rank-change"
        data-kind="method"
        className={cn('inline-flex justify-end', changeTone.method, className)}
        title={`${p.methodChanged}: ${methodChangeText(keyword)}`}
      >
        <Shuffle aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{p.methodChanged}</span>
      </span>
    );
  }
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
  if (keyword.current === null) {
    // "500위 밖" by the depth the check read; the note line names the surface (issue 36 §2).
    const by = keyword.provenance;
    return (
      <span className="text-xs text-slate-500" title={by ? outsideText(by, source.maxRank) : undefined}>
        {by ? outsideShortText(by, source.maxRank) : source.outOfRank}
      </span>
    );
  }
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
      {checkedText(keyword, source, t.checkedAt(note.when))}
      {keyword.change.kind === 'method' && (
        <>
          {' · '}
          <span
            className="font-medium whitespace-nowrap text-violet-700"
            data-testid="method-changed"
            title={methodChangeText(keyword)}
          >
            {p.methodChanged}
          </span>
        </>
      )}
    </span>
  );
}

/**
 * "11.22 12:00 확인 · N+스토어", and for a rank outside what was read "… · N+스토어 500위까지
 * 확인" (issue 36 §2): the list always says which list was read, and how deep.
 */
function checkedText(keyword: RankKeyword, source: RankSource, checked: string): string {
  const by = keyword.provenance;
  if (!by) return checked;
  const surface = surfaceLabel(by.surface);
  // A record from before depths were kept says only which list it was.
  if (keyword.current !== null || typeof by.depth !== 'number') return p.noteSurface(checked, surface);
  if (by.depth <= 0) return p.noteSurface(checked, p.outsideEmpty(surface));
  return p.noteOutside(checked, surface, formatNumber(Math.min(by.depth, source.maxRank)));
}
