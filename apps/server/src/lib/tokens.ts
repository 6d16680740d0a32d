/**
 * Cookie tokens: the session (features/session) and the anonymous browser session
 * (features/accounts, Kakao login and recovery use it too) are made and stored alike.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
