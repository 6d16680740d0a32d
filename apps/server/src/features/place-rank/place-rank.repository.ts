import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { boolArray, chunks, intArray } from '../../lib/rank-engine/batch';
import {
  placeKeywordChecks,
  placeKeywords,
  placeRankHistory,
  placeRegistrations,
  placeReviewHistory,
  trackedPlaces,
} from '../../db/schema/index';

export type PlaceRecord = typeof trackedPlaces.$inferSelect;
export type PlaceKeywordRecord = typeof placeKeywords.$inferSelect;

export const placesOfMember = (db: DbOrTx, mbrSn: number) =>
  db.select().from(trackedPlaces).where(eq(trackedPlaces.mbrSn, mbrSn)).orderBy(asc(trackedPlaces.plceSn));

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
    .select({ plkwrdSn: placeRankHistory.plkwrdSn, day: placeRankHistory.day, rank: placeRankHistory.rank })
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
  mbrSn: number,
  plceSn: number,
): Promise<PlaceRecord | undefined> {
  const rows = await db
    .select()
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.plceSn, plceSn), eq(trackedPlaces.mbrSn, mbrSn)))
    .limit(1);
  return rows[0];
}

/** The keyword if its place belongs to the member. */
export async function ownedKeyword(
  db: DbOrTx,
  mbrSn: number,
  plkwrdSn: number,
): Promise<PlaceKeywordRecord | undefined> {
  const rows = await db
    .select({ k: placeKeywords })
    .from(placeKeywords)
    .innerJoin(trackedPlaces, eq(trackedPlaces.plceSn, placeKeywords.plceSn))
    .where(and(eq(placeKeywords.plkwrdSn, plkwrdSn), eq(trackedPlaces.mbrSn, mbrSn)))
    .limit(1);
  return rows[0]?.k;
}

/**
 * Serializes one member's registrations (row lock on the member), so two at once cannot both
 * pass the 10-place and 2-a-day limits.
 */
export async function lockMemberForRegistration(db: DbOrTx, mbrSn: number): Promise<void> {
  await db.execute(sql`select mbr_sn from members where mbr_sn = ${mbrSn} for update`);
}

/** Serializes keyword changes of one place (the 5-keyword limit). */
export async function lockPlace(db: DbOrTx, plceSn: number): Promise<void> {
  await db.execute(sql`select plce_sn from tracked_places where plce_sn = ${plceSn} for update`);
}

export async function registrationState(db: DbOrTx, mbrSn: number, day: string, placeId: string) {
  const [places] = await db.select({ n: count() }).from(trackedPlaces).where(eq(trackedPlaces.mbrSn, mbrSn));
  const [today] = await db
    .select({ n: count() })
    .from(placeRegistrations)
    .where(and(eq(placeRegistrations.mbrSn, mbrSn), eq(placeRegistrations.day, day)));
  const [same] = await db
    .select({ n: count() })
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.mbrSn, mbrSn), eq(trackedPlaces.placeId, placeId)));
  return { placeCount: places?.n ?? 0, registeredToday: today?.n ?? 0, alreadyTracked: (same?.n ?? 0) > 0 };
}

export async function registrationsOn(db: DbOrTx, mbrSn: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(placeRegistrations)
    .where(and(eq(placeRegistrations.mbrSn, mbrSn), eq(placeRegistrations.day, day)));
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

export async function recordCheck(db: DbOrTx, values: typeof placeKeywordChecks.$inferInsert): Promise<void> {
  await db.insert(placeKeywordChecks).values(values);
}

export async function upsertHistory(
  db: DbOrTx,
  plkwrdSn: number,
  day: string,
  rank: number,
  at: Date,
): Promise<void> {
  await db
    .insert(placeRankHistory)
    .values({ plkwrdSn, day, rank, updatedAt: at })
    .onConflictDoUpdate({
      target: [placeRankHistory.plkwrdSn, placeRankHistory.day],
      set: { rank, updatedAt: at },
    });
}

/** The day's history rows of many place keywords: re-running a day updates them in place. */
export async function upsertHistoryRows(
  db: DbOrTx,
  rows: readonly { plkwrdSn: number; rank: number }[],
  day: string,
  at: Date,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db.execute(sql`
      insert into place_rank_history (plkwrd_sn, day, rank, updated_at)
      select v.id, ${day}::date, v.rank, ${at.toISOString()}::timestamptz
        from unnest(${intArray(batch.map((r) => r.plkwrdSn))}, ${intArray(batch.map((r) => r.rank))}) as v (id, rank)
          on conflict (plkwrd_sn, day) do update set rank = excluded.rank, updated_at = excluded.updated_at`);
  }
}

