import type { InquiryStatus } from '@seller/shared/schemas/inquiries';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';

const TONE: Record<InquiryStatus, string> = {
  RECEIVED: 'bg-amber-50 text-amber-800 ring-amber-200',
  ANSWERED: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  CLOSED: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** 접수 / 답변 완료 / 종료, each with its colour (the text says it too, not the colour alone). */
export function InquiryStatusBadge({ status, className }: { status: InquiryStatus; className?: string }) {
  return (
    <span
      data-testid="inquiry-status"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE[status],
        className,
      )}
    >
      {ko.inquiry.statusLabel[status]}
    </span>
  );
}
