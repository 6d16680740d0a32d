import { type SQL, and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { boolArray, chunks, intArray } from '../../lib/rank-engine/batch';
import {
  keywordChecks,
  rankHistory,
  rankHistoryHourly,
  trackedGoods,
  trackedKeywords,
} from '../../db/schema/index';

export type GoodsRecord = typeof trackedGoods.$inferSelect;
export type KeywordRecord = typeof trackedKeywords.$inferSelect;

export const goodsOfMember = (db: DbOrTx, mbrSn: number) =>
  db
    .select()
    .from(trackedGoods)
    .where(eq(trackedGoods.mbrSn, mbrSn))
    .orderBy(asc(trackedGoods.sortOrder), asc(trackedGoods.gdpSn));

export async function keywordsOfGoods(db: DbOrTx, gdpSns: number[]): Promise<KeywordRecord[]> {
  if (gdpSns.length === 0) return [];
  return db
    .select()
    .from(trackedKeywords)
    .where(inArray(trackedKeywords.gdpSn, gdpSns))
    .orderBy(asc(trackedKeywords.position), asc(trackedKeywords.gdkdSn));
}

/** What the list shows of a keyword. */
export type ListKeyword = Pick<
  KeywordRecord,
  'gdkdSn' | 'keyword' | 'rankCurrent' | 'rankPrevious' | 'checkStatus' | 'checkedAt' | 'failedAt'
>;

/** What the list shows of a product, with its keywords in their order. */
export type ListGoods = Pick<
  GoodsRecord,
  | 'gdpSn'
  | 'midNo'
  | 'mallPid'
  | 'storeName'
  | 'title'
  | 'image'
  | 'matchingModelMidNo'
  | 'price'
  | 'memo'
  | 'coinStartAt'
  | 'coinEndAt'
  | 'autoRenew'
  | 'sortOrder'
  | 'lookupStatus'
  | 'checkNowDay'
  | 'checkNowCount'
  | 'checkNowAt'
> & { keywords: ListKeyword[] };

/**
 * The version of a member's list: the newest `list_seq` and the row count of their products and
 * keywords (any insert or update takes a new number, a delete lowers a count; schema
 * goodsListSeq), and how many products renew automatically before `dueBefore` (which changes
 * with time alone). One row from one scan.
 */
const versionColumn = (dueBefore: SQL) => sql<string>`concat_ws('.',
  coalesce(max(${trackedGoods.listSeq}), 0), count(distinct ${trackedGoods.gdpSn}),
  coalesce(max(${trackedKeywords.listSeq}), 0), count(${trackedKeywords.gdkdSn}),
  count(distinct ${trackedGoods.gdpSn}) filter (where ${trackedGoods.autoRenew} and ${trackedGoods.coinEndAt} < ${dueBefore}))`;

const versionOf = (mbrSn: number, dueBefore: Date) => sql`(
  select ${versionColumn(sql`${dueBefore.toISOString()}::timestamptz`)}
    from ${trackedGoods} left join ${trackedKeywords} on ${trackedKeywords.gdpSn} = ${trackedGoods.gdpSn}
   where ${trackedGoods.mbrSn} = ${mbrSn})`;

/** The list's version alone (every conditional list request asks it): prepared once. */
export function listVersionQuery(db: Db): (mbrSn: number, dueBefore: Date) => Promise<string> {
  const query = db
    .select({ version: versionColumn(sql`${sql.placeholder('dueBefore')}::timestamptz`) })
    .from(trackedGoods)
    .leftJoin(trackedKeywords, eq(trackedKeywords.gdpSn, trackedGoods.gdpSn))
    .where(eq(trackedGoods.mbrSn, sql.placeholder('mbrSn')))
    .prepare('goods_list_version');
  return async (mbrSn, dueBefore) =>
    (await query.execute({ mbrSn, dueBefore: dueBefore.toISOString() }))[0]?.version ?? '';
}

const at = (v: string | null) => (v === null ? null : new Date(v));

/**
 * The member's list and its version, in one statement (one snapshot): the database builds the
 * products with their keywords as one JSON value. On the embedded database decoding rows costs
 * more than finding them, so one value instead of 600 rows is most of the list's speed.
 */
export async function listOfMember(
  db: DbOrTx,
  mbrSn: number,
  dueBefore: Date,
): Promise<{ version: string; goods: ListGoods[] }> {
  const [row] = rowsOf<{ version: string; goods: Array<Record<string, unknown>> }>(
    await db.execute(sql`
      select ${versionOf(mbrSn, dueBefore)} as version,
             coalesce((
               select json_agg(json_build_object(
                        'gdpSn', g.gdp_sn, 'midNo', g.mid_no, 'mallPid', g.mall_pid, 'storeName', g.store_name,
                        'title', g.title, 'image', g.image, 'matchingModelMidNo', g.matching_model_mid_no,
                        'price', g.price, 'memo', g.memo, 'coinStartAt', g.coin_start_at,
                        'coinEndAt', g.coin_end_at, 'autoRenew', g.auto_renew, 'sortOrder', g.sort_order,
                        'lookupStatus', g.lookup_status, 'checkNowDay', g.check_now_day,
                        'checkNowCount', g.check_now_count, 'checkNowAt', g.check_now_at,
                        'keywords', coalesce((
                          select json_agg(json_build_object(
                                   'gdkdSn', k.gdkd_sn, 'keyword', k.keyword, 'rankCurrent', k.rank_current,
                                   'rankPrevious', k.rank_previous, 'checkStatus', k.check_status,
                                   'checkedAt', k.checked_at, 'failedAt', k.failed_at)
                                 order by k.position, k.gdkd_sn)
                            from ${trackedKeywords} k where k.gdp_sn = g.gdp_sn), '[]'))
                      order by g.sort_order, g.gdp_sn)
                 from ${trackedGoods} g where g.mbr_sn = ${mbrSn}), '[]') as goods`),
  );
  const parsed = (typeof row?.goods === 'string' ? JSON.parse(row.goods) : (row?.goods ?? [])) as Array<
    ListGoods & { coinStartAt: string; coinEndAt: string; checkNowAt: string | null }
  >;
  // JSON has no dates: the timestamps come back as text.
  const goods = parsed.map((g) => ({
    ...g,
    coinStartAt: new Date(g.coinStartAt),
    coinEndAt: new Date(g.coinEndAt),
    checkNowAt: at(g.checkNowAt),
    keywords: g.keywords.map((k) => ({
      ...k,
      checkedAt: at(k.checkedAt as unknown as string | null),
      failedAt: at(k.failedAt as unknown as string | null),
    })),
  }));
  return { version: row?.version ?? '', goods };
}

/** The goods row if it belongs to the member (ownership check on every id). */
export async function ownedGoods(db: DbOrTx, mbrSn: number, gdpSn: number): Promise<GoodsRecord | undefined> {
  const rows = await db
    .select()
    .from(trackedGoods)
    .where(and(eq(trackedGoods.gdpSn, gdpSn), eq(trackedGoods.mbrSn, mbrSn)))
    .limit(1);
  return rows[0];
}

export async function ownedKeyword(
  db: DbOrTx,
  mbrSn: number,
  gdkdSn: number,
): Promise<(KeywordRecord & { mbrSn: number }) | undefined> {
  const rows = await db
    .select({ k: trackedKeywords, mbrSn: trackedGoods.mbrSn })
    .from(trackedKeywords)
    .innerJoin(trackedGoods, eq(trackedGoods.gdpSn, trackedKeywords.gdpSn))
    .where(and(eq(trackedKeywords.gdkdSn, gdkdSn), eq(trackedGoods.mbrSn, mbrSn)))
    .limit(1);
  const r = rows[0];
  return r ? { ...r.k, mbrSn: r.mbrSn } : undefined;
}

/**
 * Holds the member's row until the transaction ends, so two registrations (or changes) of one
 * member, on any instances, check for a duplicate one after the other (issue 23 point 5).
 * `no key update`, not `update`: the Idempotency-Key row inserted first holds a key-share lock on
 * the member (its foreign key), which `for update` would wait on — two registrations would
 * deadlock, each waiting for the other's key-share.
 */
export async function lockMember(tx: DbOrTx, mbrSn: number): Promise<void> {
  await tx.execute(sql`select mbr_sn from members where mbr_sn = ${mbrSn} for no key update`);
}

/** The numbers of the member's tracked products, for the duplicate check. */
export const productIdsOfMember = (db: DbOrTx, mbrSn: number) =>
  db
    .select({
      gdpSn: trackedGoods.gdpSn,
      midNo: trackedGoods.midNo,
      mallPid: trackedGoods.mallPid,
      matchingModelMidNo: trackedGoods.matchingModelMidNo,
    })
    .from(trackedGoods)
    .where(eq(trackedGoods.mbrSn, mbrSn))
    .orderBy(asc(trackedGoods.gdpSn));

export async function nextSortOrder(db: DbOrTx, mbrSn: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${trackedGoods.sortOrder}), -1)::int + 1` })
    .from(trackedGoods)
    .where(eq(trackedGoods.mbrSn, mbrSn));
  return row?.n ?? 0;
}

export async function historyOf(db: DbOrTx, gdkdSn: number, limit?: number) {
  const q = db
    .select({ day: rankHistory.day, rank: rankHistory.rank })
    .from(rankHistory)
    .where(eq(rankHistory.gdkdSn, gdkdSn))
    .orderBy(desc(rankHistory.day));
  const rows = limit ? await q.limit(limit) : await q;
  return rows.reverse();
}

/** Every tracked keyword row of active products on one normalized keyword, across members. */
export async function targetsOf(db: DbOrTx, keywordNorm: string, now: Date) {
  return db
    .select({
      gdkdSn: trackedKeywords.gdkdSn,
      gdpSn: trackedKeywords.gdpSn,
      rankCurrent: trackedKeywords.rankCurrent,
      rankDay: trackedKeywords.rankDay,
      midNo: trackedGoods.midNo,
      mallPid: trackedGoods.mallPid,
      lookupStatus: trackedGoods.lookupStatus,
    })
    .from(trackedKeywords)
    .innerJoin(trackedGoods, eq(trackedGoods.gdpSn, trackedKeywords.gdpSn))
    .where(and(eq(trackedKeywords.keywordNorm, keywordNorm), gt(trackedGoods.coinEndAt, now)));
}

/**
 * Distinct normalized keywords of active products: one check each per day. With `uncheckedSince`,
 * only keywords with a tracked row not checked successfully since then (the daily run's catch-up).
 */
export async function activeKeywords(db: DbOrTx, now: Date, uncheckedSince?: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ k: trackedKeywords.keywordNorm })
    .from(trackedKeywords)
    .innerJoin(trackedGoods, eq(trackedGoods.gdpSn, trackedKeywords.gdpSn))
    .where(
      and(
        gt(trackedGoods.coinEndAt, now),
        uncheckedSince
          ? or(isNull(trackedKeywords.checkedAt), lt(trackedKeywords.checkedAt, uncheckedSince))
          : undefined,
      ),
    )
    .orderBy(asc(trackedKeywords.keywordNorm));
  return rows.map((r) => r.k);
}

export async function recordCheck(db: DbOrTx, values: typeof keywordChecks.$inferInsert): Promise<void> {
  await db.insert(keywordChecks).values(values);
}

export async function upsertHistory(db: DbOrTx, gdkdSn: number, day: string, rank: number): Promise<void> {
  await upsertHistoryRows(db, [{ gdkdSn, rank }], day);
}

/** The day's history rows of many tracked keywords: re-running a day updates them in place. */
export async function upsertHistoryRows(
  db: DbOrTx,
  rows: readonly { gdkdSn: number; rank: number }[],
  day: string,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db.execute(sql`
      insert into rank_history (gdkd_sn, day, rank)
      select v.id, ${day}::date, v.rank
        from unnest(${intArray(batch.map((r) => r.gdkdSn))}, ${intArray(batch.map((r) => r.rank))}) as v (id, rank)
          on conflict (gdkd_sn, day) do update set rank = excluded.rank`);
  }
}

/** A past day's history rows where missing; a row already there is kept (see recordsCurrent). */
export async function fillHistoryRows(
  db: DbOrTx,
  rows: readonly { gdkdSn: number; rank: number }[],
  day: string,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insert(rankHistory)
      .values(batch.map((r) => ({ gdkdSn: r.gdkdSn, day, rank: r.rank })))
      .onConflictDoNothing({ target: [rankHistory.gdkdSn, rankHistory.day] });
  }
}

export interface RankWrite {
  gdkdSn: number;
  rank: number;
  /** A new Korea day: the current rank becomes the previous one (see shiftsPrevious). */
  shift: boolean;
}

/**
 * Records a successful check's ranks on many tracked keywords in one statement per batch. The
 * caller holds the rows' locks (lockLiveKeywords) and decided `shift` from the day it read
 * under them; `rank_previous` takes the row's old current rank, as a one-row update would.
 */
export async function writeRanks(
  db: DbOrTx,
  rows: readonly RankWrite[],
  day: string,
  at: Date,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db.execute(sql`
      update tracked_keywords as k
         set rank_current = v.rank,
             rank_previous = case when v.shift then k.rank_current else k.rank_previous end,
             rank_day = case when v.shift then ${day}::date else k.rank_day end,
             check_status = 'ok',
             checked_at = ${at.toISOString()}::timestamptz
        from unnest(${intArray(batch.map((r) => r.gdkdSn))}, ${intArray(batch.map((r) => r.rank))},
                    ${boolArray(batch.map((r) => r.shift))}) as v (id, rank, shift)
       where k.gdkd_sn = v.id`);
  }
}

/**
 * Counts one "check now" of a product on `day` unless `limit` were passed: one conditional update
 * of the product row (concurrent requests queue on its lock). The day's count, or null when none is left.
 */
export async function claimCheckNow(
  db: DbOrTx,
  gdpSn: number,
  day: string,
  at: Date,
  limit: number,
): Promise<number | null> {
  const rows = await db
    .update(trackedGoods)
    .set({
      checkNowCount: sql`case when ${trackedGoods.checkNowDay} = ${day}::date then ${trackedGoods.checkNowCount} + 1 else 1 end`,
      checkNowDay: day,
      checkNowAt: at,
    })
    .where(
      and(
        eq(trackedGoods.gdpSn, gdpSn),
        sql`(${trackedGoods.checkNowDay} is distinct from ${day}::date or ${trackedGoods.checkNowCount} < ${limit})`,
      ),
    )
    .returning({ count: trackedGoods.checkNowCount });
  return rows[0]?.count ?? null;
}

/** Records when a check of these keywords failed (the list shows it while no later check succeeded). */
export async function recordFailure(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  for (const batch of chunks(ids)) {
    await db
      .update(trackedKeywords)
      .set({ failedAt: at })
      .where(sql`${trackedKeywords.gdkdSn} = any(${intArray(batch)})`);
  }
}

/** Marks tracked keywords whose check failed (only those never checked show it). */
export async function markFailed(db: DbOrTx, gdkdSns: readonly number[]): Promise<void> {
  for (const batch of chunks(gdkdSns)) {
    await db
      .update(trackedKeywords)
      .set({ checkStatus: 'failed' })
      .where(sql`${trackedKeywords.gdkdSn} = any(${intArray(batch)})`);
  }
}

/** The hour's ranks (v1) of many tracked keywords, upserted in batches. */
export async function upsertHourlyRows(
  db: DbOrTx,
  rows: readonly { gdkdSn: number; rank: number }[],
  hour: Date,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db.execute(sql`
      insert into rank_history_hourly (gdkd_sn, hour, rank)
      select v.id, ${hour.toISOString()}::timestamptz, v.rank
        from unnest(${intArray(batch.map((r) => r.gdkdSn))}, ${intArray(batch.map((r) => r.rank))}) as v (id, rank)
          on conflict (gdkd_sn, hour) do update set rank = excluded.rank`);
  }
}

export async function markHourlyChecked(db: DbOrTx, gdkdSns: readonly number[], at: Date): Promise<void> {
  for (const batch of chunks(gdkdSns)) {
    await db
      .update(trackedKeywords)
      .set({ hourlyCheckedAt: at })
      .where(sql`${trackedKeywords.gdkdSn} = any(${intArray(batch)})`);
  }
}

export const expiredAutoRenew = (db: DbOrTx, now: Date) =>
  db
    .select()
    .from(trackedGoods)
    .where(and(eq(trackedGoods.autoRenew, true), lte(trackedGoods.coinEndAt, now)));

export async function deleteExpiredBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(trackedGoods)
    .where(lt(trackedGoods.coinEndAt, cutoff))
    .returning({ id: trackedGoods.gdpSn });
  return rows.length;
}

export async function upsertHourly(db: DbOrTx, gdkdSn: number, hour: Date, rank: number): Promise<void> {
  await db
    .insert(rankHistoryHourly)
    .values({ gdkdSn, hour, rank })
    .onConflictDoUpdate({ target: [rankHistoryHourly.gdkdSn, rankHistoryHourly.hour], set: { rank } });
}

export async function hourlyOf(db: DbOrTx, gdkdSns: number[], since: Date) {
  if (gdkdSns.length === 0) return [];
  return db
    .select({ gdkdSn: rankHistoryHourly.gdkdSn, hour: rankHistoryHourly.hour, rank: rankHistoryHourly.rank })
    .from(rankHistoryHourly)
    .where(and(inArray(rankHistoryHourly.gdkdSn, gdkdSns), gt(rankHistoryHourly.hour, since)))
    .orderBy(asc(rankHistoryHourly.hour));
}

/** Per distinct keyword of active products: the deepest known rank and the last hourly check. */
export async function hourlyCandidates(db: DbOrTx, now: Date) {
  return db
    .select({
      keywordNorm: trackedKeywords.keywordNorm,
      deepest: sql<number>`max(coalesce(${trackedKeywords.rankCurrent}, 0))::int`,
      unranked: sql<number>`count(*) filter (where coalesce(${trackedKeywords.rankCurrent}, 0) = 0)::int`,
      // Raw SQL comes back as the driver's text: map it as the column is, or it is no Date.
      lastChecked: sql<Date | null>`min(${trackedKeywords.hourlyCheckedAt})`.mapWith(
        trackedKeywords.hourlyCheckedAt,
      ),
    })
    .from(trackedKeywords)
    .innerJoin(trackedGoods, eq(trackedGoods.gdpSn, trackedKeywords.gdpSn))
    .where(gt(trackedGoods.coinEndAt, now))
    .groupBy(trackedKeywords.keywordNorm);
}

export { trackedGoods, trackedKeywords };

/*
 * Lock order: every transaction that writes keyword rows locks their products first, in
 * product-number order, then the keywords. A rank check and a member's delete or reorder
 * therefore queue behind each other instead of deadlocking.
 */

/** Locks products for writing, in order. Returns the ids that still exist. */
export async function lockGoods(db: DbOrTx, gdpSns: number[], mode: 'update' | 'no key update' = 'update') {
  if (gdpSns.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: trackedGoods.gdpSn })
    .from(trackedGoods)
    .where(inArray(trackedGoods.gdpSn, [...new Set(gdpSns)]))
    .orderBy(asc(trackedGoods.gdpSn))
    .for(mode);
  return new Set(rows.map((r) => r.id));
}

/**
 * For a rank check's write: locks the targets' products, then their keywords, and returns the
 * keyword ids still present with their recorded day as of now (a check of the same keyword
 * may have committed meanwhile), so a product or keyword deleted during the check is skipped
 * instead of failing the check for every other member on that keyword.
 */
export async function lockLiveKeywords(db: DbOrTx, targets: { gdpSn: number; gdkdSn: number }[]) {
  if (targets.length === 0) return new Map<number, string | null>();
  await lockGoods(
    db,
    targets.map((t) => t.gdpSn),
    'no key update',
  );
  const rows = await db
    .select({ id: trackedKeywords.gdkdSn, rankDay: trackedKeywords.rankDay })
    .from(trackedKeywords)
    .where(
      inArray(
        trackedKeywords.gdkdSn,
        targets.map((t) => t.gdkdSn),
      ),
    )
    .orderBy(asc(trackedKeywords.gdkdSn))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r.rankDay]));
}
