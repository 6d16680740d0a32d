/**
 * Place rank (spec 02 §7, `/api/naver/place/*`): the member's places, their keywords and daily
 * ranks, registration, the representative keyword, "check now", deletion, and a keyword's top 10
 * (issue 28 §1). The member comes from the session, never from the payload.
 */
import { doneAnswer } from '../schemas/envelope';
import {
  addPlaceKeywordBody,
  choiceBody,
  deletePlaceKeywordBody,
  placeCheckNowAnswer,
  placeCheckNowBody,
  placeChoiceAnswer,
  placeDeletedAnswer,
  placeInsertBody,
  placeKeywordAddedAnswer,
  placeRegisteredAnswer,
  placeUnitDeleteBody,
  placeViewAnswer,
} from '../schemas/place-rank';
import { placeTopAnswer, placeTopBody } from '../schemas/rank-rivals';
import { contract } from './contract';

export const placeRankContract = {
  view: contract({
    method: 'POST',
    path: '/api/naver/place/getView',
    access: 'member',
    answer: placeViewAnswer,
    summary: "The member's places with their keywords, daily ranks, reviews, limits and changes",
  }),
  register: contract({
    method: 'POST',
    path: '/api/naver/place/placeInsert',
    access: 'member',
    body: placeInsertBody,
    answer: placeRegisteredAnswer,
    errors: [
      'PLACE_INPUT_REQUIRED',
      'PLACE_INFO_INVALID',
      'PLACE_LOOKUP_UNAVAILABLE',
      'PLACE_LIMIT',
      'PLACE_DAILY_LIMIT',
      'PLACE_DUPLICATE',
      'KEYWORD_REQUIRED',
      'KEYWORD_EXISTS',
      'KEYWORD_LIMIT',
      'ALREADY_PROCESSING',
    ],
    summary: 'Registers a place by its id (or a link that holds it) with its first keyword',
  }),
  addKeyword: contract({
    method: 'POST',
    path: '/api/naver/place/addPlaceKeyword',
    access: 'member',
    body: addPlaceKeywordBody,
    answer: placeKeywordAddedAnswer,
    errors: ['KEYWORD_REQUIRED', 'PLACE_NOT_FOUND', 'KEYWORD_EXISTS', 'KEYWORD_LIMIT', 'ALREADY_PROCESSING'],
  }),
  choose: contract({
    method: 'POST',
    path: '/api/naver/place/choice',
    access: 'member',
    body: choiceBody,
    answer: placeChoiceAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "Makes a keyword the place's representative one",
  }),
  deleteKeyword: contract({
    method: 'POST',
    path: '/api/naver/place/deletePlaceKeyword',
    access: 'member',
    body: deletePlaceKeywordBody,
    answer: doneAnswer,
    errors: ['KEYWORD_NOT_FOUND', 'REPRESENTATIVE_CANNOT_DELETE'],
  }),
  checkNow: contract({
    method: 'POST',
    path: '/api/naver/place/checkNow',
    access: 'member',
    body: placeCheckNowBody,
    answer: placeCheckNowAnswer,
    errors: ['PLACE_NOT_FOUND', 'CHECK_NOW_NO_KEYWORDS', 'CHECK_NOW_LIMIT'],
    summary: "Checks each of the place's keywords at once (a few times a Korea day)",
  }),
  remove: contract({
    method: 'POST',
    path: '/api/naver/place/placeUnitDelete',
    access: 'member',
    body: placeUnitDeleteBody,
    answer: placeDeletedAnswer,
    errors: ['NO_ITEMS_SELECTED', 'PLACE_NOT_FOUND'],
  }),
  top: contract({
    method: 'POST',
    path: '/api/naver/place/keywordTop',
    access: 'member',
    body: placeTopBody,
    answer: placeTopAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "The top 10 of one of the member's place keywords, as the day's check read it",
  }),
} as const;
