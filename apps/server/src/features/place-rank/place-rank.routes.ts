import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { placeRankContract } from '@seller/shared/contracts/place-rank';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { PlaceRankService } from './place-rank.service';

const m = ko.placeRank;

/** Spec 02 §7 `/api/naver/place/*`: the member comes from the session, never from the payload. */
export function placeRankRoutes(app: FastifyInstance, deps: { places: PlaceRankService }): void {
  const c = placeRankContract;
  const p = deps.places;

  mount(app, c.view, async (req) => p.view(req.me.mbrSn));
  mount(app, c.register, async (req) => ok(await p.register(req.me.mbrSn, req.body), m.registered));
  mount(app, c.addKeyword, async (req) => ok(await p.addKeyword(req.me.mbrSn, req.body), m.keywordAdded));
  mount(app, c.choose, async (req) => {
    const result = await p.choose(req.me.mbrSn, req.body);
    return ok(result, result.changed ? m.representativeSet : m.alreadyRepresentative);
  });
  mount(app, c.deleteKeyword, async (req) => {
    await p.deleteKeyword(req.me.mbrSn, req.body.plkwrdSn);
    return ok(null, m.keywordDeleted);
  });
  mount(app, c.checkNow, async (req) => ok(await p.checkNow(req.me.mbrSn, req.body.plceSn), m.checkNowQueued));
  mount(app, c.remove, async (req) => ok(await p.remove(req.me.mbrSn, req.body.placeSnList), m.deleted));
}
