import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need CSRF protection. On a state-changing request (SECURITY.md, "Origin edge
 * cases", says why each rule is so):
 * - `Sec-Fetch-Site: cross-site` is refused: the browser says another site made the request.
 * - An Origin header must be PUBLIC_URL's origin, exactly. Not the Host the request names: behind
 *   a proxy that passes the client's Host on, or after DNS rebinding, the Host is the attacker's to
 *   choose, and Origin = Host would then accept the attacker's own page. `null` (sandboxed frames,
 *   data: URLs, some redirects) is not our origin either.
 * - Without Origin: accepted when the request carries none of our session cookies (servers,
 *   webhooks, tools: there is no session to ride), or when it carries no fetch metadata either (a
 *   non-browser client sending a cookie it was given, or a browser too old for both headers).
 *   A browser that sends `Sec-Fetch-Site` also sends Origin on every state-changing request, so a
 *   cookie with fetch metadata and no Origin (stripped on the way) is refused.
 * Public API routes (/api/v1, Bearer tokens, never the cookie) opt out (`originCheck: false`).
 */
export function installOriginCheck(
  app: FastifyInstance,
  opts: { publicUrl: string; sessionCookies: readonly string[] },
): void {
  const allowed = new URL(opts.publicUrl).origin;
  const hasSession = (req: FastifyRequest) => opts.sessionCookies.some((name) => Boolean(req.cookies[name]));
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || req.routeOptions.config?.originCheck === false) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('ORIGIN_REJECTED');
    if (origin !== undefined) {
      if (origin !== allowed) throw new AppError('ORIGIN_REJECTED');
      return;
    }
    if (hasSession(req) && site !== undefined) throw new AppError('ORIGIN_REJECTED');
  });
}
