import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Headset, UserRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryRow } from '@seller/shared/schemas/inquiries';
import { inquiryThread } from '@seller/shared/rules/inquiries';
import { kstStamp } from '@seller/shared/rules/kst';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { queryKeys } from '../../../lib/query-keys';
import { fetchMyInquiry } from '../api/my-page-api';
import { InquiryFollowUpForm } from './InquiryFollowUpForm';

const t = ko.myPage;
const stamp = (iso: string) => kstStamp(new Date(iso));

/**
 * The question, the 운영팀's answers and the member's own follow-ups in the order written, read
 * when the row opens (only the member's own), with 추가로 문의하기 below; a closed inquiry says
 * to open a new one instead.
 */
export function InquiryThread({ inquiry }: { inquiry: InquiryRow }) {
  const detail = useQuery({
    queryKey: queryKeys.myPage.inquiry(inquiry.inquirySn),
    queryFn: () => fetchMyInquiry(inquiry.inquirySn),
  });
  let thread;
  if (detail.isPending) {
    thread = (
      <div role="status" aria-label={ko.common.loading}>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (detail.isError) {
    thread = (
      <ErrorState className="py-4" text={t.inquiryDetailFailed} onRetry={() => void detail.refetch()} />
    );
  } else {
    const d = detail.data;
    const entries = inquiryThread(d.replies, d.followUps);
    thread = (
      <>
        {entries.length > 0 && (
          <ol className="flex flex-col gap-3" data-testid="my-inquiry-replies">
            {entries.map((e) =>
              e.kind === 'reply' ? (
                <li key={`r${e.replySn}`} className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
                    <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
                      <Headset aria-hidden="true" className="size-3.5" />
                      {t.inquiryReplyTitle}
                    </span>
                    <span className="tabular-nums">{t.inquiryAnsweredAt(stamp(e.createdAt))}</span>
                  </p>
                  <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900">
                    {e.body}
                  </p>
                </li>
              ) : (
                <li
                  key={`f${e.followUpSn}`}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                  data-testid="my-inquiry-follow-up-entry"
                >
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
                    <span className="inline-flex items-center gap-1 font-semibold text-slate-700">
                      <UserRound aria-hidden="true" className="size-3.5" />
                      {t.inquiryFollowUpTitle}
                    </span>
                    <span className="tabular-nums">{t.inquiryFollowUpAt(stamp(e.createdAt))}</span>
                  </p>
                  <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
                    {e.body}
                  </p>
                </li>
              ),
            )}
          </ol>
        )}
        {/* Waiting for the 운영팀: nothing answered yet, or the member wrote last. */}
        {d.status === 'RECEIVED' && <p className="text-sm text-slate-500">{t.inquiryNoReply}</p>}
        {d.status === 'CLOSED' ? (
          <div
            className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="my-inquiry-closed"
          >
            <p className="text-sm text-slate-600">{t.inquiryClosedNote}</p>
            <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
              <Link to="/inquire">{t.inquiryNew}</Link>
            </Button>
          </div>
        ) : (
          <InquiryFollowUpForm inquirySn={d.inquirySn} />
        )}
      </>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-xs font-semibold text-slate-500">{t.inquiryMine}</p>
        <p className="mt-1 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
          {inquiry.message}
        </p>
      </div>
      {thread}
    </div>
  );
}
