import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsService } from './accounts.service';

/**
 * The anonymous browser session as routes see it (sign-up, Kakao login, recovery): its hash from
 * the cookie, or a fresh one with the cookie set. Given to the other features' routes by `needs`.
 */
export function createAnonBrowser(anon: AccountsService['anon'], cookieName: string, secureCookie: boolean) {
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookie };
  return {
    /** This browser's anonymous session, created (and its cookie set) when missing. */
    async ensure(req: FastifyRequest, reply: FastifyReply): Promise<string> {
      const current = req.cookies[cookieName];
      const session = await anon.ensure(current);
      // Sent every time: the cookie's lifetime follows the session's, which restarts on use.
      void reply.setCookie(cookieName, session.token, { ...cookieBase, expires: session.expiresAt });
      return session.hash;
    },
    /** The hash of this browser's live anonymous session, or null. */
    of: (req: FastifyRequest) => anon.resolve(req.cookies[cookieName]),
  };
}

export type AnonBrowser = ReturnType<typeof createAnonBrowser>;
