import { useState } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api';
import { fetchKakaoLoginLink } from '../api/kakao-api';

function KakaoSymbol() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="currentColor"
        d="M12 3C6.48 3 2 6.5 2 10.82c0 2.8 1.87 5.25 4.68 6.64-.2.74-.74 2.7-.85 3.12-.13.52.19.51.4.37.17-.11 2.67-1.81 3.75-2.55.66.1 1.33.15 2.02.15 5.52 0 10-3.5 10-7.83S17.52 3 12 3z"
      />
    </svg>
  );
}

/** Kakao social login: asks the server for the authorize URL and leaves for it. */
export function KakaoLoginButton() {
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      window.location.assign(await fetchKakaoLoginLink());
    } catch (error) {
      toast.error(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <Button variant="kakao" size="lg" className="w-full" loading={pending} onClick={() => void start()}>
      {!pending && <KakaoSymbol />}
      {pending ? ko.login.kakaoLoading : ko.login.kakao}
    </Button>
  );
}
