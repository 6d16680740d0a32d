import { useEffect, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { isEmail } from '@seller/shared/rules/member';
import type { EmailCodePurpose } from '@seller/shared/schemas/accounts';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage, isApiError } from '../../../lib/api';
import { checkDuplication, sendCode, verifyCode } from '../api/accounts-api';
import { codeInput, formatMmSs, resendWaitOf, secondsUntil, waitKey } from '../join-model';

const t = ko.join;

type Phase = 'idle' | 'sent' | 'verified';

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
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
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
    const value = email.trim();
    setEmailError(null);
    setCodeError(null);
    if (!value) return setEmailError(ko.validation.emailRequired);
    if (!isEmail(value)) return setEmailError(ko.validation.emailInvalid);
    setSending(true);
    try {
      if (purpose === 'join' && phase === 'idle') await checkDuplication(value);
      const answer = await sendCode(value, purpose);
      setExpiresAt(Date.now() + answer.data.expiresInSeconds * 1000);
      waitUntil(value, answer.data.resendAfterSeconds);
      setPhase('sent');
      setCode('');
      toast.success(answer.message);
    } catch (error) {
      const wait = isApiError(error) ? resendWaitOf(error.code, error.data) : null;
      if (wait !== null) waitUntil(value, wait);
      setEmailError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const confirm = async () => {
    setCodeError(null);
    if (code.length !== 6)
      return setCodeError(code ? ko.accountValidation.codeFormat : ko.accountValidation.codeRequired);
    setChecking(true);
    try {
      const answer = await verifyCode(email.trim(), code, purpose);
      setPhase('verified');
      toast.success(answer.message);
      onVerified(email.trim());
    } catch (error) {
      setCodeError(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const unlock = () => {
    setPhase('idle');
    setCode('');
    setCodeError(null);
    onReset?.();
  };

  const codeId = `${id}-code`;
  return (
    <div className="flex flex-col gap-3">
      <Field id={id} label={label} error={emailError ?? undefined}>
        <div className="flex gap-2">
          <Input
            id={id}
            name="mbrEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={placeholder}
            value={email}
            readOnly={phase !== 'idle'}
            autoFocus={autoFocus}
            invalid={Boolean(emailError)}
            aria-describedby={emailError ? `${id}-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
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
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t.codePlaceholder}
                value={code}
                disabled={phase === 'verified'}
                invalid={Boolean(codeError)}
                aria-describedby={codeError ? `${codeId}-error` : undefined}
                onChange={(e) => setCode(codeInput(e.target.value))}
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
