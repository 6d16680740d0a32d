import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { Info, ShieldCheck, UserRoundX } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { FoundAccount } from '@seller/shared/schemas/accounts';
import { kstLongDate } from '@seller/shared/rules/kst';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadingState } from '../../components/ui/LoadingState';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { findAccounts, resetPassword } from './api/accounts-api';
import { EmailVerification } from './components/EmailVerification';
import { IdentityDialog } from './components/IdentityDialog';
import { NewPasswordStep } from './components/NewPasswordStep';
import { type FindTab, findTabOf } from './join-model';

const t = ko.findAccount;

type IdStep =
  | { kind: 'start' }
  | { kind: 'searching' }
  | { kind: 'list'; accounts: FoundAccount[]; message: string }
  | { kind: 'password'; accounts: FoundAccount[]; message: string; account: FoundAccount };

/** Find id: identity verification, the matching accounts (radio when several), then a new password. */
function FindIdTab({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<IdStep>({ kind: 'start' });
  const [identityOpen, setIdentityOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = async () => {
    setIdentityOpen(false);
    setError(null);
    setStep({ kind: 'searching' });
    try {
      const { userInfos, message } = await findAccounts();
      setChosen(userInfos.length === 1 ? userInfos[0]!.mbrSn : null);
      setStep({ kind: 'list', accounts: userInfos, message });
    } catch (e) {
      setError(errorMessage(e));
      setStep({ kind: 'start' });
    }
  };

  if (step.kind === 'searching') return <LoadingState label={t.searching} className="min-h-[200px]" />;

  if (step.kind === 'password') {
    return (
      <NewPasswordStep
        target={step.account.mbrEmail}
        onBack={() => setStep({ kind: 'list', accounts: step.accounts, message: step.message })}
        onSubmit={async (values) => {
          await resetPassword({ mbrSn: step.account.mbrSn, ...values });
          onDone();
        }}
      />
    );
  }

  if (step.kind === 'list') {
    if (!step.accounts.length) {
      return (
        <EmptyState
          icon={<UserRoundX aria-hidden="true" className="size-10" />}
          title={t.noAccountTitle}
          text={t.noAccountText}
          action={
            <Button asChild>
              <Link to="/join">{t.goJoin}</Link>
            </Button>
          }
        />
      );
    }
    const proceed = () => {
      const account = step.accounts.find((a) => a.mbrSn === chosen);
      if (!account) return setError(ko.account.accountNotSelected);
      setError(null);
      setStep({ ...step, kind: 'password', account });
    };
    return (
      <div className="flex flex-col gap-4">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t.resultTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">{step.message}</p>
          {step.accounts.length > 1 && <p className="mt-1 text-sm text-slate-600">{t.chooseOne}</p>}
        </div>
        <div role="radiogroup" aria-label={t.resultTitle} className="flex flex-col gap-2">
          {step.accounts.map((a) => (
            <label
              key={a.mbrSn}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
                chosen === a.mbrSn
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="account"
                value={a.mbrSn}
                checked={chosen === a.mbrSn}
                onChange={() => setChosen(a.mbrSn)}
                className="size-4 accent-brand-600"
              />
              <span className="flex flex-1 flex-col">
                <span className="font-semibold text-slate-900" data-testid="found-email">
                  {a.mbrEmail}
                </span>
                <span className="text-[13px] text-slate-500">
                  {t.joinedAt(kstLongDate(new Date(a.frstRgstDt)))}
                  {a.kakaoLinked ? ` · ${t.kakaoAccount}` : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <Button asChild variant="outline" size="lg" className="flex-1">
            <Link to="/login">{t.goLogin}</Link>
          </Button>
          <Button size="lg" className="flex-1" onClick={proceed} data-testid="reset-this">
            {t.resetThis}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <p className="text-[15px] text-slate-600">{t.idIntro}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <Button size="lg" className="w-full" onClick={() => setIdentityOpen(true)} data-testid="find-id-start">
        {t.idStart}
      </Button>
      <IdentityDialog open={identityOpen} onOpenChange={setIdentityOpen} onVerified={() => void search()} />
    </div>
  );
}

/** Reset password: e-mail code, then a new password. */
function ResetPasswordTab({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  if (email) {
    return (
      <NewPasswordStep
        target={email}
        onBack={() => {
          setEmail(null);
          setRound((n) => n + 1);
        }}
        onSubmit={async (values) => {
          await resetPassword({ mbrEmail: email, ...values });
          onDone();
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px] text-slate-600">{t.pwIntro}</p>
      <EmailVerification
        key={round}
        id="reset-email"
        purpose="reset"
        label={t.emailLabel}
        placeholder={ko.join.emailPlaceholder}
        sendLabel={t.sendCode}
        onVerified={setEmail}
      />
    </div>
  );
}

/** /findAccount (also /findaccount), ?type=id|pw and redirectTo=join (spec 01 §2.1, §2.6, §4). */
export function FindAccountPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: FindTab = findTabOf(params.get('type'));
  const fromJoin = params.get('redirectTo') === 'join';
  const [done, setDone] = useState(false);

  const trigger = (value: FindTab, label: string) => (
    <Tabs.Trigger
      value={value}
      className={cn(
        'flex-1 border-b-2 px-3 py-3 text-[15px] font-semibold transition-colors',
        tab === value
          ? 'border-brand-600 text-brand-700'
          : 'border-transparent text-slate-500 hover:text-slate-800',
      )}
    >
      {label}
    </Tabs.Trigger>
  );

  return (
    <div className="flex justify-center px-4 py-10 sm:py-14">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t.text}</p>
        {fromJoin && (
          <p
            className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
            role="status"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.fromJoin}
          </p>
        )}
        <Tabs.Root
          value={tab}
          onValueChange={(v) => {
            const next = new URLSearchParams(params);
            next.set('type', v);
            setParams(next, { replace: true });
          }}
          className="mt-6"
        >
          <Tabs.List className="mb-6 flex border-b border-slate-200" aria-label={t.title}>
            {trigger('id', t.tabId)}
            {trigger('pw', t.tabPw)}
          </Tabs.List>
          <Tabs.Content value="id">
            <FindIdTab onDone={() => setDone(true)} />
          </Tabs.Content>
          <Tabs.Content value="pw">
            <ResetPasswordTab onDone={() => setDone(true)} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <MessageDialog
        open={done}
        onOpenChange={(open) => {
          if (!open) void navigate('/', { replace: true });
        }}
        title={t.doneTitle}
        text={t.doneText}
        closeLabel={t.goHome}
      />
    </div>
  );
}

export default FindAccountPage;
