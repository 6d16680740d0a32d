import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_SUCCESS, LOGOUT_SUCCESS, type SessionUser, loginBody } from '@seller/shared';
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

/**
 * A plain-text answer by contract (spec 02 §7: LOGIN_SUCCESS, LOGOUT SUCCESS): login and logout
 * stay plain routes, not JSON ones.
 */
const textAnswer = (text: string) => ({
  200: { description: text, content: { 'text/plain': { schema: z.literal(text) } } },
});

export function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secureCookie };

  r.post(
    '/v1/member/user/login',
    {
      schema: { body: loginBody, response: textAnswer(LOGIN_SUCCESS) },
      config: {
        access: 'public',
        rateLimit: { max: opts.loginRateLimit.max, timeWindow: opts.loginRateLimit.windowMs },
      },
    },
    async (req, reply) => {
      const { token, expiresAt } = await opts.auth.login({
        email: req.body.mbrEmail,
        password: req.body.mbrPw,
        previousHash: req.sessionHash,
        ip: req.ip,
        ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
      });
      void reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, expires: expiresAt });
      return reply.type('text/plain; charset=utf-8').send(LOGIN_SUCCESS);
    },
  );

  mount(app, authContract.session, async (req) => sessionAnswer(req.member));

  r.post(
    '/v1/member/user/logout',
    { schema: { response: textAnswer(LOGOUT_SUCCESS) }, config: { access: 'public' } },
    async (req, reply) => {
      await opts.auth.logout(req.sessionHash);
      void reply.clearCookie(SESSION_COOKIE, cookieBase);
      return reply.type('text/plain; charset=utf-8').send(LOGOUT_SUCCESS);
    },
  );
}
