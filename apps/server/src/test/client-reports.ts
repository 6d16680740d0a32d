import type { TestApp } from './app';

/**
 * Tracked products and places with daily ranks, written straight into the rank tables: the client
 * report reads them and nothing else, so its tests need no provider, coins or rank run.
 */
const sql = async (t: TestApp, text: string, params: unknown[]) =>
  (await t.database.sql.executeSql(text, params)).rows as Array<Record<string, unknown>>;

export async function trackProduct(
  t: TestApp,
  mbrSn: number,
  title: string,
  keywords: Record<string, Array<[day: string, rank: number]>>,
): Promise<number> {
  const [g] = await sql(
    t,
    `insert into tracked_goods (mbr_sn, registered_by, mall_pid, title, coin_start_at, coin_end_at)
     values ($1, 'prodNum', '8812345678', $2, now(), now() + interval '30 days') returning gdp_sn`,
    [mbrSn, title],
  );
  const gdpSn = Number(g!.gdp_sn);
  let first = true;
  for (const [keyword, ranks] of Object.entries(keywords)) {
    const [k] = await sql(
      t,
      `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, $2, $2, $3)
       returning gdkd_sn`,
      [gdpSn, keyword, first],
    );
    first = false;
    for (const [day, rank] of ranks)
      await sql(t, 'insert into rank_history (gdkd_sn, day, rank) values ($1, $2, $3)', [
        k!.gdkd_sn,
        day,
        rank,
      ]);
  }
  return gdpSn;
}

export async function trackPlace(
  t: TestApp,
  mbrSn: number,
  name: string,
  keywords: Record<string, Array<[day: string, rank: number]>>,
): Promise<number> {
  const [p] = await sql(
    t,
    `insert into tracked_places (mbr_sn, place_id, name) values ($1, '1234567', $2) returning plce_sn`,
    [mbrSn, name],
  );
  const plceSn = Number(p!.plce_sn);
  let first = true;
  for (const [keyword, ranks] of Object.entries(keywords)) {
    const [k] = await sql(
      t,
      `insert into place_keywords (plce_sn, keyword, keyword_norm, representative) values ($1, $2, $2, $3)
       returning plkwrd_sn`,
      [plceSn, keyword, first],
    );
    first = false;
    for (const [day, rank] of ranks)
      await sql(t, 'insert into place_rank_history (plkwrd_sn, day, rank) values ($1, $2, $3)', [
        k!.plkwrd_sn,
        day,
        rank,
      ]);
  }
  return plceSn;
}

/** Makes a member an agency member of a new group with this company name. */
export async function makeAgency(t: TestApp, mbrSn: number, company: string): Promise<void> {
  const [g] = await sql(t, `insert into agency_groups (code, company_name) values ($1, $2) returning id`, [
    `G${mbrSn}x${Date.now().toString(36)}`,
    company,
  ]);
  await sql(t, `update members set role = 'MNPY_MBR', group_id = $2 where mbr_sn = $1`, [mbrSn, g!.id]);
}
