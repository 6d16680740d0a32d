import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CheckCircle2, CircleAlert, Search } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { Role } from '@seller/shared/constants/roles';
import {
  type AgencyLookupAnswer,
  AGENCY_MEMO_MAX,
  agencyInviteForm,
  COMPANY_NAME_MAX,
} from '@seller/shared/schemas/agency';
import type { z } from '@seller/shared/schemas/zod';
import { type AdminEmailSearchForm, adminEmailSearchForm } from '@seller/shared/schemas/members';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Input';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { lookupAgencyMember, registerAgencyMember } from './api/agency-api';
import { lookupErrorMessage, lookupMessage } from './model';
import { AgencyTabs } from './components/AgencyTabs';
import { AgencyInviteScreen } from './invitations/AgencyInviteScreen';

const t = ko.agencyUi;

/** Company name and memo: the invite form's rules, which the registration call's body shares. */
const registerForm = agencyInviteForm.pick({ companyName: true, psitnMemberMemo: true });
type RegisterForm = z.input<typeof registerForm>;
type RegisterValues = z.output<typeof registerForm>;
const EMPTY: RegisterForm = { companyName: '', psitnMemberMemo: '' };

/**
 * /agencyMenu/agencyGrupAddMember (spec 01 §2.10). A manager finds a member by e-mail and makes
 * it an agency at once. An agency member invites instead: the member joins its group only by
 * accepting in 마이페이지.
 */
export function AgencyRegisterPage({ role }: { role: Role | undefined }) {
  return role === 'MNPY_MBR' ? <AgencyInviteScreen /> : <ManagerRegister />;
}

/** The manager's lookup and direct registration. */
function ManagerRegister() {
  const searchForm = useForm<AdminEmailSearchForm>({
    resolver: zodResolver(adminEmailSearchForm),
    defaultValues: { mbrEmail: '' },
  });
  const emailError = searchForm.formState.errors.mbrEmail?.message;
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: zodResolver(registerForm),
    defaultValues: EMPTY,
  });
  const companyError = form.formState.errors.companyName?.message;
  const memoError = form.formState.errors.psitnMemberMemo?.message;
  const [found, setFound] = useState<{ message: string; data: AgencyLookupAnswer } | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const lookup = useMutation({
    mutationFn: lookupAgencyMember,
    onMutate: () => {
      setFound(null);
      setLookupError(null);
    },
    onSuccess: (answer) => {
      setFound(answer);
      form.reset({ ...EMPTY, companyName: answer.data.companyName ?? '' });
    },
    onError: (e) => setLookupError(lookupErrorMessage(e)),
  });

  const register = useMutation({
    mutationFn: registerAgencyMember,
    onSuccess: () => {
      toast.success(t.registered);
      setFound(null);
      searchForm.reset();
      form.reset(EMPTY);
    },
    onError: (e) => {
      if (isApiError(e) && e.status >= 400 && e.status < 500) {
        toast.error(
          t.registerFailed,
          e.message && e.message !== t.registerFailed ? { description: e.message } : undefined,
        );
      } else toast.error(t.registerError);
    },
  });

  const canRegister = found?.data.resultStatus === 'GROUP_INSERT_Y' && Boolean(found.data.userAccess);
  // An empty box says what to type (under the field) instead of doing nothing.
  const search = searchForm.handleSubmit(({ mbrEmail }) => lookup.mutate(mbrEmail.trim()));
  const submit = form.handleSubmit(({ companyName, psitnMemberMemo }) => {
    if (!canRegister || !found) return;
    register.mutate({ userAccess: found.data.userAccess, companyName, psitnMemberMemo });
  });

  const status = found ? found.data.resultStatus : null;
  const message = lookupError ?? (found ? lookupMessage(found.data.resultStatus) : null);

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-10" data-testid="agency-register">
      <AgencyTabs />
      <h1 className="text-2xl font-bold text-slate-900">{t.registerTitle}</h1>
      <p className="mt-1 text-slate-600">{t.registerTextManager}</p>

      <form noValidate onSubmit={(e) => void search(e)} className="mt-6 flex items-start gap-2">
        <div className="flex-1">
          <Field id="agency-email" label={t.email} error={emailError}>
            <Input
              id="agency-email"
              type="email"
              data-testid="agency-email"
              autoComplete="off"
              placeholder={t.emailPlaceholder}
              invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'agency-email-error' : undefined}
              {...searchForm.register('mbrEmail', {
                onChange: () => {
                  setFound(null);
                  setLookupError(null);
                },
              })}
            />
          </Field>
        </div>
        {/* Level with the input: the label's line (text-sm plus the gap) sits above it. */}
        <Button
          type="submit"
          data-testid="agency-search"
          loading={lookup.isPending}
          className="mt-[26px] h-11"
        >
          <Search aria-hidden="true" className="size-4" />
          {t.search}
        </Button>
      </form>

      {message && (
        <p
          role="status"
          data-testid="agency-lookup-status"
          data-status={lookupError ? 'ERROR' : (status ?? '')}
          className={cn(
            'mt-3 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
            canRegister ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
          )}
        >
          {canRegister ? (
            <CheckCircle2 aria-hidden="true" className="size-4" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4" />
          )}
          {message}
        </p>
      )}

      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {found?.data.userAccess && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-500">{t.foundMember}</span>{' '}
            {found.data.userAccess.mbrEmail}
            {found.data.companyName ? ` · ${t.currentCompany} ${found.data.companyName}` : ''}
          </p>
        )}
        <Field id="agency-company" label={t.companyName} error={companyError}>
          <Input
            id="agency-company"
            data-testid="agency-company"
            maxLength={COMPANY_NAME_MAX}
            disabled={!canRegister}
            placeholder={t.companyPlaceholder}
            invalid={Boolean(companyError)}
            aria-describedby={companyError ? 'agency-company-error' : undefined}
            {...form.register('companyName')}
          />
        </Field>
        <Field id="agency-memo" label={t.memo} error={memoError}>
          <textarea
            id="agency-memo"
            data-testid="agency-memo"
            rows={3}
            maxLength={AGENCY_MEMO_MAX}
            disabled={!canRegister}
            placeholder={t.memoPlaceholder}
            aria-invalid={memoError ? true : undefined}
            aria-describedby={memoError ? 'agency-memo-error' : undefined}
            {...form.register('psitnMemberMemo')}
            className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-[15px] focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200 disabled:bg-slate-100"
          />
        </Field>
        {!canRegister && <p className="text-sm text-slate-500">{t.searchFirst}</p>}
        <div className="flex justify-end">
          <Button
            type="submit"
            data-testid="agency-register-submit"
            disabled={!canRegister}
            loading={register.isPending}
          >
            {t.register}
          </Button>
        </div>
      </form>
    </section>
  );
}
