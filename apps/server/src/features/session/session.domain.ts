/** The two cookies of a browser: the member's session and the anonymous one (app.ts reads both). */
export const SESSION_COOKIE = 'sid';

/** Cookie of the anonymous browser session (sign-up, recovery, Kakao state; features/accounts). */
export const ANON_COOKIE = 'pre';

export const sessionExpiry = (now: Date, ttlHours: number): Date =>
  new Date(now.getTime() + ttlHours * 3_600_000);
