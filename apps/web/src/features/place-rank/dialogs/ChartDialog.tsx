import { lazy, Suspense, useState } from 'react';
import { Tabs } from 'radix-ui';
import { PencilLine, Trophy } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { PLACE_MAX_RANK } from '@seller/shared/rules/place-rank';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { chartSeries, rangeLabel, withMarks } from '../../../lib/rank-chart';
import { RepresentativeMark, rankText } from '../components/RankParts';
import { bestRank, chartPoints, type PlaceKeywordView, type PlaceView } from '../model/view-model';

const t = ko.placeRankUi;
const RankChart = lazy(() => lazyWithRetry(() => import('../../../components/ui/RankChart')));

function KeywordChart({ keyword, place }: { keyword: PlaceKeywordView; place: PlaceView }) {
  const points = withMarks(chartPoints(keyword), place.changes);
  if (points.length === 0) return <EmptyState title={t.noHistory} text={t.chartHint} className="py-8" />;
  const best = bestRank(keyword);
  const series = chartSeries(points, PLACE_MAX_RANK);
  return (
    <div className="mt-4 flex flex-col gap-3">
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
          maxRank={PLACE_MAX_RANK}
          label={t.chartLabel(keyword.keyword)}
          rankColumn={t.colCurrent}
          outOfRank={t.outOfRank(PLACE_MAX_RANK)}
          rankText={t.rank}
          marksLabel={ko.rankAlerts.changesLegend}
        />
      </Suspense>
      {place.changes.length > 0 && (
        <section aria-label={ko.rankAlerts.changesTitle} data-testid="chart-changes">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <PencilLine aria-hidden="true" className="size-4 text-amber-600" />
            {ko.rankAlerts.changesTitle}
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">{ko.rankAlerts.changesHint}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {place.changes.map((c, i) => (
              <li key={`${c.day}-${i}`} className="flex gap-3" data-testid="chart-change">
                <span className="shrink-0 text-slate-500 tabular-nums">{c.day.replaceAll('-', '.')}</span>
                <span className="min-w-0 break-all text-slate-800">{c.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The rank chart of a place: one tab per keyword, the last 20 records on a day axis (spec 02 §9). */
export function ChartDialog({ place, onClose }: { place: PlaceView; onClose: () => void }) {
  const [tab, setTab] = useState(place.keywords[0] ? String(place.keywords[0].plkwrdSn) : '');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.chartTitle}
      className="max-h-[92dvh] max-w-3xl overflow-y-auto"
    >
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{place.name ?? t.unnamed}</p>
      {place.keywords.length === 0 ? (
        <EmptyState title={t.noKeywords} className="py-8" />
      ) : (
        <Tabs.Root value={tab} onValueChange={setTab} className="mt-4" data-testid="chart-dialog">
          <Tabs.List aria-label={t.keywords} className="flex gap-1 overflow-x-auto border-b border-slate-200">
            {place.keywords.map((k) => (
              <Tabs.Trigger
                key={k.plkwrdSn}
                value={String(k.plkwrdSn)}
                data-testid="chart-tab"
                className="-mb-px flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                {k.representative && <RepresentativeMark />}
                {k.keyword}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {place.keywords.map((k) => (
            <Tabs.Content key={k.plkwrdSn} value={String(k.plkwrdSn)}>
              <KeywordChart keyword={k} place={place} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Dialog>
  );
}
