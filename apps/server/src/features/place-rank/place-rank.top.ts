import { PLACE_TOP_SIZE, type PlaceTop, kstDate } from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { wireProvenance } from '../../lib/rank-engine/provenance';
import { comparableBefore, dayBefore, movesOf } from '../../lib/rank-engine/tops';
import * as repo from './place-rank.top.repository';

/** The entries down to the `n`-th organic one (the ads among them included). */
function firstOrganic<T extends { rank: number | null }>(entries: readonly T[], n: number): T[] {
  const end = entries.findIndex((e) => e.rank === n);
  return end === -1 ? [...entries] : entries.slice(0, end + 1);
}

/**
 * The top 10 of a place keyword (issue 28 §1) as the day's check read it: ads shown where they
 * stood and flagged, never counted in the positions; moves since the day before.
 */
export function createPlaceTop(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async top(memberId: number, plkwrdSn: number): Promise<PlaceTop> {
      const k = await repo.ownedKeywordWithPlace(deps.db, memberId, plkwrdSn);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const day = await repo.latestTopDay(deps.db, k.keywordNorm, kstDate(now()));
      if (!day) return { day: null, entries: [] };
      const top = firstOrganic(await repo.topOf(deps.db, k.keywordNorm, day), PLACE_TOP_SIZE);
      // A day before read by another method is no day before: nothing moved (issue 36 §2).
      const { before, methodChanged } = comparableBefore(
        top,
        await repo.topOf(deps.db, k.keywordNorm, dayBefore(day)),
      );
      const key = (e: { itemKey: string; rank: number | null }) => ({ key: e.itemKey, rank: e.rank });
      const moves = movesOf(top.map(key), before.map(key));
      const listedBefore = new Set(before.filter((e) => e.rank !== null).map((e) => e.itemKey));
      return {
        day,
        entries: top.map((e, i) => ({
          rank: e.rank,
          placeId: e.itemKey,
          name: e.title,
          category: e.mall,
          image: e.image,
          reviewCount: e.reviewCount,
          move: moves[i] ?? null,
          listedBefore: listedBefore.has(e.itemKey),
          own: e.itemKey === k.placeId,
        })),
        provenance: top[0]
          ? wireProvenance({
              ...top[0],
              depth: top.reduce((n, e) => Math.max(n, e.rank ?? 0), 0),
              checkedAt: null,
            })
          : null,
        methodChanged,
      };
    },
  };
}

export type PlaceTopService = ReturnType<typeof createPlaceTop>;
