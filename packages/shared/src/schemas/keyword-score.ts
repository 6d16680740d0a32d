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
export interface ScoreUsage {
  /** 'Y' while another search is allowed today, 'N' at the limit. */
  useYn: 'Y' | 'N';
  /** The member's agency group, when it has one. */
  psitnGrpcoSn: number | null;
  psitnGrpcoCd: string | null;
  /** The running count: successful searches today (Korea day). */
  totLimitCount: number;
  /** 200, or 500 for MNGR_MBR and MNPY_MBR (spec 02 §6). */
  limitCount: number;
  remainingCount: number;
  /** The Korea date the count belongs to; it starts again at midnight Korea time. */
  day: string;
}

export interface ScoreUsageAnswer {
  result: ScoreUsage;
}

export interface KeywordScores {
  relevance: number;
  similarity: number;
  quality: number;
  hit: number;
  reviewCount: number;
  sale: number;
  recent: number;
  reliabilityType: number;
  /** The screen shows the penalty, 5 − abuse. */
  abuse: number;
}

/** Score result product of spec 02 §3. Counts the source cannot know are null (shown as '-'). */
export interface ScoreProduct {
  rank: number;
  imageUrl: string;
  productTitle: string;
  lowPrice: number | null;
  mallCount: number | null;
  mallProductId: string;
  mallName: string;
  category: string;
  reviewCount: number | null;
  purchaseCnt: number | null;
  /** yyyy-mm-dd */
  openDate: string | null;
  keepCnt: number | null;
  scores: KeywordScores;
}

/**
 * `POST /api/search`. `source` says where the scores come from: the external score service, or
 * the server's own model over the shopping search when no service is configured.
 */
export interface ScoreSearchAnswer {
  searchKeyword: string;
  products: ScoreProduct[];
  source: 'service' | 'builtin';
  /** The allowance after this search (raised by 1 only when products were found). */
  usage: ScoreUsage;
}
