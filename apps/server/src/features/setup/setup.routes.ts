import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ko, setupBody, setupCheckBody } from '@seller/shared';
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

  r.post('/v1/setup/check', { schema: { body: setupCheckBody }, config }, async (req) => {
    await deps.setup.check(req.body.token);
    return { code: 'OK', message: '', data: null };
  });

  r.post('/v1/setup', { schema: { body: setupBody }, config }, async (req) => ({
    code: 'OK',
    message: ko.setup.done,
    data: await deps.setup.createFirstManager({
      token: req.body.token,
      email: req.body.mbrEmail,
      password: req.body.mbrPw,
      name: req.body.name,
    }),
  }));
}
