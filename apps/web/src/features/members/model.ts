import { ADMIN_GRANT_MAX } from '@seller/shared/rules/agency';

/**
 * The simple coin admin's +/- buttons (spec 01 §2.12): they change the amount to add by one, never
 * below 0 and never past the grant limit. `coins` is the balance the server answered; the screen
 * shows the balance after saving from it.
 */
export function stepAmount(amount: number, step: 1 | -1): number {
  return Math.min(ADMIN_GRANT_MAX, Math.max(0, amount + step));
}
