import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CircleCheck, ShieldCheck, UserRoundCheck } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { joinForm, type JoinForm } from '@seller/shared/schemas/accounts';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Input';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { errorMessage, isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { fetchIdentitySession, join } from './api/accounts-api';
import { EmailVerification } from './components/EmailVerification';
import { IdentityDialog } from './components/IdentityDialog';
import { ConsentFields } from './components/ConsentFields';
import {
  type Consents,
  NAME_MAX,
  NO_CONSENTS,
  formatPhone,
  nameFromIdentity,
  requiredAgreed,
} from './join-model';
import { queryKeys } from '../../lib/query-keys';

const t = ko.join;
const FIND_ID_PATH = '/findAccount?type=id&redirectTo=join';

/** /join (spec 01 §2.7, §4, §5): identity, e-mail code, password, name and the four consents. */
export function JoinPage() {
  const navigate = useNavigate();
  const identity = useQuery({
    queryKey: queryKeys.identitySession,
    queryFn: fetchIdentitySession,
    staleTime: 0,
  });
  const person = identity.data ?? null;
  const [identityOpen, setIdentityOpen] = useState(false);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [ciTaken, setCiTaken] = useState(false);
  // The verification the "already a member" notice was closed for (it opens once per verification).
  const [toldFor, setToldFor] = useState<string | null>(null);
  const alreadyMember = Boolean(person?.alreadyMember);
  const memberNoticeOpen = ciTaken || (alreadyMember && toldFor !== person?.verifiedAt);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<JoinForm>({
    resolver: zodResolver(joinForm),
    defaultValues: { mbrPw: '', reMbrPw: '', mbrNm: '' },
  });

  // The name starts as the verified one (still editable: spec 01 §5 allows 1–6 letters). A longer
  // verified name is cut to fit, and the field says so while it still holds the cut name.
  const verifiedName = person?.name;
  useEffect(() => {
    if (verifiedName && !getValues('mbrNm')) setValue('mbrNm', nameFromIdentity(verifiedName).name);
  }, [verifiedName, getValues, setValue]);
  const startName = verifiedName ? nameFromIdentity(verifiedName) : null;
  const nameCut = startName?.cut && watch('mbrNm') === startName.name ? startName : null;

  const onIdentity = async () => {
    setIdentityOpen(false);
    await identity.refetch();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (!person) return setFormError(ko.account.identityFailed);
    if (!verifiedEmail) return setFormError(ko.account.emailNotVerified);
    if (!requiredAgreed(consents)) return setFormError(ko.account.consentRequired);
    try {
      await join({ mbrEmail: verifiedEmail, ...values, agreements: consents });
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'CI_TAKEN') setCiTaken(true);
      else setFormError(errorMessage(error));
    }
  });

  return (
    <div className="flex justify-center px-4 py-10 sm:py-14">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t.text}</p>

        <section aria-labelledby="join-identity" className="mt-8">
          <h2 id="join-identity" className="mb-3 text-sm font-semibold text-slate-700">
            {t.identityStep}
          </h2>
          {person && alreadyMember ? (
            // Told right after the verification (issue 22 §10), not at the last step.
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
              data-testid="identity-member-exists"
            >
              <div className="flex items-start gap-2.5">
                <UserRoundCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <div>
                  <p className="text-sm font-semibold text-amber-900">{t.ciTakenTitle}</p>
                  <p className="mt-1 text-sm text-amber-800">{t.alreadyMemberText}</p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:pl-7.5">
                <Button asChild size="sm">
                  <Link to="/login">{t.goLoginShort}</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to={FIND_ID_PATH}>{t.findId}</Link>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setIdentityOpen(true)}>
                  {t.identityRedo}
                </Button>
              </div>
            </div>
          ) : person ? (
            <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3">
              <span
                className="flex items-center gap-2 text-sm font-semibold text-emerald-800"
                data-testid="identity-done"
              >
                <CircleCheck aria-hidden="true" className="size-5" />
                {t.identityDone}
              </span>
              <Button variant="ghost" size="sm" onClick={() => setIdentityOpen(true)}>
                {t.identityRedo}
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700">{t.identityNeeded}</p>
              <Button
                onClick={() => setIdentityOpen(true)}
                loading={identity.isPending}
                data-testid="identity-start"
              >
                <ShieldCheck aria-hidden="true" className="size-4" />
                {t.identityStart}
              </Button>
            </div>
          )}
        </section>

        <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 flex flex-col gap-5">
          <EmailVerification
            id="join-email"
            purpose="join"
            label={t.emailLabel}
            placeholder={t.emailPlaceholder}
            sendLabel={t.verifyEmail}
            onVerified={setVerifiedEmail}
            onReset={() => setVerifiedEmail(null)}
          />

          <Field id="join-password" label={t.passwordLabel} error={errors.mbrPw?.message}>
            <PasswordInput
              id="join-password"
              autoComplete="new-password"
              placeholder={t.passwordPlaceholder}
              invalid={Boolean(errors.mbrPw)}
              aria-describedby={errors.mbrPw ? 'join-password-error' : 'join-password-hint'}
              {...register('mbrPw')}
            />
            {!errors.mbrPw && (
              <p id="join-password-hint" className="text-[13px] text-slate-500">
                {t.passwordHint}
              </p>
            )}
          </Field>
          <Field id="join-password-repeat" label={t.passwordRepeatLabel} error={errors.reMbrPw?.message}>
            <PasswordInput
              id="join-password-repeat"
              autoComplete="new-password"
              placeholder={t.passwordRepeatPlaceholder}
              invalid={Boolean(errors.reMbrPw)}
              aria-describedby={errors.reMbrPw ? 'join-password-repeat-error' : undefined}
              {...register('reMbrPw')}
            />
          </Field>
          <Field id="join-name" label={t.nameLabel} error={errors.mbrNm?.message}>
            <Input
              id="join-name"
              autoComplete="name"
              placeholder={t.namePlaceholder}
              invalid={Boolean(errors.mbrNm)}
              aria-describedby={errors.mbrNm ? 'join-name-error' : nameCut ? 'join-name-cut' : undefined}
              {...register('mbrNm')}
            />
            {!errors.mbrNm && nameCut && (
              <p id="join-name-cut" data-testid="join-name-cut" className="text-[13px] text-amber-700">
                {t.nameCut(nameCut.letters, NAME_MAX)}
              </p>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="join-phone" label={t.phoneLabel}>
              <Input
                id="join-phone"
                name="mbrCrtfcMobileNo"
                readOnly
                value={formatPhone(person?.phone)}
                className="bg-slate-50"
              />
            </Field>
            <Field id="join-birth" label={t.birthLabel}>
              <Input
                id="join-birth"
                name="birth"
                readOnly
                value={person?.birth ?? ''}
                className="bg-slate-50"
              />
            </Field>
          </div>
          <p className="-mt-3 text-[13px] text-slate-500">{t.fromIdentity}</p>

          <ConsentFields value={consents} onChange={setConsents} />

          {formError && (
            <p
              role="alert"
              data-testid="join-error"
              className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
            >
              {formError}
            </p>
          )}

          <Button
            type="submit"
            size="lg"
            className={cn('w-full')}
            loading={isSubmitting}
            disabled={alreadyMember}
            data-testid="join-submit"
          >
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </form>

        <p className="mt-6 text-center text-sm text-slate-600">
          {t.haveAccount}{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t.backToLogin}
          </Link>
        </p>
      </div>

      <IdentityDialog
        open={identityOpen}
        onOpenChange={setIdentityOpen}
        onVerified={() => void onIdentity()}
      />
      <MessageDialog
        open={done}
        onOpenChange={(open) => {
          if (!open) void navigate('/login', { replace: true });
        }}
        title={t.successTitle}
        text={t.successText}
        closeLabel={t.goLogin}
      />
      <Dialog
        open={memberNoticeOpen}
        onOpenChange={(open) => {
          if (open) return;
          setCiTaken(false);
          setToldFor(person?.verifiedAt ?? null);
        }}
        title={t.ciTakenTitle}
        description={t.alreadyMemberText}
        className="max-w-sm"
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => void navigate('/login')}
              data-testid="member-exists-login"
            >
              {t.goLoginShort}
            </Button>
            <Button onClick={() => void navigate(FIND_ID_PATH)} data-testid="member-exists-find-id">
              {t.findId}
            </Button>
          </>
        }
      />
    </div>
  );
}

export default JoinPage;
