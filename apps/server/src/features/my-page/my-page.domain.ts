import { randomBytes } from 'node:crypto';

/**
 * The e-mail a withdrawn account keeps: unique, unusable (the reserved .invalid domain) and
 * carrying nothing of the person, so the address is free for a new sign-up.
 */
export const withdrawnEmail = (memberId: number): string =>
  `withdrawn-${memberId}-${randomBytes(6).toString('hex')}@withdrawn.invalid`;
