import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { FileSpreadsheet, PencilLine, Trophy } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { MAX_RANK } from '@seller/shared/rules/goods-rank';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatNumber } from '../../../lib/format';
import { chartSeries, koreaDay, rangeLabel, withMarks } from '../../../lib/rank-chart';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { fetchRankHistory, historyExportUrl } from '../api/goods-rank-api';
import { RepresentativeBadge } from '../components/KeywordRanks';
import { bestRankOf, historyMarks, historyPoints } from '../model/history';
import type { GoodsRowView, KeywordView } from '../model/view-model';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.goodsRankUi;
const RankChart = lazy(() => lazyWithRetry(() => import('../../../components/ui/RankChart')));

const rankText = (rank: number | null) => (rank === null ? t.outOfRank : t.rank(formatNumber(rank)));

function KeywordHistory({ keyword }: { keyword: KeywordView }) {
  const history = useQuery({
    queryKey: queryKeys.goods.history(keyword.gdkdSn),
    queryFn: () => fetchRankHistory(keyword.gdkdSn),
    staleTime: 60_000,
  });
  if (history.isPending) {
    return (
      <div role="status" className="mt-4 flex flex-col gap-3">
        <span className="sr-only">{ko.common.loading}</span>
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (history.isError) {
    return <ErrorState text={t.historyError} onRetry={() => void history.refetch()} className="py-6" />;
  }
  const marks = historyMarks(history.data);
  const points = withMarks(historyPoints(history.data), marks);
  if (points.length === 0) return <EmptyState title={t.noHistory} text={t.historyHint} className="py-8" />;
  const best = bestRankOf(history.data, points);
  const series = chartSeries(points, MAX_RANK);
  const byDay = new Map(points.map((p) => [koreaDay(p.at), p]));
  // Every day of the range, newest first: a day without a record says so (issue 23 point 9).
  const rows = [...series.days].reverse().map((day) => ({ day, point: byDay.get(day) }));
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <h3 className="font-semibold text-slate-900 tabular-nums" data-testid="chart-range">
          {t.chartRange(rangeLabel(series.from, series.to), points.length, series.spanDays)}
        </h3>
        <p className="inline-flex items-center gap-1.5 font-semibold text-slate-900" data-testid="best-rank">
          <Trophy aria-hidden="true" className="size-4 text-amber-500" />
          {t.bestRank} <span className="text-brand-700 tabular-nums">{rankText(best)}</span>
        </p>
        <p className="w-full text-xs text-slate-500">{t.chartGapHint}</p>
      </div>
      <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>
        <RankChart
          points={points}
          maxRank={MAX_RANK}
          label={t.chartLabel(keyword.keyword)}
          rankColumn={t.rankColumn}
          outOfRank={t.outOfRank}
          rankText={t.rank}
          marksLabel={ko.rankAlerts.changesLegend}
        />
      </Suspense>
      {marks.length > 0 && (
        <section aria-label={ko.rankAlerts.changesTitle} data-testid="history-changes">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <PencilLine aria-hidden="true" className="size-4 text-amber-600" />
            {ko.rankAlerts.changesTitle}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">{ko.rankAlerts.changesHint}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {marks.map((m, i) => (
              <li key={`${m.day}-${i}`} className="flex gap-3" data-testid="history-change">
                <span className="shrink-0 text-slate-500 tabular-nums">{m.day.replaceAll('-', '.')}</span>
                <span className="min-w-0 break-all text-slate-800">{m.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="max-h-60 overflow-y-auto rounded-xl border border-slate-200">
        <table className="w-full text-sm" data-testid="history-table">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t.date}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t.rankColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ day, point: p }) =>
              !p ? (
                <tr key={day} className="border-t border-slate-100" data-testid="history-gap">
                  <td className="px-3 py-1.5 text-slate-400 tabular-nums">{day.replaceAll('-', '.')}</td>
                  <td className="px-3 py-1.5 text-right text-xs text-slate-400">{t.noRecord}</td>
                </tr>
              ) : (
                <tr key={p.at} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 text-slate-700 tabular-nums">
                    {p.dateLabel}
                    {p.marks && (
                      <span
                        className="ml-2 inline-flex items-center rounded bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-700"
                        title={p.marks.join(', ')}
                      >
                        {ko.rankAlerts.changesLegend}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-1.5 text-right font-medium text-slate-900 tabular-nums">
                    {rankText(p.rank)}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Rank history per keyword: tabs, a day-axis chart of the last 20 records, a table and the best rank. */
export function HistoryDialog({
  view,
  gdkdSn,
  onClose,
}: {
  view: GoodsRowView;
  gdkdSn: number | undefined;
  onClose: () => void;
}) {
  const first = view.keywords.find((k) => k.gdkdSn === gdkdSn) ?? view.keywords[0];
  const [tab, setTab] = useState(first ? String(first.gdkdSn) : '');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.historyTitle}
      className="max-h-[92dvh] max-w-3xl overflow-y-auto"
      footer={
        <Button asChild variant="outline" size="sm">
          <a href={historyExportUrl(view.gdpSn)} download data-testid="history-export">
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t.exportHistory}
          </a>
        </Button>
      }
    >
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{view.title ?? t.lookupPending}</p>
      {view.keywords.length === 0 ? (
        <EmptyState title={t.noKeywords} className="py-8" />
      ) : (
        <Tabs.Root value={tab} onValueChange={setTab} className="mt-4">
          <Tabs.List aria-label={t.keywords} className="flex gap-1 overflow-x-auto border-b border-slate-200">
            {view.keywords.map((k) => (
              <Tabs.Trigger
                key={k.gdkdSn}
                value={String(k.gdkdSn)}
                data-testid="history-tab"
                className="-mb-px flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                {k.representative && <RepresentativeBadge />}
                {k.keyword}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {view.keywords.map((k) => (
            <Tabs.Content key={k.gdkdSn} value={String(k.gdkdSn)}>
              <KeywordHistory keyword={k} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Dialog>
  );
}
