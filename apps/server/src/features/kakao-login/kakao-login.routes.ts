import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko } from '@seller/shared';
import { authContract as c } from '@seller/shared/contracts/auth';
import { mount } from '../../http/contract-routes';
import { acceptForms } from '../../http/forms';
import { ok } from '../../http/reply';
import type { AnonBrowser } from '../accounts/index';
import type { KakaoLoginService } from './kakao-login.service';

export interface KakaoLoginRouteOptions {
  kakaoLogin: KakaoLoginService;
  anonBrowser: AnonBrowser;
  sessionCookieName: string;
  secureCookie: boolean;
  /** Per-address limit of sign-in-like attempts. */
  attemptLimit: { max: number; windowMs: number };
}

/** Kakao login, link and sign-up (spec 01 §4, §7; issue 22 §9). */
export function kakaoLoginRoutes(app: FastifyInstance, opts: KakaoLoginRouteOptions): void {
  // The handlers came unchanged from accounts.routes.ts: the names they read are kept.
  const accounts = { kakao: opts.kakaoLogin };
  const SESSION_COOKIE = opts.sessionCookieName;
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secureCookie };
  const limited = { max: opts.attemptLimit.max, timeWindow: opts.attemptLimit.windowMs };
  const { ensure: ensureAnon, of: anonOf } = opts.anonBrowser;

  // The original posts some of these as forms; this scope accepts both forms and JSON.
  void app.register(async (scope) => {
    acceptForms(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    // ---- Kakao login -------------------------------------------------------------------------------
    // Limited like sign-in: each call without a live `pre` cookie opens an anonymous session row.
    mount(
      scope,
      c.kakaoLoginLink,
      async (req, reply) => {
        const anonHash = await ensureAnon(req, reply);
        void reply.header('cache-control', 'no-store');
        return ok(await accounts.kakao.loginLink(anonHash));
      },
      { rateLimit: limited },
    );

    r.get(
      '/v1/auth/kakao/callback',
      {
        schema: {
          querystring: z.looseObject({
            code: z.string().max(2000).optional(),
            state: z.string().max(500).optional(),
            error: z.string().max(200).optional(),
          }),
          response: { 302: z.undefined().describe('To /login with the outcome') },
        },
        config: { access: 'public' },
      },
      async (req, reply) => {
        const outcome = await accounts.kakao.callback({
          anonHash: await anonOf(req),
          code: req.query.code,
          state: req.query.state,
          error: req.query.error,
          previousHash: req.sessionHash,
          ip: req.ip,
          ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
        });
        void reply.header('cache-control', 'no-store');
        if (outcome.kind === 'signedIn') {
          void reply.setCookie(SESSION_COOKIE, outcome.token, { ...cookieBase, expires: outcome.expiresAt });
          return reply.redirect('/login?loginType=social', 302);
        }
        if (outcome.kind === 'needLink')
          return reply.redirect('/login?loginType=social&isMemberExists=need', 302);
        if (outcome.kind === 'needConsent')
          return reply.redirect('/login?loginType=social&kakaoSignup=need', 302);
        return reply.redirect(`/login?loginType=social&kakaoError=${outcome.error}`, 302);
      },
    );

    mount(scope, c.kakaoLink, async (req) => {
      await accounts.kakao.link(await anonOf(req));
      return ok(null, ko.account.kakaoLinked);
    });

    // A new Kakao person: the consents first, then the account (issue 22 §9).
    mount(scope, c.kakaoSignup, async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await accounts.kakao.pendingSignup(await anonOf(req)));
    });

    mount(
      scope,
      c.kakaoSignupComplete,
      async (req, reply) => {
        const outcome = await accounts.kakao.completeSignup({
          anonHash: await anonOf(req),
          agreements: req.body.agreements,
          previousHash: req.sessionHash,
          ip: req.ip,
          ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
        });
        if (outcome.kind === 'needLink') return ok({ next: 'link' as const }, ko.socialLogin.mergeText);
        void reply.setCookie(SESSION_COOKIE, outcome.token, { ...cookieBase, expires: outcome.expiresAt });
        return ok({ next: 'signedIn' as const }, ko.account.kakaoJoined);
      },
      { rateLimit: limited },
    );

    mount(scope, c.kakaoSignupCancel, async (req) => {
      await accounts.kakao.cancelSignup(await anonOf(req));
      return ok(null, ko.account.kakaoSignupCancelled);
    });
  });
}
