/**
 * The hourly_provenance migration on existing data (issue 36 §2): hourly (v1) ranks gain the daily
 * record's provenance columns, and the hours recorded before keep null in them (no backfill).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../test/migrations-before';

describe('migration hourly_provenance', () => {
  it('adds source, surface, device, depth and checked_at to the hourly ranks; older hours keep null', async () => {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('_hourly_provenance') });
    const q = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
    const one = async (text: string, params: unknown[] = []) =>
      (await q<{ id: number }>(text, params))[0]!.id;
    const mbr = await one(
      "insert into members (email, name) values ('h@example.com', 'Kim') returning mbr_sn as id",
    );
    const gdp = await one(
      `insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
       values ($1, 'midNum', now(), now() + interval '30 days') returning gdp_sn as id`,
      [mbr],
    );
    const kw = await one(
      "insert into tracked_keywords (gdp_sn, keyword, keyword_norm) values ($1, 'tent', 'tent') returning gdkd_sn as id",
      [gdp],
    );
    await q("insert into rank_history_hourly (gdkd_sn, hour, rank) values ($1, '2026-11-22T02:00:00Z', 12)", [
      kw,
    ]);

    await migrate(drizzle(client), { migrationsFolder });

    expect(
      await q(
        'select rank, source, surface, device, depth, checked_at from rank_history_hourly where gdkd_sn = $1',
        [kw],
      ),
    ).toEqual([{ rank: 12, source: null, surface: null, device: null, depth: null, checked_at: null }]);
    await client.close();
  });
});
