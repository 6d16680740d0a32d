// Over ~300 lines on purpose: the goods tables' queries, one small function each, shared by the
// service's use-case files (goods-rank.{list,register,keywords,edits,renewal}.ts) and the jobs.
import { type SQL, and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { chunks, intArray } from '../../lib/rank-engine/batch';
import { type RecordedBy, rankStore } from '../../lib/rank-engine/store';
import { goodsRankTables } from '../../db/schema/rank-tables';
import { rankHistory, rankHistoryHourly, trackedGoods, trackedKeywords } from '../../db/schema/index';

export type GoodsRecord = typeof trackedGoods.$inferSelect;
export type KeywordRecord = typeof trackedKeywords.$inferSelect;

export const goodsOfMember = (db: DbOrTx, memberId: number) =>
  db
    .select()
    .from(trackedGoods)
    .where(eq(trackedGoods.mbrSn, memberId))
    .orderBy(asc(trackedGoods.sortOrder), asc(trackedGoods.gdpSn));

export async function keywordsOfGoods(db: DbOrTx, gdpSns: number[]): Promise<KeywordRecord[]> {
  if (gdpSns.length === 0) return [];
  return db
    .select()
    .from(trackedKeywords)
    .where(inArray(trackedKeywords.gdpSn, gdpSns))
    .orderBy(desc(trackedKeywords.representative), asc(trackedKeywords.gdkdSn));
}

/** What the list shows of a keyword. */
type ListKeyword = Pick<
  KeywordRecord,
  | 'gdkdSn'
  | 'gdpSn'
  | 'keyword'
  | 'representative'
  | 'rankCurrent'
  | 'rankPrevious'
  | 'checkStatus'
  | 'checkedAt'
  | 'failedAt'
  | 'rankSource'
  | 'rankSurface'
  | 'rankDevice'
  | 'rankDepth'
  | 'rankPreviousSource'
  | 'rankPreviousSurface'
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

const versionOf = (memberId: number, dueBefore: Date) => sql`(
  select ${versionColumn(sql`${dueBefore.toISOString()}::timestamptz`)}
    from ${trackedGoods} left join ${trackedKeywords} on ${trackedKeywords.gdpSn} = ${trackedGoods.gdpSn}
   where ${trackedGoods.mbrSn} = ${memberId})`;

/** The list's version alone (every conditional list request asks it): prepared once. */
export function listVersionQuery(db: Db): (memberId: number, dueBefore: Date) => Promise<string> {
  const query = db
    .select({ version: versionColumn(sql`${sql.placeholder('dueBefore')}::timestamptz`) })
    .from(trackedGoods)
    .leftJoin(trackedKeywords, eq(trackedKeywords.gdpSn, trackedGoods.gdpSn))
    .where(eq(trackedGoods.mbrSn, sql.placeholder('mbrSn')))
    .prepare('goods_list_version');
  return async (memberId, dueBefore) =>
    (await query.execute({ mbrSn: memberId, dueBefore: dueBefore.toISOString() }))[0]?.version ?? '';
}

/**
 * The list's columns in the order the statement below builds each row's JSON array: positions
 * instead of keys and timestamps as epoch milliseconds, which halves what the database formats
 * and what JSON.parse reads (a probe at 100 products × 5 keywords: 10.8 → 5.6 ms on PGlite,
 * 10.0 → 5.7 ms on PostgreSQL, bench/README "Where the list's time goes").
 */
type Column<F extends string = string> = readonly [field: F, column: string, kind?: 'time'];
const GOODS_COLUMNS = [
  ['gdpSn', 'gdp_sn'],
  ['midNo', 'mid_no'],
  ['mallPid', 'mall_pid'],
  ['storeName', 'store_name'],
  ['title', 'title'],
  ['image', 'image'],
  ['matchingModelMidNo', 'matching_model_mid_no'],
  ['price', 'price'],
  ['memo', 'memo'],
  ['coinStartAt', 'coin_start_at', 'time'],
  ['coinEndAt', 'coin_end_at', 'time'],
  ['autoRenew', 'auto_renew'],
  ['sortOrder', 'sort_order'],
  ['lookupStatus', 'lookup_status'],
  ['checkNowDay', 'check_now_day'],
  ['checkNowCount', 'check_now_count'],
  ['checkNowAt', 'check_now_at', 'time'],
] as const satisfies readonly Column<Exclude<keyof ListGoods, 'keywords'>>[];
const KEYWORD_COLUMNS = [
  ['gdkdSn', 'gdkd_sn'],
  ['gdpSn', 'gdp_sn'],
  ['keyword', 'keyword'],
  ['representative', 'representative'],
  ['rankCurrent', 'rank_current'],
  ['rankPrevious', 'rank_previous'],
  ['checkStatus', 'check_status'],
  ['checkedAt', 'checked_at', 'time'],
  ['failedAt', 'failed_at', 'time'],
  ['rankSource', 'rank_source'],
  ['rankSurface', 'rank_surface'],
  ['rankDevice', 'rank_device'],
  ['rankDepth', 'rank_depth'],
  ['rankPreviousSource', 'rank_previous_source'],
  ['rankPreviousSurface', 'rank_previous_surface'],
] as const satisfies readonly Column<keyof ListKeyword>[];
// Every field the list types name has its column (a field added to ListGoods without one fails here).
type Missing<T, C extends readonly Column[]> = Exclude<T, C[number][0]>;
const complete: [
  Missing<Exclude<keyof ListGoods, 'keywords'>, typeof GOODS_COLUMNS>,
  Missing<keyof ListKeyword, typeof KEYWORD_COLUMNS>,
] extends [never, never]
  ? true
  : never = true;
void complete;

/** `json_build_array(alias.col, …)` of the columns; timestamps as epoch milliseconds (floored: a date drops its microseconds as it did from text). */
const jsonArrayOf = (alias: string, columns: readonly Column[]) =>
  sql.raw(
    `json_build_array(${columns
      .map(([, c, kind]) =>
        kind === 'time' ? `floor(extract(epoch from ${alias}.${c}) * 1000)::bigint` : `${alias}.${c}`,
      )
      .join(', ')})`,
  );

/** One row's array back into its named fields (timestamps as dates). */
function fromArray(values: readonly unknown[], columns: readonly Column[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  columns.forEach(([field, , kind], i) => {
    const v = values[i] ?? null;
    out[field] = kind === 'time' && v !== null ? new Date(Number(v)) : v;
  });
  return out;
}

/**
 * The member's list and its version, in one statement (one snapshot): the database builds the
 * products with their keywords as one JSON value. On the embedded database decoding rows costs
 * more than finding them, so one value instead of 600 rows is most of the list's speed.
 */
export async function listOfMember(
  db: DbOrTx,
  memberId: number,
  dueBefore: Date,
): Promise<{ version: string; goods: ListGoods[] }> {
  const [row] = rowsOf<{ version: string; goods: unknown[][] | string }>(
    await db.execute(sql`
      select ${versionOf(memberId, dueBefore)} as version,
             coalesce((
               select json_agg(json_build_array(${jsonArrayOf('g', GOODS_COLUMNS)}, coalesce((
                          select json_agg(${jsonArrayOf('k', KEYWORD_COLUMNS)} order by k.representative desc, k.gdkd_sn)
                            from ${trackedKeywords} k where k.gdp_sn = g.gdp_sn), '[]'))
                      order by g.sort_order, g.gdp_sn)
                 from ${trackedGoods} g where g.mbr_sn = ${memberId}), '[]') as goods`),
  );
  const parsed = (typeof row?.goods === 'string' ? JSON.parse(row.goods) : (row?.goods ?? [])) as Array<
    [unknown[], unknown[][]]
  >;
  const goods = parsed.map(
    ([g, keywords]) =>
      ({
        ...fromArray(g, GOODS_COLUMNS),
        keywords: keywords.map((k) => fromArray(k, KEYWORD_COLUMNS)),
      }) as unknown as ListGoods,
  );
  return { version: row?.version ?? '', goods };
}

/** The goods row if it belongs to the member (ownership check on every id). */
export async function ownedGoods(
  db: DbOrTx,
  memberId: number,
  goodsId: number,
): Promise<GoodsRecord | undefined> {
  const rows = await db
    .select()
    .from(trackedGoods)
    .where(and(eq(trackedGoods.gdpSn, goodsId), eq(trackedGoods.mbrSn, memberId)))
    .limit(1);
  return rows[0];
}

export async function ownedKeyword(
  db: DbOrTx,
  memberId: number,
  keywordId: number,
): Promise<(KeywordRecord & { mbrSn: number }) | undefined> {
  const rows = await db
    .select({ k: trackedKeywords, mbrSn: trackedGoods.mbrSn })
    .from(trackedKeywords)
    .innerJoin(trackedGoods, eq(trackedGoods.gdpSn, trackedKeywords.gdpSn))
    .where(and(eq(trackedKeywords.gdkdSn, keywordId), eq(trackedGoods.mbrSn, memberId)))
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
export async function lockMember(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.execute(sql`select mbr_sn from members where mbr_sn = ${memberId} for no key update`);
}

/** The numbers of the member's tracked products, for the duplicate check. */
export const productIdsOfMember = (db: DbOrTx, memberId: number) =>
  db
    .select({
      gdpSn: trackedGoods.gdpSn,
      midNo: trackedGoods.midNo,
      mallPid: trackedGoods.mallPid,
      matchingModelMidNo: trackedGoods.matchingModelMidNo,
    })
    .from(trackedGoods)
    .where(eq(trackedGoods.mbrSn, memberId))
    .orderBy(asc(trackedGoods.gdpSn));

export async function nextSortOrder(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${trackedGoods.sortOrder}), -1)::int + 1` })
    .from(trackedGoods)
    .where(eq(trackedGoods.mbrSn, memberId));
  return row?.n ?? 0;
}

export async function historyOf(db: DbOrTx, keywordId: number, limit?: number) {
  const q = db
    .select({
      day: rankHistory.day,
      rank: rankHistory.rank,
      source: rankHistory.source,
      surface: rankHistory.surface,
      device: rankHistory.device,
      depth: rankHistory.depth,
      checkedAt: rankHistory.checkedAt,
    })
    .from(rankHistory)
    .where(eq(rankHistory.gdkdSn, keywordId))
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

/**
 * Keywords of active products still waiting for a check (lib/rank-engine/soon-checks.ts): a row
 * pending since before `before`, or an unconfirmed empty answer whose re-check was due before it.
 */
export async function waitingKeywords(db: DbOrTx, now: Date, before: Date): Promise<string[]> {
  const rows = rowsOf<{ k: string }>(
    await db.execute(sql`
      select distinct k.keyword_norm as k from tracked_keywords k
        join tracked_goods g on g.gdp_sn = k.gdp_sn
       where g.coin_end_at > ${now.toISOString()}::timestamptz
         and ((k.check_status = 'pending' and k.created_at < ${before.toISOString()}::timestamptz)
              or (k.check_status = 'unconfirmed' and exists (
                    select 1 from goods_keyword_answers a
                     where a.keyword_norm = k.keyword_norm and a.recheck_at < ${before.toISOString()}::timestamptz)))
       order by 1`),
  );
  return rows.map((r) => r.k);
}

/**
 * The hour's ranks (v1) of many tracked keywords, upserted in batches, with the check's provenance
 * (`by`: source, surface, device, the depth it read) and time, as the daily history keeps them.
 */
export async function upsertHourlyRows(
  db: DbOrTx,
  rows: readonly { gdkdSn: number; rank: number }[],
  hour: Date,
  by: RecordedBy,
  at: Date,
): Promise<void> {
  for (const batch of chunks(rows)) {
    await db.execute(sql`
      insert into rank_history_hourly (gdkd_sn, hour, rank, source, surface, device, depth, checked_at)
      select v.id, ${hour.toISOString()}::timestamptz, v.rank, ${by.source}::text, ${by.surface}::text,
             ${by.device}::text, ${by.depth}::int, ${at.toISOString()}::timestamptz
        from unnest(${intArray(batch.map((r) => r.gdkdSn))}, ${intArray(batch.map((r) => r.rank))}) as v (id, rank)
          on conflict (gdkd_sn, hour) do update
             set rank = excluded.rank, source = excluded.source, surface = excluded.surface,
                 device = excluded.device, depth = excluded.depth, checked_at = excluded.checked_at`);
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

/**
 * The member's products whose period ended by `now` (still kept: the purge takes them three days
 * later), in list order; `among` narrows it to these ids (the renewal of a quote's list).
 */
export const expiredOwned = (db: DbOrTx, memberId: number, now: Date, among?: number[]) =>
  db
    .select()
    .from(trackedGoods)
    .where(
      and(
        eq(trackedGoods.mbrSn, memberId),
        lte(trackedGoods.coinEndAt, now),
        among ? inArray(trackedGoods.gdpSn, among) : undefined,
      ),
    )
    .orderBy(asc(trackedGoods.sortOrder), asc(trackedGoods.gdpSn));

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

export async function hourlyOf(db: DbOrTx, gdkdSns: number[], since: Date) {
  if (gdkdSns.length === 0) return [];
  return db
    .select({
      gdkdSn: rankHistoryHourly.gdkdSn,
      hour: rankHistoryHourly.hour,
      rank: rankHistoryHourly.rank,
      source: rankHistoryHourly.source,
      surface: rankHistoryHourly.surface,
      device: rankHistoryHourly.device,
      depth: rankHistoryHourly.depth,
      checkedAt: rankHistoryHourly.checkedAt,
    })
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

/** A new tracked product; answers its number. */
export async function insertGoods(tx: DbOrTx, values: typeof trackedGoods.$inferInsert): Promise<number> {
  const [row] = await tx.insert(trackedGoods).values(values).returning({ gdpSn: trackedGoods.gdpSn });
  return row!.gdpSn;
}

/** A new keyword of a product; answers its number. */
export async function insertKeyword(
  tx: DbOrTx,
  values: { gdpSn: number; keyword: string; keywordNorm: string; representative: boolean },
): Promise<number> {
  const [row] = await tx.insert(trackedKeywords).values(values).returning({ gdkdSn: trackedKeywords.gdkdSn });
  return row!.gdkdSn;
}

export async function deleteKeyword(tx: DbOrTx, keywordId: number): Promise<void> {
  await tx.delete(trackedKeywords).where(eq(trackedKeywords.gdkdSn, keywordId));
}

/** Changes the member's own product row; false when it is not theirs (or gone). */
export async function updateOwnedGoods(
  tx: DbOrTx,
  memberId: number,
  goodsId: number,
  values: Partial<Omit<GoodsRecord, 'gdpSn' | 'mbrSn'>>,
): Promise<boolean> {
  const rows = await tx
    .update(trackedGoods)
    .set(values)
    .where(and(eq(trackedGoods.gdpSn, goodsId), eq(trackedGoods.mbrSn, memberId)))
    .returning({ gdpSn: trackedGoods.gdpSn });
  return rows.length > 0;
}

/** The member's memo on their product: the memo as stored, or undefined when it is not theirs. */
export async function setMemo(
  tx: DbOrTx,
  memberId: number,
  goodsId: number,
  memo: string,
): Promise<{ memo: string } | undefined> {
  const [row] = await tx
    .update(trackedGoods)
    .set({ memo })
    .where(and(eq(trackedGoods.gdpSn, goodsId), eq(trackedGoods.mbrSn, memberId)))
    .returning({ memo: trackedGoods.memo });
  return row;
}

/** The current ranks belong to the product they were checked for: forgotten when it changes. */
export async function resetRanks(tx: DbOrTx, goodsId: number): Promise<void> {
  await tx
    .update(trackedKeywords)
    .set({
      rankCurrent: null,
      rankPrevious: null,
      rankDay: null,
      checkStatus: 'pending',
      checkedAt: null,
      rankSource: null,
      rankSurface: null,
      rankDevice: null,
      rankDepth: null,
      rankPreviousSource: null,
      rankPreviousSurface: null,
    })
    .where(eq(trackedKeywords.gdpSn, goodsId));
}

/** Which of these products are the member's. */
export async function ownedGoodsIds(tx: DbOrTx, memberId: number, gdpSns: number[]): Promise<number[]> {
  const rows = await tx
    .select({ gdpSn: trackedGoods.gdpSn })
    .from(trackedGoods)
    .where(and(eq(trackedGoods.mbrSn, memberId), inArray(trackedGoods.gdpSn, gdpSns)));
  return rows.map((r) => r.gdpSn);
}

/** Deletes the member's products among these (keywords and history go with them); answers how many. */
export async function deleteOwnedGoods(tx: DbOrTx, memberId: number, gdpSns: number[]): Promise<number> {
  const rows = await tx
    .delete(trackedGoods)
    .where(and(eq(trackedGoods.mbrSn, memberId), inArray(trackedGoods.gdpSn, gdpSns)))
    .returning({ gdpSn: trackedGoods.gdpSn });
  return rows.length;
}

export async function setSortOrder(tx: DbOrTx, goodsId: number, sortOrder: number): Promise<void> {
  await tx.update(trackedGoods).set({ sortOrder }).where(eq(trackedGoods.gdpSn, goodsId));
}

export async function setCoinEnd(tx: DbOrTx, goodsId: number, coinEndAt: Date): Promise<void> {
  await tx.update(trackedGoods).set({ coinEndAt }).where(eq(trackedGoods.gdpSn, goodsId));
}

/** The product's end as committed, locked until the transaction ends; null when it is gone. */
export async function lockCoinEnd(tx: DbOrTx, goodsId: number): Promise<Date | null> {
  const [row] = rowsOf<{ coin_end_at: Date | string }>(
    await tx.execute(sql`select coin_end_at from tracked_goods where gdp_sn = ${goodsId} for update`),
  );
  return row ? new Date(row.coin_end_at) : null;
}

/**
 * A withdrawn member's products end now and never renew; the daily clean-up deletes them later
 * (DELETE_AFTER_DAYS). Answers how many were still running.
 */
export async function stopMemberGoods(tx: DbOrTx, memberId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(trackedGoods)
    .set({ coinEndAt: at, autoRenew: false })
    .where(and(eq(trackedGoods.mbrSn, memberId), gt(trackedGoods.coinEndAt, at)))
    .returning({ gdpSn: trackedGoods.gdpSn });
  return rows.length;
}

/**
 * A product registered by its store number learns its catalogue details from a result list
 * (the catalogue id only if it had none).
 */
export async function resolveFromList(
  tx: DbOrTx,
  goodsId: number,
  item: {
    title: string;
    image: string | null;
    price: number | null;
    storeName: string | null;
    productId: string | null;
  },
): Promise<void> {
  await tx
    .update(trackedGoods)
    .set({
      title: item.title,
      image: item.image,
      price: item.price,
      storeName: item.storeName,
      midNo: sql`coalesce(${trackedGoods.midNo}, ${item.productId})`,
      lookupStatus: 'resolved',
    })
    .where(eq(trackedGoods.gdpSn, goodsId));
}

/** The shared rank statements (lib/rank-engine/store) on the goods tables. */
export const goodsRankStore = rankStore(goodsRankTables);

/**
 * Locks products for writing, in product-number order (the lock order every keyword write keeps,
 * see lib/rank-engine/store). Returns the ids that still exist.
 */
export const lockGoods = (db: DbOrTx, gdpSns: number[], mode: 'update' | 'no key update' = 'update') =>
  goodsRankStore.lockItems(db, gdpSns, mode);
