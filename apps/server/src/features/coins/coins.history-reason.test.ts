import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CoinHistoryRow } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';

// Issue 23 point 10: the coin history says what each spend was for (product title and number,
// 등록 / 연장 / 자동 연장), stored with the spend so it survives the product's deletion.
let t: TestApp;
const clock = { at: new Date('2026-11-21T03:00:00Z') };
beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '10000' },
    {
      now: () => clock.at,
      ports: {
        productLookup: {
          byCatalogId: async (mid) => ({
            midNo: mid,
            mallPid: null,
            title: `캠핑 의자 ${mid}`,
            image: null,
            storeName: null,
            price: 1,
            matchingModelMidNo: null,
          }),
          byStoreProductNo: async () => null,
        },
      },
    },
  );
});
afterAll(() => t.close());

async function history(email: string): Promise<CoinHistoryRow[]> {
  const res = await post(
    t,
    '/v1/member/myPage/coinHist',
    { pageNum: 1, pageSize: 50 },
    await login(t, email),
  );
  expect(res.statusCode).toBe(200);
  return res.json().data.list;
}

it('each spend carries its reason and product, shown in the history after the product is gone', async () => {
  clock.at = new Date('2026-11-21T03:00:00Z');
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const reg = await post(
    t,
    '/api/naver/mygoodsRank/merges',
    { type: 'midNum', currentInput: '7720001' },
    cookie,
  );
  expect(reg.statusCode).toBe(200);
  const gdpSn = reg.json().data.gdpSn as number;
  expect((await post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, cookie)).statusCode).toBe(200);
  // Let it run out with auto-renew on: the job renews it.
  await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn, autRnwl: 'Y' }, cookie);
  const [row] = (
    await t.database.sql.executeSql('select coin_end_at from tracked_goods where gdp_sn = $1', [gdpSn])
  ).rows as { coin_end_at: string | Date }[];
  clock.at = new Date(new Date(row!.coin_end_at).getTime() + 60_000);
  expect(await t.services.goodsRank.autoRenewDue()).toMatchObject({ renewed: 1 });
  // Deleted by the member: the history still names it.
  expect(
    (await post(t, '/api/naver/mygoodsRank/delete', { ids: [{ gdpSn }] }, await login(t, m.email)))
      .statusCode,
  ).toBe(200);

  const list = await history(m.email);
  const product = { itemTitle: '캠핑 의자 7720001', itemNo: '7720001' };
  expect(list.map((r) => [r.kind, r.purpose])).toEqual([
    ['SPEND_RENEW', 'autoRenew'],
    ['SPEND_RENEW', 'renew'],
    ['SPEND_REGISTER', 'register'],
    ['OPERATOR_GRANT', null],
  ]);
  for (const r of list.slice(0, 3)) expect(r).toMatchObject({ ...product, delta: -10 });
  expect(list[3]).toMatchObject({ itemTitle: null, itemNo: null });
  const ledger = (
    await t.database.sql.executeSql(
      `select purpose, item_title, item_no from coin_ledger where mbr_sn = $1 and kind like 'SPEND_%' order by id`,
      [m.mbrSn],
    )
  ).rows;
  // The manager's view of the member's coins says the same; an ordinary member may not look.
  const manager = await createMember(t, { role: 'MNGR_MBR' });
  const admin = await post(
    t,
    '/v1/agencyMenu/coin/coinUseHist',
    { userAccess: { userMbrSn: m.mbrSn }, pageNum: 1, pageSize: 50 },
    await login(t, manager.email),
  );
  expect(admin.statusCode).toBe(200);
  expect((admin.json().data.list as CoinHistoryRow[]).map((r) => [r.purpose, r.itemTitle, r.itemNo])).toEqual(
    [
      ['autoRenew', product.itemTitle, '7720001'],
      ['renew', product.itemTitle, '7720001'],
      ['register', product.itemTitle, '7720001'],
      [null, null, null],
    ],
  );
  const other = await createMember(t);
  expect(
    (
      await post(
        t,
        '/v1/agencyMenu/coin/coinUseHist',
        { userAccess: { userMbrSn: m.mbrSn } },
        await login(t, other.email),
      )
    ).statusCode,
  ).toBe(403);
  expect(ledger).toEqual([
    { purpose: 'register', item_title: product.itemTitle, item_no: '7720001' },
    { purpose: 'renew', item_title: product.itemTitle, item_no: '7720001' },
    { purpose: 'autoRenew', item_title: product.itemTitle, item_no: '7720001' },
  ]);
});

it("the migration's backfill derives the reason of older spends, and the product where it still exists", async () => {
  clock.at = new Date('2026-11-21T03:00:00Z');
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const reg = await post(
    t,
    '/api/naver/mygoodsRank/merges',
    { type: 'midNum', currentInput: '7720002' },
    cookie,
  );
  const gdpSn = reg.json().data.gdpSn as number;
  // Rows as spends wrote them before: refs only.
  await t.database.sql.executeSql(
    `insert into coin_ledger (mbr_sn, kind, delta, balance_after, service_delta, ref_type, ref_id) values
       ($1, 'SPEND_RENEW', -10, 80, -10, 'goods', $2),
       ($1, 'SPEND_RENEW', -10, 70, -10, 'goods-auto', $3),
       ($1, 'SPEND_REGISTER', -10, 60, -10, 'goods', '999999')`,
    [m.mbrSn, String(gdpSn), `${gdpSn}:2026-12-21T03:00:00.000Z`],
  );
  await t.database.sql.executeSql(
    `update coin_ledger set purpose = null, item_title = null, item_no = null where mbr_sn = $1`,
    [m.mbrSn],
  );
  const migration = fs.readFileSync(
    path.join(import.meta.dirname, '../../db/migrations/0019_renewal_notices.sql'),
    'utf8',
  );
  const backfill = migration.slice(migration.indexOf('-- Hand-written backfill'));
  for (const statement of backfill.split('--> statement-breakpoint')) {
    if (statement.trim()) await t.database.sql.executeSql(statement);
  }
  const rows = (
    await t.database.sql.executeSql(
      `select ref_id, purpose, item_title, item_no from coin_ledger where mbr_sn = $1 and kind like 'SPEND_%' order by id`,
      [m.mbrSn],
    )
  ).rows;
  expect(rows).toEqual([
    { ref_id: String(gdpSn), purpose: 'register', item_title: '캠핑 의자 7720002', item_no: '7720002' },
    { ref_id: String(gdpSn), purpose: 'renew', item_title: '캠핑 의자 7720002', item_no: '7720002' },
    {
      ref_id: `${gdpSn}:2026-12-21T03:00:00.000Z`,
      purpose: 'autoRenew',
      item_title: '캠핑 의자 7720002',
      item_no: '7720002',
    },
    // A product deleted since: the reason only.
    { ref_id: '999999', purpose: 'register', item_title: null, item_no: null },
  ]);
});
