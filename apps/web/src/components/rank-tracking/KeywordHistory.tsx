import { lazy, Suspense } from 'react';
import { PencilLine, Shuffle, Trophy } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import {
  type ChartMark,
  chartSeries,
  type HistoryPoint,
  koreaDay,
  rangeLabel,
  withMarks,
  withMethodChanges,
} from '../../lib/rank-chart';
import { type RankKeyword, type RankSource, rankText } from './model';
import { dayLabel, RankHistoryTable, type RankHistoryTexts } from './RankHistoryTable';

const RankChart = lazy(() => lazyWithRetry(() => import('../ui/RankChart')));

interface KeywordHistoryData {
  /** The last records, oldest first. */
  points: HistoryPoint[];
  /** The member's own changes of the item over the shown dates, oldest first. */
  changes: readonly (ChartMark & { day: string })[];
  best: number | null;
}

export type HistoryState =
  | { status: 'pending' }
  | { status: 'error'; text: string; retry: () => void }
  | { status: 'ok'; data: KeywordHistoryData };

/**
 * One keyword's history: the best rank, a day-axis chart of the last records, the member's changes
 * and the daily table (every day of the range, newest first; a day without a record says so).
 */
export function KeywordHistory({
  keyword,
  state,
  source,
  emptyHint,
}: {
  keyword: RankKeyword;
  state: HistoryState;
  source: RankSource<RankHistoryTexts>;
  emptyHint: string;
}) {
  const t = source.texts;
  if (state.status === 'pending') {
    return (
      <div role="status" className="mt-4 flex flex-col gap-3">
        <span className="sr-only">{ko.common.loading}</span>
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (state.status === 'error')
    return <ErrorState text={state.text} onRetry={state.retry} className="py-6" />;
  const { changes, best } = state.data;
  // Days read by another source or surface than the day before are marked (issue 36 §2).
  const points = withMethodChanges(withMarks(state.data.points, changes));
  if (points.length === 0) return <EmptyState title={t.noHistory} text={emptyHint} className="py-8" />;
  const series = chartSeries(points, source.maxRank);
  const byDay = new Map(points.map((p) => [koreaDay(p.at), p]));
  const rows = [...series.days].reverse().map((day) => {
    const point = byDay.get(day);
    return {
      day,
      ranks: [point?.rank],
      marks: point?.marks,
      provenances: [point?.provenance],
      methodChange: point?.methodChange,
    };
  });
  const methodChanges = points.flatMap((p) =>
    p.methodChange ? [{ day: koreaDay(p.at), text: p.methodChange }] : [],
  );
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <h3 className="font-semibold text-slate-900 tabular-nums" data-testid="chart-range">
          {t.chartRange(rangeLabel(series.from, series.to), points.length, series.spanDays)}
        </h3>
        <p className="inline-flex items-center gap-1.5 font-semibold text-slate-900" data-testid="best-rank">
          <Trophy aria-hidden="true" className="size-4 text-amber-500" />
          {t.bestRank} <span className="text-brand-700 tabular-nums">{rankText(source, best)}</span>
        </p>
        <p className="w-full text-xs text-slate-500">{t.chartGapHint}</p>
      </div>
      <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>
        <RankChart
          points={points}
          maxRank={source.maxRank}
          label={t.chartLabel(keyword.keyword)}
          rankColumn={t.rankColumn}
          outOfRank={source.outOfRank}
          rankText={t.rank}
          marksLabel={ko.rankAlerts.changesLegend}
          methodLabel={ko.rankProvenance.methodChanged}
        />
      </Suspense>
      {methodChanges.length > 0 && (
        <section aria-label={ko.rankProvenance.methodChanged} data-testid="history-method-changes">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Shuffle aria-hidden="true" className="size-4 text-violet-600" />
            {ko.rankProvenance.methodChanged}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">{ko.rankProvenance.methodChangedHint}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {methodChanges.map((c) => (
              <li key={c.day} className="flex gap-3" data-testid="history-method-change">
                <span className="shrink-0 text-slate-500 tabular-nums">{dayLabel(c.day)}</span>
                <span className="min-w-0 break-words text-slate-800">{c.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {changes.length > 0 && (
        <section aria-label={ko.rankAlerts.changesTitle} data-testid="history-changes">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <PencilLine aria-hidden="true" className="size-4 text-amber-600" />
            {ko.rankAlerts.changesTitle}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">{ko.rankAlerts.changesHint}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {changes.map((c, i) => (
              <li key={`${c.day}-${i}`} className="flex gap-3" data-testid="history-change">
                <span className="shrink-0 text-slate-500 tabular-nums">{dayLabel(c.day)}</span>
                <span className="min-w-0 break-all text-slate-800">{c.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RankHistoryTable
        source={source}
        columns={[{ id: keyword.id, label: t.rankColumn }]}
        rows={rows}
        className="max-h-60"
      />
    </div>
  );
}
