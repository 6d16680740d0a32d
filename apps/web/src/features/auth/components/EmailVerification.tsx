import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { type EmailCodePurpose, mailVerifyBody } from '@seller/shared/schemas/accounts';
import type { z } from '@seller/shared/schemas/zod';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage, isApiError } from '../../../lib/api';
import { checkDuplication, sendCode, verifyCode } from '../api/accounts-api';
import { codeInput, formatMmSs, resendWaitOf, secondsUntil, waitKey } from '../join-model';

const t = ko.join;

type Phase = 'idle' | 'sent' | 'verified';

/** The address and the code, checked as the server checks them (mail/send, mail/verify). */
const verificationForm = mailVerifyBody.pick({ mbrEmail: true, code: true });
type VerificationForm = z.input<typeof verificationForm>;

/** A clock that ticks every second while `runningAt(now)` holds. */
function useNow(runningAt: (now: number) => boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const running = runningAt(now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return now;
}

/**
 * E-mail with a verify button, then the code with its confirm button (spec 01 §2.7, §4):
 * unverified → code sent (e-mail locked) → verified (code disabled). The code is checked by the
 * server; the page never sees it.
 */
export function EmailVerification({
  id,
  purpose,
  label,
  placeholder,
  sendLabel,
  onVerified,
  onReset,
  autoFocus,
}: {
  id: string;
  purpose: EmailCodePurpose;
  label: string;
  placeholder?: string;
  sendLabel: string;
  onVerified: (email: string) => void;
  /** The e-mail was unlocked for editing: any earlier verification no longer holds. */
  onReset?: () => void;
  autoFocus?: boolean;
}) {
  // Sits inside the page's own <form> (join, password reset), so it has no <form> of its own:
  // each button checks its one field with the schema (trigger) and calls the server itself.
  const form = useForm<VerificationForm>({
    resolver: zodResolver(verificationForm),
    defaultValues: { mbrEmail: '', code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const email = useWatch({ control: form.control, name: 'mbrEmail' });
  const emailError = form.formState.errors.mbrEmail?.message ?? null;
  const codeError = form.formState.errors.code?.message ?? null;
  const [phase, setPhase] = useState<Phase>('idle');
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [expiresAt, setExpiresAt] = useState(0);
  // When each address may get its next code (the server's wait is per address, not per browser).
  const [resendAt, setResendAt] = useState<Record<string, number>>({});
  const until = resendAt[waitKey(email)] ?? 0;
  const now = useNow((at) => phase === 'sent' || until > at);
  const left = secondsUntil(expiresAt, now);
  const resendIn = secondsUntil(until, now);
  const waitUntil = (address: string, seconds: number) => {
    setResendAt((all) => ({ ...all, [waitKey(address)]: Date.now() + seconds * 1000 }));
  };

  const send = async () => {
    form.clearErrors();
    if (!(await form.trigger('mbrEmail'))) return;
    const value = form.getValues('mbrEmail').trim();
    setSending(true);
    try {
      if (purpose === 'join' && phase === 'idle') await checkDuplication(value);
      const answer = await sendCode(value, purpose);
      setExpiresAt(Date.now() + answer.data.expiresInSeconds * 1000);
      waitUntil(value, answer.data.resendAfterSeconds);
      setPhase('sent');
      form.setValue('code', '');
      toast.success(answer.message);
    } catch (error) {
      const wait = isApiError(error) ? resendWaitOf(error.code, error.data) : null;
      if (wait !== null) waitUntil(value, wait);
      form.setError('mbrEmail', { type: 'server', message: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const confirm = async () => {
    form.clearErrors('code');
    if (!(await form.trigger('code'))) return;
    setChecking(true);
    try {
      const answer = await verifyCode(form.getValues('mbrEmail').trim(), form.getValues('code'), purpose);
      setPhase('verified');
      toast.success(answer.message);
      onVerified(form.getValues('mbrEmail').trim());
    } catch (error) {
      form.setError('code', { type: 'server', message: errorMessage(error) });
    } finally {
      setChecking(false);
    }
  };

  const unlock = () => {
    setPhase('idle');
    form.setValue('code', '');
    form.clearErrors('code');
    onReset?.();
  };

  const codeId = `${id}-code`;
  return (
    <div className="flex flex-col gap-3">
      <Field id={id} label={label} error={emailError ?? undefined}>
        <div className="flex gap-2">
          <Input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={placeholder}
            readOnly={phase !== 'idle'}
            autoFocus={autoFocus}
            invalid={Boolean(emailError)}
            aria-describedby={emailError ? `${id}-error` : undefined}
            {...form.register('mbrEmail')}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (phase === 'idle') void send();
              }
            }}
            className={phase !== 'idle' ? 'bg-slate-50 text-slate-600' : undefined}
          />
          {phase === 'verified' ? (
            <span className="flex h-11 shrink-0 items-center gap-1 rounded-lg bg-emerald-50 px-3 text-sm font-semibold text-emerald-700">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t.emailVerifiedBadge}
            </span>
          ) : (
            <Button
              variant={phase === 'idle' ? 'primary' : 'outline'}
              className="h-11 shrink-0"
              loading={sending}
              disabled={resendIn > 0}
              onClick={() => void send()}
              data-testid={`${id}-send`}
            >
              {resendIn > 0
                ? t.resendIn(phase === 'idle' ? sendLabel : t.resendCode, resendIn)
                : phase === 'idle'
                  ? sendLabel
                  : t.resendCode}
            </Button>
          )}
        </div>
      </Field>
      {phase !== 'idle' && phase !== 'verified' && (
        <button
          type="button"
          onClick={unlock}
          className="-mt-1 self-start text-[13px] text-slate-500 underline hover:text-slate-800"
        >
          {t.changeEmail}
        </button>
      )}
      {phase !== 'idle' && (
        <Field id={codeId} label={t.codeLabel} error={codeError ?? undefined}>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Input
                id={codeId}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t.codePlaceholder}
                disabled={phase === 'verified'}
                invalid={Boolean(codeError)}
                aria-describedby={codeError ? `${codeId}-error` : undefined}
                {...form.register('code', {
                  // Digits only, at most 6, as typed.
                  onChange: (e: { target: { value: string } }) =>
                    form.setValue('code', codeInput(e.target.value)),
                })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void confirm();
                  }
                }}
                className="pr-24"
                autoFocus
              />
              {phase === 'sent' && (
                <span
                  aria-live="off"
                  className={`absolute top-1/2 right-3 -translate-y-1/2 text-sm tabular-nums ${left > 0 ? 'text-brand-600' : 'text-red-600'}`}
                >
                  {formatMmSs(left)}
                </span>
              )}
            </div>
            <Button
              className="h-11 shrink-0"
              variant="secondary"
              loading={checking}
              disabled={phase === 'verified'}
              onClick={() => void confirm()}
              data-testid={`${id}-confirm`}
            >
              {t.confirmCode}
            </Button>
          </div>
          {phase === 'sent' && left === 0 && <p className="text-[13px] text-red-600">{t.codeExpiredHint}</p>}
        </Field>
      )}
    </div>
  );
}
