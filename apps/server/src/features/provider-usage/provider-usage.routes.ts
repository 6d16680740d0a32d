import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okAnswer, providerUsageAnswer, providerUsageQuery } from '@seller/shared';
import { ok } from '../../http/reply';
import type { ProviderUsageService } from './provider-usage.service';

/** 수집 현황 (issue 36 §3): paid provider calls and their cost, for managers only. */
export function providerUsageRoutes(app: FastifyInstance, deps: { usage: ProviderUsageService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/admin/provider-usage',
    {
      config: { access: ['MNGR_MBR'] as const },
      schema: { querystring: providerUsageQuery, response: { 200: okAnswer(providerUsageAnswer) } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deps.usage.summary(req.query));
    },
  );
}
