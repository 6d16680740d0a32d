/**
 * The in-app path to continue to after login. Only same-origin absolute paths are accepted, so a
 * crafted ?next=//evil.example or ?next=https://... cannot turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/login')) return '/';
  return next;
}
