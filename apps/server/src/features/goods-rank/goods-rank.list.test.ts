import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsListAnswer } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';

// The list a member sees follows every write. Everything here writes the way another app
// instance or the rank worker would: straight to the tables, past this process.
let t: TestApp;
let clock = new Date('2026-11-22T03:00:00Z');
const exec = (q: string, v: unknown[] = []) => t.database.sql.executeSql(q, v);

async function seed(mbrSn: number, products: number): Promise<number[]> {
  const r = await exec(
    `insert into tracked_goods (mbr_sn, mid_no, registered_by, lookup_status, title, coin_start_at, coin_end_at,
       auto_renew, sort_order)
     select $1, (100000 + g)::text, 'midNum', 'resolved', 'item ' || g, $2::timestamptz, $3::timestamptz, true, g
       from generate_series(1, $4::int) g
     returning gdp_sn`,
    [mbrSn, '2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', products],
  );
  const ids = (r.rows as Array<{ gdp_sn: number }>).map((x) => x.gdp_sn).sort((a, b) => a - b);
  for (const id of ids) {
    await exec(
      `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative, rank_current, check_status)
       values ($1, 'chair', 'chair', true, 10, 'ok'), ($1, 'desk', 'desk', false, 20, 'ok')`,
      [id],
    );
  }
  return ids;
}

let cookie: string;
let mbrSn: number;
let goods: number[];
const list = async (): Promise<GoodsListAnswer> => {
  const res = await post(t, '/api/naver/mygoodsRank/select', {}, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return res.json();
};
const ranks = (a: GoodsListAnswer) =>
  a.keywordRankInfos.map((p) => p.keywordsInfo.map((k) => `${k.goodsKeyword}:${k.keywordRankCurrent}`));

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { now: () => clock });
  const m = await createMember(t);
  mbrSn = m.mbrSn;
  cookie = await login(t, m.email);
  goods = await seed(mbrSn, 3);
});
afterAll(async () => {
  await t.close();
});

