import { CHECK_NOW_PER_DAY, MAX_PLACE_KEYWORDS, kstDate, normalizeKeyword } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import {
  isFirstKeyword,
  makeRepresentative,
  refuseDeletingRepresentative,
} from '../../lib/rank-engine/representative';
import { type PlaceContext, text } from './place-rank.context';
import { cleanKeyword } from './place-rank.domain';
import * as repo from './place-rank.repository';

/** The member's edits: keywords added, chosen and deleted, "check now", places removed. */
export function placeEdits(ctx: PlaceContext) {
  const { deps, now, record, once } = ctx;
  return {
    addKeyword(memberId: number, input: { plceSn: number; placeKeyword?: string | number }) {
      const keyword = cleanKeyword(text(input.placeKeyword));
      if (!keyword) throw new AppError('KEYWORD_REQUIRED');
      const norm = normalizeKeyword(keyword);
      return once(`keyword:${memberId}:${input.plceSn}`, async () => {
        const result = await deps.db.transaction(async (tx) => {
          const place = await repo.ownedPlace(tx, memberId, input.plceSn);
          if (!place) throw new AppError('PLACE_NOT_FOUND');
          await repo.lockPlace(tx, place.plceSn);
          const existing = await repo.keywordsOfPlaces(tx, [place.plceSn]);
          if (existing.some((k) => k.keywordNorm === norm)) throw new AppError('KEYWORD_EXISTS');
          if (existing.length >= MAX_PLACE_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
          const plkwrdSn = await repo.insertKeyword(tx, {
            plceSn: place.plceSn,
            keyword,
            keywordNorm: norm,
            representative: isFirstKeyword(existing.length),
            createdAt: now(),
          });
          await record(tx, memberId, place.plceSn, 'keywordAdd', keyword);
          return { plkwrdSn };
        });
        deps.checkSoon(norm);
        return result;
      });
    },

    /**
     * "Check now" (issue 23 point 2): a check of each of the place's keywords at once, at most
     * CHECK_NOW_PER_DAY times a Korea day per place (counted on the place row).
     */
    async checkNow(memberId: number, trackedPlaceId: number): Promise<{ left: number; keywords: number }> {
      const at = now();
      const claimed = await deps.db.transaction(async (tx) => {
        const place = await repo.ownedPlace(tx, memberId, trackedPlaceId);
        if (!place) throw new AppError('PLACE_NOT_FOUND');
        const keywords = await repo.keywordsOfPlaces(tx, [trackedPlaceId]);
        if (keywords.length === 0) throw new AppError('CHECK_NOW_NO_KEYWORDS');
        const count = await repo.placeRankStore.claimCheckNow(
          tx,
          trackedPlaceId,
          kstDate(at),
          at,
          CHECK_NOW_PER_DAY,
        );
        if (count === null) throw new AppError('CHECK_NOW_LIMIT');
        return { norms: [...new Set(keywords.map((k) => k.keywordNorm))], left: CHECK_NOW_PER_DAY - count };
      });
      for (const norm of claimed.norms) deps.checkSoon(norm);
      return { left: claimed.left, keywords: claimed.norms.length };
    },

    /** Makes a keyword the representative one; `changed` is false when it already was. */
    async choose(
      memberId: number,
      input: { plceSn: number; plkwrdSn: number },
    ): Promise<{ changed: boolean }> {
      return deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, memberId, input.plkwrdSn);
        if (!k || k.plceSn !== input.plceSn) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockPlace(tx, k.plceSn);
        if (!(await makeRepresentative(tx, repo.placeRankStore.tables, k.plceSn, k.plkwrdSn)))
          return { changed: false };
        await record(tx, memberId, k.plceSn, 'representative', k.keyword);
        return { changed: true };
      });
    },

    async deleteKeyword(memberId: number, plkwrdSn: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, memberId, plkwrdSn);
        if (!k) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockPlace(tx, k.plceSn);
        await refuseDeletingRepresentative(tx, repo.placeRankStore.tables, plkwrdSn);
        await repo.deleteKeyword(tx, plkwrdSn);
        await record(tx, memberId, k.plceSn, 'keywordDelete', k.keyword);
      });
    },

    /** Deletes the member's places; any id that is not theirs refuses the whole request. */
    async remove(memberId: number, plceSns: number[]): Promise<{ deleted: number }> {
      const ids = [...new Set(plceSns)];
      if (ids.length === 0) throw new AppError('NO_ITEMS_SELECTED');
      return deps.db.transaction(async (tx) => {
        const owned = await repo.ownedPlaceIds(tx, memberId, ids);
        if (owned.length !== ids.length) throw new AppError('PLACE_NOT_FOUND');
        await repo.lockPlaces(tx, ids);
        await repo.deleteOwnedPlaces(tx, memberId, ids);
        return { deleted: ids.length };
      });
    },
  };
}
