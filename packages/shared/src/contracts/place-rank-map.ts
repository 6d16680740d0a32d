/**
 * 순위 지도 (issue 41, `/api/naver/place/map/*`): a tracked place keyword's rank at every point of
 * a grid around the place — the cost quote, a scan started once per Idempotency-Key (it spends
 * coins), the scans, one scan's points, two scans compared, and the weekly schedule.
 */
import {
  mapCompareAnswer,
  mapCompareQuery,
  mapQuoteAnswer,
  mapScanAnswer,
  mapScanBody,
  mapScanListAnswer,
  mapScanListQuery,
  mapScanParams,
  mapScheduleAnswer,
  mapScheduleBody,
  mapScheduleQuery,
} from '../schemas/place-rank-map';
import { contract } from './contract';

const BASE = '/api/naver/place/map';

export const placeRankMapContract = {
  quote: contract({
    method: 'POST',
    path: `${BASE}/quote`,
    access: 'member',
    body: mapScanBody,
    answer: mapQuoteAnswer,
    errors: ['MAP_KEYWORD_NOT_FOUND'],
    summary: 'What a scan of the grid costs (coins per point) and whether the balance covers it',
  }),
  start: contract({
    method: 'POST',
    path: `${BASE}/scans`,
    access: 'member',
    idempotent: true,
    body: mapScanBody,
    answer: mapScanAnswer,
    errors: [
      'MAP_KEYWORD_NOT_FOUND',
      'MAP_SCAN_RUNNING',
      'MAP_PLACE_UNLOCATED',
      'INSUFFICIENT_COINS',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Starts a scan (one job per point) and spends its coins, once per Idempotency-Key',
  }),
  list: contract({
    method: 'GET',
    path: `${BASE}/scans`,
    access: 'member',
    query: mapScanListQuery,
    answer: mapScanListAnswer,
    errors: ['MAP_KEYWORD_NOT_FOUND'],
    summary: "A place keyword's scans, newest first, with their figures",
  }),
  get: contract({
    method: 'GET',
    path: `${BASE}/scans/:scanId`,
    access: 'member',
    params: mapScanParams,
    answer: mapScanAnswer,
    errors: ['MAP_SCAN_NOT_FOUND'],
    summary: "A scan's points: the rank at each and the top 3 places there",
  }),
  compare: contract({
    method: 'GET',
    path: `${BASE}/compare`,
    access: 'member',
    query: mapCompareQuery,
    answer: mapCompareAnswer,
    errors: ['MAP_SCAN_NOT_FOUND', 'MAP_COMPARE_MISMATCH'],
    summary: 'Two scans of one place keyword and grid side by side, with the points that moved',
  }),
  schedule: contract({
    method: 'GET',
    path: `${BASE}/schedule`,
    access: 'member',
    query: mapScheduleQuery,
    answer: mapScheduleAnswer,
    errors: ['MAP_KEYWORD_NOT_FOUND'],
    summary: "A place keyword's weekly scan",
  }),
  setSchedule: contract({
    method: 'PUT',
    path: `${BASE}/schedule`,
    access: 'member',
    body: mapScheduleBody,
    answer: mapScheduleAnswer,
    errors: ['MAP_KEYWORD_NOT_FOUND'],
    summary: 'Sets (or, with weekday null, stops) the weekly scan',
  }),
};
