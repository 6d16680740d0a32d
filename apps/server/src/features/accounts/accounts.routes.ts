import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko, EMAIL_CODE_TTL_MINUTES } from '@seller/shared';
import { authContract as c } from '@seller/shared/contracts/auth';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { toAnswer } from '../../http/error-handler';
import { acceptForms } from '../../http/forms';
import { AppError } from '../../lib/app-error';
import type { AccountsService } from './accounts.service';
import type { AnonBrowser } from './anon-browser';
import { PORTAL_SCRIPT, portalResultPage, portalStartPage } from './identity-portal';

export interface AccountsRouteOptions {
  accounts: AccountsService;
  anonBrowser: AnonBrowser;
  /** Per-address limit of sign-in-like attempts (code sending and checking, password checks). */
  attemptLimit: { max: number; windowMs: number };
  publicUrl: string;
  /** The simulator's identity page in simulator mode; store and channel for the PortOne SDK otherwise. */
  identityPage: { simulatorIdentityUrl: string | null; storeId: string | null; channelKey: string | null };
}

/** A page or script of the identity frame, or a redirect (the Kakao callback). */
const htmlAnswer = { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } };

/**
 * Sign-up, e-mail codes and identity verification (spec 01 §7; spec 02 §7 for the my-page calls
 * that prove identity or the password again). Kakao login and recovery: their own features.
 */
export function accountsRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { accounts } = opts;
  const limited = { max: opts.attemptLimit.max, timeWindow: opts.attemptLimit.windowMs };
  const { ensure: ensureAnon, of: anonOf } = opts.anonBrowser;

  // The original posts some of these as forms; this scope accepts both forms and JSON.
  void app.register(async (scope) => {
    acceptForms(scope);
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
