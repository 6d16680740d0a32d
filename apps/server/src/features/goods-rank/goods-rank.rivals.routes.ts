import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { goodsRankContract } from '@seller/shared/contracts/goods-rank';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { GoodsRivals } from './goods-rank.rivals';

/** Rivals on a tracked keyword (issue 28 §1): the member's own keywords only. */
export function goodsRivalsRoutes(app: FastifyInstance, deps: { rivals: GoodsRivals }): void {
  const c = goodsRankContract;
  const rivals = deps.rivals;

  mount(app, c.rivals, async (req) => ok(await rivals.view(req.me.mbrSn, req.body.gdkdSn)));
  mount(app, c.pinRival, async (req) =>
    ok(await rivals.pin(req.me.mbrSn, req.body.gdkdSn, req.body.productId), ko.rankRivals.pinned),
  );
  mount(app, c.unpinRival, async (req) => {
    await rivals.unpin(req.me.mbrSn, req.body.gdkdSn, req.body.rivalSn);
    return ok(null, ko.rankRivals.unpinned);
  });
  mount(app, c.rivalSeries, async (req) => ok(await rivals.series(req.me.mbrSn, req.body.gdkdSn)));
}
