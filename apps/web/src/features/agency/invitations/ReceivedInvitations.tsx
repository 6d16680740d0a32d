import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Building2, CircleAlert, Eye, ShieldCheck } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { kstDate, kstLongDate } from '@seller/shared/rules/kst';
import type { MemberInvitation } from '@seller/shared/schemas/agency';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { answerInvitation, fetchReceivedInvitations } from '../api/agency-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.agencyInvitation;

type Pending = { invitation: MemberInvitation; answer: 'accept' | 'decline' };

/**
 * 마이페이지 › 대행사 초대: the invitations an agency sent this member. Each card says who invites,
 * what the agency will see once accepted and what it cannot do; accepting or declining asks first
 * and is a POST from this session.
 */
export function ReceivedInvitations({ onAnswered }: { onAnswered?: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.agency.receivedInvitations,
    queryFn: ({ signal }) => fetchReceivedInvitations(signal),
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const answer = useMutation({
    mutationFn: (p: Pending) => answerInvitation(p.invitation.invitationId, p.answer),
    onSuccess: ({ message }) => {
      toast.success(message);
      setPending(null);
      onAnswered?.();
    },
    onError: (e) => {
      setPending(null);
      toast.error(t.actionFailed, { description: errorMessage(e) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.agency.receivedInvitations }),
  });

  if (list.isPending) {
    return (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-3">
        <Skeleton className="h-56 w-full rounded-2xl" />
      </div>
    );
  }
  if (list.isError) return <ErrorState text={t.loadFailed} onRetry={() => void list.refetch()} />;
  if (!list.data.length) {
    return (
      <EmptyState
        icon={<Building2 aria-hidden="true" className="size-10" />}
        title={t.empty}
        text={t.emptyText}
        className="rounded-2xl border border-dashed border-slate-200"
      />
    );
  }

  const agency = pending?.invitation.agencyName ?? '';
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-slate-600">{t.intro}</p>
      {list.data.map((inv) => (
        <article
          key={inv.invitationId}
          data-testid="invitation-card"
          data-id={inv.invitationId}
          aria-labelledby={`invitation-${inv.invitationId}`}
          className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Building2 aria-hidden="true" className="size-5" />
            </span>
            <h3
              id={`invitation-${inv.invitationId}`}
              className="min-w-0 pt-1.5 text-base font-bold break-keep text-slate-900 sm:text-lg"
            >
              {t.from(inv.agencyName)}
            </h3>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-slate-500">{t.agencyLabel}</dt>
            <dd className="font-semibold break-all text-slate-900">{inv.agencyName}</dd>
            <dt className="text-slate-500">{t.companyLabel}</dt>
            <dd className="break-all text-slate-900">{inv.companyName}</dd>
            <dt className="text-slate-500">{t.invitedAt}</dt>
            <dd className="text-slate-900 tabular-nums">{kstDate(new Date(inv.invitedAt))}</dd>
            <dt className="text-slate-500">{t.expiresAt}</dt>
            <dd className="text-slate-900">{t.until(kstLongDate(new Date(inv.expiresAt)))}</dd>
          </dl>
          <div className="mt-4 rounded-xl bg-slate-50 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Eye aria-hidden="true" className="size-4 text-brand-600" />
              {t.seesTitle}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
              {t.sees.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {t.cannot}
            </p>
            <p className="mt-1.5 pl-6 text-xs text-slate-500">{t.onlyOne}</p>
          </div>
          {!inv.canAccept && (
            <p
              role="note"
              className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t.inGroup}
            </p>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              data-testid="invitation-decline"
              onClick={() => setPending({ invitation: inv, answer: 'decline' })}
            >
              {t.decline}
            </Button>
            <Button
              data-testid="invitation-accept"
              disabled={!inv.canAccept}
              onClick={() => setPending({ invitation: inv, answer: 'accept' })}
              className="sm:min-w-28"
            >
              {t.accept}
            </Button>
          </div>
        </article>
      ))}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !answer.isPending && setPending(null)}
        title={pending?.answer === 'accept' ? t.acceptConfirmTitle : t.declineConfirmTitle}
        text={pending?.answer === 'accept' ? t.acceptConfirmText(agency) : t.declineConfirmText(agency)}
        confirmLabel={pending?.answer === 'accept' ? t.acceptConfirm : t.declineConfirm}
        tone={pending?.answer === 'accept' ? 'primary' : 'danger'}
        loading={answer.isPending}
        onConfirm={() => pending && answer.mutate(pending)}
      />
    </div>
  );
}
