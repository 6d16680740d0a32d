import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  goodsRankEvents,
  goodsRivalHistory,
  goodsRivals,
  placeKeywords,
  rankHistory,
  trackedGoods,
  trackedKeywords,
  trackedPlaces,
} from '../../db/schema/index';

/** The SQL of 순위 변동 원인 (issue 42): attribute history, kept tops, own events. */

/** The member's keyword with its product and the product's title; undefined for anyone else's. */
export async function ownedGoodsKeyword(db: DbOrTx, memberId: number, gdkdSn: number) {
  const [row] = await db
    .select({
      gdkdSn: trackedKeywords.gdkdSn,
      gdpSn: trackedGoods.gdpSn,
      keyword: trackedKeywords.keyword,
      keywordNorm: trackedKeywords.keywordNorm,
      title: trackedGoods.title,
    })
    .from(trackedKeywords)
    .innerJoin(trackedGoods, eq(trackedGoods.gdpSn, trackedKeywords.gdpSn))
    .where(and(eq(trackedKeywords.gdkdSn, gdkdSn), eq(trackedGoods.mbrSn, memberId)))
    .limit(1);
  return row;
}

/** The own product's recorded days on the keyword since `since`, oldest first. */
export const ownDays = (db: DbOrTx, gdkdSn: number, since: string) =>
  db
    .select({ day: rankHistory.day, rank: rankHistory.rank, ...pick(rankHistory) })
    .from(rankHistory)
    .where(and(eq(rankHistory.gdkdSn, gdkdSn), gte(rankHistory.day, since)))
    .orderBy(asc(rankHistory.day));

function pick(t: typeof rankHistory | typeof goodsRivalHistory) {
  return {
    title: t.title,
    price: t.price,
    reviewCount: t.reviewCount,
    purchaseCount: t.purchaseCount,
    rating: t.rating,
    advertised: t.advertised,
  };
}

export const rivalsOn = (db: DbOrTx, gdkdSn: number) =>
  db
    .select({ rivalSn: goodsRivals.rivalSn, title: goodsRivals.title, productId: goodsRivals.productId })
    .from(goodsRivals)
    .where(eq(goodsRivals.gdkdSn, gdkdSn))
    .orderBy(asc(goodsRivals.rivalSn));

export const rivalDays = (db: DbOrTx, gdkdSn: number, since: string) =>
  db
    .select({
      rivalSn: goodsRivalHistory.rivalSn,
      day: goodsRivalHistory.day,
      rank: goodsRivalHistory.rank,
      ...pick(goodsRivalHistory),
    })
    .from(goodsRivalHistory)
    .innerJoin(goodsRivals, eq(goodsRivals.rivalSn, goodsRivalHistory.rivalSn))
    .where(and(eq(goodsRivals.gdkdSn, gdkdSn), gte(goodsRivalHistory.day, since)))
    .orderBy(asc(goodsRivalHistory.day));

/** The kept tops' organic entries of a keyword since `since` (shopping or place tables). */
export async function topEntries(
  db: DbOrTx,
  kind: 'goods' | 'place',
  keywordNorm: string,
  since: string,
  until: string,
) {
  const table = sql.identifier(kind === 'goods' ? 'goods_keyword_tops' : 'place_keyword_tops');
  return rowsOf<{
    day: string;
    item_key: string;
    rank: number;
    title: string;
    review_count: number | null;
    purchase_count: number | null;
    blog_review_count: number | null;
  }>(
    await db.execute(sql`
      select day::text as day, item_key, rank, title, review_count, purchase_count, blog_review_count
        from ${table}
       where keyword_norm = ${keywordNorm} and day between ${since}::date and ${until}::date and rank is not null
       order by day, rank`),
  );
}

export const eventsOf = (db: DbOrTx, gdpSn: number) =>
  db
    .select({ eventId: goodsRankEvents.id, day: goodsRankEvents.day, label: goodsRankEvents.label })
    .from(goodsRankEvents)
    .where(eq(goodsRankEvents.gdpSn, gdpSn))
    .orderBy(asc(goodsRankEvents.day), asc(goodsRankEvents.id));

