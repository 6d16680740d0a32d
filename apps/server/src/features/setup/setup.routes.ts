import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { doneAnswer, ko, okAnswer, setupAnswer, setupBody, setupCheckBody } from '@seller/shared';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: 'public' as const,
    rateLimit: { max: deps.attemptLimit.max, timeWindow: deps.attemptLimit.windowMs },
  };

  r.post(
    '/v1/setup/check',
    { schema: { body: setupCheckBody, response: { 200: doneAnswer } }, config },
    async (req) => {
      await deps.setup.check(req.body.token);
      return ok(null);
    },
  );

  r.post(
    '/v1/setup',
    { schema: { body: setupBody, response: { 200: okAnswer(setupAnswer) } }, config },
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
  );
}
