import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// ---- anonymous browser state, codes and identity ----
// (The anonymous session's cookie name is the session feature's: session.domain.ts.)

/** The anonymous session lives this long after its last use. */
export const ANON_TTL_MINUTES = 60;
/** A verified identity can be used this long (sign-up, account recovery, my-page certification). */
export const IDENTITY_VALID_MINUTES = 30;
/** After an e-mail code is verified, the sign-up or the new password must follow within this time. */
export const VERIFIED_EMAIL_VALID_MINUTES = 30;
/** My-page personal info stays open this long after the session's identity verification. */
export const SESSION_IDENTITY_MINUTES = 30;
/** The password change must follow the password check within this time. */
export const PASSWORD_CHECK_MINUTES = 10;
/** Terms and privacy effective date, recorded with each consent. */
const CONSENT_VERSION = '2025-01-01';

/** The four consent rows of a new member (join page and Kakao sign-up alike). */
export function consentRows(
  memberId: number,
  a: { child: boolean; terms: boolean; privacy: boolean; promotions: boolean },
  at: Date,
) {
  return (
    [
      ['AGE14', a.child],
      ['TERMS', a.terms],
      ['PRIVACY', a.privacy],
      ['PROMOTIONS', a.promotions],
    ] as const
  ).map(([kind, agreed]) => ({ mbrSn: memberId, kind, agreed, version: CONSENT_VERSION, at }));
}

/** The three consents without which no account is made (spec 01 §5); promotions is optional. */
export const requiredConsents = (a: { child: boolean; terms: boolean; privacy: boolean }): boolean =>
  a.child && a.terms && a.privacy;

/** A uniformly random 6-digit code. */
export const newEmailCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newSalt = (): string => randomBytes(16).toString('base64url');
export const hashEmailCode = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Constant-time comparison of a typed code with the stored hash. */
export function emailCodeMatches(salt: string, codeHash: string, code: string): boolean {
  const a = Buffer.from(hashEmailCode(salt, code), 'hex');
  const b = Buffer.from(codeHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Our id for a PortOne identity verification (merchant-chosen, unguessable). */
export const newIdentityVerificationId = (): string => `identity-${randomBytes(18).toString('base64url')}`;

/** "김가입" → "김*입", "홍길" → "홍*": the name of a verified person, shown back masked. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** "01012345678" → "010-****-5678": the middle digits hidden. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(phone);
  if (m) return `${m[1]}-${'*'.repeat(m[2]!.length)}-${m[3]}`;
  return phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : '****';
}

/** Seconds left before a new code may be sent, given the last one's creation (0 = may send). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date, minSeconds: number): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return elapsed >= minSeconds ? 0 : Math.ceil(minSeconds - elapsed);
}
