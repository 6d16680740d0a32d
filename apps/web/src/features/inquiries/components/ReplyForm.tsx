import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  INQUIRY_REPLY_MAX,
  type InquiryAdminDetail,
  type InquiryReplyBody,
  inquiryReplyBody,
} from '@seller/shared/schemas/inquiries';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { replyToInquiry } from '../api/inquiries-api';
import { textareaClass } from './textarea';

const t = ko.inquiry;

/**
 * The reply (issue 40 §2): checked by the server's schema under the field, then asked once more
 * (it is mailed and cannot be taken back), sent once per confirmation; a refusal stays on screen.
 */
export function ReplyForm({
  inquiry,
  onSaved,
}: {
  inquiry: Pick<InquiryAdminDetail, 'inquirySn' | 'email'>;
  onSaved: (detail: InquiryAdminDetail) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<InquiryReplyBody>({ resolver: zodResolver(inquiryReplyBody), defaultValues: { reply: '' } });
  // The checked (trimmed) reply waiting for the confirmation.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (reply: string) => replyToInquiry(inquiry.inquirySn, reply),
    onSuccess: (answer) => {
      setConfirming(null);
      reset({ reply: '' });
      onSaved(answer.data);
      toast.success(answer.message || t.replySent);
    },
    onError: (err) => {
      setConfirming(null);
      setError(errorMessage(err));
    },
  });
  const fieldError = errors.reply?.message;
  const ask = handleSubmit((values) => {
    setError(null);
    setConfirming(values.reply);
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void ask(e)}
      className="flex flex-col gap-2"
      data-testid="inquiry-reply-form"
    >
      <label htmlFor="inquiry-reply" className="text-sm font-semibold text-slate-700">
        {t.replyLabel}
      </label>
      <textarea
        id="inquiry-reply"
        rows={5}
        maxLength={INQUIRY_REPLY_MAX}
        placeholder={t.replyPlaceholder}
        aria-invalid={Boolean(fieldError) || undefined}
        aria-describedby={fieldError ? 'inquiry-reply-error' : 'inquiry-reply-count'}
        disabled={send.isPending}
        {...register('reply')}
        className={cn(textareaClass, fieldError && 'border-red-500')}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {fieldError && (
            <p id="inquiry-reply-error" role="alert" className="text-[13px] font-medium text-red-600">
              {fieldError}
            </p>
          )}
        </div>
        <p id="inquiry-reply-count" className="text-[13px] text-slate-500 tabular-nums">
          {t.replyCount(watch('reply').length)}
        </p>
      </div>
      {error && (
        <p
          role="alert"
          data-testid="inquiry-reply-error"
          className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
      <Button
        type="submit"
        className="self-end max-sm:w-full"
        loading={send.isPending}
        data-testid="inquiry-reply-submit"
      >
        <Send aria-hidden="true" className="size-4" />
        {t.replySubmit}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !send.isPending && !open && setConfirming(null)}
        title={t.replyConfirmTitle}
        text={t.replyConfirmText(inquiry.email)}
        confirmLabel={t.replyConfirm}
        tone="primary"
        loading={send.isPending}
        onConfirm={() => confirming !== null && !send.isPending && send.mutate(confirming)}
      />
    </form>
  );
}
