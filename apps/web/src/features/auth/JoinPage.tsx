import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { ko } from '@seller/shared/messages/ko';
import { joinForm, type JoinForm } from '@seller/shared/schemas/accounts';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Input';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { errorMessage, isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { fetchIdentitySession, join } from './api/accounts-api';
import { EmailVerification } from './components/EmailVerification';
import { IdentityDialog } from './components/IdentityDialog';
import { LegalDialog, type LegalTab } from './components/LegalDialog';
import { type Consents, NO_CONSENTS, allAgreed, formatPhone, requiredAgreed, setAll } from './join-model';

const t = ko.join;
export const IDENTITY_SESSION_KEY = ['identity-session'] as const;

function ConsentRow({
  id,
  label,
  checked,
  onChange,
  onView,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onView?: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2.5 text-[15px] text-slate-700">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="size-[18px] shrink-0 rounded accent-brand-600"
        />
        {label}
      </label>
      {onView && (
        <button
          type="button"
          onClick={onView}
          className="shrink-0 text-[13px] text-slate-500 underline hover:text-slate-800"
        >
          {t.view}
        </button>
      )}
    </div>
  );
}

/** /join (spec 01 §2.7, §4, §5): identity, e-mail code, password, name and the four consents. */
export function JoinPage() {
  const navigate = useNavigate();
  const identity = useQuery({ queryKey: IDENTITY_SESSION_KEY, queryFn: fetchIdentitySession, staleTime: 0 });
  const person = identity.data ?? null;
  const [identityOpen, setIdentityOpen] = useState(false);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [legal, setLegal] = useState<{ open: boolean; tab: LegalTab }>({ open: false, tab: 'terms' });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [ciTaken, setCiTaken] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<JoinForm>({
    resolver: zodResolver(joinForm),
    defaultValues: { mbrPw: '', reMbrPw: '', mbrNm: '' },
  });

  // The name starts as the verified one (still editable: spec 01 §5 allows 1–6 letters).
  const verifiedName = person?.name;
  useEffect(() => {
    if (verifiedName && !getValues('mbrNm')) setValue('mbrNm', verifiedName.replace(/\s/g, '').slice(0, 6));
  }, [verifiedName, getValues, setValue]);

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

  const agree = (tab: LegalTab) => {
    if (tab === 'terms') {
      setConsents((c) => ({ ...c, terms: true }));
      setLegal({ open: true, tab: 'privacy' });
    } else {
      setConsents((c) => ({ ...c, privacy: true }));
      setLegal({ open: false, tab: 'privacy' });
    }
  };

  return (
    <div className="flex justify-center px-4 py-10 sm:py-14">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t.text}</p>

        <section aria-labelledby="join-identity" className="mt-8">
          <h2 id="join-identity" className="mb-3 text-sm font-semibold text-slate-700">
            {t.identityStep}
          </h2>
          {person ? (
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
              aria-describedby={errors.mbrNm ? 'join-name-error' : undefined}
              {...register('mbrNm')}
            />
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

          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-700">{t.consentsTitle}</legend>
            <label
              htmlFor="consent-all"
              className="flex cursor-pointer items-center gap-2.5 border-b border-slate-100 pb-3 text-[15px] font-semibold text-slate-900"
            >
              <input
                id="consent-all"
                type="checkbox"
                checked={allAgreed(consents)}
                onChange={(e) => setConsents(setAll(e.target.checked))}
                className="size-5 accent-brand-600"
              />
              {t.consentAll}
            </label>
            <div className="pt-2">
              <ConsentRow
                id="consent-child"
                label={t.consentChild}
                checked={consents.child}
                onChange={(v) => setConsents((c) => ({ ...c, child: v }))}
              />
              <ConsentRow
                id="consent-terms"
                label={t.consentTerms}
                checked={consents.terms}
                onChange={(v) => setConsents((c) => ({ ...c, terms: v }))}
                onView={() => setLegal({ open: true, tab: 'terms' })}
              />
              <ConsentRow
                id="consent-privacy"
                label={t.consentPrivacy}
                checked={consents.privacy}
                onChange={(v) => setConsents((c) => ({ ...c, privacy: v }))}
                onView={() => setLegal({ open: true, tab: 'privacy' })}
              />
              <ConsentRow
                id="consent-promotions"
                label={t.consentPromotions}
                checked={consents.promotions}
                onChange={(v) => setConsents((c) => ({ ...c, promotions: v }))}
              />
            </div>
          </fieldset>

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
      <LegalDialog
        open={legal.open}
        onOpenChange={(open) => setLegal((l) => ({ ...l, open }))}
        tab={legal.tab}
        onTabChange={(tab) => setLegal({ open: true, tab })}
        onAgree={agree}
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
        open={ciTaken}
        onOpenChange={setCiTaken}
        title={t.ciTakenTitle}
        description={ko.account.ciTaken}
        hideCloseButton
        className="max-w-sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{ko.common.close}</Button>
            </DialogClose>
            <Button onClick={() => void navigate('/findAccount?type=id&redirectTo=join')}>
              {t.findAccount}
            </Button>
          </>
        }
      />
    </div>
  );
}

export default JoinPage;
