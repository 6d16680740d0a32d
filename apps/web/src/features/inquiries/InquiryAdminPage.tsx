import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { INQUIRY_STATUSES, type InquiryStatus } from '@seller/shared/schemas/inquiries';
import { formatNumber, kstStamp } from '@seller/shared/rules/kst';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { fetchInquiryPage } from './api/inquiries-api';
import { InquiryDetailDialog } from './components/InquiryDetailDialog';
import { InquiryStatusBadge } from './components/InquiryStatusBadge';
import { queryKeys } from '../../lib/query-keys';

const t = ko.inquiry;
const PAGE_SIZE = 20;
type Filter = InquiryStatus | 'ALL';
const FILTERS: readonly Filter[] = ['ALL', ...INQUIRY_STATUSES];

/** Managers' list of inquiries, newest first (or of one status); a row opens its detail. */
export function InquiryAdminPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('ALL');
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: queryKeys.admin.inquiryPage(page, filter),
    queryFn: () => fetchInquiryPage(page, PAGE_SIZE, filter === 'ALL' ? undefined : filter),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState text={t.adminFailed} onRetry={() => void list.refetch()} />;
  } else if (!list.data.list.length) {
    body = <EmptyState icon={<Inbox aria-hidden="true" className="size-10" />} title={t.adminEmpty} />;
  } else {
    body = (
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200"
        data-testid="admin-inquiries"
      >
        {list.data.list.map((q) => (
          <li key={q.inquirySn}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(q.inquirySn)}
              data-testid={`admin-inquiry-${q.inquirySn}`}
              className="grid w-full grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3.5 text-left hover:bg-slate-50 sm:px-5 md:grid-cols-[8rem_6rem_9rem_1fr_12rem_auto]"
            >
              <span className="text-xs text-slate-500 tabular-nums md:text-sm">
                {kstStamp(new Date(q.createdAt))}
              </span>
              <span className="md:order-none">
                <InquiryStatusBadge status={q.status} />
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-slate-400 md:order-last" />
              <span className="col-span-3 truncate text-sm text-slate-700 md:col-span-1">
                {q.name}
                <span className="ml-1 text-xs text-slate-500">{q.mbrSn ? `#${q.mbrSn}` : t.guest}</span>
              </span>
              <span className="col-span-3 truncate font-medium text-slate-900 md:col-span-1">
                {q.subject}
              </span>
              <span className="col-span-3 truncate text-sm text-slate-500 md:col-span-1">{q.email}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.adminTitle}</h1>
          <p className="mt-1 text-slate-600">{t.adminText}</p>
        </div>
        {list.data && <p className="text-sm text-slate-500">{t.total(formatNumber(list.data.total))}</p>}
      </div>
      <div role="group" aria-label={t.filterLabel} className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            className={cn(
              'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors',
              filter === f
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {f === 'ALL' ? t.filterAll : t.statusLabel[f]}
          </button>
        ))}
      </div>
      <div className="mt-4">{body}</div>
      {pages > 1 && (
        <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t.adminTitle}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t.prev}
          </Button>
          <span className="text-sm text-slate-600 tabular-nums">{t.pageOf(page, pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
      <InquiryDetailDialog inquirySn={open} onClose={() => setOpen(null)} />
    </section>
  );
}

export default InquiryAdminPage;
