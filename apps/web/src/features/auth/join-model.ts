/** Pure helpers of the sign-up and recovery screens (unit-tested). */

// A type alias (not an interface) so it fits the join body's loose object.
export type Consents = {
  child: boolean;
  terms: boolean;
  privacy: boolean;
  promotions: boolean;
};

export const NO_CONSENTS: Consents = { child: false, terms: false, privacy: false, promotions: false };

export const allAgreed = (c: Consents): boolean => c.child && c.terms && c.privacy && c.promotions;

/** The three consents sign-up needs (spec 01 §5); promotions is optional. */
export const requiredAgreed = (c: Consents): boolean => c.child && c.terms && c.privacy;

export const setAll = (value: boolean): Consents => ({
  child: value,
  terms: value,
  privacy: value,
  promotions: value,
});

/** Whole seconds from now until a moment (never negative). */
export const secondsUntil = (until: number, now: number): number =>
  Math.max(0, Math.ceil((until - now) / 1000));

/** The key of an address's resend wait (the server compares addresses in lower case). */
export const waitKey = (email: string): string => email.trim().toLowerCase();

/** The seconds a refused send says to wait (429 CODE_RESEND_TOO_SOON), or null for other refusals. */
export function resendWaitOf(code: string, data: unknown): number | null {
  if (code !== 'CODE_RESEND_TOO_SOON' || typeof data !== 'object' || data === null) return null;
  const s = (data as { resendAfterSeconds?: unknown }).resendAfterSeconds;
  return typeof s === 'number' && Number.isFinite(s) && s > 0 ? Math.ceil(s) : null;
}

/** 600 → "10:00", 65 → "01:05". */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The most letters a member name may have (spec 01 §5 and §9; NAME_PATTERN's {1,6}). */
export const NAME_MAX = 6;

/**
 * The name field's start from the verified name: its spaces dropped and, when it has more than
 * NAME_MAX letters, its first NAME_MAX (`letters` is how many it had, so the page can say so).
 */
export function nameFromIdentity(verified: string): { name: string; letters: number; cut: boolean } {
  const letters = [...verified.replace(/\s/g, '')];
  return {
    name: letters.slice(0, NAME_MAX).join(''),
    letters: letters.length,
    cut: letters.length > NAME_MAX,
  };
}

/** Only 6 digits may be typed into a code field. */
export const codeInput = (value: string): string => value.replace(/\D/g, '').slice(0, 6);

/** "01012345678" → "010-1234-5678" for display; anything else as is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(phone);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : phone;
}

export type FindTab = 'id' | 'pw';
/** ?type=id|pw of /findAccount; anything else opens the find-id tab. */
export const findTabOf = (type: string | null): FindTab => (type?.toLowerCase() === 'pw' ? 'pw' : 'id');
