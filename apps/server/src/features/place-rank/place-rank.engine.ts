import { eq } from 'drizzle-orm';
import { PLACE_MAX_RANK, kstDate } from '@seller/shared';
import type { Db } from '../../db/client';
import {
  failureText,
  rankToRecord,
  recordsCurrent,
  runRankCheck,
  shiftsPrevious,
} from '../../lib/rank-engine/check';
import { PLACE_MAX_PAGES, PLACE_PAGE_SIZE } from './place-rank.domain';
import type { PlaceInfo, PlaceListPort } from './place-rank.ports';
import {
  fillHistoryRows,
  lockLiveKeywords,
  markFailed,
  recordCheck,
  recordFailure,
  targetsOf,
  trackedPlaces,
  upsertHistoryRows,
  upsertReviews,
  writeRanks,
} from './place-rank.repository';

export interface PlaceEngineDeps {
  db: Db;
  places: PlaceListPort;
  now?: () => Date;
}

type Target = Awaited<ReturnType<typeof targetsOf>>[number];

/**
 * Place ranks through the shared rank engine (lib/rank-engine): one check per distinct keyword
 * for every place tracked on it across members, the place list walked in pages of 100 only as
 * deep as needed, ads skipped (the organic rank counts non-ad entries only), never past 300.
 * A failed page records a failed check and no rank; the error propagates for the job's retry.
 */
export function createPlaceRankEngine(deps: PlaceEngineDeps) {
  const now = deps.now ?? (() => new Date());

  async function checkKeyword(keywordNorm: string, day = kstDate(now())) {
    const summary = await runRankCheck<Target, PlaceInfo>({
      loadTargets: () => targetsOf(deps.db, keywordNorm),
      walk: {
        keyOf: (t) => t.plkwrdSn,
        matches: (t, place) => place.id === t.placeId,
        isAd: (place) => place.isAd,
        fetchPage: (start, display) => deps.places.listPlaces(keywordNorm, { start, display }),
        pageSize: PLACE_PAGE_SIZE,
        maxRank: PLACE_MAX_RANK,
        maxPages: PLACE_MAX_PAGES,
      },
      writer: {
        failed: ({ targets, pagesFetched, error }) =>
          deps.db.transaction(async (tx) => {
            await recordCheck(tx, {
              keywordNorm,
              day,
              status: 'failed',
              pagesFetched,
              targets: targets.length,
              error: failureText(error),
            });
            const live = await lockLiveKeywords(tx, targets);
            // Only keywords never checked show the failure; a known rank stays as it was, dated.
            await markFailed(
              tx,
              targets
                .filter((x) => live.has(x.plkwrdSn) && live.get(x.plkwrdSn) === null)
                .map((x) => x.plkwrdSn),
            );
            await recordFailure(tx, [...live.keys()], now());
          }),
        succeeded: ({ targets, ranks, found, pagesFetched, complete }) =>
          deps.db.transaction(async (tx) => {
            const at = now();
            const refreshed = new Set<number>();
            const live = await lockLiveKeywords(tx, targets);
            const rows = targets.filter((x) => live.has(x.plkwrdSn)).sort((a, b) => a.plkwrdSn - b.plkwrdSn);
            const writes: { plkwrdSn: number; rank: number; shift: boolean }[] = [];
            const unknown: number[] = [];
            for (const t of rows) {
              const rank = rankToRecord(ranks, t.plkwrdSn, complete);
              // The page budget ran out first: nothing is known about this place today.
              if (rank === null) {
                if (live.get(t.plkwrdSn) === null) unknown.push(t.plkwrdSn);
                continue;
              }
              writes.push({
                plkwrdSn: t.plkwrdSn,
                rank,
                shift: shiftsPrevious(live.get(t.plkwrdSn) ?? null, day),
              });
            }
            // Every row is already locked, so the batches take no new locks.
            await markFailed(tx, unknown);
            // A later day already recorded (a late retry of this day's job): fill in history only.
            const past = writes.filter((w) => !recordsCurrent(live.get(w.plkwrdSn) ?? null, day));
            const current = writes.filter((w) => !past.includes(w));
            await writeRanks(tx, current, day, at);
            await upsertHistoryRows(tx, current, day, at);
            await fillHistoryRows(tx, past, day, at);
            for (const t of rows) {
              const place = found.get(t.plkwrdSn);
              if (place && !refreshed.has(t.plceSn)) {
                refreshed.add(t.plceSn);
                await refreshPlace(tx, t, place, day);
              }
            }
            await recordCheck(tx, {
              keywordNorm,
              day,
              status: complete ? 'ok' : 'partial',
              pagesFetched,
              targets: targets.length,
              found: ranks.size,
            });
          }),
      },
    });
    return { keywordNorm, day, ...summary };
  }

  /**
   * The list shows a place's name, address, picture and review figures: keep them current. The
   * save count is not in the list, so the day's review row keeps the one last read by id.
   */
  async function refreshPlace(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    t: Target,
    place: PlaceInfo,
    day: string,
  ) {
    await tx
      .update(trackedPlaces)
      .set({
        ...(place.name ? { name: place.name } : {}),
        ...(place.category ? { category: place.category } : {}),
        ...(place.roadAddress ? { roadAddress: place.roadAddress } : {}),
        ...(place.imageUrl ? { imageUrl: place.imageUrl } : {}),
        ...(place.visitorReviewScore !== null ? { visitorReviewScore: place.visitorReviewScore } : {}),
        visitorReviewCount: place.visitorReviewCount,
        blogCafeReviewCount: place.blogCafeReviewCount,
      })
      .where(eq(trackedPlaces.plceSn, t.plceSn));
    await upsertReviews(tx, {
      plceSn: t.plceSn,
      day,
      visitorReviewCount: place.visitorReviewCount,
      blogCafeReviewCount: place.blogCafeReviewCount,
      saveCount: t.saveCount,
      visitorReviewScore: place.visitorReviewScore,
    });
  }

  return { checkKeyword };
}

export type PlaceRankEngine = ReturnType<typeof createPlaceRankEngine>;
