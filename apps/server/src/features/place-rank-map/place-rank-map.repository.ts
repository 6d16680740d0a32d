import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  type MapTopPlace,
  placeKeywords,
  placeMapPoints,
  placeMapScans,
  placeMapSchedules,
  trackedPlaces,
} from '../../db/schema/index';

/** A member's place keyword as a scan needs it; null when it is not theirs (or gone). */
export async function ownedKeyword(db: DbOrTx, mbrSn: number, plkwrdSn: number) {
  const rows = await db
    .select({
      plkwrdSn: placeKeywords.plkwrdSn,
      keyword: placeKeywords.keyword,
      keywordNorm: placeKeywords.keywordNorm,
      plceSn: trackedPlaces.plceSn,
      placeId: trackedPlaces.placeId,
      placeName: trackedPlaces.name,
      mbrSn: trackedPlaces.mbrSn,
    })
    .from(placeKeywords)
    .innerJoin(trackedPlaces, eq(trackedPlaces.plceSn, placeKeywords.plceSn))
    .where(and(eq(placeKeywords.plkwrdSn, plkwrdSn), eq(trackedPlaces.mbrSn, mbrSn)))
    .limit(1);
  return rows[0] ?? null;
}
export type OwnedKeyword = NonNullable<Awaited<ReturnType<typeof ownedKeyword>>>;

export type ScanRow = typeof placeMapScans.$inferSelect;
export type PointRow = typeof placeMapPoints.$inferSelect;

export async function insertScan(tx: DbOrTx, row: typeof placeMapScans.$inferInsert): Promise<number> {
  const [r] = await tx.insert(placeMapScans).values(row).returning({ id: placeMapScans.id });
  return r!.id;
}

export async function insertPoints(
  tx: DbOrTx,
  scanId: number,
  points: { idx: number; x: number; y: number }[],
): Promise<void> {
  await tx.insert(placeMapPoints).values(points.map((p) => ({ scanId, ...p })));
}

export async function scanById(db: DbOrTx, scanId: number): Promise<ScanRow | null> {
  const rows = await db.select().from(placeMapScans).where(eq(placeMapScans.id, scanId)).limit(1);
  return rows[0] ?? null;
}

export async function runningScanOf(db: DbOrTx, plkwrdSn: number): Promise<ScanRow | null> {
  const rows = await db
    .select()
    .from(placeMapScans)
    .where(and(eq(placeMapScans.plkwrdSn, plkwrdSn), eq(placeMapScans.status, 'running')))
    .limit(1);
  return rows[0] ?? null;
}

/** A place keyword's scans, newest first (at most `limit`). */
export async function scansOf(db: DbOrTx, plkwrdSn: number, limit = 52): Promise<ScanRow[]> {
  return db
    .select()
    .from(placeMapScans)
    .where(eq(placeMapScans.plkwrdSn, plkwrdSn))
    .orderBy(desc(placeMapScans.id))
    .limit(limit);
}

export async function pointsOf(db: DbOrTx, scanIds: number[]): Promise<PointRow[]> {
  if (!scanIds.length) return [];
  return db
    .select()
    .from(placeMapPoints)
    .where(inArray(placeMapPoints.scanId, scanIds))
    .orderBy(asc(placeMapPoints.scanId), asc(placeMapPoints.idx));
}

export async function pointOf(db: DbOrTx, scanId: number, idx: number): Promise<PointRow | null> {
  const rows = await db
    .select()
    .from(placeMapPoints)
    .where(and(eq(placeMapPoints.scanId, scanId), eq(placeMapPoints.idx, idx)))
    .limit(1);
  return rows[0] ?? null;
}

export interface PointOutcome {
  status: 'found' | 'outside' | 'failed';
  rank: number | null;
  pages: number;
  top: MapTopPlace[];
}

/**
 * Ends a pending point with its outcome; false when it had already ended (another worker, a
 * retry, the sweep): the caller then changes nothing else, so a refund and a count happen once.
 */
export async function endPoint(
  tx: DbOrTx,
  scanId: number,
  idx: number,
  o: PointOutcome,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(placeMapPoints)
    .set({
      status: o.status,
      rank: o.rank,
      pages: o.pages,
      top: o.top,
      refunded: o.status === 'failed',
      finishedAt: at,
    })
    .where(
      and(
        eq(placeMapPoints.scanId, scanId),
        eq(placeMapPoints.idx, idx),
        eq(placeMapPoints.status, 'pending'),
      ),
    )
    .returning({ idx: placeMapPoints.idx });
  return rows.length > 0;
}

