/**
 * The simulator's own controls and its mail inbox answer only to the secret the app generates at
 * start: open, anyone reaching the port read password-reset codes and took over accounts
 * (issue 21). The provider-facing routes (the Naver, PortOne and Kakao APIs and pages the app's
 * adapters and the browser use) stay open, as the real services are.
 *   /__control/*   header `X-Simulator-Secret: <secret>`; 401 otherwise
 *   /mail, /mail/* the same header, or the inbox cookie: opening `/mail?key=<secret>` (the link the
 *                  app prints at start) sets it (httpOnly, SameSite=Strict, path /mail) and drops
 *                  the key from the address bar; 401 otherwise
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { html, page } from './html';
import texts from './mail/texts.json' with { type: 'json' };

export const SECRET_HEADER = 'x-simulator-secret';
export const INBOX_COOKIE = 'simulator_inbox';

export const newSecret = (): string => randomBytes(24).toString('base64url');

/** The inbox address a person opens in a browser: the key is exchanged for a cookie. */
export const inboxLink = (browserUrl: string, secret: string): string =>
  `${browserUrl.replace(/\/$/, '')}/mail?key=${encodeURIComponent(secret)}`;

// Digests first: timingSafeEqual needs equal lengths, and the length must not leak either.
const digest = (s: string) => createHash('sha256').update(s).digest();
const matches = (given: unknown, secret: string): boolean =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));

type Area = 'control' | 'inbox' | null;
/** By the matched route, not the raw URL, so no spelling of a path (%5F, //) slips past. */
function areaOf(req: FastifyRequest): Area {
  const route = req.routeOptions.url ?? '';
  if (route.startsWith('/__control/')) return 'control';
  if (route === '/mail' || route.startsWith('/mail/')) return 'inbox';
  return null;
}

function refuseInbox(reply: FastifyReply) {
  const body = html`<h1>${texts.inboxTitle}</h1>
    <p class="error">${texts.locked}</p>`;
  return reply.status(401).type('text/html; charset=utf-8').send(page(texts.inboxTitle, body));
}

/** Registered before any route, so every control and inbox route is behind it. */
export function guardControls(app: FastifyInstance, secret: string): void {
  // No parsing hook of its own: the check below reads the cookie itself, as the first hook.
  app.register(fastifyCookie, { hook: false });
  app.addHook('onRequest', async (req, reply) => {
    const area = areaOf(req);
    if (!area || matches(req.headers[SECRET_HEADER], secret)) return;
    if (area === 'control')
      return reply
        .status(401)
        .send({ type: 'UNAUTHORIZED', message: `the ${SECRET_HEADER} header is required` });
    const cookies = app.parseCookie(req.headers.cookie ?? '');
    if (matches(cookies[INBOX_COOKIE], secret)) return;
    const url = new URL(req.url, 'http://simulator');
    if (req.method === 'GET' && matches(url.searchParams.get('key'), secret)) {
      url.searchParams.delete('key');
      return reply
        .header(
          'set-cookie',
          fastifyCookie.serialize(INBOX_COOKIE, secret, {
            path: '/mail',
            httpOnly: true,
            sameSite: 'strict',
          }),
        )
        .redirect(url.pathname + url.search, 303);
    }
    return refuseInbox(reply);
  });
}
