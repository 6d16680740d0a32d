import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { placeRankMapContract as c } from '@seller/shared/contracts/place-rank-map';
import { mount } from '../../http/contract-routes';
import { keyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import type { PlaceRankMapService } from './place-rank-map.service';

const m = ko.placeRankMap;

/** 순위 지도 (issue 41) `/api/naver/place/map/*`: the member from the session; every id checked as theirs. */
export function placeRankMapRoutes(app: FastifyInstance, deps: { maps: PlaceRankMapService }): void {
  const s = deps.maps;
  mount(app, c.quote, async (req) => ok(await s.quote(req.me.mbrSn, req.body), m.quoteOk));
  mount(app, c.start, async (req) => ok(await s.start(req.me.mbrSn, keyOf(req), req.body), m.started));
  mount(app, c.list, async (req) => ok({ list: await s.list(req.me.mbrSn, req.query.plkwrdSn) }));
  mount(app, c.get, async (req) => ok(await s.get(req.me.mbrSn, req.params.scanId)));
  mount(app, c.compare, async (req) => ok(await s.compare(req.me.mbrSn, req.query.before, req.query.after)));
  mount(app, c.schedule, async (req) => ok(await s.schedule(req.me.mbrSn, req.query.plkwrdSn)));
  mount(app, c.setSchedule, async (req) => {
    const saved = await s.setSchedule(req.me.mbrSn, req.body);
    return ok(saved, saved.weekday === null ? m.scheduleOff : m.scheduleSaved);
  });
}
