import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { INQUIRY_MESSAGE_MAX, inquiryBody, type InquiryBody } from '@seller/shared/schemas/inquiries';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Input';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { submitInquiry } from './api/inquiries-api';

const t = ko.inquiry;

/** /inquire (spec 02 §2.4): name, e-mail, subject and message, then a confirmation. */
export function InquirePage({
  defaults = { name: '', email: '' },
  signedIn = false,
}: {
  defaults?: { name: string; email: string };
  signedIn?: boolean;
}) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InquiryBody>({
    resolver: zodResolver(inquiryBody),
    defaultValues: { name: defaults.name, email: defaults.email, subject: '', message: '' },
  });
  const messageLength = watch('message')?.length ?? 0;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submitInquiry(values);
      setDone(true);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (done) {
    return (
      <div className="flex justify-center px-4 py-14">
        <div
          className="flex w-full max-w-lg flex-col items-center gap-3 rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10"
          role="status"
          data-testid="inquiry-done"
        >
          <CircleCheck aria-hidden="true" className="size-12 text-emerald-500" />
          <h1 className="text-xl font-bold text-slate-900">{t.doneTitle}</h1>
          <p className="text-[15px] text-slate-600">{t.doneText}</p>
          <div className="mt-4 flex w-full flex-col gap-2 sm:flex-row">
            {signedIn && (
              <Button asChild className="flex-1">
                <Link to="/myPage/inquiry">{t.myInquiries}</Link>
              </Button>
            )}
            <Button
              variant="outline"
              className="flex-1"
              onClick={() => {
                reset({ name: defaults.name, email: defaults.email, subject: '', message: '' });
                setDone(false);
              }}
            >
              {t.writeAnother}
            </Button>
            <Button asChild variant="ghost" className="flex-1">
              <Link to="/">{t.home}</Link>
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const text = (id: keyof InquiryBody) => ({
    invalid: Boolean(errors[id]),
    'aria-describedby': errors[id] ? `inquiry-${id}-error` : undefined,
  });

  return (
    <div className="flex justify-center px-4 py-10 sm:py-14">
      <div className="w-full max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t.text}</p>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="inquiry-name" label={t.name} error={errors.name?.message}>
              <Input
                id="inquiry-name"
                autoComplete="name"
                placeholder={t.namePlaceholder}
                {...text('name')}
                {...register('name')}
              />
            </Field>
            <Field id="inquiry-email" label={t.email} error={errors.email?.message}>
              <Input
                id="inquiry-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t.emailPlaceholder}
                {...text('email')}
                {...register('email')}
              />
            </Field>
          </div>
          <Field id="inquiry-subject" label={t.subject} error={errors.subject?.message}>
            <Input
              id="inquiry-subject"
              placeholder={t.subjectPlaceholder}
              maxLength={100}
              {...text('subject')}
              {...register('subject')}
            />
          </Field>
          <Field id="inquiry-message" label={t.message} error={errors.message?.message}>
            <textarea
              id="inquiry-message"
              rows={8}
              maxLength={INQUIRY_MESSAGE_MAX}
              placeholder={t.messagePlaceholder}
              aria-invalid={Boolean(errors.message) || undefined}
              aria-describedby={errors.message ? 'inquiry-message-error' : 'inquiry-message-count'}
              className={cn(
                'w-full resize-y rounded-lg border border-slate-300 px-3.5 py-3 text-[15px] text-slate-900 placeholder:text-slate-400',
                'focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
                errors.message && 'border-red-500',
              )}
              {...register('message')}
            />
            <p id="inquiry-message-count" className="self-end text-[13px] text-slate-500 tabular-nums">
              {t.messageCount(messageLength)}
            </p>
          </Field>
          <p className="text-[13px] text-slate-500">{t.privacyNote}</p>
          {serverError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
          <Button type="submit" size="lg" loading={isSubmitting} data-testid="inquiry-submit">
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </form>
      </div>
    </div>
  );
}