/** Counts an ended point on its scan; the last one ends the scan. */
export async function countPoint(
  tx: DbOrTx,
  scanId: number,
  failed: { points: number; coins: number },
  at: Date,
): Promise<void> {
  await tx
    .update(placeMapScans)
    .set({
      pointsDone: sql`${placeMapScans.pointsDone} + 1`,
      pointsFailed: sql`${placeMapScans.pointsFailed} + ${failed.points}`,
      coinsRefunded: sql`${placeMapScans.coinsRefunded} + ${failed.coins}`,
      status: sql`case when ${placeMapScans.pointsDone} + 1 >= ${placeMapScans.pointsTotal} then 'done' else 'running' end`,
      finishedAt: sql`case when ${placeMapScans.pointsDone} + 1 >= ${placeMapScans.pointsTotal} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(eq(placeMapScans.id, scanId));
}

/** Running scans started before `before`, with their pending points (the sweep's). */
export async function staleRunning(db: DbOrTx, before: Date) {
  const scans = await db
    .select()
    .from(placeMapScans)
    .where(and(eq(placeMapScans.status, 'running'), lt(placeMapScans.createdAt, before)));
  if (!scans.length) return { scans, pending: [] };
  const pending = await db
    .select({ scanId: placeMapPoints.scanId, idx: placeMapPoints.idx })
    .from(placeMapPoints)
    .where(
      and(
        inArray(
          placeMapPoints.scanId,
          scans.map((s) => s.id),
        ),
        eq(placeMapPoints.status, 'pending'),
      ),
    );
  return { scans, pending };
}

// ---- the weekly schedule -------------------------------------------------------------------

export type ScheduleRow = typeof placeMapSchedules.$inferSelect;

export async function scheduleOf(db: DbOrTx, plkwrdSn: number): Promise<ScheduleRow | null> {
  const rows = await db
    .select()
    .from(placeMapSchedules)
    .where(eq(placeMapSchedules.plkwrdSn, plkwrdSn))
    .limit(1);
  return rows[0] ?? null;
}

export async function saveSchedule(
  db: DbOrTx,
  row: { plkwrdSn: number; mbrSn: number; weekday: number; grid: number; spacingM: number },
  at: Date,
): Promise<void> {
  await db
    .insert(placeMapSchedules)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: placeMapSchedules.plkwrdSn,
      set: { weekday: row.weekday, grid: row.grid, spacingM: row.spacingM, lastError: null, updatedAt: at },
    });
}

export async function deleteSchedule(db: DbOrTx, plkwrdSn: number): Promise<void> {
  await db.delete(placeMapSchedules).where(eq(placeMapSchedules.plkwrdSn, plkwrdSn));
}

/**
 * Claims today's run of every schedule due on `weekday`: one conditional update, so of any number
 * of instances ticking at once each schedule is claimed by exactly one, once a Korea day.
 */
export async function claimDue(db: Db, weekday: number, day: string): Promise<ScheduleRow[]> {
  return db
    .update(placeMapSchedules)
    .set({ lastRunDay: day, lastError: null })
    .where(
      and(
        eq(placeMapSchedules.weekday, weekday),
        or(isNull(placeMapSchedules.lastRunDay), lt(placeMapSchedules.lastRunDay, day)),
      ),
    )
    .returning();
}

/** Records why a claimed weekly run did not start; `retry` gives the day back for the next tick. */
export async function scheduleFailed(
  db: DbOrTx,
  plkwrdSn: number,
  why: string,
  retry: { previousDay: string | null } | null,
): Promise<void> {
  await db
    .update(placeMapSchedules)
    .set({ lastError: why, ...(retry ? { lastRunDay: retry.previousDay } : {}) })
    .where(eq(placeMapSchedules.plkwrdSn, plkwrdSn));
}

/** Each place's latest ended scan started before `before` (any of its keywords), with its keyword. */
export async function latestDoneOf(db: DbOrTx, plceSns: number[], before: Date) {
  if (!plceSns.length) return [];
  return db
    .selectDistinctOn([placeKeywords.plceSn], {
      plceSn: placeKeywords.plceSn,
      keyword: placeKeywords.keyword,
      scan: placeMapScans,
    })
    .from(placeMapScans)
    .innerJoin(placeKeywords, eq(placeKeywords.plkwrdSn, placeMapScans.plkwrdSn))
    .where(
      and(
        inArray(placeKeywords.plceSn, plceSns),
        eq(placeMapScans.status, 'done'),
        lt(placeMapScans.createdAt, before),
      ),
    )
    .orderBy(placeKeywords.plceSn, desc(placeMapScans.createdAt), desc(placeMapScans.id));
}
