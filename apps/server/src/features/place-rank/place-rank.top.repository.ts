import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { placeKeywordTops, placeKeywords, trackedPlaces } from '../../db/schema/index';

/** The kept top of place keywords (issue 28 §1). */

/** The keyword with its place's id, if the place belongs to the member. */
export async function ownedKeywordWithPlace(db: DbOrTx, memberId: number, plkwrdSn: number) {
  const rows = await db
    .select({ keywordNorm: placeKeywords.keywordNorm, placeId: trackedPlaces.placeId })
    .from(placeKeywords)
    .innerJoin(trackedPlaces, eq(trackedPlaces.plceSn, placeKeywords.plceSn))
    .where(and(eq(placeKeywords.plkwrdSn, plkwrdSn), eq(trackedPlaces.mbrSn, memberId)))
    .limit(1);
  return rows[0];
}

/** The latest day on or before `day` with a kept top of the keyword. */
export async function latestTopDay(db: DbOrTx, keywordNorm: string, day: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${placeKeywordTops.day})::text` })
    .from(placeKeywordTops)
    .where(and(eq(placeKeywordTops.keywordNorm, keywordNorm), sql`${placeKeywordTops.day} <= ${day}::date`));
  return row?.day ?? null;
}

/** A day's kept top of the keyword, in list order. */
export const topOf = (db: DbOrTx, keywordNorm: string, day: string) =>
  db
    .select()
    .from(placeKeywordTops)
    .where(and(eq(placeKeywordTops.keywordNorm, keywordNorm), eq(placeKeywordTops.day, day)))
    .orderBy(asc(placeKeywordTops.slot));
