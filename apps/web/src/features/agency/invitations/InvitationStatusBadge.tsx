import type { InvitationStatus } from '@seller/shared/schemas/agency';
import { cn } from '../../../lib/cn';
import { invitationStatusLabel, invitationStatusTone } from '../model';

const TONES = {
  warn: 'bg-amber-50 text-amber-800 ring-amber-200',
  ok: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  bad: 'bg-red-50 text-red-700 ring-red-200',
  muted: 'bg-slate-100 text-slate-600 ring-slate-200',
} as const;

/** 초대 대기 / 수락 / 거절 / 만료 / 초대 취소. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return (
    <span
      data-testid="invitation-status"
      data-status={status}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[invitationStatusTone(status)],
      )}
    >
      {invitationStatusLabel(status)}
    </span>
  );
}
