import { z } from './zod';
import { ko } from '../messages/ko';
import { okAnswer } from './envelope';
import { rankProvenanceSchema } from './rank-provenance';

/**
 * Wire contract of rivals on the same keyword (issue 28 §1): the 경쟁 상품 tab of a tracked
 * shopping keyword, its pins, the 30-day comparison, and the top 10 of a place keyword.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** At most this many rivals pinned per tracked keyword. */
export const MAX_RIVALS = 3;
/** Days of the comparison chart. */
export const RIVAL_SERIES_DAYS = 30;
/** Entries of a place keyword's top view. */
export const PLACE_TOP_SIZE = 10;

export const rivalKeywordBody = z.looseObject({ gdkdSn: id });
export const rivalPinBody = z.looseObject({
  gdkdSn: id,
  /** The listed entry's shopping productId. */
  productId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { error: () => ko.rankRivals.rivalNotListed }),
});
export const rivalUnpinBody = z.looseObject({ gdkdSn: id, rivalSn: id });
export const placeTopBody = z.looseObject({ plkwrdSn: id });

/**
 * Move since the day before: positive = up that many places, negative = down, 0 = same, null =
 * not in the day before's kept top (new) or no day before was kept.
 */
const move = z.number().int().nullable();

export const rivalEntry = z.object({
  rank: z.number().int(),
  productId: z.string(),
  storeProductNo: z.string().nullable(),
  title: z.string(),
  mall: z.string().nullable(),
  price: z.number().int().nullable(),
  image: z.string().nullable(),
  reviewCount: z.number().int().nullable(),
  move,
  /** In the day before's kept top. */
  listedBefore: z.boolean(),
  /** The member's own product. */
  own: z.boolean(),
  /** The member's pin of this entry, if pinned. */
  rivalSn: z.number().int().nullable(),
});

export const pinnedRival = z.object({
  rivalSn: z.number().int(),
  productId: z.string(),
  title: z.string(),
  mall: z.string().nullable(),
  image: z.string().nullable(),
  /** The latest day followed (null: not checked since pinned). */
  day: z.string().nullable(),
  /** Rank that day; null = below the checked depth ("확인 범위 밖"). */
  rank: z.number().int().nullable(),
  /** Organic entries the check read that day. */
  depth: z.number().int().nullable(),
  /** Where that day's place came from (issue 36 §2); null when not checked since pinned. */
  provenance: rankProvenanceSchema.nullable().optional(),
  /** null also when the day before was read by another method (no move across it). */
  move,
});

export const rivalsView = z.object({
  /** The day the shown top was kept (today, or the latest before it); null = none yet. */
  day: z.string().nullable(),
  /** The member's rank that day (0 = outside the tracked depth), null when unknown. */
  ownRank: z.number().int().nullable(),
  /** Entries above the member's product and a few just below it. */
  entries: z.array(rivalEntry),
  pinned: z.array(pinnedRival),
  maxPins: z.number().int(),
  /** How the shown top was read (issue 36 §2). */
  provenance: rankProvenanceSchema.nullable().optional(),
  /** The day before was read by another source or surface: no entry shows a move. */
  methodChanged: z.boolean().optional(),
});
export const rivalsViewAnswer = okAnswer(rivalsView);

export const rivalSeries = z.object({
  /** Korea days, oldest first, RIVAL_SERIES_DAYS of them ending today. */
  days: z.array(z.string()),
  /** The member's rank per day: 0 = outside the tracked depth, null = no record. */
  own: z.array(z.number().int().nullable()),
  rivals: z.array(
    z.object({
      rivalSn: z.number().int(),
      title: z.string(),
      /** Rank per day; null = below the checked depth or not followed that day. */
      ranks: z.array(z.number().int().nullable()),
      /** Per day: true when the day was checked and the rival was below its depth. */
      outOfDepth: z.array(z.boolean()),
    }),
  ),
  /**
   * The days whose record was read by another source or surface than the record before (issue
   * 36 §2): the chart marks them "수집 방식 변경"; rivals are read by the same check, so one list.
   */
  methodChanges: z.array(
    z.object({
      day: z.string(),
      from: z.object({ source: z.string().nullable(), surface: z.string().nullable() }),
      to: z.object({ source: z.string().nullable(), surface: z.string().nullable() }),
    }),
  ),
});
export const rivalSeriesAnswer = okAnswer(rivalSeries);

export const pinAnswer = okAnswer(z.object({ rivalSn: z.number().int() }));

export const placeTopEntry = z.object({
  /** Organic rank; null for an ad (listed, left out of the positions). */
  rank: z.number().int().nullable(),
  placeId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  image: z.string().nullable(),
  reviewCount: z.number().int().nullable(),
  move,
  listedBefore: z.boolean(),
  own: z.boolean(),
});
export const placeTop = z.object({
  day: z.string().nullable(),
  entries: z.array(placeTopEntry),
  provenance: rankProvenanceSchema.nullable().optional(),
  methodChanged: z.boolean().optional(),
});
export const placeTopAnswer = okAnswer(placeTop);

export type RivalsView = z.infer<typeof rivalsView>;
export type RivalEntry = z.infer<typeof rivalEntry>;
export type PinnedRival = z.infer<typeof pinnedRival>;
export type RivalSeries = z.infer<typeof rivalSeries>;
export type PlaceTop = z.infer<typeof placeTop>;
export type PlaceTopEntry = z.infer<typeof placeTopEntry>;
