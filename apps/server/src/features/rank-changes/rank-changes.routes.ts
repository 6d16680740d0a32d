import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { rankChangesContract } from '@seller/shared/contracts/rank-changes';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { RankChanges } from './rank-changes.service';

/** 순위 변동 원인 (issue 42): the member's own keywords, products and events only. */
export function rankChangesRoutes(app: FastifyInstance, deps: { rankChanges: RankChanges }): void {
  const c = rankChangesContract;
  const s = deps.rankChanges;
  mount(app, c.view, async (req) => ok(await s.view(req.me.mbrSn, req.body.gdkdSn)));
  mount(app, c.addEvent, async (req) =>
    ok({ eventId: await s.addEvent(req.me.mbrSn, req.body) }, ko.rankChanges.eventAdded),
  );
  mount(app, c.deleteEvent, async (req) => {
    await s.deleteEvent(req.me.mbrSn, req.body.eventId);
    return ok(null, ko.rankChanges.eventDeleted);
  });
  mount(app, c.placeCorrelation, async (req) =>
    ok(await s.placeCorrelation(req.me.mbrSn, req.body.plkwrdSn)),
  );
}
