import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MailCheck, Send } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  AGENCY_MEMO_MAX,
  COMPANY_NAME_MAX,
  type AgencyInviteForm,
  agencyInviteForm,
} from '@seller/shared/schemas/agency';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { fetchSentInvitations, sendInvitation } from '../api/agency-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.agencyUi;
const EMPTY: AgencyInviteForm = { mbrEmail: '', companyName: '', psitnMemberMemo: '' };

/**
 * The agency member's invitation: an e-mail, the company name to record and a memo. The answer is
 * the same for every address (the server never says whether an account has it), so the screen
 * shows the same confirmation every time. The company name starts as the agency's own (the
 * group the member joins); the agency may change it.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The same query as the list below (one request): its answer carries the group's company name.
  const group = useQuery({
    queryKey: queryKeys.agency.sentInvitations,
    queryFn: ({ signal }) => fetchSentInvitations(signal),
    select: (answer) => answer.companyName ?? '',
  });
  const blank = useMemo(() => ({ ...EMPTY, companyName: group.data ?? '' }), [group.data]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    setValue,
    formState: { errors },
  } = useForm<AgencyInviteForm>({ resolver: zodResolver(agencyInviteForm), defaultValues: EMPTY });
  // Filled in when the name arrives, unless the agency has already typed one.
  useEffect(() => {
    if (blank.companyName && !getFieldState('companyName').isDirty)
      setValue('companyName', blank.companyName);
  }, [blank.companyName, getFieldState, setValue]);

  const send = useMutation({
    mutationFn: sendInvitation,
    onSuccess: (_answer, values) => {
      setSentTo(values.mbrEmail.trim());
      reset(blank);
      toast.success(t.inviteSent);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agency.sentInvitations });
    },
    onError: (e) => {
      setSentTo(null);
      // A refusal about the address (already invited, own member…) is shown under the field.
      if (isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 429) {
        setError('mbrEmail', { message: e.message });
      } else toast.error(t.inviteFailed, { description: errorMessage(e) });
    },
  });

  const submit = handleSubmit((values) => {
    setSentTo(null);
    send.mutate(values);
  });
  const aria = (id: keyof AgencyInviteForm) => ({
    invalid: Boolean(errors[id]),
    'aria-describedby': errors[id] ? `invite-${id}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="invite-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="invite-mbrEmail" label={t.email} error={errors.mbrEmail?.message}>
          <Input
            id="invite-mbrEmail"
            type="email"
            inputMode="email"
            autoComplete="off"
            data-testid="invite-email"
            placeholder={t.emailPlaceholder}
            {...aria('mbrEmail')}
            {...register('mbrEmail')}
          />
        </Field>
        <Field id="invite-companyName" label={t.companyName} error={errors.companyName?.message}>
          <Input
            id="invite-companyName"
            data-testid="invite-company"
            maxLength={COMPANY_NAME_MAX}
            placeholder={t.companyPlaceholder}
            {...aria('companyName')}
            {...register('companyName')}
          />
        </Field>
      </div>
      <Field id="invite-psitnMemberMemo" label={t.memo} error={errors.psitnMemberMemo?.message}>
        <textarea
          id="invite-psitnMemberMemo"
          data-testid="invite-memo"
          rows={2}
          maxLength={AGENCY_MEMO_MAX}
          placeholder={t.memoPlaceholder}
          aria-invalid={Boolean(errors.psitnMemberMemo) || undefined}
          className={cn(
            'w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-[15px] focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
            errors.psitnMemberMemo && 'border-red-500',
          )}
          {...register('psitnMemberMemo')}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{t.inviteConsentNote}</p>
        <Button type="submit" data-testid="invite-submit" loading={send.isPending} className="sm:min-w-40">
          <Send aria-hidden="true" className="size-4" />
          {t.inviteSubmit}
        </Button>
      </div>
      {sentTo && (
        <p
          role="status"
          data-testid="invite-result"
          className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3.5 py-3 text-sm text-emerald-900"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t.inviteSent}</strong> {t.inviteSentText}
          </span>
        </p>
      )}
    </form>
  );
}
