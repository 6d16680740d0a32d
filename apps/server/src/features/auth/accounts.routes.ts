import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko, EMAIL_CODE_TTL_MINUTES } from '@seller/shared';
import { authContract as c } from '@seller/shared/contracts/auth';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { toAnswer } from '../../http/error-handler';
import { AppError } from '../../lib/app-error';
import type { AccountsService } from './accounts.service';
import { ANON_COOKIE, SESSION_COOKIE } from './auth.domain';
import { PORTAL_SCRIPT, portalResultPage, portalStartPage } from './identity-portal';

export interface AccountsRouteOptions {
  accounts: AccountsService;
  secureCookie: boolean;
  /** Per-address limit of sign-in-like attempts (code sending and checking, password checks). */
  attemptLimit: { max: number; windowMs: number };
  publicUrl: string;
  /** The simulator's identity page in simulator mode; store and channel for the PortOne SDK otherwise. */
  identityPage: { simulatorIdentityUrl: string | null; storeId: string | null; channelKey: string | null };
}

/** A page or script of the identity frame, or a redirect (the Kakao callback). */
const htmlAnswer = { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } };

/**
 * Sign-up, e-mail codes, identity verification, Kakao login and account recovery
 * (spec 01 §7; spec 02 §7 for the my-page calls that prove identity or the password again).
 */
export function accountsRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { accounts } = opts;
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secureCookie };
  const limited = { max: opts.attemptLimit.max, timeWindow: opts.attemptLimit.windowMs };

  /** This browser's anonymous session, created (and its cookie set) when missing. */
  const ensureAnon = async (req: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const current = req.cookies[ANON_COOKIE];
    const anon = await accounts.anon.ensure(current);
    // Sent every time: the cookie's lifetime follows the session's, which restarts on use.
    void reply.setCookie(ANON_COOKIE, anon.token, { ...cookieBase, expires: anon.expiresAt });
    return anon.hash;
  };
  const anonOf = (req: FastifyRequest) => accounts.anon.resolve(req.cookies[ANON_COOKIE]);

  // The original posts some of these as forms; this scope accepts both forms and JSON.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    // ---- sign-up ---------------------------------------------------------------------------------
    // A text answer (가입가능), as the original's.
    mount(
      scope,
      c.checkEmail,
      async (req) => {
        if (!(await accounts.join.emailAvailable(req.body.mbrEmail))) throw new AppError('EMAIL_TAKEN');
        return ko.account.joinAvailable;
      },
      { rateLimit: limited },
    );

    mount(
      scope,
      c.sendCode,
      async (req, reply) => {
        const { message, resendAfterSeconds } = await accounts.codes.send({
          anonHash: await anonOf(req),
          openAnon: () => ensureAnon(req, reply),
          email: req.body.mbrEmail,
          purpose: req.body.purpose,
          clientIp: req.ip,
        });
        return ok({ expiresInSeconds: EMAIL_CODE_TTL_MINUTES * 60, resendAfterSeconds }, message);
      },
      { rateLimit: limited },
    );

    mount(
      scope,
      c.verifyCode,
      async (req) => {
        await accounts.codes.verify({
          anonHash: await anonOf(req),
          email: req.body.mbrEmail,
          code: req.body.code,
          purpose: req.body.purpose,
        });
        return ok(null, ko.account.emailVerified);
      },
      { rateLimit: limited },
    );

    mount(
      scope,
      c.join,
      async (req) => ok(await accounts.join.join(await anonOf(req), req.body), ko.account.joined),
      { rateLimit: limited },
    );

    // ---- identity verification (the page in the frame) ---------------------------------------------
    r.get(
      '/v1/member/join/portal',
      { schema: { response: htmlAnswer }, config: { access: 'public', rateLimit: limited } },
      async (req, reply) => {
        const anonHash = await ensureAnon(req, reply);
        const id = await accounts.identity.start(anonHash);
        const returnUrl = `${opts.publicUrl}/v1/member/join/portal/return`;
        const sim = opts.identityPage.simulatorIdentityUrl;
        const simulatorUrl = sim
          ? `${sim}?${new URLSearchParams({
              identityVerificationId: id,
              redirectUrl: returnUrl,
              ...(opts.identityPage.storeId ? { storeId: opts.identityPage.storeId } : {}),
              ...(opts.identityPage.channelKey ? { channelKey: opts.identityPage.channelKey } : {}),
            })}`
          : null;
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            portalStartPage({
              identityVerificationId: id,
              returnUrl,
              simulatorUrl,
              storeId: opts.identityPage.storeId,
              channelKey: opts.identityPage.channelKey,
            }),
          );
      },
    );

    r.get(
      '/v1/member/join/portal.js',
      {
        schema: {
          response: {
            200: {
              description: 'The frame script',
              content: { 'application/javascript': { schema: z.string() } },
            },
          },
        },
        config: { access: 'public' },
      },
      async (_req, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/javascript; charset=utf-8')
          .send(PORTAL_SCRIPT),
    );

    r.get(
      '/v1/member/join/portal/return',
      {
        schema: {
          querystring: z.looseObject({ identityVerificationId: z.string().max(200).optional() }),
          response: { ...htmlAnswer, '4xx': htmlAnswer[200] },
        },
        config: { access: 'public' },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        try {
          await accounts.identity.complete(await anonOf(req), req.query.identityVerificationId);
          return reply.send(portalResultPage(true, ko.account.certified));
        } catch (err) {
          const answer = toAnswer(err);
          if (answer.status >= 500) req.log.error({ err }, 'identity return failed');
          return reply.status(answer.status).send(portalResultPage(false, answer.message));
        }
      },
    );

    mount(scope, c.identitySession, async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await accounts.identity.sessionData(await anonOf(req)));
    });

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

    // ---- account recovery ----------------------------------------------------------------------------
    mount(
      scope,
      c.findAccounts,
      async (req) => {
        const userInfos = await accounts.recovery.findAccounts(await anonOf(req));
        const message = userInfos.length
          ? ko.account.accountsFound(userInfos.length)
          : ko.account.noMatchingAccount;
        return { ...ok({ userInfos }, message), userInfos };
      },
      { rateLimit: limited },
    );

    mount(
      scope,
      c.resetPassword,
      async (req) => {
        await accounts.recovery.resetPassword({ anonHash: await anonOf(req), ...req.body });
        return ok(null, ko.account.passwordChanged);
      },
      { rateLimit: limited },
    );

    // ---- a signed-in member proves identity or password again ---------------------------------------
    mount(scope, c.certify, async (req) => {
      const result = await accounts.security.certify({
        sessionHash: req.sessionHash!,
        anonHash: await anonOf(req),
        mbrSn: req.me.mbrSn,
      });
      return ok(result, ko.account.certified);
    });

    mount(
      scope,
      c.passwordCheck,
      async (req) => {
        await accounts.security.checkPassword({
          sessionHash: req.sessionHash!,
          mbrSn: req.me.mbrSn,
          currentPassword: req.body.currentPassword,
        });
        return ok(null, ko.account.passwordChecked);
      },
      { rateLimit: limited },
    );

    mount(
      scope,
      c.passwordChange,
      async (req) => {
        await accounts.security.changePassword({
          sessionHash: req.sessionHash!,
          mbrSn: req.me.mbrSn,
          mbrPw: req.body.mbrPw,
          mbrRePw: req.body.mbrRePw,
        });
        return ok(null, ko.account.passwordChanged);
      },
      { rateLimit: limited },
    );
  });
}
