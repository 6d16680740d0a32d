/**
 * The in-app path to continue to after login. Only same-origin absolute paths are accepted, so a
 * crafted ?next=//evil.example or ?next=https://... cannot turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/login')) return '/';
  return next;
}

/**
 * Where /auth returns once the identity is verified: ?redirectTo= (or ?next=) when it is an in-app
 * path, never /auth itself (a loop); home otherwise.
 */
export function authReturnPath(params: URLSearchParams): string {
  const next = safeNextPath(params.get('redirectTo') ?? params.get('next'));
  return /^\/auth(?:[/?#]|$)/i.test(next) ? '/' : next;
}
