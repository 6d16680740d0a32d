import { z } from './zod';
import { changeMark } from './rank-alerts';
import { okAnswer } from './envelope';
import { checkNowState } from './rank-checks';
import { rankMethodSchema, rankProvenanceSchema } from './rank-provenance';

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
export const placeRow = z.object({
  plceSn: z.number(),
  placeId: z.string(),
  placeName: z.string().nullable(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  roadAddress: z.string().nullable(),
  options: z.array(z.string()),
  /** Null when the place shows no score. */
  visitorReviewScore: z.number().nullable(),
  visitorReviewCount: z.number(),
  blogCafeReviewCount: z.number(),
  saveCount: z.number(),
  microReview: z.string().nullable(),
  /** The representative keyword's current rank; 0 = outside the top 300 or not checked yet. */
  keywordRank: z.number(),
  frstRgstDt: z.string(),
  /** The member's "check now" requests (at most CHECK_NOW_PER_DAY a Korea day). */
  checkNow: checkNowState,
});
export type PlaceRow = z.infer<typeof placeRow>;

/** A keyword of a place; choice Y marks the representative one. Ranks: 0 = outside the top 300. */
export const placeKeywordRow = z.object({
  plkwrdSn: z.number(),
  plceSn: z.number(),
  keyword: z.string(),
  choice: z.enum(['Y', 'N']),
  keywordPlaceRankCurrent: z.number(),
  keywordPlaceRankPrevious: z.number(),
  frstRgstDt: z.string(),
  /**
   * 'pending' while the first check runs; 'failed' when it failed and nothing is known yet;
   * 'unconfirmed' while an empty answer for a keyword that had results is checked again (issue 35
   * §3): the ranks are the last recorded ones, shown with 확인 중.
   */
  checkStatus: z.enum(['pending', 'ok', 'failed', 'unconfirmed']),
  /** The last successful check. */
  checkedAt: z.string().nullable(),
  /** The last failed check ("today's check failed" while newer than checkedAt). */
  failedAt: z.string().nullable(),
  /** Where the current rank came from (issue 36 §2); null before the first check. */
  provenance: rankProvenanceSchema.nullable().optional(),
  /** The method of the previous rank; null when there is none (see goods-rank keywordInfo). */
  previousProvenance: rankMethodSchema.nullable().optional(),
});
export type PlaceKeywordRow = z.infer<typeof placeKeywordRow>;

/** One day's rank of one keyword (Korea date), oldest first. */
export const placeDailyHistRow = z.object({
  plkwrdSn: z.number(),
  lastUpdtDt: z.string(),
  keywordPlaceRankCurrent: z.number(),
  /** Where the day's rank came from (issue 36 §2). */
  provenance: rankProvenanceSchema.nullable().optional(),
});
export type PlaceDailyHistRow = z.infer<typeof placeDailyHistRow>;

/** One day's review figures of one place (Korea date), oldest first. */
export const placeReviewRow = z.object({
  plceSn: z.number(),
  lastUpdtDt: z.string(),
  visitorReviewCount: z.number(),
  blogCafeReviewCount: z.number(),
  saveCount: z.number(),
  visitorReviewScore: z.number().nullable(),
});
export type PlaceReviewRow = z.infer<typeof placeReviewRow>;

export const placeViewAnswer = z.object({
  list: z.array(placeRow),
  keywords: z.array(placeKeywordRow),
  keywordsDailyHist: z.array(placeDailyHistRow),
  ReViews: z.array(placeReviewRow),
  limits: z.object({
    maxPlaces: z.number(),
    dailyRegistrations: z.number(),
    /** Registrations made on the current Korea date, deleted ones included. */
    registeredToday: z.number(),
    maxKeywords: z.number(),
    maxRank: z.number(),
  }),
  serverNow: z.string(),
  /** The member's own keyword changes of each place over the history dates (rank-alerts). */
  changes: z.array(changeMark.extend({ plceSn: z.number() })).optional(),
});
export type PlaceViewAnswer = z.infer<typeof placeViewAnswer>;

/** Answer of the changing calls: `message` is the Korean text to show. */
export interface PlaceMessageAnswer<T = null> {
  code: string;
  message: string;
  data: T;
}

export const placeRegisteredAnswer = okAnswer(z.object({ plceSn: z.number(), plkwrdSn: z.number() }));
export const placeKeywordAddedAnswer = okAnswer(z.object({ plkwrdSn: z.number() }));
export const placeChoiceAnswer = okAnswer(z.object({ changed: z.boolean() }));
export const placeCheckNowAnswer = okAnswer(z.object({ left: z.number(), keywords: z.number() }));
export const placeDeletedAnswer = okAnswer(z.object({ deleted: z.number() }));
