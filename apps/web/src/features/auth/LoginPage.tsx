import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../components/ui/Button';
import { IdentityDialog } from './components/IdentityDialog';
import { KakaoLoginButton } from './components/KakaoLoginButton';
import { LoginForm } from './components/LoginForm';
import { SocialLoginResult } from './components/SocialLoginResult';
import { useSession } from './hooks/use-session';
import { safeNextPath } from './next-path';

const t = ko.login;

/** /login (spec 01 §2.5, §5). After success it continues to ?next= (set by the guard) or home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const next = safeNextPath(params.get('next'));
  const [identityOpen, setIdentityOpen] = useState(false);

  // Already signed in (e.g. a bookmarked /login): nothing to do here.
  if (user) return <Navigate to={next} replace />;

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t.text}</p>

        <div className="mt-8">
          <SocialLoginResult />
          <LoginForm onSuccess={() => void navigate(next, { replace: true })} />
        </div>

        <div className="mt-4 flex items-center justify-center gap-3 text-sm">
          <Link to="/findAccount?type=id" className="text-slate-600 hover:text-slate-900 hover:underline">
            {t.findId}
          </Link>
          <span aria-hidden="true" className="h-3 w-px bg-slate-300" />
          <Link to="/findAccount?type=pw" className="text-slate-600 hover:text-slate-900 hover:underline">
            {t.findPassword}
          </Link>
        </div>

        <div className="my-6 flex items-center gap-3 text-xs text-slate-500">
          <span className="h-px flex-1 bg-slate-200" />
          {t.or}
          <span className="h-px flex-1 bg-slate-200" />
        </div>

        <KakaoLoginButton />

        <div className="mt-8 flex flex-col items-center gap-2 border-t border-slate-100 pt-6">
          <p className="text-sm text-slate-600">{t.noAccount}</p>
          {/* Sign-up starts with identity verification in a frame (spec 01 §2.5), then /join. */}
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => setIdentityOpen(true)}
            data-testid="login-join"
          >
            {t.join}
          </Button>
        </div>
      </div>
      <IdentityDialog
        open={identityOpen}
        onOpenChange={setIdentityOpen}
        onVerified={() => {
          setIdentityOpen(false);
          void navigate('/join');
        }}
      />
    </div>
  );
}

export default LoginPage;
