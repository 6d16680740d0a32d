import { describe, expect, it } from 'vitest';
import {
  acceptRefusal,
  declineRefusal,
  deliveryOf,
  effectiveStatus,
  invitationExpiry,
  reinviteRefusal,
  withdrawRefusal,
} from './invitations.domain';

const DAY = 86_400_000;
const now = new Date('2026-03-10T03:00:00Z');
const later = new Date(now.getTime() + DAY);
const earlier = new Date(now.getTime() - 1);
const pending = { status: 'PENDING' as const, expiresAt: later };
const member = { mbrSn: 7, role: 'GNRL_MBR' as const, status: 'ACTIVE', groupId: null };

describe('expiry', () => {
  it('an invitation lasts 7 days; a pending one past its expiry reads EXPIRED, a closed one keeps its status', () => {
    expect(invitationExpiry(now).getTime() - now.getTime()).toBe(7 * DAY);
    expect(effectiveStatus(pending, now)).toBe('PENDING');
    expect(effectiveStatus({ status: 'PENDING', expiresAt: now }, now)).toBe('EXPIRED');
    expect(effectiveStatus({ status: 'ACCEPTED', expiresAt: earlier }, now)).toBe('ACCEPTED');
    expect(effectiveStatus({ status: 'DECLINED', expiresAt: earlier }, now)).toBe('DECLINED');
  });
});

describe('deliveryOf: only an active ordinary member without a group receives an invitation', () => {
  const caller = { mbrSn: 1, groupId: 10 };
  it('delivers to an invitable member', () => {
    expect(deliveryOf(caller, member)).toBe('DELIVER');
  });
  it('records without delivering for no account, managers, agencies, other groups, inactive accounts, itself', () => {
    expect(deliveryOf(caller, undefined)).toBe('RECORD');
    expect(deliveryOf(caller, { ...member, role: 'MNGR_MBR' })).toBe('RECORD');
    expect(deliveryOf(caller, { ...member, role: 'MNPY_MBR' })).toBe('RECORD');
    expect(deliveryOf(caller, { ...member, groupId: 11 })).toBe('RECORD');
    expect(deliveryOf(caller, { ...member, status: 'SUSPENDED' })).toBe('RECORD');
    expect(deliveryOf(caller, { ...member, status: 'WITHDRAWN' })).toBe('RECORD');
    expect(deliveryOf({ mbrSn: 7, groupId: null }, member)).toBe('RECORD');
  });
  it('its own group’s member (or itself in its group) is OWN_MEMBER', () => {
    expect(deliveryOf(caller, { ...member, groupId: 10 })).toBe('OWN_MEMBER');
    expect(deliveryOf(caller, { ...member, mbrSn: 1, role: 'MNPY_MBR', groupId: 10 })).toBe('OWN_MEMBER');
  });
});

describe('reinviteRefusal', () => {
  it('one pending invitation per address; 7 days after a decline; anything else may be invited again', () => {
    expect(reinviteRefusal(undefined, now)).toBeNull();
    expect(reinviteRefusal({ ...pending, respondedAt: null }, now)).toBe('INVITATION_PENDING');
    expect(reinviteRefusal({ status: 'PENDING', expiresAt: earlier, respondedAt: null }, now)).toBeNull();
    const declined = (daysAgo: number) => ({
      status: 'DECLINED' as const,
      expiresAt: later,
      respondedAt: new Date(now.getTime() - daysAgo * DAY),
    });
    expect(reinviteRefusal(declined(6.9), now)).toBe('INVITATION_RECENTLY_DECLINED');
    expect(reinviteRefusal(declined(7), now)).toBeNull();
    expect(reinviteRefusal({ status: 'WITHDRAWN', expiresAt: later, respondedAt: now }, now)).toBeNull();
    expect(reinviteRefusal({ status: 'ACCEPTED', expiresAt: later, respondedAt: now }, now)).toBeNull();
  });
});

describe('acceptRefusal', () => {
  const inv = { ...pending, mbrSn: 7 };
  it('the invited member may accept a pending invitation once; again is DONE', () => {
    expect(acceptRefusal(inv, member, now)).toBeNull();
    expect(acceptRefusal({ ...inv, status: 'ACCEPTED' }, { ...member, groupId: 10 }, now)).toBe('DONE');
  });
  it('someone else’s, or an undelivered one, is not found', () => {
    expect(acceptRefusal(inv, { ...member, mbrSn: 8 }, now)).toBe('INVITATION_NOT_FOUND');
    expect(acceptRefusal({ ...inv, mbrSn: null }, member, now)).toBe('INVITATION_NOT_FOUND');
  });
  it('closed, expired, or the member no longer invitable', () => {
    expect(acceptRefusal({ ...inv, status: 'DECLINED' }, member, now)).toBe('INVITATION_DECLINED');
    expect(acceptRefusal({ ...inv, status: 'WITHDRAWN' }, member, now)).toBe('INVITATION_WITHDRAWN');
    expect(acceptRefusal({ ...inv, expiresAt: now }, member, now)).toBe('INVITATION_EXPIRED');
    expect(acceptRefusal(inv, { ...member, groupId: 3 }, now)).toBe('INVITATION_MEMBER_IN_GROUP');
    expect(acceptRefusal(inv, { ...member, role: 'MNPY_MBR' }, now)).toBe('INVITATION_NOT_ELIGIBLE');
    expect(acceptRefusal(inv, { ...member, status: 'DORMANT' }, now)).toBe('INVITATION_NOT_ELIGIBLE');
  });
});

describe('declineRefusal and withdrawRefusal', () => {
  it('decline: the invited member, a pending invitation; again is DONE', () => {
    const inv = { ...pending, mbrSn: 7 };
    expect(declineRefusal(inv, 7, now)).toBeNull();
    expect(declineRefusal({ ...inv, status: 'DECLINED' }, 7, now)).toBe('DONE');
    expect(declineRefusal(inv, 8, now)).toBe('INVITATION_NOT_FOUND');
    expect(declineRefusal({ ...inv, status: 'ACCEPTED' }, 7, now)).toBe('INVITATION_ACCEPTED');
    expect(declineRefusal({ ...inv, expiresAt: earlier }, 7, now)).toBe('INVITATION_EXPIRED');
  });
  it('withdraw: the inviting group, a pending invitation; again is DONE', () => {
    const inv = { ...pending, groupId: 10 };
    expect(withdrawRefusal(inv, 10, now)).toBeNull();
    expect(withdrawRefusal({ ...inv, status: 'WITHDRAWN' }, 10, now)).toBe('DONE');
    expect(withdrawRefusal(inv, 11, now)).toBe('INVITATION_NOT_FOUND');
    expect(withdrawRefusal(inv, null, now)).toBe('INVITATION_NOT_FOUND');
    expect(withdrawRefusal({ ...inv, status: 'DECLINED' }, 10, now)).toBe('INVITATION_DECLINED');
    expect(withdrawRefusal({ ...inv, status: 'ACCEPTED' }, 10, now)).toBe('INVITATION_ACCEPTED');
    expect(withdrawRefusal({ ...inv, expiresAt: earlier }, 10, now)).toBe('INVITATION_EXPIRED');
  });
});
