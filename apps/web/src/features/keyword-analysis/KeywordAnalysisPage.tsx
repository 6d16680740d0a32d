import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Info, SearchCheck } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { kstDate, kstStamp } from '@seller/shared/rules/kst';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { fetchRelated } from './api/keyword-analysis-api';
import { CategoryPanel } from './components/CategoryPanel';
import { RelatedTable } from './components/RelatedTable';
import { SearchBox } from './components/SearchBox';
import { ComingSoonCards, SummaryCards, SummarySkeleton } from './components/SummaryCards';
import { TrendPanel } from './components/TrendPanel';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { keywordAnalysisFrame } from './screen-frame';
import { queryKeys } from '../../lib/query-keys';

const t = ko.keywordAnalysisUi;

/** The keyword from `?keyword=` (the home keyword box and related-keyword clicks land here). */
export function keywordFromParams(params: URLSearchParams): string {
  return (params.get('keyword') ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
}

/** /search: keyword analysis (spec 02 §2.8; spec 01 §2.3). */
export function KeywordAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const keyword = keywordFromParams(params);
  const today = kstDate();
  const related = useQuery({
    queryKey: queryKeys.keywordAnalysis.related(keyword),
    queryFn: ({ signal }) => fetchRelated(keyword, signal),
    enabled: keyword !== '',
    staleTime: 5 * 60_000,
  });

  const search = (next: string) => {
    if (next === keyword) void related.refetch();
    else setParams({ keyword: next });
  };

  let body;
  if (!keyword) {
    body = (
      <EmptyState
        icon={<SearchCheck aria-hidden="true" className="size-10" />}
        title={t.startTitle}
        text={t.startText}
        className="rounded-2xl border border-dashed border-slate-300 bg-white"
      />
    );
  } else {
    let summary;
    if (related.isPending) summary = <SummarySkeleton />;
    else if (related.isError)
      summary = (
        <ErrorState
          title={t.loadFailed}
          text={errorMessage(related.error)}
          onRetry={() => void related.refetch()}
          className="rounded-2xl border border-slate-200 bg-white"
        />
      );
    else
      summary = (
        <>
          {!related.data.topKeyword && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800"
            >
              <Info aria-hidden="true" className="size-4 shrink-0" />
              {t.unknownKeyword}
            </p>
          )}
          <SummaryCards answer={related.data} />
        </>
      );
    body = (
      <div className="flex flex-col gap-4" data-testid="keyword-result" data-keyword={keyword}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold text-slate-900">{t.resultTitle(keyword)}</h2>
          {related.data && (
            <p className="text-xs text-slate-500">
              {t.fetchedAt(kstStamp(new Date(related.data.fetchedAt)))}
            </p>
          )}
        </div>
        {summary}
        <ComingSoonCards />
        {/* minmax(0, 1fr) columns and a min-w-0 item: the chart's canvas must not widen its column
            (a grid item grows to its content's width by default; it pushed a phone's page to 843 px). */}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <TrendPanel key={keyword} keyword={keyword} today={today} />
          </div>
          {related.data ? (
            <CategoryPanel answer={related.data} />
          ) : related.isPending ? (
            <div
              aria-hidden="true"
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <Skeleton className="h-5 w-28" />
              <Skeleton className="mx-auto size-44 rounded-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : null}
        </div>
        {related.data && <RelatedTable rows={related.data.relatedKeyword} current={keyword} />}
      </div>
    );
  }

  return (
    <ScreenFrame
      spec={keywordAnalysisFrame}
      testId="keyword-analysis-page"
      extra={
        <p
          data-testid="keyword-v2-notice"
          className="mt-1 flex w-fit items-start gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-800"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.v2Notice}
        </p>
      }
    >
      <SearchBox key={keyword} initial={keyword} onSearch={search} busy={related.isFetching} />
      {body}
    </ScreenFrame>
  );
}

export default KeywordAnalysisPage;
