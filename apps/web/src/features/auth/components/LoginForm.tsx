import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { loginBody, type LoginBody } from '@seller/shared/schemas/auth';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage } from '../../../lib/api';
import { useLogin } from '../hooks/use-session';

const t = ko.login;

/** Email and password; Enter submits. Field errors show inline, server errors above the button. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { mbrEmail: '', mbrPw: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login.mutateAsync(values);
      onSuccess();
    } catch (error) {
      // 401 carries the login-failed message, 429 the rate-limit message: both already Korean.
      setServerError(errorMessage(error));
    }
  });

  const emailError = errors.mbrEmail?.message;
  const passwordError = errors.mbrPw?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field id="login-email" label={t.emailLabel} error={emailError}>
        <Input
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder={t.emailPlaceholder}
          invalid={Boolean(emailError)}
          aria-describedby={emailError ? 'login-email-error' : undefined}
          {...register('mbrEmail')}
        />
      </Field>
      <Field id="login-password" label={t.passwordLabel} error={passwordError}>
        <div className="relative">
          <Input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t.passwordPlaceholder}
            invalid={Boolean(passwordError)}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
            className="pr-12"
            {...register('mbrPw')}
          />
          <button
            type="button"
            aria-label={showPassword ? t.hidePassword : t.showPassword}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((s) => !s)}
            className="absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            {showPassword ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </Field>

      {serverError && (
        <p
          role="alert"
          data-testid="login-error"
          className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {serverError}
        </p>
      )}

      <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending}>
        {login.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
