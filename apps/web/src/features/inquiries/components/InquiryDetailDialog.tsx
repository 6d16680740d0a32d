import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, Headset, MailX, UserRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryAdminDetail, InquiryAdminReply } from '@seller/shared/schemas/inquiries';
import { inquiryThread } from '@seller/shared/rules/inquiries';
import { kstStamp } from '@seller/shared/rules/kst';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { fetchInquiryDetail } from '../api/inquiries-api';
import { InquiryStatusBadge } from './InquiryStatusBadge';
import { MemoForm } from './MemoForm';
import { ReplyForm } from './ReplyForm';
import { ResendMailButton } from './ResendMailButton';
import { StatusForm } from './StatusForm';

const t = ko.inquiry;
const MAIL_POLL_MS = 3_000;
const at = (iso: string) => kstStamp(new Date(iso));

const MAIL_TONE: Record<InquiryAdminReply['mailStatus'], string> = {
  pending: 'text-slate-500',
  sending: 'text-slate-500',
  sent: 'text-emerald-700',
  failed: 'text-red-700',
  skipped: 'text-amber-700',
};

function MailState({ reply }: { reply: InquiryAdminReply }) {
  const Icon =
    reply.mailStatus === 'sent'
      ? CircleCheck
      : reply.mailStatus === 'failed'
        ? CircleAlert
        : reply.mailStatus === 'skipped'
          ? MailX
          : Clock;
  return (
    <span
      data-testid="reply-mail-status"
      className={cn('inline-flex items-center gap-1 text-xs font-medium', MAIL_TONE[reply.mailStatus])}
      title={reply.mailStatus === 'failed' && !reply.mailGaveUp ? t.mailFailedNote : undefined}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t.mailStatus[reply.mailStatus]}
    </span>
  );
}

/** The member's side of the thread: the question and its follow-ups, on the left. */
function AskerMessage({
  who,
  when,
  text,
  testId,
}: {
  who: string;
  when: string;
  text: string;
  testId?: string;
}) {
  return (
    <li className="flex gap-2.5 sm:pr-10" data-testid={testId}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <UserRound aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-500">
          <span className="font-semibold text-slate-700">{who}</span> · {when}
        </p>
        <p className="mt-1 rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {text}
        </p>
      </div>
    </li>
  );
}

/**
 * The question, every answer and the member's follow-ups, in the order written: the asker on the
 * left, the operators on the right, each reply with its mail's state (다시 보내기 once it gave up).
 */
function Conversation({
  inquiry,
  onSaved,
}: {
  inquiry: InquiryAdminDetail;
  onSaved: (next: InquiryAdminDetail) => void;
}) {
  return (
    <ol aria-label={t.conversation} className="flex flex-col gap-3" data-testid="inquiry-conversation">
      <AskerMessage who={inquiry.name} when={t.receivedAt(at(inquiry.createdAt))} text={inquiry.message} />
      {inquiryThread(inquiry.replies, inquiry.followUps).map((e) =>
        e.kind === 'followUp' ? (
          <AskerMessage
            key={`f${e.followUpSn}`}
            who={`${inquiry.name} · ${t.memberFollowUp}`}
            when={at(e.createdAt)}
            text={e.body}
            testId="inquiry-follow-up"
          />
        ) : (
          <li
            key={`r${e.replySn}`}
            className="flex flex-row-reverse gap-2.5 sm:pl-10"
            data-testid="inquiry-reply"
          >
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Headset aria-hidden="true" className="size-4" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col items-end">
              <p className="text-xs text-slate-500">
                <span className="font-semibold text-slate-700">
                  {t.repliedBy(e.authorName ?? t.operator)}
                </span>{' '}
                · {at(e.createdAt)}
              </p>
              <p className="mt-1 w-full rounded-2xl rounded-tr-sm bg-brand-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900">
                {e.body}
              </p>
              <p className="mt-1">
                <MailState reply={e} />
              </p>
              {e.mailGaveUp && (
                <div className="mt-2 flex flex-col items-end gap-2" data-testid="reply-mail-gave-up">
                  <p className="text-right text-xs text-red-700">{t.mailGaveUpNote}</p>
                  <ResendMailButton inquiry={inquiry} reply={e} onSaved={onSaved} />
                </div>
              )}
            </div>
          </li>
        ),
      )}
      {!inquiry.replies.length && <li className="text-center text-sm text-slate-500">{t.noReplies}</li>}
    </ol>
  );
}

/**
 * 문의 상세 (issue 40 §2): the conversation, the reply form, the status and the internal memo.
 * Each save answers the detail after it, which replaces the cached one; the list pages refetch.
 */
export function InquiryDetailDialog({
  inquirySn,
  onClose,
}: {
  inquirySn: number | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: queryKeys.admin.inquiry(inquirySn ?? 0),
    queryFn: () => fetchInquiryDetail(inquirySn!),
    enabled: inquirySn !== null,
    // A reply's mail goes out after the answer: its state is read again until it settles.
    refetchInterval: (query) =>
      query.state.data?.replies.some((r) => r.mailStatus === 'pending' || r.mailStatus === 'sending')
        ? MAIL_POLL_MS
        : false,
  });
  const saved = (next: InquiryAdminDetail) => {
    client.setQueryData(queryKeys.admin.inquiry(next.inquirySn), next);
    void client.invalidateQueries({ queryKey: queryKeys.admin.inquiryPages });
  };

  let body;
  if (detail.isPending) {
    body = (
      <div role="status" aria-label={ko.common.loading} className="mt-4 flex flex-col gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (detail.isError) {
    body = <ErrorState text={t.detailFailed} onRetry={() => void detail.refetch()} />;
  } else {
    const q = detail.data;
    body = (
      <div className="mt-4 flex flex-col gap-6" data-testid="inquiry-detail">
        <div className="flex flex-col gap-2 border-b border-slate-100 pb-4">
          <div className="flex items-start gap-2">
            <h3 className="min-w-0 flex-1 text-base font-bold break-words text-slate-900">{q.subject}</h3>
            <InquiryStatusBadge status={q.status} className="mt-0.5" />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{t.asker}</dt>
            <dd className="min-w-0 text-slate-800">
              {q.name}
              <span className="ml-1 text-xs text-slate-500">{q.mbrSn ? `#${q.mbrSn}` : t.guest}</span>
            </dd>
            <dt className="text-slate-500">{t.colEmail}</dt>
            <dd className="min-w-0 break-all text-slate-800">{q.email}</dd>
          </dl>
        </div>
        <Conversation inquiry={q} onSaved={saved} />
        <ReplyForm inquiry={q} onSaved={saved} />
        <div className="grid gap-6 border-t border-slate-100 pt-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <StatusForm key={`${q.status}-${q.replies.length}`} inquiry={q} onSaved={saved} />
          <MemoForm key={q.memo} inquiry={q} onSaved={saved} />
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={inquirySn !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.detailTitle}
      className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto max-sm:px-4"
    >
      {body}
    </Dialog>
  );
}
