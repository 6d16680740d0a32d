import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinHistoryRow, LedgerKind } from '@seller/shared';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../../test/app';

// Issue 28 §3: the member's coin ledger on 마이페이지: every change with its Korea time, one of
// seven kinds, the amount and the balance after; paged; downloadable as xlsx.
let t: TestApp;
let member: { mbrSn: number; email: string };
let cookie: string;

const SEVEN = ['구매', '관리자 지급', '서비스 지급', '등록', '연장', '환불', '회수'];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      ports: {
        productLookup: {
          byCatalogId: async (mid) => ({
            midNo: mid,
            mallPid: null,
            title: `텐트 ${mid}`,
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
  member = await createMember(t);
  cookie = await login(t, member.email);
  const apply = (kind: LedgerKind, delta: number) =>
    t.database.db.transaction((tx) => t.services.coins.apply(tx, { mbrSn: member.mbrSn, kind, delta }));
  // Every kind of row the ledger knows, in an order that keeps every part of the balance >= 0.
  await apply('PURCHASE', 100);
  await apply('PAID_GRANT', 50);
  await apply('SERVICE_GRANT', 30);
  await apply('OPERATOR_GRANT', 20);
  const reg = await post(
    t,
    '/api/naver/mygoodsRank/merges',
    { type: 'midNum', currentInput: '880001' },
    cookie,
  );
  expect(reg.statusCode, reg.body).toBe(200);
  const renew = await post(
    t,
    '/api/naver/mygoodsRank/coinExtensionRnwl',
    { gdpSn: reg.json().data.gdpSn },
    cookie,
  );
  expect(renew.statusCode, renew.body).toBe(200);
  await apply('CANCEL', -40);
  await apply('REFUND', 40);
  await apply('PAID_GRANT_CANCEL', -20);
  await apply('SERVICE_GRANT_CANCEL', -5);
});
afterAll(() => t.close());

const page = async (pageNum: number, pageSize: number) => {
  const r = await post(t, '/v1/member/myPage/coinHist', { pageNum, pageSize }, cookie, null);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { list: CoinHistoryRow[]; total: number; pageNum: number; pageSize: number };
};

describe('coin ledger', () => {
  it('pages newest first, every row of one of the seven kinds with the balance after it', async () => {
    const first = await page(1, 4);
    expect(first.total).toBe(10);
    expect(first.list.map((r) => r.kind)).toEqual([
      'SERVICE_GRANT_CANCEL',
      'PAID_GRANT_CANCEL',
      'REFUND',
      'CANCEL',
    ]);
    expect(first.list.map((r) => r.category)).toEqual(['takeBack', 'takeBack', 'refund', 'refund']);
    const all = [...first.list, ...(await page(2, 4)).list, ...(await page(3, 4)).list];
    expect(all).toHaveLength(10);
    expect(new Set(all.map((r) => r.id)).size).toBe(10);
    expect(all.map((r) => r.category).reverse()).toEqual([
      'purchase',
      'adminGrant',
      'serviceGrant',
      'serviceGrant',
      'register',
      'renew',
      'refund',
      'refund',
      'takeBack',
      'takeBack',
    ]);
    // Newest first: each row's balance before it is the next (older) row's balance after.
    for (let i = 0; i < all.length - 1; i++) {
      expect(all[i]!.balanceAfter - all[i]!.delta).toBe(all[i + 1]!.balanceAfter);
    }
    expect(all[0]!.balanceAfter).toBe((await coinState(t, member.mbrSn)).balance);
    expect((await page(4, 4)).list).toEqual([]);
  });

  it('the stored balance after each row is the running sum of the ledger (balance = Σ ledger)', async () => {
    const r = await t.database.sql.executeSql(
      `select balance_after, sum(delta) over (partition by mbr_sn order by id) as running
         from coin_ledger where mbr_sn = $1 order by id`,
      [member.mbrSn],
    );
    const rows = r.rows as { balance_after: number; running: number | string }[];
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(Number(row.balance_after)).toBe(Number(row.running));
    const state = await coinState(t, member.mbrSn);
    expect(Number(state.balance)).toBe(Number(state.ledger));
  });

  it('downloads as xlsx: Korea time, the seven kinds in Korean, amounts and balances as numbers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/member/myPage/coinHist.xlsx',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('코인내역_'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('코인 내역');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '일시(한국 시간)',
      '구분',
      '코인',
      '변동 후 잔액',
      '내용',
    ]);
    const list = [...(await page(1, 100)).list];
    expect(sheet.rowCount).toBe(1 + list.length);
    list.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      // The cell holds the Korea wall-clock time (Excel dates have no zone).
      const at = cells.getCell(1).value as Date;
      expect(at.getTime()).toBe(Date.parse(row.createdAt) + 9 * 3_600_000);
      expect(SEVEN).toContain(cells.getCell(2).value);
      expect(cells.getCell(3).value).toBe(row.delta);
      expect(cells.getCell(4).value).toBe(row.balanceAfter);
    });
    expect(sheet.getRow(2).getCell(2).value).toBe('회수');
    const kinds = new Set<unknown>();
    sheet.eachRow((r, n) => n > 1 && kinds.add(r.getCell(2).value));
    expect(kinds).toEqual(new Set(SEVEN));
    expect(String(sheet.getRow(sheet.rowCount - 4).getCell(5).value)).toContain('텐트 880001');
  });

  it('a member without rows downloads a file with the header only; anonymous callers get 401', async () => {
    const other = await createMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/member/myPage/coinHist.xlsx',
      headers: { cookie: await login(t, other.email) },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/v1/member/myPage/coinHist.xlsx' })).statusCode).toBe(
      401,
    );
  });
});
