import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { newPasswordForm, type NewPasswordForm } from '@seller/shared/schemas/accounts';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { errorMessage, isApiError } from '../../../lib/api';
import { changePassword, checkPassword } from '../api/my-page-api';

const t = ko.myPage;

function ErrorLine({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
    >
      {text}
    </p>
  );
}

/** What /myPage/inspectpw hands /myPage/changepw after a successful check (router state). */
const CHECKED = { passwordChecked: true } as const;
const cameChecked = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { passwordChecked?: unknown }).passwordChecked === true;

/**
 * 비밀번호 확인 (InspectPw): the current password, checked by the server (passwordCheck), before
 * the change form opens. On its own page it then goes on to /myPage/changepw; `onChecked` replaces
 * that where the change page asks itself. `notice` says why it asks again.
 */
export function InspectPasswordSection({
  onChecked,
  notice,
}: { onChecked?: () => void; notice?: string | undefined } = {}) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!password) return setError(ko.accountValidation.currentPasswordRequired);
    setPending(true);
    try {
      await checkPassword(password);
      if (onChecked) onChecked();
      else void navigate('/myPage/changepw', { state: CHECKED });
    } catch (err) {
      // The server's message is shown as it comes (spec 02 §8).
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
      {notice && (
        <p
          role="alert"
          data-testid="inspect-notice"
          className="rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
        >
          {notice}
        </p>
      )}
      <p className="text-[15px] text-slate-600">{t.inspectText}</p>
      <Field id="current-password" label={t.currentPassword}>
        <PasswordInput
          id="current-password"
          name="currentPassword"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
        />
      </Field>
      <ErrorLine text={error} testId="inspect-error" />
      <Button type="submit" size="lg" loading={pending} data-testid="inspect-submit">
        {t.check}
      </Button>
    </form>
  );
}

/**
 * 비밀번호 변경 (changePw): the new-password form only after the current password was checked,
 * on /myPage/inspectpw or here (issue 39 §5); 422 shows the server message, anything else the
 * unknown-failure one. When the server says the check has run out, the check comes back.
 */
export function ChangePasswordSection() {
  const navigate = useNavigate();
  const location = useLocation();
  const [checked, setChecked] = useState(() => cameChecked(location.state));
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { mbrPw: '', mbrRePw: '' },
  });

  // The check is for this visit only: a reload or a later visit of this entry asks again.
  const { pathname, state } = location;
  useEffect(() => {
    if (cameChecked(state)) void navigate(pathname, { replace: true, state: null });
  }, [navigate, pathname, state]);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await changePassword(values.mbrPw, values.mbrRePw);
      toast.success(answer.message);
      void navigate('/myPage/info');
    } catch (err) {
      if (isApiError(err) && err.code === 'PASSWORD_CHECK_REQUIRED') {
        setExpired(true);
        return setChecked(false);
      }
      setError(isApiError(err) && err.status === 422 ? err.message : ko.findAccount.unknownFailure);
    }
  });

  if (!checked) {
    return (
      <InspectPasswordSection
        notice={expired ? ko.account.passwordCheckRequired : undefined}
        onChecked={() => {
          setExpired(false);
          setChecked(true);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
      <p className="text-[15px] text-slate-600">{t.changeText}</p>
      <p
        data-testid="api-tokens-revoked-notice"
        className="rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
      >
        {ko.account.apiTokensRevokedNotice}
      </p>
      <Field id="change-password" label={t.newPassword} error={errors.mbrPw?.message}>
        <PasswordInput
          id="change-password"
          autoComplete="new-password"
          placeholder={ko.join.passwordPlaceholder}
          invalid={Boolean(errors.mbrPw)}
          aria-describedby={errors.mbrPw ? 'change-password-error' : undefined}
          autoFocus
          {...register('mbrPw')}
        />
      </Field>
      <Field id="change-password-repeat" label={t.newPasswordRepeat} error={errors.mbrRePw?.message}>
        <PasswordInput
          id="change-password-repeat"
          autoComplete="new-password"
          invalid={Boolean(errors.mbrRePw)}
          aria-describedby={errors.mbrRePw ? 'change-password-repeat-error' : undefined}
          {...register('mbrRePw')}
        />
      </Field>
      <ErrorLine text={error} testId="change-error" />
      <Button type="submit" size="lg" loading={isSubmitting} data-testid="change-submit">
        {t.change}
      </Button>
    </form>
  );
}
