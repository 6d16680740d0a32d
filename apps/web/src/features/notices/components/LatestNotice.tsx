import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronRight, Megaphone } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Skeleton } from '../../../components/ui/Skeleton';
import { fetchLatestNotice } from '../api/latest-notice';
import { formatNoticeDate } from '../notice-date';
import { queryKeys } from '../../../lib/query-keys';

const frame =
  'flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-[0_1px_2px_rgba(15,23,42,0.04)]';

function Badge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-bold text-white">
      <Megaphone aria-hidden="true" className="size-3.5" />
      {ko.home.noticeLabel}
    </span>
  );
}

/**
 * The newest notice on the home page (spec 01 §2.3). Loading failures and an empty list both show
 * the empty state: a missing notice must never break the home page (spec 01 §8: only logged).
 */
export function LatestNotice() {
  const notice = useQuery({
    queryKey: queryKeys.notices.latest,
    queryFn: fetchLatestNotice,
    retry: false,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (notice.error) console.error('latest notice failed to load', notice.error);
  }, [notice.error]);

  if (notice.isPending) {
    return (
      <div className={frame} aria-busy="true">
        <Badge />
        <Skeleton className="h-4 flex-1" />
        <span className="sr-only">{ko.common.loading}</span>
      </div>
    );
  }

  const item = notice.data;
  if (!item) {
    return (
      <div className={frame} data-testid="latest-notice-empty">
        <Badge />
        <p className="flex-1 text-slate-500">{ko.home.noticeEmpty}</p>
      </div>
    );
  }

  return (
    <Link
      to={item.ntcSn ? `/notification?ntcSn=${item.ntcSn}` : '/notification'}
      data-testid="latest-notice"
      className={`${frame} group transition hover:border-brand-300`}
      aria-label={`${ko.home.noticeLabel}: ${item.title}`}
    >
      <Badge />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-2 text-xs">
          {item.noticeCategoryNm && (
            <span className="font-semibold text-brand-700">{item.noticeCategoryNm}</span>
          )}
          <time className="text-slate-500 tabular-nums" dateTime={item.noticeDt ?? undefined}>
            {formatNoticeDate(item.noticeDt)}
          </time>
        </span>
        <span className="truncate font-medium text-slate-800 group-hover:text-slate-950">{item.title}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
    </Link>
  );
}
