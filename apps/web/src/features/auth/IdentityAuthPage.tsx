import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { CertificationResult } from '@seller/shared/schemas/accounts';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { certifySession } from './api/accounts-api';
import { IdentityDialog } from './components/IdentityDialog';
import { authReturnPath } from './next-path';

const t = ko.identityAuth;

type State =
  | { step: 'idle' }
  | { step: 'certifying' }
  | { step: 'done'; result: CertificationResult }
  | { step: 'failed'; message: string };

/** "오후 3:42": the proof's end in Korea time. */
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * /auth (spec 01 §2.1 "authentication helper page", L): a signed-in member verifies their identity
 * in the portal frame, the server binds it to this session (sessions.identity_verified_at, 30
 * minutes: what my-page info needs), and the page shows the verified person masked, or why it
 * failed, then returns to ?redirectTo= (an in-app path only).
 */
export function IdentityAuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = authReturnPath(params);
  const hasReturn = returnTo !== '/';
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });

  const onVerified = async () => {
    setOpen(false);
    setState({ step: 'certifying' });
    try {
      const answer = await certifySession();
      setState({ step: 'done', result: answer.data });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div
        className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        data-testid="identity-auth-page"
      >
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{ko.routes.auth}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t.text}</p>
        {hasReturn && state.step !== 'done' && <p className="mt-1 text-sm text-slate-500">{t.returnHint}</p>}

        <div className="mt-8" aria-live="polite">
          {state.step === 'idle' && (
            <Button size="lg" className="w-full" onClick={() => setOpen(true)} data-testid="auth-start">
              <ShieldCheck aria-hidden="true" className="size-5" />
              {t.start}
            </Button>
          )}

          {state.step === 'certifying' && (
            <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-slate-600">
              <Spinner className="size-5 text-brand-600" />
              {t.certifying}
            </p>
          )}

          {state.step === 'done' && (
            <div className="flex flex-col gap-5" data-testid="auth-result">
              <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
                <p className="flex items-center gap-2 font-semibold text-emerald-800">
                  <CircleCheck aria-hidden="true" className="size-5" />
                  {t.doneTitle}
                </p>
                <dl className="mt-4 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 text-sm">
                  <dt className="text-slate-500">{t.name}</dt>
                  <dd className="font-medium text-slate-900" data-testid="auth-name">
                    {state.result.name}
                  </dd>
                  {state.result.phone && (
                    <>
                      <dt className="text-slate-500">{t.phone}</dt>
                      <dd className="font-medium text-slate-900 tabular-nums" data-testid="auth-phone">
                        {state.result.phone}
                      </dd>
                    </>
                  )}
                  <dt className="text-slate-500">{t.validLabel}</dt>
                  <dd className="font-medium text-slate-900">
                    {t.validUntil(timeOf(state.result.validUntil))}
                  </dd>
                </dl>
              </div>
              <Button
                size="lg"
                className="w-full"
                autoFocus
                onClick={() => void navigate(returnTo, { replace: true })}
                data-testid="auth-continue"
              >
                {hasReturn ? t.back : t.home}
              </Button>
            </div>
          )}

          {state.step === 'failed' && (
            <div className="flex flex-col gap-5">
              <div
                role="alert"
                className="rounded-2xl border border-red-200 bg-red-50 p-5"
                data-testid="auth-failed"
              >
                <p className="flex items-center gap-2 font-semibold text-red-800">
                  <CircleAlert aria-hidden="true" className="size-5" />
                  {t.failedTitle}
                </p>
                <p className="mt-2 text-sm text-red-700" data-testid="auth-error">
                  {state.message}
                </p>
              </div>
              <Button size="lg" className="w-full" onClick={() => setOpen(true)} data-testid="auth-retry">
                {t.retry}
              </Button>
            </div>
          )}
        </div>
      </div>
      <IdentityDialog open={open} onOpenChange={setOpen} onVerified={() => void onVerified()} />
    </div>
  );
}

export default IdentityAuthPage;
