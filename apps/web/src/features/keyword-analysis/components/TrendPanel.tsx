import { lazy, Suspense, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { TREND_MIN_DATE, TREND_SHORTCUTS, type TrendUnit } from '@seller/shared/rules/keyword-analysis';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { fetchTrends } from '../api/keyword-analysis-api';
import {
  activeShortcut,
  addCompare,
  applyShortcut,
  chartSeries,
  initialControls,
  monthDay,
  removeCompare,
  setDate,
  trendKeywords,
  trendLook,
  type InProgress,
  type TrendControls,
} from '../model/trend-controls';
import { colorAt } from './chart-colors';
import { queryKeys } from '../../../lib/query-keys';

const TrendChart = lazy(() => lazyWithRetry(() => import('./TrendChart')));
const t = ko.keywordAnalysisUi;
const UNITS: TrendUnit[] = ['date', 'week', 'month'];
const CONTROL_FIELDS = ['compare', 'startDate', 'endDate', 'unit'] as const;

/** The panel's choices and the compare keyword being typed. */
type TrendForm = TrendControls & { draft: string };

function Segment<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T | null;
  onChange: (v: T) => void;
  testId: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          data-testid={`${testId}-${o.value}`}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900',
            'focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none',
            value === o.value && 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** DataLab trend of the analysed keyword and up to 4 compared ones (spec 02 §2.8, §9). */
export function TrendPanel({ keyword, today }: { keyword: string; today: string }) {
  // No resolver: nothing is submitted. Each choice redraws the chart at once; the period is
  // checked as it changes (trendDateProblem, the rule the server's trendsQuery applies) and the
  // model (trend-controls.ts) gives the whole next set of choices, which the form takes over.
  const form = useForm<TrendForm>({ defaultValues: { ...initialControls(today), draft: '' } });
  const [compare, startDate, endDate, unit] = useWatch({ control: form.control, name: CONTROL_FIELDS });
  const controls: TrendControls = { compare, startDate, endDate, unit };
  const apply = (next: TrendControls) => {
    for (const field of CONTROL_FIELDS) form.setValue(field, next[field]);
  };
  const ids = { start: useId(), end: useId(), compare: useId() };
  const look = trendLook(controls, keyword, today);
  const keywords = trendKeywords(keyword, controls.compare);
  const query = useQuery({
    queryKey: look ? queryKeys.keywordAnalysis.trends(look) : queryKeys.keywordAnalysis.trendsNone,
    queryFn: ({ signal }) => fetchTrends(look!, signal),
    enabled: look !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  const add = form.handleSubmit(({ draft }) => {
    const r = addCompare(controls, keyword, draft);
    if ('controls' in r) {
      apply(r.controls);
      form.setValue('draft', '');
    } else if (r.problem === 'limit') toast.error(t.compareLimit);
    else if (r.problem === 'duplicate') toast.error(t.compareDuplicate);
    else toast.error(t.enterKeyword);
  });
  const date = (which: 'startDate' | 'endDate') =>
    form.register(which, {
      onChange: (e: { target: { value: string } }) => apply(setDate(controls, which, e.target.value)),
    });

  let chart;
  // The chart draws a running last period apart (TrendChart); the note under it says why.
  let inProgress: InProgress | null = null;
  if (query.isPending) chart = <Skeleton className="h-full w-full" />;
  else if (query.isError)
    chart = (
      <ErrorState
        title={t.trendLoadFailed}
        text={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        className="h-full py-4"
      />
    );
  else if (query.data.results.every((r) => r.data.length === 0))
    chart = <EmptyState title={t.trendEmpty} className="h-full" />;
  else {
    inProgress = chartSeries(query.data).inProgress;
    chart = (
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <TrendChart answer={query.data} />
      </Suspense>
    );
  }

  return (
    <section
      data-testid="trend-panel"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-slate-900">{t.trendTitle}</h2>
        <p className="text-xs text-slate-500">{t.trendHint}</p>
      </header>

      <div className="flex flex-wrap items-end gap-3">
        <Segment
          label={t.periodLabel}
          testId="trend-shortcut"
          value={activeShortcut(controls, today)}
          options={TREND_SHORTCUTS.map((s) => ({ value: s, label: t.shortcuts[s] }))}
          onChange={(s) => apply(applyShortcut(controls, s, today))}
        />
        <div className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600" htmlFor={ids.start}>
            {t.startDate}
            <input
              id={ids.start}
              type="date"
              min={TREND_MIN_DATE}
              max={today}
              data-testid="trend-start"
              {...date('startDate')}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm text-slate-800 focus:border-brand-500 focus:outline-none"
            />
          </label>
          <span aria-hidden="true" className="pb-2 text-slate-400">
            ~
          </span>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600" htmlFor={ids.end}>
            {t.endDate}
            <input
              id={ids.end}
              type="date"
              min={TREND_MIN_DATE}
              max={today}
              data-testid="trend-end"
              {...date('endDate')}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm text-slate-800 focus:border-brand-500 focus:outline-none"
            />
          </label>
        </div>
        <Segment
          label={t.unitLabel}
          testId="trend-unit"
          value={controls.unit}
          options={UNITS.map((u) => ({ value: u, label: t.units[u] }))}
          onChange={(next) => apply({ ...controls, unit: next })}
        />
      </div>
      {!look && (
        <p role="alert" className="text-[13px] font-medium text-red-600">
          {t.dateRangeHint}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold text-slate-600">{t.compareLabel}</span>
        {keywords.map((k, i) => (
          <span
            key={k}
            data-testid="trend-keyword"
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-slate-200 bg-white pr-1.5 pl-3 text-sm font-medium text-slate-800"
          >
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: colorAt(i) }}
            />
            {k}
            {i > 0 ? (
              <button
                type="button"
                aria-label={t.compareRemove(k)}
                data-testid="trend-keyword-remove"
                onClick={() => apply(removeCompare(controls, k))}
                className="rounded-full p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            ) : (
              <span className="w-1.5" />
            )}
          </span>
        ))}
        {keywords.length < 5 && (
          <form onSubmit={(e) => void add(e)} className="flex items-center gap-1.5">
            <label htmlFor={ids.compare} className="sr-only">
              {t.compareLabel}
            </label>
            <input
              id={ids.compare}
              maxLength={50}
              {...form.register('draft')}
              placeholder={t.comparePlaceholder}
              data-testid="trend-compare-input"
              className="h-8 w-40 rounded-full border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none"
            />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              data-testid="trend-compare-add"
              className="rounded-full"
            >
              <Plus aria-hidden="true" className="size-3.5" />
              {t.compareAdd}
            </Button>
          </form>
        )}
      </div>

      <div
        className="relative h-72 sm:h-80"
        data-testid="trend-chart"
        data-state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        data-start={query.data?.startDate}
        data-end={query.data?.endDate}
        data-unit={query.data?.timeUnit}
        data-series={query.data?.results.map((r) => r.title).join('|')}
        data-points={query.data?.results[0]?.data.length}
        data-in-progress={inProgress?.period}
        aria-busy={query.isFetching || undefined}
      >
        {chart}
      </div>
      {inProgress && (
        <p data-testid="trend-in-progress" className="flex items-start gap-2 text-xs text-slate-600">
          <span aria-hidden="true" className="mt-2 w-5 shrink-0 border-t-2 border-dashed border-slate-500" />
          <span>
            <span className="font-semibold text-slate-800">{t.trendInProgressPeriod(inProgress.period)}</span>{' '}
            {t.trendInProgressNote(t.trendDay(...monthDay(inProgress.through)))}
          </span>
        </p>
      )}
    </section>
  );
}
