import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPlaceKeywordBody,
  choiceBody,
  deletePlaceKeywordBody,
  ko,
  placeCheckNowBody,
  placeInsertBody,
  placeUnitDeleteBody,
} from '@seller/shared';
import type { PlaceRankService } from './place-rank.service';

const P = '/api/naver/place';
const m = ko.placeRank;
const answer = <T>(message: string, data: T) => ({ code: 'OK', message, data });

/** Spec 02 §7 `/api/naver/place/*`: the member comes from the session, never from the payload. */
export function placeRankRoutes(app: FastifyInstance, deps: { places: PlaceRankService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };

  r.post(`${P}/getView`, member, async (req) => deps.places.view(req.member!.mbrSn));

  r.post(`${P}/placeInsert`, { ...member, schema: { body: placeInsertBody } }, async (req) =>
    answer(m.registered, await deps.places.register(req.member!.mbrSn, req.body)),
  );

  r.post(`${P}/addPlaceKeyword`, { ...member, schema: { body: addPlaceKeywordBody } }, async (req) =>
    answer(m.keywordAdded, await deps.places.addKeyword(req.member!.mbrSn, req.body)),
  );

  r.post(`${P}/choice`, { ...member, schema: { body: choiceBody } }, async (req) => {
    const result = await deps.places.choose(req.member!.mbrSn, req.body);
    return answer(result.changed ? m.representativeSet : m.alreadyRepresentative, result);
  });

  r.post(`${P}/deletePlaceKeyword`, { ...member, schema: { body: deletePlaceKeywordBody } }, async (req) => {
    await deps.places.deleteKeyword(req.member!.mbrSn, req.body.plkwrdSn);
    return answer(m.keywordDeleted, null);
  });

  r.post(`${P}/checkNow`, { ...member, schema: { body: placeCheckNowBody } }, async (req) =>
    answer(m.checkNowQueued, await deps.places.checkNow(req.member!.mbrSn, req.body.plceSn)),
  );

  r.post(`${P}/placeUnitDelete`, { ...member, schema: { body: placeUnitDeleteBody } }, async (req) =>
    answer(m.deleted, await deps.places.remove(req.member!.mbrSn, req.body.placeSnList)),
  );
}
