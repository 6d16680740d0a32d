import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { authContract as c } from '@seller/shared/contracts/auth';
import { mount } from '../../http/contract-routes';
import { acceptForms } from '../../http/forms';
import { ok } from '../../http/reply';
import type { AnonBrowser } from '../accounts/index';
import type { RecoveryService } from './recovery.service';

export interface RecoveryRouteOptions {
  recovery: RecoveryService;
  anonBrowser: AnonBrowser;
  /** Per-address limit of sign-in-like attempts. */
  attemptLimit: { max: number; windowMs: number };
}

/** Find id and password reset (spec 01 §2.6, §4, §7). */
export function recoveryRoutes(app: FastifyInstance, opts: RecoveryRouteOptions): void {
  // The handlers came unchanged from accounts.routes.ts: the names they read are kept.
  const accounts = { recovery: opts.recovery };
  const limited = { max: opts.attemptLimit.max, timeWindow: opts.attemptLimit.windowMs };
  const { of: anonOf } = opts.anonBrowser;

  // The original posts some of these as forms; this scope accepts both forms and JSON.
  void app.register(async (scope) => {
    acceptForms(scope);

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
      c.verifiedMember,
      async (req) => {
        const result = await accounts.recovery.verifiedMember(await anonOf(req), req.body.mbrEmail);
        return { ...ok({ result }), result };
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
  });
}
