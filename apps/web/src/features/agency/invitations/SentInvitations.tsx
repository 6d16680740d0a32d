import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MailQuestion } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { kstDate } from '@seller/shared/rules/kst';
import type { AgencyInvitationRow } from '@seller/shared/schemas/agency';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { fetchSentInvitations, withdrawInvitation } from '../api/agency-api';
import { InvitationStatusBadge } from './InvitationStatusBadge';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.agencyUi;
const c = t.invitationColumns;
const day = (iso: string | null) => (iso ? kstDate(new Date(iso)) : '-');
/** The expiry matters only while the invitation waits (or once it has run out). */
const expiry = (row: AgencyInvitationRow) =>
  row.status === 'PENDING' || row.status === 'EXPIRED' ? day(row.expiresAt) : '-';

/** The agency's invitations and where each stands (초대 대기 / 수락 / 거절 / 만료 / 초대 취소). */
export function SentInvitations() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.agency.sentInvitations,
    queryFn: ({ signal }) => fetchSentInvitations(signal),
    select: (answer) => answer.list,
  });
  const [target, setTarget] = useState<AgencyInvitationRow | null>(null);
  const withdraw = useMutation({
    mutationFn: (row: AgencyInvitationRow) => withdrawInvitation(row.invitationId),
    onSuccess: (message) => {
      toast.success(message || t.withdrawDone);
      setTarget(null);
    },
    onError: (e) => {
      setTarget(null);
      toast.error(t.withdrawFailed, { description: errorMessage(e) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.agency.sentInvitations }),
  });

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState text={t.invitationsLoadFailed} onRetry={() => void list.refetch()} />;
  } else if (!list.data.length) {
    body = (
      <EmptyState
        icon={<MailQuestion aria-hidden="true" className="size-10" />}
        title={t.invitationsEmpty}
        className="rounded-2xl border border-dashed border-slate-200"
      />
    );
  } else {
    const action = (row: AgencyInvitationRow) =>
      row.status === 'PENDING' ? (
        <Button
          variant="outline"
          size="sm"
          data-testid="invitation-withdraw"
          onClick={() => setTarget(row)}
          aria-label={`${row.mbrEmail} ${t.withdrawInvitation}`}
        >
          {t.withdrawInvitation}
        </Button>
      ) : null;
    body = (
      <>
        <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 md:block">
          <table className="w-full text-sm" data-testid="sent-invitations">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {[c.email, c.companyName, c.status, c.createdAt, c.expiresAt, c.respondedAt].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {c.action}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.map((row) => (
                <tr key={row.invitationId} data-testid="sent-invitation" data-email={row.mbrEmail}>
                  <td className="px-4 py-3 font-medium break-all text-slate-900">{row.mbrEmail}</td>
                  <td className="px-4 py-3 text-slate-700">{row.companyName}</td>
                  <td className="px-4 py-3">
                    <InvitationStatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3 text-slate-600 tabular-nums">{day(row.createdAt)}</td>
                  <td className="px-4 py-3 text-slate-600 tabular-nums">{expiry(row)}</td>
                  <td className="px-4 py-3 text-slate-600 tabular-nums">{day(row.respondedAt)}</td>
                  <td className="px-4 py-3 text-right">{action(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="flex flex-col gap-3 md:hidden" data-testid="sent-invitations-mobile">
          {list.data.map((row) => (
            <li
              key={row.invitationId}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-testid="sent-invitation-card"
              data-email={row.mbrEmail}
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-semibold break-all text-slate-900">{row.mbrEmail}</p>
                <InvitationStatusBadge status={row.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{row.companyName}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-500 tabular-nums">
                <dt>{c.createdAt}</dt>
                <dd>{day(row.createdAt)}</dd>
                <dt>{row.respondedAt ? c.respondedAt : c.expiresAt}</dt>
                <dd>{row.respondedAt ? day(row.respondedAt) : expiry(row)}</dd>
              </dl>
              {row.status === 'PENDING' && <div className="mt-3 flex justify-end">{action(row)}</div>}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="sent-invitations-title" className="mt-10">
      <h2 id="sent-invitations-title" className="text-lg font-bold text-slate-900">
        {t.invitationsTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.invitationsText}</p>
      {body}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && !withdraw.isPending && setTarget(null)}
        title={t.withdrawConfirmTitle}
        text={target ? t.withdrawConfirmText(target.mbrEmail) : ''}
        confirmLabel={t.withdrawConfirm}
        loading={withdraw.isPending}
        onConfirm={() => target && withdraw.mutate(target)}
      />
    </section>
  );
}
