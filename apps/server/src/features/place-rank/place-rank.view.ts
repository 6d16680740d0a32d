import {
  type PlaceKeywordRow,
  type PlaceRow,
  type PlaceViewAnswer,
  DAILY_PLACE_REGISTRATIONS,
  MAX_PLACES,
  MAX_PLACE_KEYWORDS,
  PLACE_HISTORY_DAYS,
  PLACE_MAX_RANK,
  isPlaceRanked,
  kstDate,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { currentProvenance, previousMethod, wireProvenance } from '../../lib/rank-engine/provenance';
import type { PlaceContext } from './place-rank.context';
import { daysBefore } from './place-rank.domain';
import * as repo from './place-rank.repository';

const wireRank = (rank: number | null): number => (isPlaceRanked(rank) ? rank : 0);
const plceSnsOf = (list: PlaceRow[]) => list.map((p) => p.plceSn);

/** What the member reads: the places with keywords, ranks and reviews, one keyword's history. */
export function placeReading(ctx: PlaceContext) {
  const { deps, now } = ctx;
  return {
    async view(memberId: number): Promise<PlaceViewAnswer> {
      const at = now();
      const today = kstDate(at);
      const since = daysBefore(today, PLACE_HISTORY_DAYS - 1);
      // One snapshot, so a check committing between the reads never shows a half-updated place.
      const { places, keywords, history, reviews, registeredToday } = await deps.db.transaction(
        async (tx) => {
          const places = await repo.placesOfMember(tx, memberId);
          const plceSns = places.map((p) => p.plceSn);
          const keywords = await repo.keywordsOfPlaces(tx, plceSns);
          const history = await repo.historyOf(
            tx,
            keywords.map((k) => k.plkwrdSn),
            since,
          );
          const reviews = await repo.reviewsOf(tx, plceSns, since);
          const registeredToday = await repo.registrationsOn(tx, memberId, today);
          return { places, keywords, history, reviews, registeredToday };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const list: PlaceRow[] = places.map((p) => {
        const representative = keywords.find((k) => k.plceSn === p.plceSn && k.representative);
        return {
          plceSn: p.plceSn,
          placeId: p.placeId,
          placeName: p.name,
          category: p.category,
          imageUrl: p.imageUrl,
          roadAddress: p.roadAddress,
          options: p.options,
          visitorReviewScore: p.visitorReviewScore,
          visitorReviewCount: p.visitorReviewCount,
          blogCafeReviewCount: p.blogCafeReviewCount,
          saveCount: p.saveCount,
          microReview: p.microReview,
          keywordRank: wireRank(representative?.rankCurrent ?? null),
          frstRgstDt: p.createdAt.toISOString(),
          checkNow: { day: p.checkNowDay, count: p.checkNowCount, at: p.checkNowAt?.toISOString() ?? null },
        };
      });
      const keywordRows: PlaceKeywordRow[] = keywords.map((k) => ({
        plkwrdSn: k.plkwrdSn,
        plceSn: k.plceSn,
        keyword: k.keyword,
        choice: k.representative ? 'Y' : 'N',
        keywordPlaceRankCurrent: wireRank(k.rankCurrent),
        keywordPlaceRankPrevious: wireRank(k.rankPrevious),
        frstRgstDt: k.createdAt.toISOString(),
        checkStatus: k.checkStatus as PlaceKeywordRow['checkStatus'],
        checkedAt: k.checkedAt?.toISOString() ?? null,
        failedAt: k.failedAt?.toISOString() ?? null,
        provenance: currentProvenance(k),
        previousProvenance: previousMethod(k),
      }));
      return {
        list,
        keywords: keywordRows,
        keywordsDailyHist: history.map((h) => ({
          plkwrdSn: h.plkwrdSn,
          lastUpdtDt: h.day,
          keywordPlaceRankCurrent: wireRank(h.rank),
          provenance: wireProvenance({ ...h, checkedAt: h.checkedAt?.toISOString() ?? null }),
        })),
        ReViews: reviews.map((r) => ({
          plceSn: r.plceSn,
          lastUpdtDt: r.day,
          visitorReviewCount: r.visitorReviewCount,
          blogCafeReviewCount: r.blogCafeReviewCount,
          saveCount: r.saveCount,
          visitorReviewScore: r.visitorReviewScore,
        })),
        limits: {
          maxPlaces: MAX_PLACES,
          dailyRegistrations: DAILY_PLACE_REGISTRATIONS,
          registeredToday,
          maxKeywords: MAX_PLACE_KEYWORDS,
          maxRank: PLACE_MAX_RANK,
        },
        serverNow: at.toISOString(),
        changes: (await (deps.changesOf?.(plceSnsOf(list), since) ?? [])).map(({ targetId, ...c }) => ({
          ...c,
          plceSn: targetId,
        })),
      };
    },

    /** One of the member's place keywords with its daily ranks between two Korea dates (public API). */
    async historyBetween(memberId: number, plkwrdSn: number, from: string, to: string) {
      const k = await repo.ownedKeyword(deps.db, memberId, plkwrdSn);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const rows = await repo.placeRankStore.historyBetween(deps.db, [plkwrdSn], from, to);
      return {
        keyword: k.keyword,
        ranks: rows.map((r) => ({
          day: r.day,
          rank: isPlaceRanked(r.rank) ? r.rank : null,
          provenance: wireProvenance(r.provenance),
        })),
      };
    },
  };
}
