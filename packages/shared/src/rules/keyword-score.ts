import type { Role } from '../constants/roles';

/**
 * Keyword-score search allowance (spec 02 §6, §9): 500 searches a Korea day for managers and
 * agency members, 200 for everyone else.
 */
export const SCORE_LIMIT_DEFAULT = 200;
export const SCORE_LIMIT_AGENCY = 500;

export function scoreSearchLimit(role: Role | string): number {
  return role === 'MNGR_MBR' || role === 'MNPY_MBR' ? SCORE_LIMIT_AGENCY : SCORE_LIMIT_DEFAULT;
}

/** Spec 02 §2.2: the screen shows the penalty as 5 minus the abuse score (one decimal). */
export function scorePenalty(abuse: number): number {
  const p = 5 - Math.min(5, Math.max(0, abuse));
  return Math.round(p * 10) / 10;
}
