import { z } from './zod';
import { ko } from '../messages/ko';

/**
 * Wire contract of the keyword score check (spec 02 §2.2, §3 score result, §4, §6, §7
 * `jisuCheckLimitOfViews`, `jisuCheckIncrement`, `POST /api/search`). The member always comes
 * from the session; `user`, `psitnGrpcoSn` and `psitnGrpcoCd` in a payload are ignored.
 */

export const scoreSearchBody = z.looseObject({
  keyword: z
    .string({ error: () => ko.keywordScoreUi.enterKeyword })
    .trim()
    .min(1, { error: () => ko.keywordScoreUi.enterKeyword })
    .max(100, { error: () => ko.keywordScoreUi.keywordTooLong })
    // zod counts code points; the score service counts UTF-16 units (an emoji is two) and refuses more.
    .refine((s) => s.length <= 100, { error: () => ko.keywordScoreUi.keywordTooLong }),
});
export type ScoreSearchBody = z.infer<typeof scoreSearchBody>;

/** Accepted for compatibility; nothing in it is trusted. */
export const scoreUsageBody = z.looseObject({});

/** Today's allowance (the `result` of jisuCheckLimitOfViews). */
export const scoreUsage = z.object({
  /** 'Y' while another search is allowed today, 'N' at the limit. */
  useYn: z.enum(['Y', 'N']),
  /** The member's agency group, when it has one. */
  psitnGrpcoSn: z.number().nullable(),
  psitnGrpcoCd: z.string().nullable(),
  /** The running count: successful searches today (Korea day). */
  totLimitCount: z.number(),
  /** 200, or 500 for MNGR_MBR and MNPY_MBR (spec 02 §6). */
  limitCount: z.number(),
  remainingCount: z.number(),
  /** The Korea date the count belongs to; it starts again at midnight Korea time. */
  day: z.string(),
});
export type ScoreUsage = z.infer<typeof scoreUsage>;

export const scoreUsageAnswer = z.object({
  result: scoreUsage,
});
export type ScoreUsageAnswer = z.infer<typeof scoreUsageAnswer>;

export const keywordScores = z.object({
  relevance: z.number(),
  similarity: z.number(),
  quality: z.number(),
  hit: z.number(),
  reviewCount: z.number(),
  sale: z.number(),
  recent: z.number(),
  reliabilityType: z.number(),
  /** The screen shows the penalty, 5 − abuse. */
  abuse: z.number(),
});
export type KeywordScores = z.infer<typeof keywordScores>;

/** Score result product of spec 02 §3. Counts the source cannot know are null (shown as '-'). */
export const scoreProduct = z.object({
  rank: z.number(),
  imageUrl: z.string(),
  productTitle: z.string(),
  lowPrice: z.number().nullable(),
  mallCount: z.number().nullable(),
  mallProductId: z.string(),
  mallName: z.string(),
  category: z.string(),
  reviewCount: z.number().nullable(),
  purchaseCnt: z.number().nullable(),
  /** yyyy-mm-dd */
  openDate: z.string().nullable(),
  keepCnt: z.number().nullable(),
  scores: keywordScores,
});
export type ScoreProduct = z.infer<typeof scoreProduct>;

/**
 * `POST /api/search`. `source` says where the scores come from: the external score service, or
 * the server's own model over the shopping search when no service is configured.
 */
export const scoreSearchAnswer = z.object({
  searchKeyword: z.string(),
  products: z.array(scoreProduct),
  source: z.enum(['service', 'builtin']),
  /** The allowance after this search (raised by 1 only when products were found). */
  usage: scoreUsage,
});
export type ScoreSearchAnswer = z.infer<typeof scoreSearchAnswer>;
