import { z } from './zod';
import type { ChangeMark } from './rank-alerts';
import type { CheckNowState } from '../rules/rank-checks';

/**
 * Wire contract of place tracking (spec 02 §3, §7 `/api/naver/place/*`). Payload fields naming
 * the user (`user`, `myAccessData`) are accepted and ignored: the member always comes from the
 * session, and every id is checked against its owner.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** Text the member typed; empty or missing is refused by the service with the spec's message. */
const typed = (max: number) => z.union([z.string().max(max), z.number()]).optional();

export const placeInsertBody = z.looseObject({
  placeId: typed(500),
  placeKeyword: typed(100),
  /** Sent after the member confirmed registering a place id they already track. */
  confirmDuplicate: z.boolean().optional(),
});

export const addPlaceKeywordBody = z.looseObject({
  plceSn: id,
  placeKeyword: typed(100),
});

export const choiceBody = z.looseObject({ plkwrdSn: id, plceSn: id });

export const placeCheckNowBody = z.looseObject({ plceSn: id });

export const deletePlaceKeywordBody = z.looseObject({ plkwrdSn: id });

export const placeUnitDeleteBody = z.looseObject({
  placeSnList: z.array(z.union([id, z.looseObject({ plceSn: id }).transform((o) => o.plceSn)])).max(100),
});

/** A tracked place (spec 02 §3). */
export interface PlaceRow {
  plceSn: number;
  placeId: string;
  placeName: string | null;
  category: string | null;
  imageUrl: string | null;
  roadAddress: string | null;
  options: string[];
  /** Null when the place shows no score. */
  visitorReviewScore: number | null;
  visitorReviewCount: number;
  blogCafeReviewCount: number;
  saveCount: number;
  microReview: string | null;
  /** The representative keyword's current rank; 0 = outside the top 300 or not checked yet. */
  keywordRank: number;
  frstRgstDt: string;
  /** The member's "check now" requests (at most CHECK_NOW_PER_DAY a Korea day). */
  checkNow: CheckNowState;
}

/** A keyword of a place; choice Y marks the representative one. Ranks: 0 = outside the top 300. */
export interface PlaceKeywordRow {
  plkwrdSn: number;
  plceSn: number;
  keyword: string;
  choice: 'Y' | 'N';
  keywordPlaceRankCurrent: number;
  keywordPlaceRankPrevious: number;
  frstRgstDt: string;
  /** 'pending' while the first check runs; 'failed' when it failed and nothing is known yet. */
  checkStatus: 'pending' | 'ok' | 'failed';
  /** The last successful check. */
  checkedAt: string | null;
  /** The last failed check ("today's check failed" while newer than checkedAt). */
  failedAt: string | null;
}

/** One day's rank of one keyword (Korea date), oldest first. */
export interface PlaceDailyHistRow {
  plkwrdSn: number;
  lastUpdtDt: string;
  keywordPlaceRankCurrent: number;
}

/** One day's review figures of one place (Korea date), oldest first. */
export interface PlaceReviewRow {
  plceSn: number;
  lastUpdtDt: string;
  visitorReviewCount: number;
  blogCafeReviewCount: number;
  saveCount: number;
  visitorReviewScore: number | null;
}

export interface PlaceViewAnswer {
  list: PlaceRow[];
  keywords: PlaceKeywordRow[];
  keywordsDailyHist: PlaceDailyHistRow[];
  ReViews: PlaceReviewRow[];
  limits: {
    maxPlaces: number;
    dailyRegistrations: number;
    /** Registrations made on the current Korea date, deleted ones included. */
    registeredToday: number;
    maxKeywords: number;
    maxRank: number;
  };
  serverNow: string;
  /** The member's own keyword changes of each place over the history dates (rank-alerts). */
  changes?: (ChangeMark & { plceSn: number })[];
}

/** Answer of the changing calls: `message` is the Korean text to show. */
export interface PlaceMessageAnswer<T = null> {
  code: string;
  message: string;
  data: T;
}
