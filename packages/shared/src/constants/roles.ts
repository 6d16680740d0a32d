export const ROLES = ['MNGR_MBR', 'MNPY_MBR', 'GNRL_MBR'] as const;
export type Role = (typeof ROLES)[number];
export const MANAGER: Role = 'MNGR_MBR';
export const AGENCY: Role = 'MNPY_MBR';
export const ORDINARY: Role = 'GNRL_MBR';

export const MEMBER_STATUSES = ['ACTIVE', 'WITHDRAWN', 'DORMANT', 'SUSPENDED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
