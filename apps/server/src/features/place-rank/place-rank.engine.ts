import { PLACE_MAX_RANK, PLACE_SOURCE } from '@seller/shared';
import type { Db, Tx } from '../../db/client';
import { createDailyCheck } from '../../lib/rank-engine/daily-check';
import { PLACE_MAX_PAGES, PLACE_PAGE_SIZE } from './place-rank.domain';
import type { PlaceInfo, PlaceListPort } from './place-rank.ports';
import { placeRankStore, refreshPlaceDetails, targetsOf, upsertReviews } from './place-rank.repository';

/**
 * What place ranks are read by (issue 36 §2): the map's place list (adapters/naver-place), asked
 * as the PC map asks it (pcmap.place.naver.com referer, a desktop browser's user agent).
 */
const PLACE_PROVENANCE = { source: PLACE_SOURCE, surface: 'place', device: 'pc' } as const;

export interface PlaceEngineDeps {
  db: Db;
  places: PlaceListPort;
  now?: () => Date;
  /** Queues the re-check of an unconfirmed empty answer (lib/rank-engine/empty-answer.ts). */
  recheck?: (keywordNorm: string, at: Date) => void;
}

type Target = Awaited<ReturnType<typeof targetsOf>>[number];

/**
 * Place ranks on the shared daily check (lib/rank-engine): one check per distinct keyword for
 * every place tracked on it across members, the place list walked in pages of 100 only as deep
 * as needed, ads skipped (the organic rank counts non-ad entries only), never past 300.
 */
export function createPlaceRankEngine(deps: PlaceEngineDeps) {
  const checkKeyword = createDailyCheck<Target, PlaceInfo>({
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    ...(deps.recheck ? { recheck: deps.recheck } : {}),
    source: {
      matches: (t, place) => place.id === t.placeId,
      isAd: (place) => place.isAd,
      fetchPage: (keywordNorm, start, display) => deps.places.listPlaces(keywordNorm, { start, display }),
      pageSize: PLACE_PAGE_SIZE,
      maxRank: PLACE_MAX_RANK,
      maxPages: PLACE_MAX_PAGES,
      provenance: PLACE_PROVENANCE,
    },
    repository: {
      store: placeRankStore,
      loadTargets: (keywordNorm) => targetsOf(deps.db, keywordNorm),
      keyOf: (t) => t.plkwrdSn,
      itemOf: (t) => t.plceSn,
      listed: (place) => ({
        itemKey: place.id,
        storeKey: null,
        title: place.name,
        mall: place.category || null,
        price: null,
        image: place.imageUrl,
        reviewCount: place.listedCounts ? place.listedCounts.visitorReviews : place.visitorReviewCount,
        blogReviewCount: place.listedCounts ? place.listedCounts.blogReviews : place.blogCafeReviewCount,
      }),
      // What the list said of each tracked place that day, written with its rank (issue 42 §1).
      // The list's query asks no save count (adapters/naver-place), so saves stay unknown here.
      // A count the list left out is unknown, not 0 (listedCounts; a stand-in without it gives both).
      attributesOf: () => (_t, place) => {
        if (!place) return [null, null, null];
        const listed = place.listedCounts;
        return listed
          ? [listed.visitorReviews, listed.blogReviews, null]
          : [place.visitorReviewCount, place.blogCafeReviewCount, null];
      },
      async refresh(tx, rows, found, day) {
        const refreshed = new Set<number>();
        for (const t of rows) {
          const place = found.get(t.plkwrdSn);
          if (place && !refreshed.has(t.plceSn)) {
            refreshed.add(t.plceSn);
            await refreshPlace(tx, t, place, day);
          }
        }
      },
    },
  });

  /**
   * The list shows a place's name, address, picture and review figures: keep them current. The
   * save count is not in the list, so the day's review row keeps the one last read by id.
   */
  async function refreshPlace(tx: Tx, t: Target, place: PlaceInfo, day: string) {
    await refreshPlaceDetails(tx, t.plceSn, place);
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
