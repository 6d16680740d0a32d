import type { Role } from '@seller/shared/constants/roles';
import type { RouteAccess } from './route-table';

/** Where the guard sends a visitor instead, or 'allow'. */
export type GuardDecision = 'allow' | `/${string}`;

const LOGIN_PATH = '/login';
const WRONG_ACCESS_PATH = '/agency';

/**
 * Spec 01 §4 routing guard, as a pure function: a login-required route without a member goes to
 * /login (remembering where they were headed in ?next=); a route limited to roles the member
 * does not have goes to /agency.
 */
export function decideAccess(
  access: RouteAccess,
  user: { mbrAtrbCd: Role } | null | undefined,
  target: { pathname: string; search?: string },
): GuardDecision {
  if (access.login && !user) {
    const next = `${target.pathname}${target.search ?? ''}`;
    return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
  }
  if (access.roles && (!user || !access.roles.includes(user.mbrAtrbCd))) return WRONG_ACCESS_PATH;
  return 'allow';
}

export function isPublicAccess(access: RouteAccess): boolean {
  return !access.login && !access.roles;
}

export { wwwRedirectTarget } from '../lib/host';
