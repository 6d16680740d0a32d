import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { goodsKeywordTops, goodsRivalHistory, goodsRivals, rankHistory } from '../../db/schema/index';
import { chunks, intArray, nullableIntArray, textArray } from '../../lib/rank-engine/batch';
import type { GoodsAttributes } from './goods-rank.attributes';

/** The rival pins and the day's tops of shopping keywords (issue 28 §1). */

/** The kept top of a keyword on a day, in list order. */
export const topOf = (db: DbOrTx, keywordNorm: string, day: string) =>
  db
    .select()
    .from(goodsKeywordTops)
    .where(and(eq(goodsKeywordTops.keywordNorm, keywordNorm), eq(goodsKeywordTops.day, day)))
    .orderBy(asc(goodsKeywordTops.slot));

/** The latest day on or before `day` with a kept top of the keyword. */
export async function latestTopDay(db: DbOrTx, keywordNorm: string, day: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${goodsKeywordTops.day})::text` })
    .from(goodsKeywordTops)
    .where(and(eq(goodsKeywordTops.keywordNorm, keywordNorm), sql`${goodsKeywordTops.day} <= ${day}::date`));
  return row?.day ?? null;
}

/** Holds the keyword row until the transaction ends: pins of one keyword are counted one after the other. */
export async function lockKeyword(tx: DbOrTx, keywordId: number): Promise<void> {
  await tx.execute(sql`select gdkd_sn from tracked_keywords where gdkd_sn = ${keywordId} for no key update`);
}

export const rivalsOf = (db: DbOrTx, keywordId: number) =>
  db.select().from(goodsRivals).where(eq(goodsRivals.gdkdSn, keywordId)).orderBy(asc(goodsRivals.rivalSn));

export async function insertRival(
  tx: DbOrTx,
  values: typeof goodsRivals.$inferInsert,
): Promise<number | null> {
  const rows = await tx
    .insert(goodsRivals)
    .values(values)
    .onConflictDoNothing()
    .returning({ rivalSn: goodsRivals.rivalSn });
  return rows[0]?.rivalSn ?? null;
}

export async function deleteRival(tx: DbOrTx, keywordId: number, rivalSn: number): Promise<number> {
  const rows = await tx
    .delete(goodsRivals)
    .where(and(eq(goodsRivals.gdkdSn, keywordId), eq(goodsRivals.rivalSn, rivalSn)))
    .returning({ rivalSn: goodsRivals.rivalSn });
  return rows.length;
}

/** Pins on these keyword rows, for the daily check. */
export const pinsOn = (db: DbOrTx, gdkdSns: readonly number[]) =>
  gdkdSns.length === 0
    ? Promise.resolve([])
    : db
        .select({ rivalSn: goodsRivals.rivalSn, productId: goodsRivals.productId })
        .from(goodsRivals)
        .where(inArray(goodsRivals.gdkdSn, [...gdkdSns]))
        .orderBy(asc(goodsRivals.rivalSn));

/** How a rival's day was read (issue 36 §2): the check's method and depth, and when. */
export interface RivalRecordedBy {
  depth: number;
  source: string | null;
  surface: string | null;
  device: string | null;
  checkedAt: Date | null;
}

/**
 * The day's place of pinned rivals, with what the list said of them (issue 42 §1; absent = not
 * said): re-running a day replaces it; a late retry of a past day only fills in.
 */
export async function writeRivalRanks(
  db: DbOrTx,
  rows: readonly ({ rivalSn: number; rank: number | null } & Partial<GoodsAttributes>)[],
  day: string,
  by: RivalRecordedBy,
  mode: 'replace' | 'fill' = 'replace',
): Promise<void> {
  const onConflict =
    mode === 'fill'
      ? sql`do nothing`
      : sql`do update set rank = excluded.rank, depth = excluded.depth, source = excluded.source,
              surface = excluded.surface, device = excluded.device, checked_at = excluded.checked_at,
              title = excluded.title, price = excluded.price, review_count = excluded.review_count,
              purchase_count = excluded.purchase_count, rating = excluded.rating, advertised = excluded.advertised`;
  const at = by.checkedAt ? by.checkedAt.toISOString() : null;
  for (const batch of chunks(rows)) {
    const col = <K extends keyof GoodsAttributes>(k: K) => batch.map((r) => r[k] ?? null);
    await db.execute(sql`
      insert into goods_rival_history (rival_sn, day, rank, depth, source, surface, device, checked_at,
                                       title, price, review_count, purchase_count, rating, advertised)
      select v.id, ${day}::date, v.rank, ${by.depth}::int, ${by.source}::text, ${by.surface}::text,
             ${by.device}::text, ${at}::timestamptz, v.title, v.price, v.review_count, v.purchase_count,
             v.rating, v.advertised
        from unnest(${intArray(batch.map((r) => r.rivalSn))}, ${nullableIntArray(batch.map((r) => r.rank))},
                    ${textArray(col('title'))}, ${nullableIntArray(col('price'))},
                    ${nullableIntArray(col('reviewCount'))}, ${nullableIntArray(col('purchaseCount'))},
                    ${sql.param(col('rating'))}::float8[], ${sql.param(col('advertised'))}::boolean[])
          as v (id, rank, title, price, review_count, purchase_count, rating, advertised)
          on conflict (rival_sn, day) ${onConflict}`);
  }
}

/** Rival history of the keyword's pins since `since` (inclusive). */
export const rivalHistoryOf = (db: DbOrTx, rivalSns: readonly number[], since: string) =>
  rivalSns.length === 0
    ? Promise.resolve([])
    : db
        .select({
          rivalSn: goodsRivalHistory.rivalSn,
          day: goodsRivalHistory.day,
          rank: goodsRivalHistory.rank,
          depth: goodsRivalHistory.depth,
          source: goodsRivalHistory.source,
          surface: goodsRivalHistory.surface,
          device: goodsRivalHistory.device,
          checkedAt: goodsRivalHistory.checkedAt,
        })
        .from(goodsRivalHistory)
        .where(and(inArray(goodsRivalHistory.rivalSn, [...rivalSns]), gte(goodsRivalHistory.day, since)))
        .orderBy(asc(goodsRivalHistory.day));

/** The member's own rank history since `since`. */
export const ownHistorySince = (db: DbOrTx, keywordId: number, since: string) =>
  db
    .select({
      day: rankHistory.day,
      rank: rankHistory.rank,
      source: rankHistory.source,
      surface: rankHistory.surface,
    })
    .from(rankHistory)
    .where(and(eq(rankHistory.gdkdSn, keywordId), gte(rankHistory.day, since)))
    .orderBy(asc(rankHistory.day));

/** Removes pinned rivals' days before `before` (kept 90 days like the tops). */
export async function sweepRivalHistory(db: DbOrTx, before: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`with d as (delete from goods_rival_history where day < ${before}::date returning 1)
                         select count(*)::int as n from d`),
  );
  return rows[0]?.n ?? 0;
}
