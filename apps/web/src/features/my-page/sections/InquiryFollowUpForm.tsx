import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  INQUIRY_MESSAGE_MAX,
  type InquiryFollowUpBody,
  type MyInquiryDetail,
  inquiryFollowUpBody,
} from '@seller/shared/schemas/inquiries';
import { Button } from '../../../components/ui/Button';
import { errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { followUpInquiry } from '../api/my-page-api';

const t = ko.myPage;

/**
 * 추가로 문의하기 under the member's own inquiry (issue 40 §2). The thread the server answers
 * replaces the cached one, and the list reads its status again (an answered inquiry is 접수 again).
 * A refusal (a closed inquiry, bad text) stays under the field.
 */
export function InquiryFollowUpForm({ inquirySn }: { inquirySn: number }) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<InquiryFollowUpBody>({
    resolver: zodResolver(inquiryFollowUpBody),
    defaultValues: { message: '' },
  });
  const send = useMutation({
    mutationFn: (message: string) => followUpInquiry(inquirySn, message),
    onSuccess: (next: MyInquiryDetail) => {
      client.setQueryData(queryKeys.myPage.inquiry(inquirySn), next);
      void client.invalidateQueries({ queryKey: queryKeys.myPage.inquiries, exact: true });
      reset({ message: '' });
      toast.success(ko.inquiry.followUpSent);
    },
    onError: (e) => {
      if (isApiError(e) && e.status >= 400 && e.status < 500) {
        setError('message', { message: e.message });
        // A closed inquiry: the thread is read again, so the form gives way to the note.
        if (e.code === 'INQUIRY_CLOSED')
          void client.invalidateQueries({ queryKey: queryKeys.myPage.inquiries });
      } else toast.error(errorMessage(e));
    },
  });
  const id = `follow-up-${inquirySn}`;
  const length = (watch('message') ?? '').length;
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((v) => send.mutate(v.message))(e)}
      className="flex flex-col gap-2 border-t border-slate-100 pt-4"
      data-testid="my-inquiry-follow-up-form"
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t.inquiryFollowUpLabel}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={INQUIRY_MESSAGE_MAX}
        placeholder={t.inquiryFollowUpPlaceholder}
        aria-invalid={Boolean(errors.message) || undefined}
        aria-describedby={errors.message ? `${id}-error` : `${id}-hint`}
        data-testid="my-inquiry-follow-up"
        className={cn(
          'w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-[15px] leading-relaxed text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
          errors.message && 'border-red-500',
        )}
        {...register('message')}
      />
      {errors.message && (
        <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-red-600">
          {errors.message.message}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t.inquiryFollowUpReopens} <span className="tabular-nums">{t.inquiryFollowUpCount(length)}</span>
        </p>
        <Button
          type="submit"
          size="sm"
          loading={send.isPending}
          className="self-end sm:self-auto"
          data-testid="my-inquiry-follow-up-submit"
        >
          <Send aria-hidden="true" className="size-3.5" />
          {t.inquiryFollowUpSubmit}
        </Button>
      </div>
    </form>
  );
}
