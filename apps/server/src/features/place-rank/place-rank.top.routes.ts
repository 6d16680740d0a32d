import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeTopAnswer, placeTopBody } from '@seller/shared';
import { ok } from '../../http/reply';
import type { PlaceTopService } from './place-rank.top';

/** The top 10 of a place keyword of the member's (issue 28 §1). */
export function placeTopRoutes(app: FastifyInstance, deps: { top: PlaceTopService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/naver/place/keywordTop',
    {
      config: { access: 'member' as const },
      schema: { body: placeTopBody, response: { 200: placeTopAnswer } },
    },
    async (req) => ok(await deps.top.top(req.me.mbrSn, req.body.plkwrdSn)),
  );
}
