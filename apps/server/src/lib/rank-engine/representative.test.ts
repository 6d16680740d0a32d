import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { goodsRankTables, placeRankTables } from '../../db/schema/rank-tables';
import { createTestDatabase } from '../../test/database';
import { AppError } from '../app-error';
import {
  type KeywordTable,
  isFirstKeyword,
  makeRepresentative,
  refuseDeletingRepresentative,
} from './representative';

let database: Database;
let mbrSn: number;
const exec = async <T>(text: string, values: unknown[] = []) =>
  (await database.sql.executeSql(text, values)).rows as T[];

beforeAll(async () => {
  database = await createTestDatabase();
  [{ mbrSn } = { mbrSn: 0 }] = await exec<{ mbrSn: number }>(
    `insert into members (email, name) values ('rep@example.com', 'x') returning mbr_sn as "mbrSn"`,
  );
});
afterAll(() => database.close());

describe('the representative keyword rule', () => {
  it('the first keyword of an item is its representative, no later one', () => {
    expect(isFirstKeyword(0)).toBe(true);
    expect(isFirstKeyword(1)).toBe(false);
  });
});

const TABLES: Record<string, { table: KeywordTable; item: string; name: string }> = {
  goods: {
    table: goodsRankTables,
    item: `insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
           values ($1, 'midNum', now(), now() + interval '30 days') returning gdp_sn as id`,
    name: 'tracked_keywords',
  },
  place: {
    table: placeRankTables,
    item: `insert into tracked_places (mbr_sn, place_id) values ($1, '1') returning plce_sn as id`,
    name: 'place_keywords',
  },
};

describe.each(Object.entries(TABLES))('on the %s keywords', (_n, f) => {
  const item = `${f.table.keywordItem.name}`;
  const id = `${f.table.keywordId.name}`;
  async function itemWith(...keywords: string[]) {
    const [row] = await exec<{ id: number }>(f.item, [mbrSn]);
    const ids: number[] = [];
    for (const [i, k] of keywords.entries()) {
      const [kw] = await exec<{ id: number }>(
        `insert into ${f.name} (${item}, keyword, keyword_norm, representative) values ($1, $2, $2, $3) returning ${id} as id`,
        [row!.id, k, isFirstKeyword(i)],
      );
      ids.push(kw!.id);
    }
    return { item: row!.id, ids };
  }
  const representatives = async (itemId: number) =>
    (
      await exec<{ id: number }>(`select ${id} as id from ${f.name} where ${item} = $1 and representative`, [
        itemId,
      ])
    ).map((r) => r.id);

  it('moves to the chosen keyword, and answers false when it already was', async () => {
    const { item: itemId, ids } = await itemWith('a', 'b', 'c');
    expect(await representatives(itemId)).toEqual([ids[0]]);
    expect(await makeRepresentative(database.db, f.table, itemId, ids[2]!)).toBe(true);
    expect(await representatives(itemId)).toEqual([ids[2]]);
    expect(await makeRepresentative(database.db, f.table, itemId, ids[2]!)).toBe(false);
    expect(await representatives(itemId)).toEqual([ids[2]]);
  });

  it('refuses to delete the representative, read as it is now', async () => {
    const { item: itemId, ids } = await itemWith('a', 'b');
    await expect(refuseDeletingRepresentative(database.db, f.table, ids[0]!)).rejects.toMatchObject({
      code: 'REPRESENTATIVE_CANNOT_DELETE',
    });
    await expect(refuseDeletingRepresentative(database.db, f.table, ids[1]!)).resolves.toBeUndefined();
    await makeRepresentative(database.db, f.table, itemId, ids[1]!);
    await expect(refuseDeletingRepresentative(database.db, f.table, ids[1]!)).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(refuseDeletingRepresentative(database.db, f.table, ids[0]!)).resolves.toBeUndefined();
  });

  it('the database holds one representative per item', async () => {
    const { item: itemId, ids } = await itemWith('a', 'b');
    await expect(
      exec(`update ${f.name} set representative = true where ${id} = $1`, [ids[1]]),
    ).rejects.toThrow(/representative_uq/);
    // Another item's representative is no conflict.
    const other = await itemWith('a');
    expect(await representatives(other.item)).toEqual(other.ids);
    expect(await representatives(itemId)).toEqual([ids[0]]);
  });
});

it('the migration flags the keyword at position 0 of each product (the oldest on a tie)', async () => {
  const sql = fs.readFileSync(
    path.join(import.meta.dirname, '../../db/migrations/0020_one_rank_model.sql'),
    'utf8',
  );
  const [backfill] = sql.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE'));
  // The table as it was before: positions, no flags.
  await exec('alter table tracked_keywords add column position smallint not null default 0');
  await exec('update tracked_keywords set representative = false');
  const a = await exec<{ id: number }>(TABLES.goods!.item, [mbrSn]);
  const b = await exec<{ id: number }>(TABLES.goods!.item, [mbrSn]);
  const add = async (gdpSn: number, keyword: string, position: number) =>
    (
      await exec<{ id: number }>(
        `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, position) values ($1, $2, $2, $3) returning gdkd_sn as id`,
        [gdpSn, keyword, position],
      )
    )[0]!.id;
  await add(a[0]!.id, 'x', 1);
  const aFirst = await add(a[0]!.id, 'y', 0);
  await add(a[0]!.id, 'z', 2);
  const bFirst = await add(b[0]!.id, 'x', 0);
  await add(b[0]!.id, 'y', 0);
  await exec(backfill!);
  const flagged = await exec<{ id: number }>(
    'select gdkd_sn as id from tracked_keywords where representative and gdp_sn = any($1) order by gdp_sn',
    [[a[0]!.id, b[0]!.id]],
  );
  expect(flagged.map((r) => r.id)).toEqual([aFirst, bFirst]);
  await exec('alter table tracked_keywords drop column position');
});
