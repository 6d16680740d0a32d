import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { KAKAO_ERRORS, type KakaoErrorCode } from '@seller/shared/schemas/accounts';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { errorMessage } from '../../../lib/api';
import { cancelKakaoSignup, linkKakaoAccount } from '../api/accounts-api';
import { KakaoSignupDialog } from './KakaoSignupDialog';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.socialLogin;

type Notice = { title: string; text: string } | null;

/**
 * The return of a Kakao login on /login (spec 01 §4): ?loginType=social alone means the server
 * signed the member in (the page then continues home); isMemberExists=need asks whether to merge
 * with the existing account; kakaoSignup=need asks a new person for the consents before the
 * account is made (issue 22 §9); kakaoError tells what went wrong.
 */
export function SocialLoginResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const social = params.get('loginType') === 'social';
  const need = social && params.get('isMemberExists') === 'need';
  const signupNeed = social && !need && params.get('kakaoSignup') === 'need';
  const rawError = params.get('kakaoError');
  const error: KakaoErrorCode | null =
    social && KAKAO_ERRORS.includes(rawError as KakaoErrorCode) ? (rawError as KakaoErrorCode) : null;
  const [linking, setLinking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    // Signed in by the callback: refresh the session so the page moves on.
    if (social && !need && !signupNeed && !error)
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [social, need, signupNeed, error, queryClient]);

  const clearQuery = () => setParams(new URLSearchParams(), { replace: true });

  const yes = async () => {
    setLinking(true);
    try {
      await linkKakaoAccount();
      setNotice({ title: t.linkedTitle, text: t.linkedText });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setLinking(false);
      clearQuery();
    }
  };

  const signupDone = (next: 'signedIn' | 'link', message: string) => {
    if (next === 'link') {
      // The e-mail got an account meanwhile: the usual merge question follows.
      setParams(new URLSearchParams({ loginType: 'social', isMemberExists: 'need' }), { replace: true });
      return;
    }
    toast.success(message);
    clearQuery();
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  };

  const signupCancel = () => {
    clearQuery();
    // Nothing was made; the server forgets the Kakao person (a failure leaves it to expire).
    cancelKakaoSignup().then(
      (answer) => toast(answer.message),
      () => undefined,
    );
  };

  return (
    <>
      <KakaoSignupDialog open={signupNeed} onDone={signupDone} onCancel={signupCancel} />
      {error && (
        <p
          role="alert"
          data-testid="kakao-error"
          className="mb-4 rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {t.errors[error]}
        </p>
      )}
      <Dialog
        open={need}
        onOpenChange={(open) => {
          if (!open && !linking) clearQuery();
        }}
        title={t.mergeTitle}
        description={t.mergeText}
        hideCloseButton
        className="max-w-sm"
        footer={
          <>
            <Button
              variant="outline"
              disabled={linking}
              onClick={() => {
                clearQuery();
                setNotice({ title: t.declinedTitle, text: t.declinedText });
              }}
              data-testid="merge-no"
            >
              {t.mergeNo}
            </Button>
            <Button loading={linking} onClick={() => void yes()} data-testid="merge-yes">
              {t.mergeYes}
            </Button>
          </>
        }
      />
      <MessageDialog
        open={notice !== null}
        onOpenChange={(open) => !open && setNotice(null)}
        title={notice?.title ?? ''}
        text={notice?.text ?? ''}
      />
    </>
  );
}
