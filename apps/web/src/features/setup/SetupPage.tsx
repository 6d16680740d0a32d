import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { type SetupForm, setupForm } from '@seller/shared/schemas/setup';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field, Input } from '../../components/ui/Input';
import { LoadingState } from '../../components/ui/LoadingState';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { errorMessage, isApiError } from '../../lib/api';
import { checkSetupToken, createFirstManager } from './setup-api';
import { queryKeys } from '../../lib/query-keys';

const t = ko.setup;

/** Codes after which the link cannot be used again: the form gives way to the explanation. */
const FINAL = ['SETUP_CLOSED', 'SETUP_TOKEN_INVALID'];

/**
 * /setup?token=…: the first manager, made by whoever has the one-time link the app printed at
 * its first start (issue 25). The server decides everything (token, no manager yet, rate limit);
 * the page checks the link first so a spent link never shows a form.
 */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const check = useQuery({
    queryKey: queryKeys.setupCheck(token),
    queryFn: () => checkSetupToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const [created, setCreated] = useState<string | null>(null);
  const [finalError, setFinalError] = useState<unknown>(null);

  let body;
  let form = false;
  if (!token) body = <ErrorState title={t.invalidTitle} text={t.noToken} />;
  else if (created) body = <Done email={created} />;
  else if (finalError || check.isError)
    body = <Refused error={finalError ?? check.error} retry={() => void check.refetch()} />;
  else if (check.isPending) body = <LoadingState label={t.checking} className="min-h-48" />;
  else {
    form = true;
    body = <SetupFields token={token} onCreated={setCreated} onFinal={(error) => setFinalError(error)} />;
  }

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        {/* The explanation goes with the form; a refusal explains itself. */}
        {form && <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">{t.text}</p>}
        <div className={form ? 'mt-8' : 'mt-4'}>{body}</div>
      </div>
    </div>
  );
}

function Refused({ error, retry }: { error: unknown; retry: () => void }) {
  const code = isApiError(error) ? error.code : '';
  if (code === 'SETUP_CLOSED') {
    return (
      <ErrorState
        title={t.closedTitle}
        text={errorMessage(error)}
        className="py-4"
        action={
          <Link
            to="/login"
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t.toLogin}
          </Link>
        }
      />
    );
  }
  if (code === 'SETUP_TOKEN_INVALID') {
    return <ErrorState title={t.invalidTitle} text={errorMessage(error)} className="py-4" />;
  }
  // Too many tries or no answer: the link may still be good, so trying again is offered.
  return (
    <ErrorState
      text={isApiError(error) ? error.message : t.checkFailed}
      onRetry={retry}
      retryLabel={t.retry}
      className="py-4"
    />
  );
}

function Done({ email }: { email: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-4 text-center" data-testid="setup-done">
      <CircleCheck aria-hidden="true" className="mb-1 size-10 text-emerald-500" />
      <p className="text-base font-semibold text-slate-800">{t.done}</p>
      <p className="text-sm break-all text-slate-600">{email}</p>
      <p className="max-w-sm text-sm text-slate-600">{t.doneText}</p>
      <Link
        to="/login"
        className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700"
      >
        {t.toLogin}
      </Link>
    </div>
  );
}

function SetupFields({
  token,
  onCreated,
  onFinal,
}: {
  token: string;
  onCreated: (email: string) => void;
  onFinal: (error: unknown) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createFirstManager });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupForm>({
    resolver: zodResolver(setupForm),
    defaultValues: { mbrEmail: '', mbrPw: '', mbrRePw: '', name: '' },
  });

  const submit = handleSubmit(async ({ mbrEmail, mbrPw, name }) => {
    setServerError(null);
    try {
      const answer = await create.mutateAsync({ token, mbrEmail, mbrPw, name });
      onCreated(answer.mbrEmail);
    } catch (error) {
      if (isApiError(error) && FINAL.includes(error.code)) onFinal(error);
      else setServerError(errorMessage(error));
    }
  });

  const fieldError = (id: string, message: string | undefined) => ({
    invalid: Boolean(message),
    'aria-describedby': message ? `${id}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field id="setup-email" label={t.emailLabel} error={errors.mbrEmail?.message}>
        <Input
          id="setup-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder={t.emailPlaceholder}
          {...fieldError('setup-email', errors.mbrEmail?.message)}
          {...register('mbrEmail')}
        />
      </Field>
      <Field id="setup-name" label={t.nameLabel} error={errors.name?.message}>
        <Input
          id="setup-name"
          autoComplete="name"
          placeholder={t.namePlaceholder}
          {...fieldError('setup-name', errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field id="setup-password" label={t.passwordLabel} error={errors.mbrPw?.message}>
        <PasswordInput
          id="setup-password"
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
          {...fieldError('setup-password', errors.mbrPw?.message)}
          {...register('mbrPw')}
        />
      </Field>
      <Field id="setup-password-again" label={t.passwordConfirmLabel} error={errors.mbrRePw?.message}>
        <PasswordInput
          id="setup-password-again"
          autoComplete="new-password"
          placeholder={t.passwordConfirmPlaceholder}
          {...fieldError('setup-password-again', errors.mbrRePw?.message)}
          {...register('mbrRePw')}
        />
      </Field>

      {serverError && (
        <p
          role="alert"
          data-testid="setup-error"
          className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {serverError}
        </p>
      )}

      <Button type="submit" size="lg" className="mt-1 w-full" loading={create.isPending}>
        {create.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}

export default SetupPage;
