import { type FormEvent, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText, TriangleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber, kstDate } from '@seller/shared/rules/kst';
import { type NaverCutover, providerUsageQuery } from '@seller/shared/schemas/provider-usage';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useIsPhone } from '../../lib/use-media-query';
import { fetchProviderUsage } from './api/provider-usage-api';
import { DaysTable } from './components/DaysTable';
import { EconomicsCard } from './components/EconomicsCard';
import { FailuresList } from './components/FailuresList';
import { KeywordsList } from './components/KeywordsList';
import { SourceCard } from './components/SourceCard';
import { type DayRange, quickRanges } from './model';

const t = ko.providerUsage;

function Loading() {
  return (
    <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/** The Naver developer center's end while this server still calls it (issue 37). */
function NaverCutoverNotice({ cutover }: { cutover: NonNullable<NaverCutover> }) {
  return (
    <div
      role={cutover.state === 'ended' ? 'alert' : 'status'}
      data-testid="usage-naver-cutover"
      className="mt-6 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">
          {cutover.state === 'ended'
            ? t.naverEnded(cutover.lastDay)
            : t.naverEnding(cutover.lastDay, formatNumber(cutover.daysLeft))}
        </p>
        <p className="mt-1">{t.naverMove}</p>
      </div>
    </div>
  );
}

/** 수집 현황 (issue 36 §3): what the paid provider calls cost, per source and Korea day (managers). */
export function ProviderUsagePage() {
  const today = kstDate();
  const quick = quickRanges(today);
  const [range, setRange] = useState<DayRange>(quick.thisMonth);
  const [draft, setDraft] = useState<DayRange>(quick.thisMonth);
  const [invalid, setInvalid] = useState<string | null>(null);
  const phone = useIsPhone();
  const usage = useQuery({
    queryKey: queryKeys.admin.providerUsage(range.from, range.to),
    queryFn: () => fetchProviderUsage(range),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const apply = (next: DayRange) => {
    const checked = providerUsageQuery.safeParse(next);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? t.dayInvalid);
      return;
    }
    setInvalid(null);
    setDraft(next);
    setRange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };

  let body;
  if (usage.isPending) body = <Loading />;
  else if (usage.isError)
    body = (
      <ErrorState
        title={t.loadFailed}
        text={errorMessage(usage.error)}
        onRetry={() => void usage.refetch()}
      />
    );
  else if (usage.data.sources.length === 0)
    body = (
      <EmptyState
        icon={<ReceiptText aria-hidden="true" className="size-10" />}
        title={t.empty}
        text={t.emptyText}
        className="rounded-2xl border border-dashed border-slate-300 bg-white"
      />
    );
  else {
    const data = usage.data;
    body = (
      <div className="flex flex-col gap-6" aria-busy={usage.isFetching} data-testid="usage-body">
        <div className="grid gap-4 md:grid-cols-2">
          {data.sources.map((s) => (
            <SourceCard key={s.source} source={s} />
          ))}
        </div>
        <EconomicsCard economics={data.economics} />
        {data.sources.map((s) => (
          <DaysTable key={s.source} source={s} phone={phone} />
        ))}
        <div className="grid gap-6 lg:grid-cols-2">
          <KeywordsList keywords={data.keywords} phone={phone} />
          <FailuresList failures={data.failures} />
        </div>
        <p className="text-xs text-slate-500">{t.rateNote(formatNumber(data.usdKrw))}</p>
        {data.sources.some((s) => s.source.startsWith('naver-')) && (
          <p className="text-xs text-slate-500" data-testid="usage-naver-price">
            {t.naverPriceNote}
          </p>
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t.lead}</p>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t.rangeLabel}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {t.from}
          <Input
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            invalid={invalid !== null}
            aria-describedby={invalid ? 'usage-range-error' : undefined}
            className="w-40"
            data-testid="usage-from"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {t.to}
          <Input
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            invalid={invalid !== null}
            aria-describedby={invalid ? 'usage-range-error' : undefined}
            className="w-40"
            data-testid="usage-to"
          />
        </label>
        <Button type="submit" className="h-11" loading={usage.isFetching && !usage.isPending}>
          {t.search}
        </Button>
        <div className="flex flex-wrap gap-2">
          {(['thisMonth', 'lastMonth', 'last7Days'] as const).map((key) => (
            <Button
              key={key}
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={range.from === quick[key].from && range.to === quick[key].to}
              onClick={() => apply(quick[key])}
              className="aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
            >
              {t[key]}
            </Button>
          ))}
        </div>
        {invalid && (
          <p id="usage-range-error" role="alert" className="w-full text-sm text-red-600">
            {invalid}
          </p>
        )}
      </form>
      {usage.data?.naverCutover && <NaverCutoverNotice cutover={usage.data.naverCutover} />}
      <div className="mt-6">{body}</div>
    </section>
  );
}

export default ProviderUsagePage;
