import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MailCheck, MailQuestion, MailX } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { kstDateTime } from '@seller/shared/rules/kst';
import type { ClientReportRecipient } from '@seller/shared/schemas/client-reports';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';
import { resendConfirmation } from './api/client-reports-api';

const t = ko.clientReports;

const STATES = {
  pending: { label: t.recipientPending, tone: 'bg-amber-50 text-amber-800', Icon: MailQuestion },
  confirmed: { label: t.recipientConfirmed, tone: 'bg-emerald-50 text-emerald-800', Icon: MailCheck },
  unsubscribed: { label: t.recipientUnsubscribed, tone: 'bg-slate-100 text-slate-600', Icon: MailX },
} as const;

/**
 * The monthly mail's addresses of one report link (issue 35 §12): each with its state — waiting
 * for its confirmation, confirmed, or unsubscribed — and, while it waits, when its confirmation
 * mail went and a button to send it again.
 */
export function ReportRecipients({
  reportId,
  recipients,
}: {
  reportId: number;
  recipients: ClientReportRecipient[];
}) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<string | null>(null);
  if (!recipients.length) return null;
  const resend = (email: string) => {
    setSending(email);
    resendConfirmation(reportId, email)
      .then(async (answer) => {
        toast.success(answer.message || t.resent(email));
        await queryClient.invalidateQueries({ queryKey: queryKeys.myPage.clientReports, exact: true });
      })
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => setSending(null));
  };
  return (
    <div className="mt-3 rounded-xl bg-slate-50 px-3 py-2.5" data-testid="report-recipients">
      <p className="text-[13px] font-semibold text-slate-700">{t.recipients}</p>
      <ul className="mt-1.5 flex flex-col divide-y divide-slate-200/70">
        {recipients.map((r) => {
          const state = STATES[r.state];
          return (
            <li
              key={r.email}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5 text-[13px]"
              data-testid="report-recipient"
              data-state={r.state}
            >
              <span className="min-w-0 font-medium break-all text-slate-800">{r.email}</span>
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                  state.tone,
                )}
              >
                <state.Icon aria-hidden="true" className="size-3.5" />
                {state.label}
              </span>
              {r.state === 'pending' && (
                <>
                  <span className="text-slate-500">
                    {r.confirmSentAt
                      ? t.confirmSentAt(kstDateTime(new Date(r.confirmSentAt)))
                      : t.confirmNotSent}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto h-7 px-2 text-[13px] text-brand-700"
                    loading={sending === r.email}
                    disabled={sending !== null}
                    onClick={() => resend(r.email)}
                    aria-label={`${r.email} ${t.resend}`}
                    data-testid="report-recipient-resend"
                  >
                    {t.resendShort}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
