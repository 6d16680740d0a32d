import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, Inbox } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber, kstStamp } from '@seller/shared/rules/kst';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { fetchInquiryPage } from './api/inquiries-api';
import { queryKeys } from '../../lib/query-keys';

const t = ko.inquiry;
const PAGE_SIZE = 20;

/** Managers' list of inquiries, newest first, each row expandable. */
export function InquiryAdminPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: queryKeys.admin.inquiries(page),
    queryFn: () => fetchInquiryPage(page, PAGE_SIZE),
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
        {list.data.list.map((q) => {
          const expanded = open === q.inquirySn;
          return (
            <li key={q.inquirySn}>
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : q.inquirySn)}
                className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-3.5 text-left hover:bg-slate-50 md:grid-cols-[8rem_8rem_1fr_12rem_auto]"
              >
                <span className="text-xs text-slate-500 tabular-nums md:text-sm">
                  {kstStamp(new Date(q.createdAt))}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-4 text-slate-400 md:order-last', expanded && 'rotate-180')}
                />
                <span className="truncate text-sm text-slate-700">
                  {q.name}
                  <span className="ml-1 text-xs text-slate-400">{q.mbrSn ? `#${q.mbrSn}` : t.guest}</span>
                </span>
                <span className="col-span-2 truncate font-medium text-slate-900 md:col-span-1">
                  {q.subject}
                </span>
                <span className="col-span-2 truncate text-sm text-slate-500 md:col-span-1">{q.email}</span>
              </button>
              {expanded && (
                <p className="mx-5 mb-4 whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-700">
                  {q.message}
                </p>
              )}
            </li>
          );
        })}
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
      <div className="mt-6">{body}</div>
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
    </section>
  );
}

export default InquiryAdminPage;
