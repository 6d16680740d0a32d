import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Copy, KeyRound } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { kstDateTime } from '@seller/shared/rules/kst';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  type ApiTokenForm,
  type ApiTokenRow,
  apiTokenForm,
  createBodyOf,
} from '@seller/shared/schemas/api-tokens';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog, DialogClose } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field, Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { createApiToken, fetchApiTokens, revokeApiToken } from './api/api-tokens-api';

const t = ko.apiTokens;
const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200';

/** 마이페이지 → API (issue 29 §3): make a token (shown once), see the list, revoke one. */
export function ApiTokensSection() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <p className="text-[15px] text-slate-600">{t.intro}</p>
      <CreateForm onCreated={setCreated} />
      <TokenList />
      <Dialog
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        title={t.createdTitle}
        description={t.createdText}
        footer={
          <DialogClose asChild>
            <Button variant="outline" data-testid="api-token-close">
              {t.close}
            </Button>
          </DialogClose>
        }
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <code
            data-testid="api-token-value"
            className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2.5 font-mono text-sm break-all text-slate-900 select-all"
          >
            {created}
          </code>
          <Button
            data-testid="api-token-copy"
            onClick={() =>
              void navigator.clipboard.writeText(created ?? '').then(
                () => toast.success(t.copied, { duration: 1000 }),
                () => toast.error(t.copyFailed),
              )
            }
          >
            <Copy aria-hidden="true" className="size-4" />
            {t.copy}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (token: string) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApiTokenForm>({
    resolver: zodResolver(apiTokenForm),
    defaultValues: { name: '', scope: 'read', expiry: '90' },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      const made = await createApiToken(createBodyOf(form));
      reset();
      onCreated(made.token);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPage.apiTokens });
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  const nameError = errors.name?.message;
  return (
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
        <Field id="api-token-expiry" label={t.expiry}>
          <select id="api-token-expiry" className={selectClass} {...register('expiry')}>
            {API_TOKEN_EXPIRY_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {t.expiryDays(d)}
              </option>
            ))}
            <option value="never">{t.expiryNever}</option>
          </select>
        </Field>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className="self-start" data-testid="api-token-create">
        {isSubmitting ? t.creating : t.create}
      </Button>
    </form>
  );
}

function TokenList() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.myPage.apiTokens, queryFn: fetchApiTokens });
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => revokeApiToken(id),
    onSuccess: async (answer) => {
      setRevoking(null);
      toast.success(answer.message || t.revoked);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPage.apiTokens });
    },
    onError: (err) => {
      setRevoking(null);
      toast.error(errorMessage(err));
    },
  });

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState text={t.loadFailed} onRetry={() => void list.refetch()} />;
  } else if (!list.data.length) {
    body = <EmptyState icon={<KeyRound aria-hidden="true" className="size-10" />} title={t.empty} />;
  } else {
    const now = Date.now();
    body = (
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200"
        data-testid="api-token-list"
      >
        {list.data.map((row) => {
          const expired = row.expiresAt !== null && Date.parse(row.expiresAt) <= now;
          return (
            <li key={row.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span className="break-all">{row.name}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                    {row.scope === 'read' ? t.scopeRead : t.scopeWrite}
                  </span>
                  {expired && (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
                      {t.expired}
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px] text-slate-600">
                  <dt className="font-mono">{row.hint}…</dt>
                  <dd />
                  <dt>{t.createdAt}</dt>
                  <dd>{kstDateTime(new Date(row.createdAt))}</dd>
                  <dt>{t.expiresAt}</dt>
                  <dd>{row.expiresAt ? kstDateTime(new Date(row.expiresAt)) : t.expiryNever}</dd>
                  <dt>{t.lastUsedAt}</dt>
                  <dd data-testid="api-token-last-used">
                    {row.lastUsedAt ? kstDateTime(new Date(row.lastUsedAt)) : t.neverUsed}
                  </dd>
                </dl>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-center"
                onClick={() => setRevoking(row)}
                data-testid="api-token-revoke"
              >
                {t.revoke}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="api-token-list-title" className="flex flex-col gap-3">
      <h3 id="api-token-list-title" className="text-lg font-semibold text-slate-900">
        {t.listTitle}
      </h3>
      {body}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}
        title={t.revokeConfirmTitle}
        text={revoking ? t.revokeConfirmText(revoking.name) : ''}
        confirmLabel={t.revokeConfirm}
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </section>
  );
}
