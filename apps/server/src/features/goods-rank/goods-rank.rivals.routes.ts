import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  doneAnswer,
  ko,
  pinAnswer,
  rivalKeywordBody,
  rivalPinBody,
  rivalSeriesAnswer,
  rivalsViewAnswer,
  rivalUnpinBody,
} from '@seller/shared';
import { ok } from '../../http/reply';
import type { GoodsRivals } from './goods-rank.rivals';

const P = '/api/naver/mygoodsRank/rivals';

/** Rivals on a tracked keyword (issue 28 §1): the member's own keywords only. */
export function goodsRivalsRoutes(app: FastifyInstance, deps: { rivals: GoodsRivals }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };

  r.post(
    P,
    { ...member, schema: { body: rivalKeywordBody, response: { 200: rivalsViewAnswer } } },
    async (req) => ok(await deps.rivals.view(req.me.mbrSn, req.body.gdkdSn)),
  );
  r.post(
    `${P}/pin`,
    { ...member, schema: { body: rivalPinBody, response: { 200: pinAnswer } } },
    async (req) =>
      ok(await deps.rivals.pin(req.me.mbrSn, req.body.gdkdSn, req.body.productId), ko.rankRivals.pinned),
  );
  r.post(
    `${P}/unpin`,
    { ...member, schema: { body: rivalUnpinBody, response: { 200: doneAnswer } } },
    async (req) => {
      await deps.rivals.unpin(req.me.mbrSn, req.body.gdkdSn, req.body.rivalSn);
      return ok(null, ko.rankRivals.unpinned);
    },
  );
  r.post(
    `${P}/series`,
    { ...member, schema: { body: rivalKeywordBody, response: { 200: rivalSeriesAnswer } } },
    async (req) => ok(await deps.rivals.series(req.me.mbrSn, req.body.gdkdSn)),
  );
}
