/**
 * 순위 변동 원인 (issue 42, `/api/naver/rankChanges/*`): a tracked keyword's 변화 기록, the
 * member's own events on a product, and a place keyword's rank correlation. The member comes from
 * the session; another member's keyword, product or event is not found.
 */
import { doneAnswer } from '../schemas/envelope';
import {
  placeCorrelationAnswer,
  placeCorrelationBody,
  rankChangesAnswer,
  rankChangesBody,
  rankEventAddBody,
  rankEventAnswer,
  rankEventDeleteBody,
} from '../schemas/rank-changes';
import { contract } from './contract';

export const rankChangesContract = {
  view: contract({
    method: 'POST',
    path: '/api/naver/rankChanges/view',
    access: 'member',
    body: rankChangesBody,
    answer: rankChangesAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary:
      "A tracked keyword's attributes beside its ranks, its change log, own events and unexplained movement (30 days)",
  }),
  addEvent: contract({
    method: 'POST',
    path: '/api/naver/rankChanges/events/add',
    access: 'member',
    body: rankEventAddBody,
    answer: rankEventAnswer,
    errors: ['GOODS_NOT_FOUND', 'RANK_EVENT_DAY_RANGE', 'RANK_EVENT_LIMIT'],
  }),
  deleteEvent: contract({
    method: 'POST',
    path: '/api/naver/rankChanges/events/delete',
    access: 'member',
    body: rankEventDeleteBody,
    answer: doneAnswer,
    errors: ['RANK_EVENT_NOT_FOUND'],
  }),
  placeCorrelation: contract({
    method: 'POST',
    path: '/api/naver/rankChanges/placeCorrelation',
    access: 'member',
    body: placeCorrelationBody,
    answer: placeCorrelationAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "Which of a place keyword's listed figures goes most with rank this month",
  }),
} as const;