describe('tracked-goods list', () => {
  it('shows every change written outside this process on the next call', async () => {
    expect(ranks(await list())).toEqual([
      ['chair:10', 'desk:20'],
      ['chair:10', 'desk:20'],
      ['chair:10', 'desk:20'],
    ]);
    const [a, b, c] = goods as [number, number, number];

    await exec(`update tracked_keywords set rank_current = 3 where gdp_sn = $1 and keyword = 'chair'`, [a]);
    expect(ranks(await list())[0]).toEqual(['chair:3', 'desk:20']);

    // A write of the same value is still a new row version.
    await exec(`update tracked_keywords set rank_current = 3 where gdp_sn = $1 and keyword = 'chair'`, [a]);
    expect(ranks(await list())[0]).toEqual(['chair:3', 'desk:20']);

    await exec(`delete from tracked_keywords where gdp_sn = $1 and keyword = 'desk'`, [b]);
    expect(ranks(await list())[1]).toEqual(['chair:10']);

    // One keyword out and another in: the count is unchanged, the answer is not.
    await exec(`delete from tracked_keywords where gdp_sn = $1 and keyword = 'chair'`, [c]);
    await exec(
      `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative, rank_current, check_status)
       values ($1, 'lamp', 'lamp', false, 7, 'ok')`,
      [c],
    );
    expect(ranks(await list())[2]).toEqual(['desk:20', 'lamp:7']);

    await exec(`update tracked_goods set memo = 'from elsewhere' where gdp_sn = $1`, [b]);
    expect((await list()).myGoodsRank[1]!.content).toBe('from elsewhere');

    await exec(`delete from tracked_goods where gdp_sn = $1`, [a]);
    expect((await list()).myGoodsRank.map((g) => g.gdpSn)).toEqual([b, c]);
    goods = [b, c];
  });

  it('reads the balance, the renewal warning and the time on every call', async () => {
    const first = await list();
    await t.services.coins.operatorGrant(mbrSn, 7);
    clock = new Date('2026-11-28T00:00:00Z'); // the auto-renewing product now ends within 3 days
    const second = await list();
    expect(second.mbr.sellerCoinCnt).toBe(first.mbr.sellerCoinCnt + 7);
    expect(second.serverNow).toBe('2026-11-28T00:00:00.000Z');
    expect(first.renewalShortfall).toBe(false);
    expect(second.renewalShortfall).toBe(true);
    expect(second.myGoodsRank).toEqual(first.myGoodsRank);
  });

  it('sends the same answer compressed to a client that accepts it, also after a change', async () => {
    const compressed = async (acceptEncoding: string, expected: 'gzip' | 'br'): Promise<GoodsListAnswer> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/naver/mygoodsRank/select',
        payload: {},
        headers: { cookie, 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toContain('accept-encoding');
      const body =
        expected === 'gzip' ? zlib.gunzipSync(res.rawPayload) : zlib.brotliDecompressSync(res.rawPayload);
      return JSON.parse(body.toString('utf8')) as GoodsListAnswer;
    };
    expect(await compressed('gzip', 'gzip')).toEqual(await list());
    await exec(`update tracked_goods set memo = '메모 바뀜' where gdp_sn = $1`, [goods[0]]);
    const after = await compressed('gzip', 'gzip');
    expect(after.myGoodsRank[0]!.content).toBe('메모 바뀜');
    expect(after).toEqual(await list());
    expect(await compressed('gzip, deflate, br', 'br')).toEqual(await list());
    // Plain for a client that names no encoding (the list helper checks the length as it is).
    const plain = await post(t, '/api/naver/mygoodsRank/select', {}, cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to the ETag it gave while nothing shown changed, and the new list after any change', async () => {
    const ask = (etag?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/naver/mygoodsRank/select',
        payload: {},
        headers: {
          cookie,
          'accept-encoding': 'gzip, deflate, br',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      });
    let tag = (await ask()).headers.etag as string;
    expect(tag).toMatch(/^"[\w.]+"$/);
    /** The held tag is still current: 304, no body. */
    const unchanged = async () => {
      const res = await ask(tag);
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      // A bodiless answer that claims a length leaves a keep-alive client waiting for it.
      expect(res.headers['content-length'] ?? '0').toBe('0');
      expect(res.headers.etag).toBe(tag);
    };
    /** The held tag is stale: the full list with a new tag, which is then current. */
    const changed = async (what: string) => {
      const res = await ask(tag);
      expect(res.statusCode, what).toBe(200);
      expect(res.headers.etag, what).not.toBe(tag);
      tag = res.headers.etag as string;
      await unchanged();
    };
    await unchanged();
    const [b, c] = goods as [number, number];
    await exec(`update tracked_keywords set rank_current = 4 where gdp_sn = $1 and keyword = 'desk'`, [c]);
    await changed('a rank');
    await exec(`update tracked_keywords set rank_current = 4 where gdp_sn = $1 and keyword = 'desk'`, [c]);
    await changed('the same value written again');
    await exec(`delete from tracked_keywords where gdp_sn = $1 and keyword = 'lamp'`, [c]);
    await changed('a keyword deleted');
    await exec(`update tracked_goods set check_now_count = check_now_count + 1 where gdp_sn = $1`, [b]);
    await changed('a product column');
    await t.services.coins.operatorGrant(mbrSn, 1);
    await changed('the balance');
    await exec(
      `update tracked_goods set coin_end_at = $2::timestamptz, auto_renew = true where gdp_sn = $1`,
      [b, '2026-12-01T06:00:00Z'],
    );
    await changed('the end date');
    clock = new Date('2026-11-28T12:00:00Z'); // time alone brings the renewal within 3 days
    await changed('a renewal now due');
    await exec(
      `insert into tracked_goods (mbr_sn, mid_no, registered_by, coin_start_at, coin_end_at)
                values ($1, '777', 'midNum', now(), now() + interval '30 days')`,
      [mbrSn],
    );
    await changed('a product added');
    await exec(`delete from tracked_goods where mbr_sn = $1 and mid_no = '777'`, [mbrSn]);
    await changed('a product deleted');
    expect((await ask('"something else"')).statusCode).toBe(200);
  });

  it('answers each member with their own list', async () => {
    const other = await createMember(t);
    await seed(other.mbrSn, 1);
    const otherCookie = await login(t, other.email);
    const res = await post(t, '/api/naver/mygoodsRank/select', {}, otherCookie);
    expect((res.json() as GoodsListAnswer).myGoodsRank).toHaveLength(1);
    expect((await list()).myGoodsRank.map((g) => g.gdpSn)).toEqual(goods);
  });
});
