import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../db/client';
import { AppError } from '../app-error';

/**
 * The representative keyword, one rule for every rank feature: each tracked item has exactly one
 * (the `representative` flag, one per item by a partial unique index); the item's first keyword
 * becomes it; another keyword can take its place; it cannot be deleted while it is the one.
 */

/** A keyword added to an item with `existing` keywords is its representative when it is the first. */
export const isFirstKeyword = (existing: number): boolean => existing === 0;

export interface KeywordTable {
  keywords: PgTable;
  keywordId: PgColumn;
  /** The keyword's item (product, place). */
  keywordItem: PgColumn;
}

/**
 * Refuses to delete the representative keyword (the member chooses another one first). Read here,
 * under the item's lock the caller holds, so a change that committed meanwhile is seen.
 */
export async function refuseDeletingRepresentative(
  db: DbOrTx,
  t: KeywordTable,
  keywordId: number,
): Promise<void> {
  const [row] = rowsOf<{ representative: boolean }>(
    await db.execute(sql`select representative from ${t.keywords} where ${t.keywordId} = ${keywordId}`),
  );
  if (row?.representative) throw new AppError('REPRESENTATIVE_CANNOT_DELETE');
}

/**
 * Makes a keyword its item's representative; false when it already was. The caller holds the
 * item's row lock, so two changes of one item run one after the other.
 */
export async function makeRepresentative(
  db: DbOrTx,
  t: KeywordTable,
  itemId: number,
  keywordId: number,
): Promise<boolean> {
  const [current] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select ${t.keywordId} as id from ${t.keywords} where ${t.keywordItem} = ${itemId} and representative`,
    ),
  );
  if (current?.id === keywordId) return false;
  // Clear first: the partial unique index allows one representative per item at any moment.
  await db.execute(
    sql`update ${t.keywords} set representative = false where ${t.keywordItem} = ${itemId} and representative`,
  );
  await db.execute(sql`update ${t.keywords} set representative = true where ${t.keywordId} = ${keywordId}`);
  return true;
}
