import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { rankStore } from '../../lib/rank-engine/store';
import { placeRankTables } from '../../db/schema/rank-tables';
import {
  placeKeywords,
  placeRankHistory,
  placeRegistrations,
  placeReviewHistory,
  trackedPlaces,
} from '../../db/schema/index';

export type PlaceRecord = typeof trackedPlaces.$inferSelect;
export type PlaceKeywordRecord = typeof placeKeywords.$inferSelect;

export const placesOfMember = (db: DbOrTx, memberId: number) =>
  db.select().from(trackedPlaces).where(eq(trackedPlaces.mbrSn, memberId)).orderBy(asc(trackedPlaces.plceSn));

/** Keywords of the places, the representative one first. */
export async function keywordsOfPlaces(db: DbOrTx, plceSns: number[]): Promise<PlaceKeywordRecord[]> {
  if (plceSns.length === 0) return [];
  return db
    .select()
    .from(placeKeywords)
    .where(inArray(placeKeywords.plceSn, plceSns))
    .orderBy(asc(placeKeywords.plceSn), desc(placeKeywords.representative), asc(placeKeywords.plkwrdSn));
}

export async function historyOf(db: DbOrTx, plkwrdSns: number[], since: string) {
  if (plkwrdSns.length === 0) return [];
  return db
    .select({
      plkwrdSn: placeRankHistory.plkwrdSn,
      day: placeRankHistory.day,
      rank: placeRankHistory.rank,
      source: placeRankHistory.source,
      surface: placeRankHistory.surface,
      device: placeRankHistory.device,
      depth: placeRankHistory.depth,
      checkedAt: placeRankHistory.checkedAt,
    })
    .from(placeRankHistory)
    .where(and(inArray(placeRankHistory.plkwrdSn, plkwrdSns), gte(placeRankHistory.day, since)))
    .orderBy(asc(placeRankHistory.plkwrdSn), asc(placeRankHistory.day));
}

export async function reviewsOf(db: DbOrTx, plceSns: number[], since: string) {
  if (plceSns.length === 0) return [];
  return db
    .select()
    .from(placeReviewHistory)
    .where(and(inArray(placeReviewHistory.plceSn, plceSns), gte(placeReviewHistory.day, since)))
    .orderBy(asc(placeReviewHistory.plceSn), asc(placeReviewHistory.day));
}

/** The place if it belongs to the member (ownership check on every id). */
export async function ownedPlace(
  db: DbOrTx,
  memberId: number,
  trackedPlaceId: number,
): Promise<PlaceRecord | undefined> {
  const rows = await db
    .select()
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.plceSn, trackedPlaceId), eq(trackedPlaces.mbrSn, memberId)))
    .limit(1);
  return rows[0];
}

/** The keyword if its place belongs to the member. */
export async function ownedKeyword(
  db: DbOrTx,
  memberId: number,
  plkwrdSn: number,
): Promise<PlaceKeywordRecord | undefined> {
  const rows = await db
    .select({ k: placeKeywords })
    .from(placeKeywords)
    .innerJoin(trackedPlaces, eq(trackedPlaces.plceSn, placeKeywords.plceSn))
    .where(and(eq(placeKeywords.plkwrdSn, plkwrdSn), eq(trackedPlaces.mbrSn, memberId)))
    .limit(1);
  return rows[0]?.k;
}

/**
 * Serializes one member's registrations (row lock on the member), so two at once cannot both
 * pass the 10-place and 2-a-day limits. `for no key update`, as goods registration: the bulk add
 * runs it under an Idempotency-Key whose row already holds a key-share lock on the member, which
 * `for update` would wait on in a concurrent confirm (deadlock); it still excludes itself.
 */
export async function lockMemberForRegistration(db: DbOrTx, memberId: number): Promise<void> {
  await db.execute(sql`select mbr_sn from members where mbr_sn = ${memberId} for no key update`);
}

/** Serializes keyword changes of one place (the 5-keyword limit). */
export async function lockPlace(db: DbOrTx, trackedPlaceId: number): Promise<void> {
  await db.execute(sql`select plce_sn from tracked_places where plce_sn = ${trackedPlaceId} for update`);
}

export async function registrationState(db: DbOrTx, memberId: number, day: string, placeId: string) {
  const [places] = await db
    .select({ n: count() })
    .from(trackedPlaces)
    .where(eq(trackedPlaces.mbrSn, memberId));
  const [today] = await db
    .select({ n: count() })
    .from(placeRegistrations)
    .where(and(eq(placeRegistrations.mbrSn, memberId), eq(placeRegistrations.day, day)));
  const [same] = await db
    .select({ n: count() })
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.mbrSn, memberId), eq(trackedPlaces.placeId, placeId)));
  return { placeCount: places?.n ?? 0, registeredToday: today?.n ?? 0, alreadyTracked: (same?.n ?? 0) > 0 };
}

export async function registrationsOn(db: DbOrTx, memberId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(placeRegistrations)
    .where(and(eq(placeRegistrations.mbrSn, memberId), eq(placeRegistrations.day, day)));
  return row?.n ?? 0;
}

