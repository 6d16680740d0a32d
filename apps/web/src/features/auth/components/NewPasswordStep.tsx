import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { newPasswordForm, type NewPasswordForm } from '@seller/shared/schemas/accounts';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { isApiError } from '../../../lib/api';

const t = ko.findAccount;

/** The server's message for 4xx answers (422 carries the password rule); anything else is unknown. */
function passwordFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return t.unknownFailure;
}

/** New password with its repeat, show/hide toggles and a back button (spec 01 §2.6). */
export function NewPasswordStep({
  target,
  onBack,
  onSubmit,
}: {
  /** Whose password: the (masked) e-mail of the account. */
  target: string;
  onBack: () => void;
  onSubmit: (values: NewPasswordForm) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { mbrPw: '', mbrRePw: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(passwordFailure(error));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-bold text-slate-900">{t.newPasswordTitle}</h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="reset-target">
          {t.newPasswordText(target)}
        </p>
      </div>
      <p
        data-testid="api-tokens-revoked-notice"
        className="rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
      >
        {ko.account.apiTokensRevokedNotice}
      </p>
      <Field id="new-password" label={t.newPasswordLabel} error={errors.mbrPw?.message}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          placeholder={ko.join.passwordPlaceholder}
          invalid={Boolean(errors.mbrPw)}
          aria-describedby={errors.mbrPw ? 'new-password-error' : undefined}
          autoFocus
          {...register('mbrPw')}
        />
      </Field>
      <Field id="new-password-repeat" label={t.newPasswordRepeatLabel} error={errors.mbrRePw?.message}>
        <PasswordInput
          id="new-password-repeat"
          autoComplete="new-password"
          placeholder={ko.join.passwordRepeatPlaceholder}
          invalid={Boolean(errors.mbrRePw)}
          aria-describedby={errors.mbrRePw ? 'new-password-repeat-error' : undefined}
          {...register('mbrRePw')}
        />
      </Field>
      {serverError && (
        <p
          role="alert"
          data-testid="password-error"
          className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {serverError}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <Button variant="outline" size="lg" onClick={onBack} className="shrink-0">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Button>
        <Button
          type="submit"
          size="lg"
          className="flex-1"
          loading={isSubmitting}
          data-testid="password-submit"
        >
          {t.change}
        </Button>
      </div>
    </form>
  );
}
