import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { fetchNotice } from '../api/notices-api';
import { safeNoticeHtml } from '../safe-html';
import { NOTICE_CONTENT_CLASS } from './notice-content-class';
import { queryKeys } from '../../../lib/query-keys';

/** The content of one notice, loaded when it is expanded and cleaned again before it is shown. */
export function NoticeBody({ ntcSn, className }: { ntcSn: number; className?: string }) {
  const detail = useQuery({
    queryKey: queryKeys.notices.detail(ntcSn),
    queryFn: ({ signal }) => fetchNotice(ntcSn, signal),
    staleTime: 60_000,
    retry: 1,
  });
  const html = useMemo(() => (detail.data ? safeNoticeHtml(detail.data.content) : ''), [detail.data]);

  // Spec 01 §8: notice loading failures are logged; the row offers a retry as well.
  useEffect(() => {
    if (detail.error) console.error('notice content failed to load', detail.error);
  }, [detail.error]);

  if (detail.isPending) {
    return (
      <div className={cn('flex flex-col gap-2', className)} aria-busy="true">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <span className="sr-only">{ko.notices.contentLoading}</span>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className={cn('flex items-center gap-3 text-sm text-slate-600', className)}>
        {ko.notices.contentFailed}
        <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
          {ko.common.retry}
        </Button>
      </div>
    );
  }
  return (
    <div
      data-testid="notice-content"
      className={cn(NOTICE_CONTENT_CLASS, className)}
      // Cleaned twice: by the server's allow-list at save and by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
