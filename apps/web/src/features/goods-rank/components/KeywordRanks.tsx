import * as ko from '@seller/shared/messages/sections';
import { MAX_RANK } from '@seller/shared/rules/goods-rank';
import { HelpTip } from '../../../components/ui/HelpTip';
import { rankText } from '../../../components/rank-tracking/model';
import {
  ChangeMark,
  CheckNote,
  CurrentRank,
  RepresentativeBadge,
} from '../../../components/rank-tracking/RankParts';
import { cn } from '../../../lib/cn';
import { goodsSource } from '../model/rank-source';
import type { KeywordView } from '../model/view-model';

const t = ko.goodsRankUi;

const LINE = 'grid grid-cols-[minmax(0,1fr)_5.5rem_3.5rem_2.5rem] items-center gap-x-2';

/** The change column: right-aligned, wide enough for ▲123. */
export function ChangeBadge({ keyword }: { keyword: KeywordView }) {
  return <ChangeMark keyword={keyword} className="min-w-9 text-right" />;
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
  onOpenHistory: (keywordId: number) => void;
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
              {k.representative && <RepresentativeBadge label={t.representative} />}
              {/* Wrapped, never cut to "무선이…" (issue 39 §2). */}
              <span data-testid="keyword-text" className="min-w-0 break-words">
                {k.keyword}
              </span>
            </button>
            <CheckNote keyword={k} source={goodsSource} />
          </span>
          <span
            data-testid="keyword-rank"
            data-gdkdsn={k.gdkdSn}
            data-status={k.status}
            data-refreshing={k.refreshing || undefined}
            className={cn('text-right', k.refreshing && 'opacity-60')}
          >
            <CurrentRank keyword={k} source={goodsSource} />
          </span>
          <span className="text-right text-xs text-slate-500 tabular-nums">
            <span className="sr-only">{t.previous} </span>
            {k.previousKnown ? rankText(goodsSource, k.previous) : '-'}
          </span>
          <ChangeBadge keyword={k} />
        </li>
      ))}
    </ul>
  );
}
