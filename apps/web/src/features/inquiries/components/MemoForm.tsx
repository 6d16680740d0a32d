import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LockKeyhole } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  INQUIRY_MEMO_MAX,
  type InquiryAdminDetail,
  type InquiryMemoBody,
  inquiryMemoBody,
} from '@seller/shared/schemas/inquiries';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { setInquiryMemo } from '../api/inquiries-api';
import { textareaClass } from './textarea';

const t = ko.inquiry;

/** The managers' internal memo: saved on its own button, never shown to the member. */
export function MemoForm({
  inquiry,
  onSaved,
}: {
  inquiry: Pick<InquiryAdminDetail, 'inquirySn' | 'memo'>;
  onSaved: (detail: InquiryAdminDetail) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm<InquiryMemoBody>({
    resolver: zodResolver(inquiryMemoBody),
    defaultValues: { memo: inquiry.memo },
  });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (memo: string) => setInquiryMemo(inquiry.inquirySn, memo),
    onSuccess: (answer) => {
      onSaved(answer.data);
      toast.success(answer.message || t.memoSaved);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const fieldError = errors.memo?.message ?? error;
  const submit = handleSubmit((values) => {
    setError(null);
    save.mutate(values.memo);
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2"
      data-testid="inquiry-memo-form"
    >
      <label
        htmlFor="inquiry-memo"
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-700"
      >
        <LockKeyhole aria-hidden="true" className="size-4 text-slate-500" />
        {t.memoTitle}
      </label>
      <p id="inquiry-memo-hint" className="text-[13px] text-slate-500">
        {t.memoHint}
      </p>
      <textarea
        id="inquiry-memo"
        rows={3}
        maxLength={INQUIRY_MEMO_MAX}
        placeholder={t.memoPlaceholder}
        aria-invalid={Boolean(fieldError) || undefined}
        aria-describedby={fieldError ? 'inquiry-memo-error inquiry-memo-hint' : 'inquiry-memo-hint'}
        disabled={save.isPending}
        {...register('memo')}
        className={cn(textareaClass, 'bg-amber-50/40', fieldError && 'border-red-500')}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {fieldError && (
            <p id="inquiry-memo-error" role="alert" className="text-[13px] font-medium text-red-600">
              {fieldError}
            </p>
          )}
        </div>
        <span className="text-[13px] text-slate-500 tabular-nums">{t.memoCount(watch('memo').length)}</span>
      </div>
      <Button
        type="submit"
        variant="outline"
        className="self-end max-sm:w-full"
        loading={save.isPending}
        disabled={!isDirty}
        data-testid="inquiry-memo-save"
      >
        {t.memoSave}
      </Button>
    </form>
  );
}
