/**
 * The rank_provenance migration on existing data (issue 36 §2): every shopping rank recorded
 * before it was read by the ended Open API on the price-comparison list, so it is backfilled as
 * such (and the first check through the new source shows a change of method); place ranks get the
 * place list's provenance. Runs the migrations before it on an empty PGlite, writes old rows, then
 * migrates the rest.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../test/migrations-before';

describe('migration rank_provenance', () => {
  it('backfills shopping ranks as the ended Open API on 가격비교 (PC, no depth) and place ranks as the place list', async () => {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('_rank_provenance') });
    const q = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
    const one = async (text: string, params: unknown[] = []) =>
      (await q<{ id: number }>(text, params))[0]!.id;

    const mbr = await one(
      "insert into members (email, name) values ('p@example.com', 'Kim') returning mbr_sn as id",
    );
    const gdp = await one(
      `insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
       values ($1, 'midNum', now(), now() + interval '30 days') returning gdp_sn as id`,
      [mbr],
    );
    const ranked = await one(
      `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, rank_current, rank_previous, rank_day)
       values ($1, 'tent', 'tent', 12, 15, '2026-07-30') returning gdkd_sn as id`,
      [gdp],
    );
    const fresh = await one(
      "insert into tracked_keywords (gdp_sn, keyword, keyword_norm) values ($1, 'lamp', 'lamp') returning gdkd_sn as id",
      [gdp],
    );
    await q(
      "insert into rank_history (gdkd_sn, day, rank) values ($1, '2026-07-29', 15), ($1, '2026-07-30', 12)",
      [ranked],
    );
    const rival = await one(
      "insert into goods_rivals (gdkd_sn, product_id, title) values ($1, '777', 'rival') returning rival_sn as id",
      [ranked],
    );
    await q("insert into goods_rival_history (rival_sn, day, rank, depth) values ($1, '2026-07-30', 3, 40)", [
      rival,
    ]);
    await q(
      `insert into goods_keyword_tops (keyword_norm, day, slot, rank, item_key, title)
       values ('tent', '2026-07-30', 1, 1, '777', 'rival')`,
    );
    const plce = await one(
      "insert into tracked_places (mbr_sn, place_id) values ($1, '1') returning plce_sn as id",
      [mbr],
    );
    const pk = await one(
      `insert into place_keywords (plce_sn, keyword, keyword_norm, rank_current, rank_previous, rank_day)
       values ($1, 'cafe', 'cafe', 5, 0, '2026-07-30') returning plkwrd_sn as id`,
      [plce],
    );
    await q("insert into place_rank_history (plkwrd_sn, day, rank) values ($1, '2026-07-30', 5)", [pk]);

    await migrate(drizzle(client), { migrationsFolder });

    const keyword = (table: string, key: string, id: number) =>
      q(
        `select rank_source, rank_surface, rank_device, rank_depth, rank_previous_source, rank_previous_surface
           from ${table} where ${key} = $1`,
        [id],
      );
    expect(await keyword('tracked_keywords', 'gdkd_sn', ranked)).toEqual([
      {
        rank_source: 'naver-openapi',
        rank_surface: 'price-comparison',
        rank_device: 'pc',
        rank_depth: null,
        rank_previous_source: 'naver-openapi',
        rank_previous_surface: 'price-comparison',
      },
    ]);
    // A keyword never checked has no rank, so no provenance either.
    expect(await keyword('tracked_keywords', 'gdkd_sn', fresh)).toEqual([
      {
        rank_source: null,
        rank_surface: null,
        rank_device: null,
        rank_depth: null,
        rank_previous_source: null,
        rank_previous_surface: null,
      },
    ]);
    expect(
      await q(
        'select source, surface, device, depth, checked_at = created_at as stamped from rank_history order by day',
      ),
    ).toEqual([
      { source: 'naver-openapi', surface: 'price-comparison', device: 'pc', depth: null, stamped: true },
      { source: 'naver-openapi', surface: 'price-comparison', device: 'pc', depth: null, stamped: true },
    ]);
    expect(await q('select source, surface, device, depth from goods_rival_history')).toEqual([
      { source: 'naver-openapi', surface: 'price-comparison', device: 'pc', depth: 40 },
    ]);
    expect(await q('select source, surface, device from goods_keyword_tops')).toEqual([
      { source: 'naver-openapi', surface: 'price-comparison', device: 'pc' },
    ]);
    expect(await keyword('place_keywords', 'plkwrd_sn', pk)).toEqual([
      {
        rank_source: 'naver-place',
        rank_surface: 'place',
        rank_device: 'pc',
        rank_depth: null,
        rank_previous_source: 'naver-place',
        rank_previous_surface: 'place',
      },
    ]);
    expect(
      await q('select source, surface, device, checked_at is not null as stamped from place_rank_history'),
    ).toEqual([{ source: 'naver-place', surface: 'place', device: 'pc', stamped: true }]);
    await client.close();
  }, 120_000);
});
