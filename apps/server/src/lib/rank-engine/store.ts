import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../db/client';
import { boolArray, chunks, intArray, nullableIntArray, textArray } from './batch';
import type { AnswerState } from './empty-answer';

/**
 * Where a rank feature keeps its ranks. The tables are built from db/schema/rank-columns, so one
 * set of statements writes goods and places alike; a feature names its tables and key columns.
 */
export interface RankTables {
  /** The tracked items (products, places), with the check-now columns. */
  items: PgTable;
  itemId: PgColumn;
  /** Their keywords, with the rank keyword columns. */
  keywords: PgTable;
  keywordId: PgColumn;
  /** The keyword's item. */
  keywordItem: PgColumn;
  /** One row per keyword per Korea day. */
  history: PgTable;
  historyKeyword: PgColumn;
  /** A history column stamped with the write time, when the table has one. */
  historyStamp?: PgColumn;
  /** The record of each keyword check. */
  checks: PgTable;
  /** The day's top of each keyword's list (db/schema/rank-columns keywordTopColumns). */
  tops: PgTable;
  /** What the engine remembers of each keyword's answers (db/schema/rank-columns keywordAnswerColumns). */
  answers: PgTable;
  /**
   * The history's attribute columns (issue 42 §1: what the list said of the item that day), in
   * the order of each RankWrite's `attributes`: written by the same statement as the rank.
   */
  historyAttributes?: readonly HistoryAttribute[];
}

/** A history column written beside the rank, with its SQL array type. */
interface HistoryAttribute {
  column: string;
  type: 'int' | 'float8' | 'text' | 'boolean';
}

export type AttributeValue = number | string | boolean | null;

/** An entry of a keyword's list as kept in its top table; what a source lacks is null. */
export interface TopEntry {
  slot: number;
  /** null = an ad. */
  rank: number | null;
  itemKey: string;
  storeKey: string | null;
  title: string;
  mall: string | null;
  price: number | null;
  image: string | null;
  reviewCount: number | null;
  /** Issue 42 §1: purchases and rating (shopping), blog reviews (places); absent = not said. */
  purchaseCount?: number | null;
  rating?: number | null;
  blogReviewCount?: number | null;
}

/** How many organic entries of each checked keyword's list are kept per day (issue 28 §1). */
export const TOP_KEPT = 40;

/**
 * The method a check read its list by (issue 36 §2): stored with every rank it records, so a
 * change of source or surface is never taken for a move (rules/rank-provenance).
 */
export interface CheckMethod {
  source: string;
  surface: string;
  device: string;
}

/** A check's method and the organic entries it read (the walk's depth). */
export interface RecordedBy extends CheckMethod {
  depth: number;
}

export interface RankWrite {
  /** The keyword row. */
  id: number;
  rank: number;
  /** A new Korea day: the current rank becomes the previous one (see shiftsPrevious). */
  shift: boolean;
  /** The day's attributes, in RankTables.historyAttributes order (null = not said). */
  attributes?: readonly AttributeValue[];
}

export interface CheckRecord {
  keywordNorm: string;
  day: string;
  /** 'unconfirmed': an empty answer for a keyword that had results, not recorded (empty-answer.ts). */
  status: 'ok' | 'partial' | 'failed' | 'unconfirmed';
  pagesFetched: number;
  targets: number;
  found?: number;
  error?: string;
}

/** A history row's provenance columns as the driver gives them. */
interface RecordedRow {
  source: string | null;
  surface: string | null;
  device: string | null;
  depth: number | null;
  checked_at: string | Date | null;
}

/** A recorded rank's provenance (rules/rank-provenance in the shared package). */
export interface StoredProvenance {
  source: string | null;
  surface: string | null;
  device: string | null;
  depth: number | null;
  checkedAt: string | null;
}

export interface HistoryRecord {
  id: number;
  day: string;
  rank: number;
  provenance: StoredProvenance;
}