export async function upsertReviews(
  db: DbOrTx,
  row: {
    plceSn: number;
    day: string;
    visitorReviewCount: number;
    blogCafeReviewCount: number;
    saveCount: number;
    visitorReviewScore: number | null;
  },
): Promise<void> {
  const { plceSn: _p, day: _d, ...figures } = row;
  await db
    .insert(placeReviewHistory)
    .values(row)
    .onConflictDoUpdate({ target: [placeReviewHistory.plceSn, placeReviewHistory.day], set: figures });
}

/** Every keyword row on one normalized keyword, across members: the targets of one check. */
export const targetsOf = (db: DbOrTx, keywordNorm: string) =>
  db
    .select({
      plkwrdSn: placeKeywords.plkwrdSn,
      plceSn: placeKeywords.plceSn,
      rankDay: placeKeywords.rankDay,
      placeId: trackedPlaces.placeId,
      saveCount: trackedPlaces.saveCount,
    })
    .from(placeKeywords)
    .innerJoin(trackedPlaces, eq(trackedPlaces.plceSn, placeKeywords.plceSn))
    .where(eq(placeKeywords.keywordNorm, keywordNorm));

/**
 * Distinct normalized keywords of all tracked places: one check each per day. With
 * `uncheckedSince`, only keywords with a row not checked successfully since then (the catch-up).
 */
export async function activeKeywords(db: DbOrTx, uncheckedSince?: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ k: placeKeywords.keywordNorm })
    .from(placeKeywords)
    .where(
      uncheckedSince
        ? or(isNull(placeKeywords.checkedAt), lt(placeKeywords.checkedAt, uncheckedSince))
        : undefined,
    )
    .orderBy(asc(placeKeywords.keywordNorm));
  return rows.map((r) => r.k);
}

/**
 * Place keywords still waiting for a check (lib/rank-engine/soon-checks.ts): a row pending since
 * before `before`, or an unconfirmed empty answer whose re-check was due before it.
 */
export async function waitingKeywords(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = rowsOf<{ k: string }>(
    await db.execute(sql`
      select distinct k.keyword_norm as k from place_keywords k
       where (k.check_status = 'pending' and k.created_at < ${before.toISOString()}::timestamptz)
          or (k.check_status = 'unconfirmed' and exists (
                select 1 from place_keyword_answers a
                 where a.keyword_norm = k.keyword_norm and a.recheck_at < ${before.toISOString()}::timestamptz))
       order by 1`),
  );
  return rows.map((r) => r.k);
}

/** A new tracked place; answers its number. */
export async function insertPlace(tx: DbOrTx, values: typeof trackedPlaces.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trackedPlaces).values(values).returning({ plceSn: trackedPlaces.plceSn });
  return row!.plceSn;
}

/** A new keyword of a place; answers its number. */
export async function insertKeyword(tx: DbOrTx, values: typeof placeKeywords.$inferInsert): Promise<number> {
  const [row] = await tx.insert(placeKeywords).values(values).returning({ plkwrdSn: placeKeywords.plkwrdSn });
  return row!.plkwrdSn;
}

/** Counts toward the member's daily registrations (one row per registration). */
export async function recordRegistration(
  tx: DbOrTx,
  values: { mbrSn: number; placeId: string; day: string; createdAt: Date },
): Promise<void> {
  await tx.insert(placeRegistrations).values(values);
}

export async function deleteKeyword(tx: DbOrTx, plkwrdSn: number): Promise<void> {
  await tx.delete(placeKeywords).where(eq(placeKeywords.plkwrdSn, plkwrdSn));
}

/** Which of these places are the member's. */
export async function ownedPlaceIds(tx: DbOrTx, memberId: number, plceSns: number[]): Promise<number[]> {
  const rows = await tx
    .select({ plceSn: trackedPlaces.plceSn })
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.mbrSn, memberId), inArray(trackedPlaces.plceSn, plceSns)));
  return rows.map((r) => r.plceSn);
}

/** Deletes the member's places among these (keywords and history go with them). */
export async function deleteOwnedPlaces(tx: DbOrTx, memberId: number, plceSns: number[]): Promise<void> {
  await tx
    .delete(trackedPlaces)
    .where(and(eq(trackedPlaces.mbrSn, memberId), inArray(trackedPlaces.plceSn, plceSns)));
}

/**
 * A place's name, address, picture and review figures as a result list shows them; a field the
 * list left empty keeps what we had.
 */
export async function refreshPlaceDetails(
  tx: DbOrTx,
  trackedPlaceId: number,
  place: {
    name: string;
    category: string;
    roadAddress: string;
    imageUrl: string | null;
    visitorReviewScore: number | null;
    visitorReviewCount: number;
    blogCafeReviewCount: number;
  },
): Promise<void> {
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
    .where(eq(trackedPlaces.plceSn, trackedPlaceId));
}

/** The shared rank statements (lib/rank-engine/store) on the place tables. */
export const placeRankStore = rankStore(placeRankTables);

/**
 * Locks places for writing, in place-number order (the lock order every keyword write keeps, see
 * lib/rank-engine/store). Returns the ids that still exist.
 */
export const lockPlaces = (db: DbOrTx, plceSns: number[], mode: 'update' | 'no key update' = 'update') =>
  placeRankStore.lockItems(db, plceSns, mode);
