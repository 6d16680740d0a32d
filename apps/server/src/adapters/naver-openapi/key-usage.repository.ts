/**
 * The Naver key's daily counts in `naver_key_usage`, shared by every process on the database.
 * Each call is one statement: the insert-or-increment carries the limit check in its `where`, so
 * two processes taking the last call of a key's allowance cannot both get it (the row lock of
 * `on conflict do update` orders them, and the second sees the first's count). Nothing is held
 * between statements, so the pool costs one short round trip per call and no lock.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { naverKeyUsage } from '../../db/schema/index';
import type { KeyUsageStore, QuotaBucket } from './key-quota';

export function databaseKeyUsageStore(db: DbOrTx): KeyUsageStore {
  return {
    async take(clientId, day, bucket, limits) {
      const dl = bucket === 'datalab';
      const rows = await db.execute(sql`
        insert into naver_key_usage as u (client_id, day, search, datalab)
        values (${clientId}, ${day}, 1, ${dl ? 1 : 0})
        on conflict (client_id, day) do update
          set search = u.search + 1, datalab = u.datalab + ${dl ? 1 : 0}
          where u.search < ${limits.search} and not u.search_exhausted
            and (${!dl} or (u.datalab < ${limits.datalab} and not u.datalab_exhausted))
        returning 1 as taken`);
      return rowsOf(rows).length > 0;
    },
    async exhaust(clientId, day, bucket) {
      const flag = bucket === 'search' ? { searchExhausted: true } : { datalabExhausted: true };
      await db
        .insert(naverKeyUsage)
        .values({ clientId, day, ...flag })
        .onConflictDoUpdate({ target: [naverKeyUsage.clientId, naverKeyUsage.day], set: flag });
    },
    async giveBack(clientId, day, bucket) {
      const dl = bucket === 'datalab';
      await db.execute(sql`
        update naver_key_usage
           set search = greatest(0, search - 1), datalab = greatest(0, datalab - ${dl ? 1 : 0})
         where client_id = ${clientId} and day = ${day}`);
    },
    async read(clientId, day) {
      const [row] = await db
        .select()
        .from(naverKeyUsage)
        .where(and(eq(naverKeyUsage.clientId, clientId), eq(naverKeyUsage.day, day)));
      const exhausted: QuotaBucket[] = [];
      if (row?.searchExhausted) exhausted.push('search');
      if (row?.datalabExhausted) exhausted.push('datalab');
      return { search: row?.search ?? 0, datalab: row?.datalab ?? 0, exhausted };
    },
  };
}

/** Days a key's counts are kept: today's decide calls; a week back is enough to read what happened. */
const KEY_USAGE_DAYS = 7;

/** Deletes the counts of Korea days more than KEY_USAGE_DAYS before `today` (YYYY-MM-DD). */
export async function sweepKeyUsage(db: DbOrTx, today: string): Promise<number> {
  const cutoff = new Date(`${today}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - KEY_USAGE_DAYS);
  const gone = await db
    .delete(naverKeyUsage)
    .where(lt(naverKeyUsage.day, cutoff.toISOString().slice(0, 10)))
    .returning({ day: naverKeyUsage.day });
  return gone.length;
}
