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
    addKeyword(mbrSn: number, input: { plceSn: number; placeKeyword?: string | number }) {
      const keyword = cleanKeyword(text(input.placeKeyword));
      if (!keyword) throw new AppError('KEYWORD_REQUIRED');
      const norm = normalizeKeyword(keyword);
      return once(`keyword:${mbrSn}:${input.plceSn}`, async () => {
        const result = await deps.db.transaction(async (tx) => {
          const place = await repo.ownedPlace(tx, mbrSn, input.plceSn);
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
          await record(tx, mbrSn, place.plceSn, 'keywordAdd', keyword);
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
    async checkNow(mbrSn: number, plceSn: number): Promise<{ left: number; keywords: number }> {
      const at = now();
      const claimed = await deps.db.transaction(async (tx) => {
        const place = await repo.ownedPlace(tx, mbrSn, plceSn);
        if (!place) throw new AppError('PLACE_NOT_FOUND');
        const keywords = await repo.keywordsOfPlaces(tx, [plceSn]);
        if (keywords.length === 0) throw new AppError('CHECK_NOW_NO_KEYWORDS');
        const count = await repo.placeRankStore.claimCheckNow(tx, plceSn, kstDate(at), at, CHECK_NOW_PER_DAY);
        if (count === null) throw new AppError('CHECK_NOW_LIMIT');
        return { norms: [...new Set(keywords.map((k) => k.keywordNorm))], left: CHECK_NOW_PER_DAY - count };
      });
      for (const norm of claimed.norms) deps.checkSoon(norm);
      return { left: claimed.left, keywords: claimed.norms.length };
    },

    /** Makes a keyword the representative one; `changed` is false when it already was. */
    async choose(mbrSn: number, input: { plceSn: number; plkwrdSn: number }): Promise<{ changed: boolean }> {
      return deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, mbrSn, input.plkwrdSn);
        if (!k || k.plceSn !== input.plceSn) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockPlace(tx, k.plceSn);
        if (!(await makeRepresentative(tx, repo.placeRankStore.tables, k.plceSn, k.plkwrdSn)))
          return { changed: false };
        await record(tx, mbrSn, k.plceSn, 'representative', k.keyword);
        return { changed: true };
      });
    },

    async deleteKeyword(mbrSn: number, plkwrdSn: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, mbrSn, plkwrdSn);
        if (!k) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockPlace(tx, k.plceSn);
        await refuseDeletingRepresentative(tx, repo.placeRankStore.tables, plkwrdSn);
        await repo.deleteKeyword(tx, plkwrdSn);
        await record(tx, mbrSn, k.plceSn, 'keywordDelete', k.keyword);
      });
    },

    /** Deletes the member's places; any id that is not theirs refuses the whole request. */
    async remove(mbrSn: number, plceSns: number[]): Promise<{ deleted: number }> {
      const ids = [...new Set(plceSns)];
      if (ids.length === 0) throw new AppError('NO_ITEMS_SELECTED');
      return deps.db.transaction(async (tx) => {
        const owned = await repo.ownedPlaceIds(tx, mbrSn, ids);
        if (owned.length !== ids.length) throw new AppError('PLACE_NOT_FOUND');
        await repo.lockPlaces(tx, ids);
        await repo.deleteOwnedPlaces(tx, mbrSn, ids);
        return { deleted: ids.length };
      });
    },
  };
}
