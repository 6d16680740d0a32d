/**
 * Agency invitations, pure rules. An agency member cannot put a member into its group: it invites
 * an e-mail address, and only the member's own acceptance (a POST from the member's session)
 * makes it join. Managers still register directly (addUserAjency).
 *
 * - Every well-formed address gets an invitation row, whether or not an account has it, so the
 *   agency's answer and list are the same for an unknown address, a manager, another group's
 *   member or a member it may invite. It is delivered (mail and 마이페이지) only to an active
 *   ordinary member without a group (`deliveryOf`).
 * - A pending invitation expires INVITATION_TTL_DAYS after it was sent (computed on read).
 * - Accepting, declining and withdrawing are idempotent for the state they lead to, and refused
 *   with a reason for any other closed state.
 */
import {
  type ErrorCode,
  INVITATION_REINVITE_DAYS,
  INVITATION_TTL_DAYS,
  type InvitationStatus,
  type Role,
} from '@seller/shared';

const DAY_MS = 86_400_000;

export type StoredInvitationStatus = Exclude<InvitationStatus, 'EXPIRED'>;

export interface InvitationState {
  status: StoredInvitationStatus;
  expiresAt: Date;
}

/** The status shown: a pending invitation past its expiry is EXPIRED. */
export function effectiveStatus(inv: InvitationState, now: Date): InvitationStatus {
  return inv.status === 'PENDING' && inv.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : inv.status;
}

export const invitationExpiry = (sentAt: Date): Date =>
  new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS);

export interface InviteTarget {
  mbrSn: number;
  role: Role;
  status: string;
  groupId: number | null;
}

/**
 * What an invitation to this account does: OWN_MEMBER (already in the caller's group: refused,
 * the agency sees its members anyway), DELIVER (an active ordinary member in no group: mailed
 * and shown in its 마이페이지) or RECORD (anyone else, or no account: recorded, never delivered).
 */
export function deliveryOf(
  caller: { mbrSn: number; groupId: number | null },
  target: InviteTarget | undefined,
): 'OWN_MEMBER' | 'DELIVER' | 'RECORD' {
  if (!target || target.status === 'WITHDRAWN') return 'RECORD';
  if (caller.groupId !== null && target.groupId === caller.groupId) return 'OWN_MEMBER';
  if (target.mbrSn === caller.mbrSn) return 'RECORD';
  if (target.status !== 'ACTIVE' || target.role !== 'GNRL_MBR' || target.groupId !== null) return 'RECORD';
  return 'DELIVER';
}

/** Whether the group's newest invitation of this address stops a new one (null: it may invite). */
export function reinviteRefusal(
  latest: (InvitationState & { respondedAt: Date | null }) | undefined,
  now: Date,
): ErrorCode | null {
  if (!latest) return null;
  const status = effectiveStatus(latest, now);
  if (status === 'PENDING') return 'INVITATION_PENDING';
  if (
    status === 'DECLINED' &&
    latest.respondedAt &&
    now.getTime() - latest.respondedAt.getTime() < INVITATION_REINVITE_DAYS * DAY_MS
  ) {
    return 'INVITATION_RECENTLY_DECLINED';
  }
  return null;
}

/** The refusal of a closed invitation for an action, or 'DONE' when the action already happened. */
function closedRefusal(status: InvitationStatus, done: StoredInvitationStatus): ErrorCode | 'DONE' | null {
  if (status === done) return 'DONE';
  switch (status) {
    case 'ACCEPTED':
      return 'INVITATION_ACCEPTED';
    case 'DECLINED':
      return 'INVITATION_DECLINED';
    case 'WITHDRAWN':
      return 'INVITATION_WITHDRAWN';
    case 'EXPIRED':
      return 'INVITATION_EXPIRED';
    default:
      return null;
  }
}

export interface Invitee {
  mbrSn: number;
  role: Role;
  status: string;
  groupId: number | null;
}

/**
 * Why this member may not accept (null: it may; 'DONE': it already did). Someone else's
 * invitation, or one never delivered, is not found.
 */
export function acceptRefusal(
  inv: InvitationState & { mbrSn: number | null },
  member: Invitee,
  now: Date,
): ErrorCode | 'DONE' | null {
  if (inv.mbrSn === null || inv.mbrSn !== member.mbrSn) return 'INVITATION_NOT_FOUND';
  const closed = closedRefusal(effectiveStatus(inv, now), 'ACCEPTED');
  if (closed) return closed;
  if (member.status !== 'ACTIVE' || member.role !== 'GNRL_MBR') return 'INVITATION_NOT_ELIGIBLE';
  if (member.groupId !== null) return 'INVITATION_MEMBER_IN_GROUP';
  return null;
}

/** Why this member may not decline (null: it may; 'DONE': it already did). */
export function declineRefusal(
  inv: InvitationState & { mbrSn: number | null },
  memberId: number,
  now: Date,
): ErrorCode | 'DONE' | null {
  if (inv.mbrSn === null || inv.mbrSn !== memberId) return 'INVITATION_NOT_FOUND';
  return closedRefusal(effectiveStatus(inv, now), 'DECLINED');
}

/** Why the agency may not withdraw (null: it may; 'DONE': it already did). Another group's is not found. */
export function withdrawRefusal(
  inv: InvitationState & { groupId: number },
  callerGroupId: number | null,
  now: Date,
): ErrorCode | 'DONE' | null {
  if (callerGroupId === null || inv.groupId !== callerGroupId) return 'INVITATION_NOT_FOUND';
  return closedRefusal(effectiveStatus(inv, now), 'WITHDRAWN');
}
