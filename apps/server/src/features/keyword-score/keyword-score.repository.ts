import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { keywordScoreSearches, keywordScoreUsage } from '../../db/schema/index';

/** Successful searches of a member on a Korea day (0 when none). */
export async function usedOn(db: DbOrTx, memberId: number, day: string): Promise<number> {
  const rows = await db
    .select({ count: keywordScoreUsage.count })
    .from(keywordScoreUsage)
    .where(and(eq(keywordScoreUsage.mbrSn, memberId), eq(keywordScoreUsage.day, day)))
    .limit(1);
  return rows[0]?.count ?? 0;
}

/**
 * Counts one search if the day's count is still under `limit`: an insert of 1 or a conditional
 * increment in one statement, so concurrent searches cannot pass the limit together (the row
 * lock of ON CONFLICT re-checks the condition). Returns the new count, or null at the limit.
 */
export async function consumeSearch(
  tx: DbOrTx,
  memberId: number,
  day: string,
  limit: number,
): Promise<number | null> {
  if (limit < 1) return null;
  const rows = await tx
    .insert(keywordScoreUsage)
    .values({ mbrSn: memberId, day, count: 1 })
    .onConflictDoUpdate({
      target: [keywordScoreUsage.mbrSn, keywordScoreUsage.day],
      set: { count: sql`${keywordScoreUsage.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${keywordScoreUsage.count} < ${limit}`,
    })
    .returning({ count: keywordScoreUsage.count });
  return rows[0]?.count ?? null;
}

export async function recordSearch(
  tx: DbOrTx,
  row: { mbrSn: number; day: string; keyword: string; productCount: number; source: 'service' | 'builtin' },
): Promise<void> {
  await tx.insert(keywordScoreSearches).values(row);
}
