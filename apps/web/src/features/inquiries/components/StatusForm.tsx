import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import {
  INQUIRY_STATUSES,
  type InquiryAdminDetail,
  type InquiryStatusBody,
  inquiryStatusBody,
} from '@seller/shared/schemas/inquiries';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api';
import { setInquiryStatus } from '../api/inquiries-api';

const t = ko.inquiry;

/**
 * 접수 → 답변 완료 → 종료: the select starts at the current status (the dialog remounts it when the
 * status changes elsewhere). 답변 완료 is offered once a reply went out, as the server requires.
 */
export function StatusForm({
  inquiry,
  onSaved,
}: {
  inquiry: Pick<InquiryAdminDetail, 'inquirySn' | 'status' | 'replies'>;
  onSaved: (detail: InquiryAdminDetail) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<InquiryStatusBody>({
    resolver: zodResolver(inquiryStatusBody),
    defaultValues: { status: inquiry.status },
  });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (status: InquiryStatusBody['status']) => setInquiryStatus(inquiry.inquirySn, status),
    onSuccess: (answer) => {
      onSaved(answer.data);
      toast.success(answer.message || t.statusSaved);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const unanswered = inquiry.replies.length === 0;
  const fieldError = errors.status?.message ?? error;
  const submit = handleSubmit((values) => {
    setError(null);
    save.mutate(values.status);
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2"
      data-testid="inquiry-status-form"
    >
      <label htmlFor="inquiry-status" className="text-sm font-semibold text-slate-700">
        {t.statusTitle}
      </label>
      <div className="flex gap-2">
        <select
          id="inquiry-status"
          aria-invalid={Boolean(fieldError) || undefined}
          aria-describedby={
            fieldError ? 'inquiry-status-error' : unanswered ? 'inquiry-status-hint' : undefined
          }
          disabled={save.isPending}
          {...register('status')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200"
        >
          {INQUIRY_STATUSES.map((s) => (
            <option
              key={s}
              value={s}
              disabled={s === 'ANSWERED' && unanswered && inquiry.status !== 'ANSWERED'}
            >
              {t.statusLabel[s]}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          variant="outline"
          loading={save.isPending}
          disabled={watch('status') === inquiry.status}
          data-testid="inquiry-status-save"
        >
          {t.statusSave}
        </Button>
      </div>
      {fieldError ? (
        <p id="inquiry-status-error" role="alert" className="text-[13px] font-medium text-red-600">
          {fieldError}
        </p>
      ) : (
        unanswered && (
          <p id="inquiry-status-hint" className="text-[13px] text-slate-500">
            {t.statusNeedsReply}
          </p>
        )
      )}
    </form>
  );
}
