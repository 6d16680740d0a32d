import type { FastifyInstance } from 'fastify';
import { providerUsageContract } from '@seller/shared/contracts/provider-usage';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { ProviderUsageService } from './provider-usage.service';

/** 수집 현황 (issue 36 §3): paid provider calls and their cost, for managers only. */
export function providerUsageRoutes(app: FastifyInstance, deps: { usage: ProviderUsageService }): void {
  mount(app, providerUsageContract.summary, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await deps.usage.summary(req.query));
  });
}
