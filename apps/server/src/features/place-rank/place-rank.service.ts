import {
  type ChangeKind,
  type ChangeMark,
  CHECK_NOW_PER_DAY,
  DAILY_PLACE_REGISTRATIONS,
  MAX_PLACES,
  MAX_PLACE_KEYWORDS,
  PLACE_HISTORY_DAYS,
  PLACE_MAX_RANK,
  type PlaceKeywordRow,
  type PlaceRow,
  type PlaceViewAnswer,
  isPlaceRanked,
  kstDate,
  normalizeKeyword,
  placeIdFrom,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createActionGuard } from '../../lib/action-guard';
import {
  isFirstKeyword,
  makeRepresentative,
  refuseDeletingRepresentative,
} from '../../lib/rank-engine/representative';
import { cleanKeyword, daysBefore, registrationRefusal } from './place-rank.domain';
import type { PlaceInfo, PlaceListPort } from './place-rank.ports';
import * as repo from './place-rank.repository';
import { currentProvenance, previousMethod, wireProvenance } from '../../lib/rank-engine/provenance';

export interface PlaceRankDeps {
  db: Db;
  places: PlaceListPort;
  /** Queues a check of one keyword now (a job: lib/rank-engine/soon-checks.ts). */
  checkSoon: (keywordNorm: string) => void;
  now?: () => Date;
  /**
   * The member's own keyword changes, kept in the change's transaction so the rank chart can
   * mark them (rank-alerts; the app wires it).
   */
  recordChange?: (tx: DbOrTx, change: PlaceChange) => Promise<void>;
  /** Places' recorded changes since a Korea date, oldest first. */
  changesOf?: (plceSns: number[], since: string) => Promise<(ChangeMark & { targetId: number })[]>;
}

interface PlaceChange {
  mbrSn: number;
  kind: 'place';
  targetId: number;
  change: ChangeKind;
  detail: string | null;
}

const wireRank = (rank: number | null): number => (isPlaceRanked(rank) ? rank : 0);
const text = (v: string | number | undefined): string => String(v ?? '');
const plceSnsOf = (list: PlaceRow[]) => list.map((p) => p.plceSn);

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

