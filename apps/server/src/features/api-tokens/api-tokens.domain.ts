import { createHash, randomBytes } from 'node:crypto';

/** Visible prefix, so a leaked token is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = 'stk_';
/** Characters of the token kept in clear for the list: the prefix and 4 more. */
const HINT_LENGTH = TOKEN_PREFIX.length + 4;
/** At most this many live tokens per member. */
export const MAX_TOKENS = 20;
/** Requests a token may make in one window (counted in the database, across instances). */
export const TOKEN_RATE = { max: 60, windowMs: 60_000 };
/** last_used_at is written at most this often per token (one update a minute, not per call). */
export const LAST_USED_STEP_MS = 60_000;

/** A new token: 32 random bytes, base64url, after the prefix. */
export function newToken(): { token: string; hash: string; hint: string } {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: hashApiToken(token), hint: token.slice(0, HINT_LENGTH) };
}

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer …` header, or null when there is none of ours. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m && m[1]!.startsWith(TOKEN_PREFIX) ? m[1]! : null;
}

export function expiryOf(createdAt: Date, days: number | null): Date | null {
  return days === null ? null : new Date(createdAt.getTime() + days * 86_400_000);
}
