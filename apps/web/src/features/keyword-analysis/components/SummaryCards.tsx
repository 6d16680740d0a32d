import type { ReactNode } from 'react';
import { Clock3 } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { CompetitionLevel, RelatedAnswer } from '@seller/shared/schemas/keyword-analysis';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

const t = ko.keywordAnalysisUi;

const decimal = (n: number, digits: number) =>
  n.toLocaleString('ko-KR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const clicks = (n: number) => n.toLocaleString('ko-KR', { maximumFractionDigits: 1 });

const LEVEL_STYLE: Record<CompetitionLevel, string> = {
  low: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  mid: 'bg-amber-50 text-amber-700 ring-amber-200',
  high: 'bg-red-50 text-red-700 ring-red-200',
};

function Card({
  title,
  children,
  testId,
  className,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5',
        className,
      )}
    >
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      {children}
    </section>
  );
}

function Split({ rows }: { rows: { label: string; value: string; testId?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm">
      {rows.map((r) => (
        <div key={r.label} className="flex flex-col">
          <dt className="text-xs text-slate-500">{r.label}</dt>
          <dd data-testid={r.testId} className="font-semibold text-slate-800 tabular-nums">
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Search volume, clicks, product count and competition of the analysed keyword (spec 02 §2.8). */
export function SummaryCards({ answer }: { answer: RelatedAnswer }) {
  const top = answer.topKeyword;
  const none = t.notAvailable;
  return (
    <div data-testid="keyword-summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Card title={t.monthlySearches}>
        <p
          data-testid="summary-total-searches"
          className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
        >
          {top ? formatNumber(top.monthlyTotalQcCnt) : none}
        </p>
        <Split
          rows={[
            {
              label: t.pc,
              value: top ? formatNumber(top.monthlyPcQcCnt) : none,
              testId: 'summary-pc-searches',
            },
            {
              label: t.mobile,
              value: top ? formatNumber(top.monthlyMobileQcCnt) : none,
              testId: 'summary-mobile-searches',
            },
          ]}
        />
      </Card>
      <Card title={t.monthlyClicks}>
        <p className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
          {top ? clicks(top.monthlyAvePcClkCnt + top.monthlyAveMobileClkCnt) : none}
        </p>
        <Split
          rows={[
            { label: t.pc, value: top ? clicks(top.monthlyAvePcClkCnt) : none },
            { label: t.mobile, value: top ? clicks(top.monthlyAveMobileClkCnt) : none },
          ]}
        />
      </Card>
      <Card title={t.productCount}>
        <p
          data-testid="summary-product-count"
          className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
        >
          {answer.itemsTotal === null ? t.productCountUnknown : formatNumber(answer.itemsTotal)}
        </p>
        <p className="border-t border-slate-100 pt-3 text-xs text-slate-500">
          {answer.itemsTotal === null ? t.productCountUnknownHint : t.productCountHint}
        </p>
      </Card>
      <Card title={t.competition}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-xs text-slate-500">{t.compIdx}</span>
          {top?.compLevel ? (
            <span
              data-testid="summary-comp-idx"
              className={cn(
                'rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
                LEVEL_STYLE[top.compLevel],
              )}
            >
              {t.compLevels[top.compLevel]}
            </span>
          ) : (
            <span data-testid="summary-comp-idx" className="text-sm font-semibold text-slate-500">
              {top?.compIdx || none}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-100 pt-3">
          <span className="text-xs text-slate-500">{t.competitionRate}</span>
          <span
            data-testid="summary-competition-rate"
            className="text-2xl font-bold text-slate-900 tabular-nums"
          >
            {answer.competitionRate === null ? none : decimal(answer.competitionRate, 2)}
          </span>
        </div>
        <p className="text-xs text-slate-500">{t.competitionRateHint}</p>
      </Card>
    </div>
  );
}

/** Average bid, top-3 sales and average delivery stay visibly "coming soon" (spec 02 §2.8). */
export function ComingSoonCards() {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {[t.avgBid, t.top3Sales, t.avgDelivery].map((label) => (
        <div
          key={label}
          data-testid="coming-soon"
          aria-disabled="true"
          className="flex items-center justify-between gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-5 py-4"
        >
          <div className="flex flex-col">
            <span className="text-sm font-semibold text-slate-500">{label}</span>
            <span className="text-xs text-slate-400">{t.comingSoonHint}</span>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-600">
            <Clock3 aria-hidden="true" className="size-3.5" />
            {t.comingSoon}
          </span>
        </div>
      ))}
    </div>
  );
}

export function SummarySkeleton() {
  return (
    <div role="status" aria-label={ko.common.loading} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
