/** The forms of the rank-tracking screens (goods and places), for react-hook-form in the web. */
import { z } from './zod';
import { goodsRank } from '../messages/goods-rank';
import { placeRank } from '../messages/place-rank';
import { normalizeKeyword } from '../rules/goods-rank';

/**
 * The keyword-manager form of both rank-tracking sources (spec 02 §5 add keyword): not empty, not a
 * duplicate of a keyword the item has (case and inner spaces ignored), at most `max` keywords.
 */
export const keywordAddForm = (existing: readonly string[], max: number) =>
  z.object({
    keyword: z.string().superRefine((raw, ctx) => {
      const wanted = normalizeKeyword(raw);
      const message =
        wanted === ''
          ? goodsRank.enterKeyword
          : existing.some((k) => normalizeKeyword(k) === wanted)
            ? goodsRank.keywordExists
            : existing.length >= max
              ? goodsRank.keywordLimit
              : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });

export type KeywordAddForm = z.infer<ReturnType<typeof keywordAddForm>>;

/** Spec 02 §5 place add: a keyword and a place id (or its link), both required. */
const required = z.string().trim().min(1, placeRank.enterKeywordAndPlaceId);
export const placeAddForm = z.object({ keyword: required, placeId: required });
export type PlaceAddForm = z.infer<typeof placeAddForm>;
