import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import type { KakaoSignupAnswer } from '@seller/shared/schemas/accounts';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { completeKakaoSignup, fetchKakaoSignup } from '../api/accounts-api';
import { type Consents, NO_CONSENTS, requiredAgreed } from '../join-model';
import { ConsentFields } from './ConsentFields';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.socialLogin;

/**
 * The first Kakao login of a new person (issue 22 §9): the join page's consents, then 동의하고
 * 가입하기 makes the account (the server holds the Kakao person until then) or 취소 forgets it.
 */
export function KakaoSignupDialog({
  open,
  onDone,
  onCancel,
}: {
  open: boolean;
  /** The server answered: signed in, or the e-mail has an account meanwhile (the link question). */
  onDone: (next: KakaoSignupAnswer['next'], message: string) => void;
  /** 취소, Esc or the close button: the caller tells the server to forget the person. */
  onCancel: () => void;
}) {
  const pending = useQuery({
    queryKey: queryKeys.kakaoSignup,
    queryFn: fetchKakaoSignup,
    enabled: open,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setError(null);
    if (!requiredAgreed(consents)) return setError(ko.account.consentRequired);
    setSubmitting(true);
    try {
      const answer = await completeKakaoSignup({ agreements: consents });
      onDone(answer.data.next, answer.message);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onCancel();
      }}
      title={t.signupTitle}
      description={t.signupText}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      footer={
        pending.isSuccess ? (
          <>
            <Button
              variant="outline"
              disabled={submitting}
              onClick={onCancel}
              data-testid="kakao-signup-cancel"
            >
              {t.signupCancel}
            </Button>
            <Button loading={submitting} onClick={() => void submit()} data-testid="kakao-signup-agree">
              {submitting ? t.signupSubmitting : t.signupAgree}
            </Button>
          </>
        ) : pending.isError ? (
          <Button onClick={onCancel}>{ko.common.close}</Button>
        ) : undefined
      }
    >
      <div className="mt-5 flex flex-col gap-4" data-testid="kakao-signup">
        {pending.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" />
            {t.signupLoading}
          </p>
        ) : pending.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700">
            {errorMessage(pending.error)}
          </p>
        ) : (
          <>
            <div className="rounded-xl bg-[#FEE500]/25 px-4 py-3">
              <p className="text-xs font-medium text-slate-600">{t.signupAccount}</p>
              <p
                className="mt-0.5 text-[15px] font-semibold break-all text-slate-900"
                data-testid="kakao-signup-email"
              >
                {pending.data.email}
              </p>
            </div>
            <ConsentFields
              value={consents}
              onChange={(next) => {
                setConsents(next);
                setError(null);
              }}
              idPrefix="kakao-consent"
            />
            {error && (
              <p
                role="alert"
                data-testid="kakao-signup-error"
                className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
              >
                {error}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
