import { describe, expect, it } from 'vitest';
import {
  groupCode,
  inOwnGroup,
  lookupStatus,
  type RegistrationCaller,
  type RegistrationTarget,
} from './agency.domain';

const manager: RegistrationCaller = { mbrSn: 1, role: 'MNGR_MBR', groupId: null };
const agency: RegistrationCaller = { mbrSn: 2, role: 'MNPY_MBR', groupId: 10 };
const groupless: RegistrationCaller = { mbrSn: 3, role: 'MNPY_MBR', groupId: null };
const member = (over: Partial<RegistrationTarget> = {}): RegistrationTarget => ({
  mbrSn: 50,
  role: 'GNRL_MBR',
  status: 'ACTIVE',
  groupId: null,
  ...over,
});

describe('lookupStatus (spec 01 §4 resultStatus)', () => {
  it('USER_NULL: no member, or a withdrawn one', () => {
    expect(lookupStatus(manager, undefined)).toBe('USER_NULL');
    expect(lookupStatus(agency, member({ status: 'WITHDRAWN' }))).toBe('USER_NULL');
  });

  it('LOGIN_FAILED: the caller itself, a manager, an inactive account', () => {
    expect(lookupStatus(manager, member({ mbrSn: 1, role: 'MNGR_MBR' }))).toBe('LOGIN_FAILED');
    expect(lookupStatus(agency, member({ mbrSn: 2, role: 'MNPY_MBR', groupId: 10 }))).toBe('LOGIN_FAILED');
    expect(lookupStatus(manager, member({ role: 'MNGR_MBR' }))).toBe('LOGIN_FAILED');
    expect(lookupStatus(agency, member({ role: 'MNGR_MBR' }))).toBe('LOGIN_FAILED');
    expect(lookupStatus(manager, member({ status: 'DORMANT' }))).toBe('LOGIN_FAILED');
    expect(lookupStatus(agency, member({ status: 'SUSPENDED' }))).toBe('LOGIN_FAILED');
  });

  it('GROUP_TO_MY_GROUP: already in the agency caller’s group', () => {
    expect(lookupStatus(agency, member({ groupId: 10 }))).toBe('GROUP_TO_MY_GROUP');
    expect(lookupStatus(agency, member({ groupId: 10, role: 'MNPY_MBR' }))).toBe('GROUP_TO_MY_GROUP');
  });

  it('GROUP_INSERT_EXISTENCE_NO: in a group already; an agency member for an agency caller', () => {
    expect(lookupStatus(manager, member({ groupId: 10 }))).toBe('GROUP_INSERT_EXISTENCE_NO');
    expect(lookupStatus(agency, member({ groupId: 11 }))).toBe('GROUP_INSERT_EXISTENCE_NO');
    expect(lookupStatus(groupless, member({ groupId: 11 }))).toBe('GROUP_INSERT_EXISTENCE_NO');
    expect(lookupStatus(agency, member({ role: 'MNPY_MBR' }))).toBe('GROUP_INSERT_EXISTENCE_NO');
    expect(lookupStatus(manager, member({ role: 'MNPY_MBR', groupId: 12 }))).toBe(
      'GROUP_INSERT_EXISTENCE_NO',
    );
  });

  it('GROUP_INSERT_Y: an active member without a group; a manager may also give a groupless agency its group', () => {
    expect(lookupStatus(manager, member())).toBe('GROUP_INSERT_Y');
    expect(lookupStatus(agency, member())).toBe('GROUP_INSERT_Y');
    expect(lookupStatus(groupless, member())).toBe('GROUP_INSERT_Y');
    expect(lookupStatus(manager, member({ role: 'MNPY_MBR' }))).toBe('GROUP_INSERT_Y');
  });
});

describe('helpers', () => {
  it('group codes are AG and 8 upper-case hex digits', () => {
    expect(groupCode(Buffer.from([0xde, 0xad, 0xbe, 0xef]))).toBe('AGDEADBEEF');
  });

  it('an agency reads only its own group; a groupless agency reads no one', () => {
    expect(inOwnGroup(10, 10)).toBe(true);
    expect(inOwnGroup(10, 11)).toBe(false);
    expect(inOwnGroup(10, null)).toBe(false);
    expect(inOwnGroup(null, null)).toBe(false);
  });
});
