import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronDown, MessageSquareText } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryStatus } from '@seller/shared/schemas/inquiries';
import { kstStamp } from '@seller/shared/rules/kst';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { fetchMyInquiries } from '../api/my-page-api';
import { InquiryThread } from './InquiryThread';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.myPage;
const stamp = (iso: string) => kstStamp(new Date(iso));

const STATUS: Record<InquiryStatus, { label: string; tone: string }> = {
  RECEIVED: { label: t.inquiryReceived, tone: 'bg-slate-100 text-slate-600' },
  ANSWERED: { label: t.inquiryAnswered, tone: 'bg-emerald-50 text-emerald-700' },
  CLOSED: { label: t.inquiryClosed, tone: 'bg-slate-200 text-slate-700' },
};

/** 문의 내역: the member's inquiries, newest first, with their status; a row opens the answers. */
export function InquirySection() {
  const list = useQuery({ queryKey: queryKeys.myPage.inquiries, queryFn: fetchMyInquiries });
  const [open, setOpen] = useState<number | null>(null);
  if (list.isPending) {
    return (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorState text={t.inquiryFailed} onRetry={() => void list.refetch()} />;
  const write = (
    <Button asChild variant="outline">
      <Link to="/inquire">{t.inquiryWrite}</Link>
    </Button>
  );
  if (!list.data.length) {
    return (
      <EmptyState
        icon={<MessageSquareText aria-hidden="true" className="size-10" />}
        title={t.inquiryEmpty}
        text={t.inquiryEmptyText}
        action={write}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">{write}</div>
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200"
        data-testid="my-inquiries"
      >
        {list.data.map((q) => {
          const expanded = open === q.inquirySn;
          const status = STATUS[q.status];
          return (
            <li key={q.inquirySn}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`inquiry-${q.inquirySn}`}
                onClick={() => setOpen(expanded ? null : q.inquirySn)}
                className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-slate-50 sm:px-5"
              >
                <span
                  data-testid="my-inquiry-status"
                  className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', status.tone)}
                >
                  {status.label}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{q.subject}</span>
                <span className="hidden shrink-0 text-xs text-slate-500 tabular-nums sm:inline">
                  {stamp(q.createdAt)}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-4 shrink-0 text-slate-400 transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
              {expanded && (
                <div id={`inquiry-${q.inquirySn}`} className="px-4 pb-5 sm:px-5">
                  <p className="mb-2 text-xs text-slate-500 tabular-nums sm:hidden">{stamp(q.createdAt)}</p>
                  <InquiryThread inquiry={q} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
