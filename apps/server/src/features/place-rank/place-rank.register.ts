import { kstDate, normalizeKeyword, placeIdFrom, MAX_PLACE_KEYWORDS } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isFirstKeyword } from '../../lib/rank-engine/representative';
import { type PlaceContext, text } from './place-rank.context';
import { cleanKeyword, registrationRefusal } from './place-rank.domain';
import type { PlaceInfo } from './place-rank.ports';
import * as repo from './place-rank.repository';

/** Place details as the provider describes them (registration and later refreshes). */
const detailsOf = (p: PlaceInfo) => ({
  name: p.name || null,
  category: p.category || null,
  imageUrl: p.imageUrl,
  roadAddress: p.roadAddress || null,
  options: p.options,
  visitorReviewScore: p.visitorReviewScore,
  visitorReviewCount: p.visitorReviewCount,
  blogCafeReviewCount: p.blogCafeReviewCount,
  saveCount: p.saveCount,
  microReview: p.microReview,
});

/**
 * Registering places (free, at most 10, 2 new ones per Korea day, 5 keywords each): the single
 * add, the public API's, and the parts the bulk add uses.
 */
export function placeRegistration(ctx: PlaceContext) {
  const { deps, now, once } = ctx;

  async function refuseIfLimited(
    db: Parameters<typeof repo.registrationState>[0],
    memberId: number,
    day: string,
    placeId: string,
    confirmDuplicate: boolean,
  ) {
    const state = await repo.registrationState(db, memberId, day, placeId);
    const refusal = registrationRefusal({ ...state, confirmDuplicate });
    if (refusal) throw new AppError(refusal);
  }

  /**
   * Registers one looked-up place with its keywords (the first is the representative) in the
   * caller's transaction, which must hold the member's lock (`lockMemberForRegistration`): the
   * limits (10 places, 2 new a Korea day, a place already tracked unless `confirmDuplicate`) are
   * checked first and refuse before anything is written. The single registration and the bulk
   * add both go through here; the caller queues the keywords' first check after commit.
   */
  async function registerPlaceWithKeywords(
    tx: DbOrTx,
    memberId: number,
    item: { placeId: string; place: PlaceInfo; keywords: readonly string[] },
    at: Date,
    confirmDuplicate = false,
  ): Promise<{ plceSn: number; plkwrdSns: number[]; keywordNorms: string[] }> {
    const keywords = item.keywords.map(cleanKeyword);
    const norms = keywords.map(normalizeKeyword);
    if (norms.length === 0 || norms.some((n) => n === '')) throw new AppError('KEYWORD_REQUIRED');
    if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
    if (norms.length > MAX_PLACE_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
    const day = kstDate(at);
    await refuseIfLimited(tx, memberId, day, item.placeId, confirmDuplicate);
    const { place } = item;
    const trackedPlaceId = await repo.insertPlace(tx, {
      mbrSn: memberId,
      placeId: item.placeId,
      ...detailsOf(place),
      createdAt: at,
    });
    const plkwrdSns: number[] = [];
    for (const [i, keyword] of keywords.entries()) {
      plkwrdSns.push(
        await repo.insertKeyword(tx, {
          plceSn: trackedPlaceId,
          keyword,
          keywordNorm: norms[i]!,
          representative: isFirstKeyword(i),
          createdAt: at,
        }),
      );
    }
    await repo.recordRegistration(tx, { mbrSn: memberId, placeId: item.placeId, day, createdAt: at });
    await repo.upsertReviews(tx, {
      plceSn: trackedPlaceId,
      day,
      visitorReviewCount: place.visitorReviewCount,
      blogCafeReviewCount: place.blogCafeReviewCount,
      saveCount: place.saveCount,
      visitorReviewScore: place.visitorReviewScore,
    });
    return { plceSn: trackedPlaceId, plkwrdSns, keywordNorms: norms };
  }

  /** The place behind an id or link, looked up for free; throws the single add's refusals. */
  async function resolvePlace(raw: string): Promise<{ placeId: string; place: PlaceInfo }> {
    const placeId = placeIdFrom(raw.trim());
    if (!placeId) throw new AppError('PLACE_INFO_INVALID');
    let place: PlaceInfo | null;
    try {
      place = await deps.places.getPlace(placeId);
    } catch {
      throw new AppError('PLACE_LOOKUP_UNAVAILABLE');
    }
    if (!place) throw new AppError('PLACE_INFO_INVALID');
    return { placeId, place };
  }

  /**
   * Registers a place by id (or a link that holds it) with its keywords. The provider resolves
   * the place first; the limits are checked before and again under the member's lock.
   */
  function registerOnce(memberId: number, rawId: string, keywords: readonly string[], confirm: boolean) {
    const placeId = placeIdFrom(rawId);
    if (!placeId) throw new AppError('PLACE_INFO_INVALID');
    return once(`register:${memberId}`, async () => {
      const at = now();
      // Fail fast before asking the provider; the decisive check runs under the lock below.
      await refuseIfLimited(deps.db, memberId, kstDate(at), placeId, confirm);
      const { place } = await resolvePlace(placeId);
      const added = await deps.db.transaction(async (tx) => {
        await repo.lockMemberForRegistration(tx, memberId);
        return registerPlaceWithKeywords(tx, memberId, { placeId, place, keywords }, at, confirm);
      });
      for (const norm of new Set(added.keywordNorms)) deps.checkSoon(norm);
      return added;
    });
  }

  return {
    /**
     * Registers a place by keyword and place id (or a link that holds it). The provider resolves
     * the place first; the limits are checked before and again under the member's lock.
     */
    register(
      memberId: number,
      input: { placeId?: string | number; placeKeyword?: string | number; confirmDuplicate?: boolean },
    ) {
      const keyword = cleanKeyword(text(input.placeKeyword));
      const rawId = text(input.placeId).trim();
      if (!keyword || !rawId) throw new AppError('PLACE_INPUT_REQUIRED');
      return registerOnce(memberId, rawId, [keyword], input.confirmDuplicate === true).then(
        ({ plceSn: trackedPlaceId, plkwrdSns }) => ({ plceSn: trackedPlaceId, plkwrdSn: plkwrdSns[0]! }),
      );
    },

    /** A place with 1 to 5 keywords in one transaction (the public API); the same checks as register. */
    registerWithKeywords: (
      memberId: number,
      input: { placeId: string; keywords: readonly string[]; confirmDuplicate: boolean },
    ) => registerOnce(memberId, input.placeId.trim(), input.keywords, input.confirmDuplicate),

    resolvePlace,
    registerPlaceWithKeywords,

    /** The registration's lock on the member; take it before `registerPlaceWithKeywords`. */
    lockMemberForRegistration: (tx: DbOrTx, memberId: number) => repo.lockMemberForRegistration(tx, memberId),

    /** What the limits count now: the member's place ids and today's registrations. */
    async registrationSnapshot(memberId: number): Promise<{ placeIds: string[]; registeredToday: number }> {
      const places = await repo.placesOfMember(deps.db, memberId);
      return {
        placeIds: places.map((p) => p.placeId),
        registeredToday: await repo.registrationsOn(deps.db, memberId, kstDate(now())),
      };
    },

    /** Queues the first check of new keywords (after their transaction committed). */
    checkKeywordsSoon(norms: readonly string[]) {
      for (const norm of new Set(norms)) deps.checkSoon(norm);
    },
  };
}
