import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FileDown, FileX } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { ReportRankMap } from './ReportRankMap';
import type { PublicReport, ReportItem, ReportKeyword } from '@seller/shared/schemas/client-reports';
import { reportRankText, reportSummary, summaryLines } from '@seller/shared/rules/client-reports';
import { dayText, periodText, shortDayText } from '@seller/shared/rules/dates';
import { outsideText, provenanceLine } from '@seller/shared/rules/rank-provenance';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage, isApiError } from '../../lib/api';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { type HistoryPoint, koreaDayStart, withMethodChanges } from '../../lib/rank-chart';
import { downloadPublicPdf, fetchPublicReport } from './api/client-reports-api';
import { moveLabel, noChartText } from './model';

const RankChart = lazy(() => lazyWithRetry(() => import('../../components/ui/RankChart')));
const t = ko.clientReports;

/** Keeps the page out of search engines (the server also sends X-Robots-Tag on it and its API). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** /report/:token (issue 29 §1): a client's read-only report, without sign-in. */
export default function PublicReportPage() {
  useNoIndex();
  const { token = '' } = useParams();
  const report = useQuery({
    queryKey: ['client-report', token],
    queryFn: () => fetchPublicReport(token),
    retry: false,
  });
  const [downloading, setDownloading] = useState(false);

  if (report.isPending)
    return (
      <div role="status" aria-label={t.loading} className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-10">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (report.isError) {
    const gone = isApiError(report.error) && report.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16" data-testid="report-gone">
        {gone ? (
          <EmptyState
            icon={<FileX aria-hidden="true" className="size-10" />}
            title={t.goneTitle}
            text={errorMessage(report.error)}
          />
        ) : (
          <ErrorState text={errorMessage(report.error)} onRetry={() => void report.refetch()} />
        )}
      </div>
    );
  }
  const data = report.data;
  const download = () => {
    setDownloading(true);
    downloadPublicPdf(token)
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => setDownloading(false));
  };
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 md:py-12" data-testid="public-report">
      <header className="flex flex-col gap-3 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {/* The agency's brand (issue 40 §1): its logo when it uploaded one, and its name. */}
          <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-2">
            {data.logoUrl && data.company && (
              <img
                src={data.logoUrl}
                alt={t.logoAlt(data.company)}
                className="h-10 w-auto max-w-[180px] object-contain object-left md:h-12 md:max-w-[220px]"
                data-testid="report-logo"
              />
            )}
            <p className="text-sm font-semibold text-brand-600" data-testid="report-company">
              {data.company ? t.preparedBy(data.company) : t.neutralTitle}
            </p>
          </div>
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 md:text-3xl">{data.name}</h1>
          <p className="mt-1 text-sm text-slate-500 tabular-nums">
            {t.period(periodText(data.from, data.to))}
          </p>
        </div>
        <Button
          onClick={download}
          loading={downloading}
          className="self-start sm:self-auto"
          data-testid="report-pdf-download"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {downloading ? t.pdfPreparing : t.pdfDownload}
        </Button>
      </header>
      {data.items.length === 0 ? (
        <EmptyState title={t.noItems} />
      ) : (
        <>
          <Summary report={data} />
          {data.comment && (
            <section
              aria-label={t.commentTitle}
              data-testid="report-comment"
              className="rounded-2xl border-l-4 border-brand-500 bg-white p-4 shadow-sm md:p-6"
            >
              <h2 className="text-xs font-semibold text-slate-500">{t.commentTitle}</h2>
              <p className="mt-1 text-[15px] whitespace-pre-line text-slate-800">{data.comment}</p>
            </section>
          )}
          {data.items.map((item, i) => (
            <ItemCard key={i} item={item} />
          ))}
        </>
      )}
      {/* An agency's report says only who provides it; a seller's own names where it came from. */}
      <p className="text-xs text-slate-500" data-testid="report-footer">
        {data.company ? t.providedBy(data.company) : t.footer}
      </p>
    </article>
  );
}

