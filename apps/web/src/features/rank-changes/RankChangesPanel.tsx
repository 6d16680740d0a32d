import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { ChangesTable, SurgeList } from './ChangesTable';
import { EventForm } from './EventForm';
import { ATTRIBUTES, type Attribute, dayAxis, hasAttribute, linesOf, shortDay } from './model';
import { type RankChangesView, fetchRankChanges, rankChangesKeys } from './rank-changes-api';

const ChangesChart = lazy(() => lazyWithRetry(() => import('./ChangesChart')));
const t = ko.rankChangesUi;

/**
 * 변화 기록 of one tracked keyword (issue 42 §2): the rank and the chosen attribute on one day
 * axis for the own product and its pinned rivals, the member's events, the changes with the rank
 * around them, and the unexplained climbs.
 */
export function RankChangesPanel({ gdkdSn, keyword }: { gdkdSn: number; keyword: string }) {
  const view = useQuery({
    queryKey: rankChangesKeys.view(gdkdSn),
    queryFn: () => fetchRankChanges(gdkdSn),
    staleTime: 60_000,
  });
  if (view.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t.loading} data-testid="rank-changes-loading">
        <Skeleton className="h-48 w-full sm:h-56" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (view.isError)
    return <ErrorState text={t.loadError} onRetry={() => void view.refetch()} className="py-6" />;
  return <Loaded view={view.data} gdkdSn={gdkdSn} keyword={keyword} />;
}

function Loaded({ view, gdkdSn, keyword }: { view: RankChangesView; gdkdSn: number; keyword: string }) {
  const [attribute, setAttribute] = useState<Attribute>('price');
  const days = dayAxis(view.today);
  const recorded = view.series.some((s) => s.points.length > 0);
  const chosen = ATTRIBUTES.find((a) => a.id === attribute)!;
  const events = view.events.flatMap((e) => {
    const index = days.indexOf(e.day);
    return index < 0 ? [] : [{ index, text: t.chartEvents(e.label) }];
  });
  return (
    <div className="space-y-5" data-testid="rank-changes">
      <section aria-labelledby="rank-changes-chart-title">
        <h3 id="rank-changes-chart-title" className="text-sm font-semibold text-slate-900">
          {t.panelTitle}
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-2" role="group" aria-label={t.attributeLabel}>
          {ATTRIBUTES.map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={a.id === attribute}
              onClick={() => setAttribute(a.id)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-medium sm:min-h-9',
                a.id === attribute
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
              data-testid={`attribute-${a.id}`}
            >
              {a.label}
            </button>
          ))}
        </div>
        {!recorded ? (
          <EmptyState title={t.changesEmpty} className="py-6" />
        ) : (
          <Suspense fallback={<Skeleton className="mt-2 h-80 w-full" />}>
            <div className="mt-2">
              <ChangesChart
                days={days.map(shortDay)}
                ranks={linesOf(view, days, 'rank')}
                attribute={linesOf(view, days, attribute)}
                attributeLabel={t.panelLabel(keyword, chosen.label)}
                events={events}
                label={t.panelLabel(keyword, chosen.label)}
              />
            </div>
            {!hasAttribute(view, attribute) && (
              <p className="mt-1 text-xs text-slate-500" data-testid="attribute-missing">
                {t.attributeMissing(chosen.label)}
              </p>
            )}
          </Suspense>
        )}
      </section>
      <EventForm gdpSn={view.gdpSn} gdkdSn={gdkdSn} today={view.today} events={view.events} />
      <ChangesTable view={view} />
      <SurgeList view={view} />
    </div>
  );
}