/** Locks the member's product row (events of one product are counted one after the other); false when not theirs. */
export async function lockOwnedGoods(tx: DbOrTx, memberId: number, gdpSn: number): Promise<boolean> {
  const rows = rowsOf<{ gdp_sn: number }>(
    await tx.execute(
      sql`select gdp_sn from tracked_goods where gdp_sn = ${gdpSn} and mbr_sn = ${memberId} for no key update`,
    ),
  );
  return rows.length > 0;
}

export async function countEvents(tx: DbOrTx, gdpSn: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(goodsRankEvents)
    .where(eq(goodsRankEvents.gdpSn, gdpSn));
  return Number(row?.n ?? 0);
}

export async function insertEvent(
  tx: DbOrTx,
  v: { gdpSn: number; mbrSn: number; day: string; label: string },
) {
  const [row] = await tx.insert(goodsRankEvents).values(v).returning({ eventId: goodsRankEvents.id });
  return row!.eventId;
}

/** Deletes the member's own event; 0 when it is not theirs or not there. */
export async function deleteEvent(db: DbOrTx, memberId: number, eventId: number): Promise<number> {
  const rows = await db
    .delete(goodsRankEvents)
    .where(and(eq(goodsRankEvents.id, eventId), eq(goodsRankEvents.mbrSn, memberId)))
    .returning({ id: goodsRankEvents.id });
  return rows.length;
}

/** The member's place keyword; undefined for anyone else's. */
export async function ownedPlaceKeyword(db: DbOrTx, memberId: number, plkwrdSn: number) {
  const [row] = await db
    .select({ keywordNorm: placeKeywords.keywordNorm })
    .from(placeKeywords)
    .innerJoin(trackedPlaces, eq(trackedPlaces.plceSn, placeKeywords.plceSn))
    .where(and(eq(placeKeywords.plkwrdSn, plkwrdSn), eq(trackedPlaces.mbrSn, memberId)))
    .limit(1);
  return row;
}

/** A keyword's attribute columns between two Korea days (the public API's history; issue 42 §3). */
export async function attributesBetween(
  db: DbOrTx,
  kind: 'goods' | 'place',
  keywordId: number,
  from: string,
  to: string,
) {
  if (kind === 'goods')
    return rowsOf<Record<string, unknown> & { day: string }>(
      await db.execute(sql`
        select day::text as day, title, price, review_count as "reviewCount", purchase_count as "purchaseCount",
               rating, advertised
          from rank_history where gdkd_sn = ${keywordId} and day between ${from}::date and ${to}::date`),
    );
  return rowsOf<Record<string, unknown> & { day: string }>(
    await db.execute(sql`
      select day::text as day, visitor_review_count as "visitorReviewCount", blog_review_count as "blogReviewCount",
             save_count as "saveCount"
        from place_rank_history where plkwrd_sn = ${keywordId} and day between ${from}::date and ${to}::date`),
  );
}

/** The events of a keyword's product between two Korea days. */
export async function eventsOfKeyword(db: DbOrTx, gdkdSn: number, from: string, to: string) {
  return rowsOf<{ id: number; day: string; label: string }>(
    await db.execute(sql`
      select e.id::int as id, e.day::text as day, e.label
        from goods_rank_events e join tracked_keywords k on k.gdp_sn = e.gdp_sn
       where k.gdkd_sn = ${gdkdSn} and e.day between ${from}::date and ${to}::date
       order by e.day, e.id`),
  );
}

/** Each product's events between two Korea days (a client report's period). */
export async function eventsOfGoods(db: DbOrTx, gdpSns: readonly number[], from: string, to: string) {
  if (gdpSns.length === 0) return [];
  return rowsOf<{ gdp_sn: number; day: string; label: string }>(
    await db.execute(sql`
      select gdp_sn, day::text as day, label from goods_rank_events
       where gdp_sn = any(${sql.param([...gdpSns])}::int[]) and day between ${from}::date and ${to}::date
       order by day, id`),
  );
}
