import type { FastifyInstance } from 'fastify';
import { placeRankContract } from '@seller/shared/contracts/place-rank';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { PlaceTopService } from './place-rank.top';

/** The top 10 of a place keyword of the member's (issue 28 §1). */
export function placeTopRoutes(app: FastifyInstance, deps: { top: PlaceTopService }): void {
  mount(app, placeRankContract.top, async (req) => ok(await deps.top.top(req.me.mbrSn, req.body.plkwrdSn)));
}