/** A past day's history rows where missing; a row already there is kept (see recordsCurrent). */
export async function fillHistoryRows(
  db: DbOrTx,
  rows: readonly { plkwrdSn: number; rank: number }[],
  day: string,
  at: Date,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insert(placeRankHistory)
      .values(batch.map((r) => ({ plkwrdSn: r.plkwrdSn, day, rank: r.rank, updatedAt: at })))
      .onConflictDoNothing({ target: [placeRankHistory.plkwrdSn, placeRankHistory.day] });
  }
}

/**
 * Records a successful check's ranks on many place keywords in one statement per batch. The
 * caller holds the rows' locks (lockLiveKeywords) and decided `shift` from the day it read under
 * them; `rank_previous` takes the row's old current rank, as a one-row update would.
 */
export async function writeRanks(
  db: DbOrTx,
  rows: readonly { plkwrdSn: number; rank: number; shift: boolean }[],
  day: string,
  at: Date,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db.execute(sql`
      update place_keywords as k
         set rank_current = v.rank,
             rank_previous = case when v.shift then k.rank_current else k.rank_previous end,
             rank_day = case when v.shift then ${day}::date else k.rank_day end,
             check_status = 'ok',
             checked_at = ${at.toISOString()}::timestamptz
        from unnest(${intArray(batch.map((r) => r.plkwrdSn))}, ${intArray(batch.map((r) => r.rank))},
                    ${boolArray(batch.map((r) => r.shift))}) as v (id, rank, shift)
       where k.plkwrd_sn = v.id`);
  }
}

/**
 * Counts one "check now" of a place on `day` unless `limit` were passed: one conditional update
 * of the place row (concurrent requests queue on its lock). The day's count, or null when none is left.
 */
export async function claimCheckNow(
  db: DbOrTx,
  plceSn: number,
  day: string,
  at: Date,
  limit: number,
): Promise<number | null> {
  const rows = await db
    .update(trackedPlaces)
    .set({
      checkNowCount: sql`case when ${trackedPlaces.checkNowDay} = ${day}::date then ${trackedPlaces.checkNowCount} + 1 else 1 end`,
      checkNowDay: day,
      checkNowAt: at,
    })
    .where(
      and(
        eq(trackedPlaces.plceSn, plceSn),
        sql`(${trackedPlaces.checkNowDay} is distinct from ${day}::date or ${trackedPlaces.checkNowCount} < ${limit})`,
      ),
    )
    .returning({ count: trackedPlaces.checkNowCount });
  return rows[0]?.count ?? null;
}

/** Records when a check of these keywords failed (the list shows it while no later check succeeded). */
export async function recordFailure(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  for (const batch of chunks(ids)) {
    await db
      .update(placeKeywords)
      .set({ failedAt: at })
      .where(sql`${placeKeywords.plkwrdSn} = any(${intArray(batch)})`);
  }
}

/** Marks place keywords whose check failed or fell short (only those never checked show it). */
export async function markFailed(db: DbOrTx, plkwrdSns: readonly number[]): Promise<void> {
  for (const batch of chunks(plkwrdSns)) {
    await db
      .update(placeKeywords)
      .set({ checkStatus: 'failed' })
      .where(sql`${placeKeywords.plkwrdSn} = any(${intArray(batch)})`);
  }
}

export { placeKeywords, placeRegistrations, trackedPlaces };

/*
 * Lock order: every transaction that writes place keyword rows locks their places first, in
 * place-number order, then the keywords. A rank check and a member's delete therefore queue
 * behind each other instead of deadlocking.
 */

/** Locks places for writing, in order. Returns the ids that still exist. */
export async function lockPlaces(db: DbOrTx, plceSns: number[], mode: 'update' | 'no key update' = 'update') {
  if (plceSns.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: trackedPlaces.plceSn })
    .from(trackedPlaces)
    .where(inArray(trackedPlaces.plceSn, [...new Set(plceSns)]))
    .orderBy(asc(trackedPlaces.plceSn))
    .for(mode);
  return new Set(rows.map((r) => r.id));
}

/**
 * For a rank check's write: locks the targets' places, then their keywords, and returns the
 * keyword ids still present with their recorded day as of now (a check of the same keyword
 * may have committed meanwhile), so a place or keyword deleted during the check is skipped instead
 * of failing the check for every other member on that keyword.
 */
export async function lockLiveKeywords(db: DbOrTx, targets: { plceSn: number; plkwrdSn: number }[]) {
  if (targets.length === 0) return new Map<number, string | null>();
  await lockPlaces(
    db,
    targets.map((t) => t.plceSn),
    'no key update',
  );
  const rows = await db
    .select({ id: placeKeywords.plkwrdSn, rankDay: placeKeywords.rankDay })
    .from(placeKeywords)
    .where(
      inArray(
        placeKeywords.plkwrdSn,
        targets.map((t) => t.plkwrdSn),
      ),
    )
    .orderBy(asc(placeKeywords.plkwrdSn))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r.rankDay]));
}
