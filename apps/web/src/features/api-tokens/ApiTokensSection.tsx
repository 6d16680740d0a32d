import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, KeyRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  PUBLIC_API_DOCS_PATH,
  type ApiTokenForm,
  apiTokenForm,
  createBodyOf,
} from '@seller/shared/schemas/api-tokens';
import { ExpirySelect } from '../../components/revocable/ExpirySelect';
import { RevocableList } from '../../components/revocable/RevocableList';
import { ShownOnceDialog } from '../../components/revocable/ShownOnceDialog';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Input';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { errorMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { createApiToken, fetchApiTokens, revokeApiToken } from './api/api-tokens-api';

const t = ko.apiTokens;

/** 마이페이지 → API (issue 29 §3): make a token (shown once), see the list, revoke one. */
export function ApiTokensSection() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-[15px] text-slate-600">{t.intro}</p>
        {/* The server's page (Swagger UI), not a route of this app: a plain link, in a new tab. */}
        <a
          href={PUBLIC_API_DOCS_PATH}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.docsLink} (${ko.ui.externalLink})`}
          data-testid="api-token-docs"
          className="inline-flex w-fit items-center gap-1 text-[15px] font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden />
          {t.docsLink}
        </a>
      </div>
      <CreateForm onCreated={setCreated} />
      <TokenList />
      <ShownOnceDialog value={created} onClose={() => setCreated(null)} t={t} testId="api-token" />
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (token: string) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ApiTokenForm>({
    resolver: zodResolver(apiTokenForm),
    defaultValues: { name: '', scope: 'read', expiry: '90' },
  });
  // The checked form waits here while the password dialog is open (issue 35 §4).
  const [asked, setAsked] = useState<ApiTokenForm | null>(null);
  const submit = handleSubmit((form) => setAsked(form));
  const create = async (currentPassword: string) => {
    if (!asked) return;
    const made = await createApiToken(createBodyOf(asked, currentPassword));
    setAsked(null);
    reset();
    onCreated(made.token);
    await queryClient.invalidateQueries({ queryKey: queryKeys.myPage.apiTokens });
  };
  const nameError = errors.name?.message;
  return (
    <>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5"
        data-testid="api-token-form"
      >
        <h3 className="text-lg font-semibold text-slate-900">{t.createTitle}</h3>
        <Field id="api-token-name" label={t.name} error={nameError}>
          <Input
            id="api-token-name"
            maxLength={API_TOKEN_NAME_MAX}
            placeholder={t.namePlaceholder}
            invalid={Boolean(nameError)}
            aria-describedby={nameError ? 'api-token-name-error' : undefined}
            {...register('name')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.scope}</legend>
            <div className="flex gap-4">
              {(['read', 'write'] as const).map((scope) => (
                <label key={scope} className="flex items-center gap-2 text-[15px] text-slate-800">
                  <input
                    type="radio"
                    value={scope}
                    {...register('scope')}
                    className="size-4 accent-brand-600"
                  />
                  {scope === 'read' ? t.scopeRead : t.scopeWrite}
                </label>
              ))}
            </div>
          </fieldset>
          <ExpirySelect
            id="api-token-expiry"
            days={API_TOKEN_EXPIRY_DAYS}
            t={t}
            registration={register('expiry')}
          />
        </div>
        <Button type="submit" className="self-start" data-testid="api-token-create">
          {t.create}
        </Button>
      </form>
      {asked && <PasswordDialog onCancel={() => setAsked(null)} onConfirm={create} />}
    </>
  );
}

/**
 * The current password before a token is made: the server checks it (a stolen session alone
 * makes no token). A refusal is shown in the dialog, which stays open for another try.
 */
function PasswordDialog({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: (currentPassword: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A double click sends one request: the ref is set before React re-renders the button.
  const busy = useRef(false);
  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    setError(null);
    if (!password) return setError(t.passwordRequired);
    busy.current = true;
    setPending(true);
    try {
      await onConfirm(password);
    } catch (err) {
      setError(errorMessage(err));
      busy.current = false;
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t.passwordTitle}
      description={t.passwordText}
    >
      <form noValidate onSubmit={(e) => void confirm(e)} className="mt-4 flex flex-col gap-4">
        <Field id="api-token-password" label={t.password}>
          <PasswordInput
            id="api-token-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={Boolean(error)}
            autoFocus
          />
        </Field>
        {error && (
          <p
            role="alert"
            data-testid="api-token-password-error"
            className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
          >
            {error}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button type="submit" loading={pending} data-testid="api-token-password-submit">
            {pending ? t.creating : t.passwordSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function TokenList() {
  return (
    <RevocableList
      t={t}
      testId="api-token"
      queryKey={queryKeys.myPage.apiTokens}
      fetchRows={fetchApiTokens}
      revokeRow={revokeApiToken}
      emptyIcon={<KeyRound aria-hidden="true" className="size-10" />}
      badges={(row) => [{ label: row.scope === 'read' ? t.scopeRead : t.scopeWrite }]}
      lead={(row) => (
        <>
          <dt className="font-mono">{row.hint}…</dt>
          <dd />
        </>
      )}
      last={{
        label: t.lastUsedAt,
        never: t.neverUsed,
        testId: 'api-token-last-used',
        at: (row) => row.lastUsedAt,
      }}
    />
  );
}
