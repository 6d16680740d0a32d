import * as ko from '@seller/shared/messages/sections';
import { AGENCY_LOOKUP_STATUSES, type InvitationStatus } from '@seller/shared/schemas/agency';
import type { MemberListBody } from '@seller/shared/schemas/members';
import { isApiError } from '../../lib/api';
import type { AdminFilter } from './filter';

const t = ko.agencyUi;

/** The message of a lookup answer (spec 01 §8); a status the screen does not know is "unknown". */
export function lookupMessage(status: string): string {
  return (AGENCY_LOOKUP_STATUSES as readonly string[]).includes(status)
    ? t.status[status as keyof typeof t.status]
    : t.unknownError;
}

/** A failed lookup: 500 is "error occurred", a refused input says why, anything else the lookup error. */
export function lookupErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 500) return t.serverError;
  if (isApiError(error) && error.status === 400) return error.message;
  return t.lookupError;
}

/** The filter panel as the list call's payload (spec 01 §7 field names). */
export function toSearch(f: AdminFilter): MemberListBody {
  return {
    mbrEmail: f.mbrEmail.trim(),
    startDate: f.startDate,
    endDate: f.endDate,
    startCoinCount: f.startCoinCount,
    endCoinCount: f.endCoinCount,
    startProductCount: f.startProductCount,
    endProductCount: f.endProductCount,
    selectedPeriod: f.selectedPeriod ?? '',
  };
}

/** Badge colours of an invitation's status: waiting amber, accepted green, declined red, closed grey. */
export const invitationStatusTone = (status: InvitationStatus): 'warn' | 'ok' | 'bad' | 'muted' =>
  status === 'PENDING' ? 'warn' : status === 'ACCEPTED' ? 'ok' : status === 'DECLINED' ? 'bad' : 'muted';

export const invitationStatusLabel = (status: InvitationStatus): string => t.invitationStatus[status];
