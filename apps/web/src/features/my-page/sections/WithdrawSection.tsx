import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken, useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { type WithdrawalBody, withdrawalBody } from '@seller/shared/schemas/my-page';
import type { SessionUser } from '@seller/shared/schemas/auth';
import { WITHDRAW_REASON_MAX } from '@seller/shared/rules/member';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { withdraw } from '../api/my-page-api';
import { emailCheck } from '../model';

const t = ko.myPage;

/** 회원 탈퇴 (deleteid; spec 02 §5): reason 10–300 allowed characters, the account e-mail, a confirm. */
export function WithdrawSection({ onWithdrawn }: { onWithdrawn: (message: string) => void }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, touchedFields },
  } = useForm<WithdrawalBody>({
    resolver: zodResolver(withdrawalBody),
    defaultValues: { reason: '', mbrEmail: '' },
  });
  // The signed-in member, as the route guard loaded it (read from the cache, never fetched here).
  const { data: session } = useQuery<SessionUser | null>({
    queryKey: queryKeys.session,
    queryFn: skipToken,
  });
  // Checked as it is typed (issue 39 §5), not only by the server after the final confirm.
  const check = emailCheck(watch('mbrEmail'), session?.mbrEmail, Boolean(touchedFields.mbrEmail));
  const canWithdraw = check === 'match' || check === 'unknown';
  const [error, setError] = useState<string | null>(null);
  // The checked (trimmed) answers waiting for the confirmation.
  const [confirming, setConfirming] = useState<{ reason: string; mbrEmail: string } | null>(null);
  const [pending, setPending] = useState(false);
  const reasonError = errors.reason?.message;
  const emailError =
    errors.mbrEmail?.message ?? (check === 'mismatch' ? ko.account.withdrawEmailMismatch : undefined);
  const emailNote = emailError
    ? 'withdraw-email-error'
    : check === 'match'
      ? 'withdraw-email-matched'
      : check === 'unknown'
        ? undefined
        : 'withdraw-email-hint';

  const ask = handleSubmit((values) => {
    setError(null);
    setConfirming({ reason: values.reason, mbrEmail: values.mbrEmail });
  });

  const confirm = async () => {
    if (!confirming || !canWithdraw) return;
    setPending(true);
    try {
      const answer = await withdraw(confirming.reason, confirming.mbrEmail);
      setConfirming(null);
      onWithdrawn(answer.message);
    } catch (err) {
      setConfirming(null);
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void ask(e)} className="flex max-w-xl flex-col gap-5">
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-5" />
          {t.withdrawWarningTitle}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-amber-900">
          {t.withdrawWarnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </div>
      <Field id="withdraw-reason" label={t.reasonLabel} error={reasonError}>
        <textarea
          id="withdraw-reason"
          rows={5}
          maxLength={WITHDRAW_REASON_MAX}
          placeholder={t.reasonPlaceholder}
          aria-invalid={Boolean(reasonError) || undefined}
          aria-describedby={reasonError ? 'withdraw-reason-error' : 'withdraw-reason-count'}
          {...register('reason')}
          className={cn(
            'w-full resize-y rounded-lg border border-slate-300 px-3.5 py-3 text-[15px] text-slate-900 placeholder:text-slate-400',
            'focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
            reasonError && 'border-red-500',
          )}
        />
        <p id="withdraw-reason-count" className="self-end text-[13px] text-slate-500 tabular-nums">
          {t.reasonCount(watch('reason').length)}
        </p>
      </Field>
      <Field id="withdraw-email" label={t.emailConfirmLabel} error={emailError}>
        <Input
          id="withdraw-email"
          type="email"
          autoComplete="off"
          placeholder={t.emailConfirmPlaceholder}
          invalid={Boolean(emailError)}
          aria-describedby={emailNote}
          {...register('mbrEmail')}
        />
        {emailNote === 'withdraw-email-matched' && (
          <p id={emailNote} className="text-[13px] font-medium text-emerald-700">
            {t.emailConfirmMatched}
          </p>
        )}
        {emailNote === 'withdraw-email-hint' && (
          <p id={emailNote} className="text-[13px] text-slate-500">
            {t.emailConfirmHint}
          </p>
        )}
      </Field>
      {error && (
        <p
          role="alert"
          data-testid="withdraw-error"
          className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
      <Button
        type="submit"
        variant="danger"
        size="lg"
        className="self-start"
        disabled={!canWithdraw}
        data-testid="withdraw-submit"
      >
        {t.withdrawSubmit}
      </Button>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !pending && !open && setConfirming(null)}
        title={t.withdrawConfirmTitle}
        description={t.withdrawConfirmText}
        hideCloseButton
        className="max-w-sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {ko.common.cancel}
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={pending}
              disabled={!canWithdraw}
              onClick={() => void confirm()}
              data-testid="withdraw-confirm"
            >
              {t.withdrawConfirm}
            </Button>
          </>
        }
      />
    </form>
  );
}