/** The report's figures (issue 40 §1): the same function and wording as the PDF's summary. */
function Summary({ report }: { report: PublicReport }) {
  const lines = summaryLines(reportSummary(report));
  return (
    <section
      aria-label={t.summaryTitle}
      data-testid="report-summary"
      className="rounded-2xl bg-white p-4 shadow-sm md:p-6"
    >
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {lines.map((l) => (
          <div key={l.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{l.label}</dt>
            <dd className="mt-0.5 truncate text-lg font-bold text-slate-900 tabular-nums" title={l.value}>
              {l.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ItemCard({ item }: { item: ReportItem }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6" data-testid="report-item">
      <p className="text-xs font-semibold text-brand-600">
        {item.kind === 'goods' ? t.kindGoods : t.kindPlace}
      </p>
      <h2 className="mt-0.5 text-lg font-bold break-words text-slate-900">{item.name}</h2>
      {item.keywords.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t.noKeywords}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          {item.keywords.map((k) => (
            <KeywordBlock key={k.keyword} keyword={k} depth={item.depth} />
          ))}
        </div>
      )}
      {item.rankMap && <ReportRankMap map={item.rankMap} />}
    </section>
  );
}

function KeywordBlock({ keyword: k, depth }: { keyword: ReportKeyword; depth: number }) {
  // Each day with where it came from; a change of method is marked on the chart (issue 36 §2),
  // and a switch of the product as the history chart marks it (issue 40 §1).
  const switched = new Set(k.productChanges ?? []);
  const points: HistoryPoint[] = withMethodChanges(
    k.ranks.map((r) => ({
      at: koreaDayStart(r.day),
      dateLabel: dayText(r.day),
      shortLabel: shortDayText(r.day),
      rank: r.rank,
      provenance: r.provenance ?? null,
      ...(switched.has(r.day) ? { marks: [t.productChanged] } : {}),
    })),
  );
  const move = moveLabel(k.move);
  const noChart = noChartText(k.ranks, depth);
  const methodChanges = k.methodChanges ?? [];
  return (
    <div className="flex flex-col gap-3" data-testid="report-keyword">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-500">{t.keyword}</dt>
          <dd className="font-semibold break-words text-slate-900">{k.keyword}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t.todayRank}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {reportRankText(k.rank, depth, k.ranks.length > 0)}
          </dd>
          {k.rank === null && k.provenance && (
            <dd className="text-xs text-slate-500" data-testid="report-outside">
              {outsideText(k.provenance, depth)}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t.move}</dt>
          <dd className={`font-semibold tabular-nums ${move.tone}`}>{move.text}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t.bestRank}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {reportRankText(k.best, depth, k.ranks.length > 0)}
          </dd>
        </div>
      </dl>
      {(k.notes ?? []).map((note) => (
        <p key={note} className="text-xs text-slate-600" data-testid="report-note">
          {note}
        </p>
      ))}
      {(k.productChanges?.length ?? 0) > 0 && (
        <p className="text-xs font-medium text-amber-700" data-testid="report-product-changes">
          {t.productChangedOn((k.productChanges ?? []).map(shortDayText).join(', '))}
        </p>
      )}
      {k.provenance && (
        <p className="text-xs text-slate-500" data-testid="report-source">
          {ko.rankProvenance.sourceLine(provenanceLine(k.provenance))}
          {methodChanges.length > 0 && (
            <span className="font-medium text-violet-700">
              {` · ${ko.rankProvenance.methodChanged} ${methodChanges.map(shortDayText).join(', ')}`}
            </span>
          )}
        </p>
      )}
      {noChart !== null ? (
        <p
          data-testid="report-no-chart"
          className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500"
        >
          {noChart}
        </p>
      ) : (
        <div className="h-52 sm:h-60">
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <RankChart
              points={points}
              maxRank={depth}
              label={t.chartLabel(k.keyword)}
              rankColumn={t.todayRank}
              outOfRank={t.outside(depth)}
              rankText={t.rankText}
              methodLabel={ko.rankProvenance.methodChanged}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
