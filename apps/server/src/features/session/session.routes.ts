import type { FastifyInstance } from 'fastify';
import { LOGIN_SUCCESS, LOGOUT_SUCCESS, type SessionUser } from '@seller/shared';
import { authContract } from '@seller/shared/contracts/auth';
import { mount } from '../../http/contract-routes';
import { SESSION_COOKIE } from './session.domain';
import type { AuthService } from './session.service';

export interface AuthRouteOptions {
  auth: AuthService;
  secureCookie: boolean;
  loginRateLimit: { max: number; windowMs: number };
}

/** memberSession's answer; the app's pages carry the same (http/spa.ts, boot data). */
function sessionAnswer(member: SessionUser | null): { data: SessionUser | null } {
  return { data: member };
}

export function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): void {
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secureCookie };

  // Text answers (spec 02 §7: LOGIN_SUCCESS, LOGOUT SUCCESS), as the contracts say.
  mount(
    app,
    authContract.login,
    async (req, reply) => {
      const { token, expiresAt } = await opts.auth.login({
        email: req.body.mbrEmail,
        password: req.body.mbrPw,
        previousHash: req.sessionHash,
        ip: req.ip,
        ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
      });
      void reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, expires: expiresAt });
      return LOGIN_SUCCESS;
    },
    { rateLimit: { max: opts.loginRateLimit.max, timeWindow: opts.loginRateLimit.windowMs } },
  );

  mount(app, authContract.session, async (req) => sessionAnswer(req.member));

  mount(app, authContract.logout, async (req, reply) => {
    await opts.auth.logout(req.sessionHash);
    void reply.clearCookie(SESSION_COOKIE, cookieBase);
    return LOGOUT_SUCCESS;
  });
}
