import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { setupContract as c } from '@seller/shared/contracts/setup';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { SetupService } from './setup.service';

/**
 * /setup's calls (public: no one can sign in yet). Both are rate-limited per client address like
 * sign-in, so the token cannot be guessed by trying.
 */
export function setupRoutes(
  app: FastifyInstance,
  deps: { setup: SetupService; attemptLimit: { max: number; windowMs: number } },
): void {
  const extras = { rateLimit: { max: deps.attemptLimit.max, timeWindow: deps.attemptLimit.windowMs } };

  mount(
    app,
    c.check,
    async (req) => {
      await deps.setup.check(req.body.token);
      return ok(null);
    },
    extras,
  );

  mount(
    app,
    c.createFirstManager,
    async (req) =>
      ok(
        await deps.setup.createFirstManager({
          token: req.body.token,
          email: req.body.mbrEmail,
          password: req.body.mbrPw,
          name: req.body.name,
        }),
        ko.setup.done,
      ),
    extras,
  );
}
