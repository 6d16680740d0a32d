import { type SQL, sql } from 'drizzle-orm';

/**
 * Rank writes go to the database in multi-row statements, a few per keyword check instead of a
 * few per tracked keyword: at 500,000 tracked pairs a day the round trips dominated the run.
 * Batches bound a statement's size (and stay below PostgreSQL's 65,535 bind parameters where
 * rows are still bound one value at a time).
 */
const WRITE_BATCH = 1000;

export function* chunks<T>(rows: readonly T[], size = WRITE_BATCH): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * A whole column of a batch as one bind parameter (`unnest(...)`, `= any(...)`): a statement
 * costs the same to build and parse whether it carries ten rows or a thousand.
 */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;
export const boolArray = (values: readonly boolean[]): SQL => sql`${sql.param([...values])}::boolean[]`;
/** A text column of a batch; null entries stay null. */
export const textArray = (values: readonly (string | null)[]): SQL => sql`${sql.param([...values])}::text[]`;
/** An int column whose entries may be null. */
export const nullableIntArray = (values: readonly (number | null)[]): SQL =>
  sql`${sql.param([...values])}::int[]`;
