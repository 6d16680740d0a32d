/**
 * Agency registration rules (spec 01 §2.10, §4), pure.
 *
 * A manager registers agencies: the member found becomes an agency member (MNPY_MBR) with a new
 * group of its own. An agency member registers nobody: it invites, and the member joins its group
 * only by accepting (invitations.domain.ts). `lookupStatus` is the manager's answer; an agency
 * member's lookup answers only GROUP_TO_MY_GROUP or INVITATION_REQUIRED (agency.service.ts), so
 * it cannot tell an unknown address from a manager or another group's member.
 *
 * resultStatus of the lookup:
 * - USER_NULL: no member has that e-mail (withdrawn members have none).
 * - LOGIN_FAILED ("lookup failed"): the member cannot be registered at all: the caller itself, a
 *   manager, or an account that is not active (dormant, suspended).
 * - GROUP_TO_MY_GROUP: the member is already in the caller's group.
 * - GROUP_INSERT_EXISTENCE_NO: the member already belongs to a group, or (for an agency caller)
 *   is an agency member itself.
 * - GROUP_INSERT_Y: can be registered. A manager may also register an agency member that has no
 *   group yet (one created with the member command), giving it its group.
 */
import type { AgencyLookupStatus, Role } from '@seller/shared';

export interface RegistrationCaller {
  mbrSn: number;
  role: Role;
  groupId: number | null;
}

export interface RegistrationTarget {
  mbrSn: number;
  role: Role;
  status: string;
  groupId: number | null;
}

export function lookupStatus(
  caller: RegistrationCaller,
  target: RegistrationTarget | undefined,
): AgencyLookupStatus {
  if (!target || target.status === 'WITHDRAWN') return 'USER_NULL';
  if (target.mbrSn === caller.mbrSn || target.role === 'MNGR_MBR' || target.status !== 'ACTIVE')
    return 'LOGIN_FAILED';
  if (caller.role === 'MNPY_MBR' && caller.groupId !== null && target.groupId === caller.groupId) {
    return 'GROUP_TO_MY_GROUP';
  }
  if (target.groupId !== null) return 'GROUP_INSERT_EXISTENCE_NO';
  if (caller.role === 'MNPY_MBR' && target.role === 'MNPY_MBR') return 'GROUP_INSERT_EXISTENCE_NO';
  return 'GROUP_INSERT_Y';
}

/** A new group's code (psitnGrpcoCd): AG and 8 hex digits from the given random bytes. */
export const groupCode = (random: Buffer): string => `AG${random.toString('hex').slice(0, 8).toUpperCase()}`;

/** Whether an agency member may read a target: only members of its own group. */
export function inOwnGroup(callerGroupId: number | null, targetGroupId: number | null): boolean {
  return callerGroupId !== null && targetGroupId === callerGroupId;
}

/** Ledger rows of one admin grant (paid and service parts) share this ref type and a ref id. */
export const GRANT_REF_TYPE = 'admin-grant';

/** What one grant gave, by part (a pay-history row `grant:<id>`). */
export interface GrantedParts {
  paid: number;
  service: number;
}

/**
 * The coins a grant's cancellation takes back: its unused coins, part by part. Coins are spent
 * service coins first, then paid grants (coins.domain.ts), and the parts pool every grant's coins,
 * so of what the member holds this grant counts as spent last (as a purchase does for its refund):
 * taken back = min(granted, what the part holds), never below zero. What was spent stays spent.
 */
export function grantTakeBack(
  granted: GrantedParts,
  held: { paidGrant: number; service: number },
): GrantedParts {
  return {
    paid: Math.max(0, Math.min(granted.paid, held.paidGrant)),
    service: Math.max(0, Math.min(granted.service, held.service)),
  };
}