/** The provenance columns of a history row, read: times as ISO instants. */
const provenanceOf = (r: RecordedRow): StoredProvenance => ({
  source: r.source,
  surface: r.surface,
  device: r.device,
  depth: r.depth === null ? null : Number(r.depth),
  checkedAt: r.checked_at === null ? null : new Date(r.checked_at).toISOString(),
});

/** A column by its bare name: SET and INSERT column lists take no table prefix. */
const bare = (column: PgColumn): SQLWrapper => sql.identifier(column.name);
const stamp = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

export type RankStore = ReturnType<typeof rankStore>;

/**
 * The statements every rank feature runs on its tables. Writes go in multi-row batches (see
 * batch.ts). Lock order: a transaction that writes keyword rows locks their items first, in id
 * order, then the keywords, so a rank check and a member's delete queue instead of deadlocking.
 */
export function rankStore(t: RankTables) {
  const lockItems = async (
    db: DbOrTx,
    ids: readonly number[],
    mode: 'update' | 'no key update' = 'update',
  ): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        select ${t.itemId} as id from ${t.items}
         where ${t.itemId} = any(${intArray([...new Set(ids)])})
         order by ${t.itemId} for ${sql.raw(mode)}`),
    );
    return new Set(rows.map((r) => r.id));
  };

  return {
    tables: t,
    lockItems,

    /**
     * For a rank check's write: locks the items, then the keywords, and returns the keyword ids
     * still present with their recorded day as of now (a check of the same keyword may have
     * committed meanwhile), so an item or keyword deleted during the check is skipped instead of
     * failing the check for every other member on that keyword.
     */
    async lockLiveKeywords(
      db: DbOrTx,
      itemIds: readonly number[],
      keywordIds: readonly number[],
    ): Promise<Map<number, string | null>> {
      if (keywordIds.length === 0) return new Map();
      await lockItems(db, itemIds, 'no key update');
      const rows = rowsOf<{ id: number; rank_day: string | null }>(
        await db.execute(sql`
          select ${t.keywordId} as id, rank_day::text as rank_day from ${t.keywords}
           where ${t.keywordId} = any(${intArray(keywordIds)})
           order by ${t.keywordId} for no key update`),
      );
      return new Map(rows.map((r) => [r.id, r.rank_day]));
    },

    async recordCheck(db: DbOrTx, c: CheckRecord): Promise<void> {
      await db.execute(sql`
        insert into ${t.checks} (keyword_norm, day, status, pages_fetched, targets, found, error)
        values (${c.keywordNorm}, ${c.day}::date, ${c.status}, ${c.pagesFetched}, ${c.targets},
                ${c.found ?? 0}, ${c.error ?? null})`);
    },

    /**
     * Records a successful check's ranks in one statement per batch. The caller holds the rows'
     * locks (lockLiveKeywords) and decided `shift` from the day it read under them;
     * `rank_previous` takes the row's old current rank, as a one-row update would, and its
     * method moves with it; the current rank takes the check's provenance (`by`).
     */
    async writeRanks(
      db: DbOrTx,
      rows: readonly RankWrite[],
      day: string,
      at: Date,
      by: RecordedBy,
    ): Promise<void> {
      for (const batch of chunks(rows)) {
        await db.execute(sql`
          update ${t.keywords} as k
             set rank_current = v.rank,
                 rank_previous = case when v.shift then k.rank_current else k.rank_previous end,
                 rank_previous_source = case when v.shift then k.rank_source else k.rank_previous_source end,
                 rank_previous_surface = case when v.shift then k.rank_surface else k.rank_previous_surface end,
                 rank_source = ${by.source}, rank_surface = ${by.surface}, rank_device = ${by.device},
                 rank_depth = ${by.depth},
                 rank_day = case when v.shift then ${day}::date else k.rank_day end,
                 check_status = 'ok',
                 checked_at = ${stamp(at)}
            from unnest(${intArray(batch.map((r) => r.id))}, ${intArray(batch.map((r) => r.rank))},
                        ${boolArray(batch.map((r) => r.shift))}) as v (id, rank, shift)
           where k.${bare(t.keywordId)} = v.id`);
      }
    },

    /**
     * The day's history rows: re-running a day updates them in place (`replace`), or, for a past
     * day (see recordsCurrent), only fills in the rows that are missing. Each row keeps the
     * check's provenance (`by`) and time.
     */
    async writeHistory(
      db: DbOrTx,
      rows: readonly { id: number; rank: number; attributes?: readonly AttributeValue[] }[],
      day: string,
      at: Date,
      mode: 'replace' | 'fill',
      by: RecordedBy,
    ): Promise<void> {
      const key = bare(t.historyKeyword);
      const stamped = t.historyStamp ? bare(t.historyStamp) : null;
      const attrs = t.historyAttributes ?? [];
      const names = attrs.map((a) => sql.identifier(a.column));
      const attrSet = names.map((n) => sql`, ${n} = excluded.${n}`);
      const onConflict =
        mode === 'fill'
          ? sql`do nothing`
          : sql`do update set rank = excluded.rank${stamped ? sql`, ${stamped} = excluded.${stamped}` : sql``},
                source = excluded.source, surface = excluded.surface, device = excluded.device,
                depth = excluded.depth, checked_at = excluded.checked_at${sql.join(attrSet)}`;
      for (const batch of chunks(rows)) {
        // One more unnest column per attribute: the attributes cost no statement of their own.
        const attrArrays = attrs.map(
          (a, i) => sql`, ${sql.param(batch.map((r) => r.attributes?.[i] ?? null))}::${sql.raw(a.type)}[]`,
        );
        const attrCols = names.map((n) => sql`, ${n}`);
        const attrVals = names.map((n) => sql`, v.${n}`);
        await db.execute(sql`
          insert into ${t.history} (${key}, day, rank${stamped ? sql`, ${stamped}` : sql``},
                                    source, surface, device, depth, checked_at${sql.join(attrCols)})
          select v.id, ${day}::date, v.rank${stamped ? sql`, ${stamp(at)}` : sql``},
                 ${by.source}::text, ${by.surface}::text, ${by.device}::text, ${by.depth}::int, ${stamp(at)}${sql.join(attrVals)}
            from unnest(${intArray(batch.map((r) => r.id))}, ${intArray(batch.map((r) => r.rank))}${sql.join(attrArrays)})
              as v (id, rank${sql.join(attrCols)})
              on conflict (${key}, day) ${onConflict}`);
      }
    },

    /**
     * The keywords' daily ranks between two Korea dates (inclusive), by keyword then day, each
     * with its provenance: the public API's history and the client reports read both features'
     * history through this.
     */
    async historyBetween(
      db: DbOrTx,
      ids: readonly number[],
      from: string,
      to: string,
    ): Promise<HistoryRecord[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<Omit<HistoryRecord, 'provenance'> & RecordedRow>(
        await db.execute(sql`
          select ${t.historyKeyword} as id, day::text as day, rank, source, surface, device, depth,
                 checked_at
            from ${t.history}
           where ${t.historyKeyword} = any(${intArray([...new Set(ids)])})
             and day between ${from}::date and ${to}::date
           order by ${t.historyKeyword}, day`),
      );
      return rows.map((r) => ({ id: r.id, day: r.day, rank: r.rank, provenance: provenanceOf(r) }));
    },

    /**
     * The day's top of a keyword's list, replacing what an earlier check of the day kept
     * (`replace`), or, for a past day (see recordsCurrent), only when none is kept (`fill`):
     * entries in list order up to the TOP_KEPT-th organic one (ads among them stay, flagged).
     */
    async writeTop(
      db: DbOrTx,
      keywordNorm: string,
      day: string,
      entries: readonly TopEntry[],
      mode: 'replace' | 'fill',
      by: CheckMethod,
    ): Promise<void> {
      if (mode === 'fill') {
        const held = rowsOf<{ n: number }>(
          await db.execute(
            sql`select count(*)::int as n from ${t.tops} where keyword_norm = ${keywordNorm} and day = ${day}::date`,
          ),
        );
        if ((held[0]?.n ?? 0) > 0) return;
      }
      // Upserted by slot, not deleted and inserted: two checks of one keyword on one day (a
      // check-now beside the daily run) write at once, and on PostgreSQL the second's insert
      // would meet the first's rows (unique keyword/day/slot) and lose the whole check's write.
      const slots = entries.map((e) => e.slot);
      const last = slots.length ? Math.max(...slots) : 0;
      if (mode === 'replace') {
        await db.execute(
          sql`delete from ${t.tops} where keyword_norm = ${keywordNorm} and day = ${day}::date and slot > ${last}`,
        );
      }
      if (entries.length === 0) return;
      const col = <K extends keyof TopEntry>(k: K) => entries.map((e) => e[k]);
      const onConflict =
        mode === 'replace'
          ? sql`do update set rank = excluded.rank, item_key = excluded.item_key, store_key = excluded.store_key,
                title = excluded.title, mall = excluded.mall, price = excluded.price, image = excluded.image,
                review_count = excluded.review_count, purchase_count = excluded.purchase_count,
                rating = excluded.rating, blog_review_count = excluded.blog_review_count,
                source = excluded.source, surface = excluded.surface, device = excluded.device`
          : sql`do nothing`;
      await db.execute(sql`
        insert into ${t.tops} (keyword_norm, day, slot, rank, item_key, store_key, title, mall, price, image, review_count,
                               purchase_count, rating, blog_review_count, source, surface, device)
        select ${keywordNorm}, ${day}::date, v.slot, v.rank, v.item_key, v.store_key, v.title, v.mall, v.price, v.image, v.review_count,
               v.purchase_count, v.rating, v.blog_review_count, ${by.source}::text, ${by.surface}::text, ${by.device}::text
          from unnest(${intArray(col('slot'))}, ${nullableIntArray(col('rank'))}, ${textArray(col('itemKey'))},
                      ${textArray(col('storeKey'))}, ${textArray(col('title'))}, ${textArray(col('mall'))},
                      ${nullableIntArray(col('price'))}, ${textArray(col('image'))}, ${nullableIntArray(col('reviewCount'))},
                      ${nullableIntArray(entries.map((e) => e.purchaseCount ?? null))},
                      ${sql.param(entries.map((e) => e.rating ?? null))}::float8[],
                      ${nullableIntArray(entries.map((e) => e.blogReviewCount ?? null))})
            as v (slot, rank, item_key, store_key, title, mall, price, image, review_count, purchase_count, rating, blog_review_count)
          order by v.slot
          on conflict (keyword_norm, day, slot) ${onConflict}`);
    },

    /** Removes the tops of days before `before` (kept 90 days). */
    async sweepTops(db: DbOrTx, before: string): Promise<void> {
      await db.execute(sql`delete from ${t.tops} where day < ${before}::date`);
    },

    /**
     * The keyword's answer state, its row locked until the transaction ends (made when missing), so
     * two checks of one keyword at once count their empty answers one after the other. Taken after
     * the keyword rows' locks (lockLiveKeywords), in the same order by every check.
     */
    async lockAnswer(db: DbOrTx, keywordNorm: string): Promise<AnswerState> {
      await db.execute(
        sql`insert into ${t.answers} (keyword_norm) values (${keywordNorm}) on conflict (keyword_norm) do nothing`,
      );
      const rows = rowsOf<{ had_results: boolean; empty_count: number; empty_since: string | null }>(
        await db.execute(sql`
          select had_results, empty_count, empty_since::text as empty_since from ${t.answers}
           where keyword_norm = ${keywordNorm} for update`),
      );
      const r = rows[0];
      return {
        hadResults: r?.had_results ?? false,
        emptyCount: Number(r?.empty_count ?? 0),
        emptySince: r?.empty_since ? new Date(r.empty_since) : null,
      };
    },

    /** The keyword's answer state without a lock (the hourly check only reads it). */
    async readAnswer(db: DbOrTx, keywordNorm: string): Promise<AnswerState | null> {
      const rows = rowsOf<{ had_results: boolean; empty_count: number; empty_since: string | null }>(
        await db.execute(sql`
          select had_results, empty_count, empty_since::text as empty_since from ${t.answers}
           where keyword_norm = ${keywordNorm}`),
      );
      const r = rows[0];
      return r
        ? {
            hadResults: r.had_results,
            emptyCount: Number(r.empty_count),
            emptySince: r.empty_since ? new Date(r.empty_since) : null,
          }
        : null;
    },

    /** Stores the keyword's answer state after a check, with the re-check it waits for (or none). */
    async saveAnswer(
      db: DbOrTx,
      keywordNorm: string,
      state: AnswerState,
      recheckAt: Date | null,
      at: Date,
    ): Promise<void> {
      await db.execute(sql`
        insert into ${t.answers} (keyword_norm, had_results, empty_count, empty_since, recheck_at, updated_at)
        values (${keywordNorm}, ${state.hadResults}, ${state.emptyCount},
                ${state.emptySince ? stamp(state.emptySince) : null}, ${recheckAt ? stamp(recheckAt) : null}, ${stamp(at)})
        on conflict (keyword_norm) do update
          set had_results = excluded.had_results, empty_count = excluded.empty_count,
              empty_since = excluded.empty_since, recheck_at = excluded.recheck_at, updated_at = excluded.updated_at`);
    },

    /** Marks keywords whose answer was an unconfirmed empty one: their ranks stay, shown as 확인 중. */
    async markUnconfirmed(db: DbOrTx, ids: readonly number[]): Promise<void> {
      for (const batch of chunks(ids)) {
        await db.execute(
          sql`update ${t.keywords} set check_status = 'unconfirmed' where ${t.keywordId} = any(${intArray(batch)})`,
        );
      }
    },

    /** Records when a check of these keywords failed (the list shows it while no later check succeeded). */
    async recordFailure(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
      for (const batch of chunks(ids)) {
        await db.execute(
          sql`update ${t.keywords} set failed_at = ${stamp(at)} where ${t.keywordId} = any(${intArray(batch)})`,
        );
      }
    },

    /** Marks keywords whose check failed or fell short (only those never checked show it). */
    async markFailed(db: DbOrTx, ids: readonly number[]): Promise<void> {
      for (const batch of chunks(ids)) {
        await db.execute(
          sql`update ${t.keywords} set check_status = 'failed' where ${t.keywordId} = any(${intArray(batch)})`,
        );
      }
    },

    /**
     * Counts one "check now" of an item on `day` unless `limit` were passed: one conditional update
     * of the item row (concurrent requests queue on its lock). The day's count, or null when none is left.
     */
    async claimCheckNow(
      db: DbOrTx,
      itemId: number,
      day: string,
      at: Date,
      limit: number,
    ): Promise<number | null> {
      const rows = rowsOf<{ count: number }>(
        await db.execute(sql`
          update ${t.items}
             set check_now_count = case when check_now_day = ${day}::date then check_now_count + 1 else 1 end,
                 check_now_day = ${day}::date,
                 check_now_at = ${stamp(at)}
           where ${t.itemId} = ${itemId}
             and (check_now_day is distinct from ${day}::date or check_now_count < ${limit})
          returning check_now_count::int as count`),
      );
      return rows[0]?.count ?? null;
    },
  };
}
