import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes, base64url (43 characters). */
export function newSetupToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a leaked table opens nothing). */
export function setupTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The page the operator opens: the app's address with the token in the query. */
export function setupUrl(publicUrl: string, token: string): string {
  const url = new URL('/setup', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Where the link is also written (owner-only file) while no manager exists. */
export const SETUP_LINK_FILE = 'setup-link.txt';