/** Place tracking (spec 02 §2.3, §5): free, at most 10 places, 2 new ones per Korea day, 5 keywords each. */
export function createPlaceRankService(deps: PlaceRankDeps) {
  const now = deps.now ?? (() => new Date());
  const record = async (tx: DbOrTx, mbrSn: number, plceSn: number, change: ChangeKind, detail: string) => {
    await deps.recordChange?.(tx, { mbrSn, kind: 'place', targetId: plceSn, change, detail });
  };

  /** A member's double submit of the same action answers 'already processing', on any instance. */
  const once = createActionGuard(deps.db, 'place-rank');

  async function refuseIfLimited(
    db: Parameters<typeof repo.registrationState>[0],
    mbrSn: number,
    day: string,
    placeId: string,
    confirmDuplicate: boolean,
  ) {
    const state = await repo.registrationState(db, mbrSn, day, placeId);
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
    mbrSn: number,
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
    await refuseIfLimited(tx, mbrSn, day, item.placeId, confirmDuplicate);
    const { place } = item;
    const plceSn = await repo.insertPlace(tx, {
      mbrSn,
      placeId: item.placeId,
      ...detailsOf(place),
      createdAt: at,
    });
    const plkwrdSns: number[] = [];
    for (const [i, keyword] of keywords.entries()) {
      plkwrdSns.push(
        await repo.insertKeyword(tx, {
          plceSn,
          keyword,
          keywordNorm: norms[i]!,
          representative: isFirstKeyword(i),
          createdAt: at,
        }),
      );
    }
    await repo.recordRegistration(tx, { mbrSn, placeId: item.placeId, day, createdAt: at });
    await repo.upsertReviews(tx, {
      plceSn,
      day,
      visitorReviewCount: place.visitorReviewCount,
      blogCafeReviewCount: place.blogCafeReviewCount,
      saveCount: place.saveCount,
      visitorReviewScore: place.visitorReviewScore,
    });
    return { plceSn, plkwrdSns, keywordNorms: norms };
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
  function registerOnce(mbrSn: number, rawId: string, keywords: readonly string[], confirm: boolean) {
    const placeId = placeIdFrom(rawId);
    if (!placeId) throw new AppError('PLACE_INFO_INVALID');
    return once(`register:${mbrSn}`, async () => {
      const at = now();
      // Fail fast before asking the provider; the decisive check runs under the lock below.
      await refuseIfLimited(deps.db, mbrSn, kstDate(at), placeId, confirm);
      const { place } = await resolvePlace(placeId);
      const added = await deps.db.transaction(async (tx) => {
        await repo.lockMemberForRegistration(tx, mbrSn);
        return registerPlaceWithKeywords(tx, mbrSn, { placeId, place, keywords }, at, confirm);
      });
      for (const norm of new Set(added.keywordNorms)) deps.checkSoon(norm);
      return added;
    });
  }

  return {
    async view(mbrSn: number): Promise<PlaceViewAnswer> {
      const at = now();
      const today = kstDate(at);
      const since = daysBefore(today, PLACE_HISTORY_DAYS - 1);
      // One snapshot, so a check committing between the reads never shows a half-updated place.
      const { places, keywords, history, reviews, registeredToday } = await deps.db.transaction(
        async (tx) => {
          const places = await repo.placesOfMember(tx, mbrSn);
          const plceSns = places.map((p) => p.plceSn);
          const keywords = await repo.keywordsOfPlaces(tx, plceSns);
          const history = await repo.historyOf(
            tx,
            keywords.map((k) => k.plkwrdSn),
            since,
          );
          const reviews = await repo.reviewsOf(tx, plceSns, since);
          const registeredToday = await repo.registrationsOn(tx, mbrSn, today);
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

    /**
     * Registers a place by keyword and place id (or a link that holds it). The provider resolves
     * the place first; the limits are checked before and again under the member's lock.
     */
    register(
      mbrSn: number,
      input: { placeId?: string | number; placeKeyword?: string | number; confirmDuplicate?: boolean },
    ) {
      const keyword = cleanKeyword(text(input.placeKeyword));
      const rawId = text(input.placeId).trim();
      if (!keyword || !rawId) throw new AppError('PLACE_INPUT_REQUIRED');
      return registerOnce(mbrSn, rawId, [keyword], input.confirmDuplicate === true).then(
        ({ plceSn, plkwrdSns }) => ({ plceSn, plkwrdSn: plkwrdSns[0]! }),
      );
    },

    /** A place with 1 to 5 keywords in one transaction (the public API); the same checks as register. */
    registerWithKeywords: (
      mbrSn: number,
      input: { placeId: string; keywords: readonly string[]; confirmDuplicate: boolean },
    ) => registerOnce(mbrSn, input.placeId.trim(), input.keywords, input.confirmDuplicate),

    resolvePlace,
    registerPlaceWithKeywords,

    /** The registration's lock on the member; take it before `registerPlaceWithKeywords`. */
    lockMemberForRegistration: (tx: DbOrTx, mbrSn: number) => repo.lockMemberForRegistration(tx, mbrSn),

    /** What the limits count now: the member's place ids and today's registrations. */
    async registrationSnapshot(mbrSn: number): Promise<{ placeIds: string[]; registeredToday: number }> {
      const places = await repo.placesOfMember(deps.db, mbrSn);
      return {
        placeIds: places.map((p) => p.placeId),
        registeredToday: await repo.registrationsOn(deps.db, mbrSn, kstDate(now())),
      };
    },

    /** Queues the first check of new keywords (after their transaction committed). */
    checkKeywordsSoon(norms: readonly string[]) {
      for (const norm of new Set(norms)) deps.checkSoon(norm);
    },

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

    /** One of the member's place keywords with its daily ranks between two Korea dates (public API). */
    async historyBetween(mbrSn: number, plkwrdSn: number, from: string, to: string) {
      const k = await repo.ownedKeyword(deps.db, mbrSn, plkwrdSn);
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

export type PlaceRankService = ReturnType<typeof createPlaceRankService>;
