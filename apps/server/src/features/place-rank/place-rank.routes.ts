import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPlaceKeywordBody,
  choiceBody,
  deletePlaceKeywordBody,
  doneAnswer,
  ko,
  placeCheckNowAnswer,
  placeCheckNowBody,
  placeChoiceAnswer,
  placeDeletedAnswer,
  placeInsertBody,
  placeKeywordAddedAnswer,
  placeRegisteredAnswer,
  placeUnitDeleteBody,
  placeViewAnswer,
} from '@seller/shared';
import { ok } from '../../http/reply';
import type { PlaceRankService } from './place-rank.service';

const P = '/api/naver/place';
const m = ko.placeRank;

/** Spec 02 §7 `/api/naver/place/*`: the member comes from the session, never from the payload. */
export function placeRankRoutes(app: FastifyInstance, deps: { places: PlaceRankService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };

  r.post(`${P}/getView`, { ...member, schema: { response: { 200: placeViewAnswer } } }, async (req) =>
    deps.places.view(req.me.mbrSn),
  );

  r.post(
    `${P}/placeInsert`,
    { ...member, schema: { body: placeInsertBody, response: { 200: placeRegisteredAnswer } } },
    async (req) => ok(await deps.places.register(req.me.mbrSn, req.body), m.registered),
  );

  r.post(
    `${P}/addPlaceKeyword`,
    { ...member, schema: { body: addPlaceKeywordBody, response: { 200: placeKeywordAddedAnswer } } },
    async (req) => ok(await deps.places.addKeyword(req.me.mbrSn, req.body), m.keywordAdded),
  );

  r.post(
    `${P}/choice`,
    { ...member, schema: { body: choiceBody, response: { 200: placeChoiceAnswer } } },
    async (req) => {
      const result = await deps.places.choose(req.me.mbrSn, req.body);
      return ok(result, result.changed ? m.representativeSet : m.alreadyRepresentative);
    },
  );

  r.post(
    `${P}/deletePlaceKeyword`,
    { ...member, schema: { body: deletePlaceKeywordBody, response: { 200: doneAnswer } } },
    async (req) => {
      await deps.places.deleteKeyword(req.me.mbrSn, req.body.plkwrdSn);
      return ok(null, m.keywordDeleted);
    },
  );

  r.post(
    `${P}/checkNow`,
    { ...member, schema: { body: placeCheckNowBody, response: { 200: placeCheckNowAnswer } } },
    async (req) => ok(await deps.places.checkNow(req.me.mbrSn, req.body.plceSn), m.checkNowQueued),
  );

  r.post(
    `${P}/placeUnitDelete`,
    { ...member, schema: { body: placeUnitDeleteBody, response: { 200: placeDeletedAnswer } } },
    async (req) => ok(await deps.places.remove(req.me.mbrSn, req.body.placeSnList), m.deleted),
  );
}
