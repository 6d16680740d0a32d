import type {
  PlaceDailyHistRow,
  PlaceKeywordRow,
  PlaceReviewRow,
  PlaceRow,
  PlaceViewAnswer,
} from '@seller/shared/schemas/place-rank';
import {
  DAILY_PLACE_REGISTRATIONS,
  MAX_PLACE_KEYWORDS,
  MAX_PLACES,
  PLACE_MAX_RANK,
} from '@seller/shared/rules/place-rank';
import { call } from '../../../lib/api-call';

// The calls of spec 02 §7 (`/api/naver/place/*`); the member comes from the session cookie.

/** getView answered without a list (e.g. 204): there is no member to show places for. */
export class NoUserAnswer extends Error {
  constructor() {
    super('no user');
    this.name = 'NoUserAnswer';
  }
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Tolerates missing arrays so one odd answer cannot break the screen. */
export function toViewState(answer: Partial<PlaceViewAnswer>): PlaceViewAnswer {
  const limits = isRecord(answer.limits) ? answer.limits : undefined;
  return {
    list: list<PlaceRow>(answer.list).map((p) => ({ ...p, options: list<string>(p.options) })),
    keywords: list<PlaceKeywordRow>(answer.keywords),
    keywordsDailyHist: list<PlaceDailyHistRow>(answer.keywordsDailyHist),
    ReViews: list<PlaceReviewRow>(answer.ReViews),
    limits: {
      maxPlaces: Number(limits?.maxPlaces) || MAX_PLACES,
      dailyRegistrations: Number(limits?.dailyRegistrations) || DAILY_PLACE_REGISTRATIONS,
      registeredToday: Number(limits?.registeredToday) || 0,
      maxKeywords: Number(limits?.maxKeywords) || MAX_PLACE_KEYWORDS,
      maxRank: Number(limits?.maxRank) || PLACE_MAX_RANK,
    },
    serverNow: typeof answer.serverNow === 'string' ? answer.serverNow : new Date().toISOString(),
    changes: list<NonNullable<PlaceViewAnswer['changes']>[number]>(answer.changes),
  };
}

export async function fetchPlaceView(): Promise<PlaceViewAnswer> {
  // An answer without a body (204) comes back as null.
  const view: unknown = await call('POST', '/api/naver/place/getView', {});
  if (!isRecord(view)) throw new NoUserAnswer();
  return toViewState(view as Partial<PlaceViewAnswer>);
}

export const registerPlace = (placeId: string, placeKeyword: string, confirmDuplicate: boolean) =>
  call('POST', '/api/naver/place/placeInsert', {
    body: { placeId, placeKeyword, ...(confirmDuplicate ? { confirmDuplicate: true } : {}) },
  });

export const addPlaceKeyword = (trackedPlaceId: number, placeId: string, placeKeyword: string) =>
  call('POST', '/api/naver/place/addPlaceKeyword', {
    body: { plceSn: trackedPlaceId, placeId, placeKeyword },
  });

export const choosePlaceKeyword = (trackedPlaceId: number, plkwrdSn: number) =>
  call('POST', '/api/naver/place/choice', { body: { plkwrdSn, plceSn: trackedPlaceId } });

export const deletePlaceKeyword = (plkwrdSn: number) =>
  call('POST', '/api/naver/place/deletePlaceKeyword', { body: { plkwrdSn } });

export const deletePlaces = (placeSnList: number[]) =>
  call('POST', '/api/naver/place/placeUnitDelete', { body: { placeSnList } });

/** The place on the map, for the address popup's link. */
export const mapUrl = (placeId: string) =>
  `https://map.naver.com/p/entry/place/${encodeURIComponent(placeId)}`;

/** "Check now": checks the place's keywords at once (three times a Korea day). */
export const checkPlaceNow = (trackedPlaceId: number) =>
  call('POST', '/api/naver/place/checkNow', { body: { plceSn: trackedPlaceId } });
