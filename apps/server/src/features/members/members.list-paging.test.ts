/**
 * The admin grids with a few hundred members (issue 22 point 4): the server answers pages with a
 * total, with the filter panel, the grid's column filters and its sort applied on the server, so
 * the grid can page far beyond its first block of 100; and 엑셀 다운로드 answers exactly the rows
 * of the same query, every page of it.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MemberGroupRow,
  type MemberListBody,
  type Role,
  kstDateTime,
  memberListBody,
} from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { listAllDirectory } from './members.directory.repository';
import { MEMBER_EXPORT_MAX } from './members.export';

const N = 320;
const PREFIX = 'bulkpg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  await seed();
}, 60_000);
afterAll(() => t?.close());

const exec = (q: string) => t.database.sql.executeSql(q);

/**
 * N members in a few set-based statements (the member command would take minutes): sign-ups one
 * every 97 minutes back from now, balances of purchased coins (some with 50 service coins), and
 * 0–3 tracked products each. Coin and product figures reach the directory through its triggers.
 */
async function seed() {
  await exec(`insert into members (email, name, created_at)
    select '${PREFIX}' || lpad(g::text, 3, '0') || '@paging.example.com', 'Bulk', now() - (g * interval '97 minutes')
      from generate_series(1, ${N}) g`);
  const mine = `select mbr_sn, (mbr_sn * 37) % 1000 as bought, case when mbr_sn % 5 = 0 then 50 else 0 end as service
                  from members where email like '${PREFIX}%'`;
  await exec(`insert into coin_accounts (mbr_sn, balance, purchased, service)
    select mbr_sn, bought + service, bought, service from (${mine}) x
    on conflict (mbr_sn) do update set balance = excluded.balance, purchased = excluded.purchased, service = excluded.service`);
  await exec(`insert into coin_ledger (mbr_sn, kind, delta, balance_after, purchased_delta)
    select mbr_sn, 'PURCHASE', bought, bought, bought from (${mine}) x where bought > 0`);
  await exec(`insert into coin_ledger (mbr_sn, kind, delta, balance_after, service_delta)
    select mbr_sn, 'SERVICE_GRANT', 50, bought + 50, 50 from (${mine}) x where service > 0`);
  await exec(`insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
    select m.mbr_sn, 'prodNum', now(), now() + interval '30 days'
      from members m, generate_series(1, m.mbr_sn % 4) where m.email like '${PREFIX}%'`);
}

async function signedIn(role: Role) {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}

type Answer = { userGroupList: MemberGroupRow[]; total: number; pageNum: number; pageSize: number };
async function list(cookie: string, body: MemberListBody, url = '/v1/confCmmn/emailUserSelectV1') {
  const res = await post(t, url, body, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Answer;
}

/** Every page of a query, pageSize rows at a time, the way the grid's infinite model asks. */
async function allPages(cookie: string, body: MemberListBody, pageSize: number, url?: string) {
  const rows: MemberGroupRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await list(cookie, { ...body, pageNum, pageSize }, url);
    expect(page.pageNum).toBe(pageNum);
    rows.push(...page.userGroupList);
    if (page.userGroupList.length < pageSize) return { rows, total: page.total };
  }
}

/** The seeded members as the directory has them, read straight from its table. */
async function seeded() {
  const res = await t.database.sql.executeSql(
    `select mbr_sn, email, balance, product_cnt, paid_coins, service_coins
       from member_directory where email like '${PREFIX}%'`,
  );
  return (res.rows as Array<Record<string, number | string>>).map((r) => ({
    mbrSn: Number(r.mbr_sn),
    email: String(r.email),
    balance: Number(r.balance),
    products: Number(r.product_cnt),
  }));
}

const base = { mbrEmail: `${PREFIX}`, selectedPeriod: 'all' } as const;

describe('paging beyond the first 100 rows, on the server', () => {
  it('pages of 100 cover every member once, in the sort order, with one total', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const body = { ...base, sortModel: [{ colId: 'sellerCoinCnt' as const, sort: 'desc' as const }] };
    const pages = await Promise.all([1, 2, 3, 4, 5].map((pageNum) => list(mgr.cookie, { ...body, pageNum })));
    expect(pages.map((p) => p.userGroupList.length)).toEqual([100, 100, 100, 20, 0]);
    expect(new Set(pages.map((p) => p.total))).toEqual(new Set([N]));
    const rows = pages.flatMap((p) => p.userGroupList);
    expect(rows.map((r) => r.rowNum)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.userMbrSn)).size).toBe(N);
    // Balance descending, ties by member number descending (the tie-breaker follows the first key).
    const expected = (await seeded())
      .sort((a, b) => b.balance - a.balance || b.mbrSn - a.mbrSn)
      .map((m) => m.mbrSn);
    expect(rows.map((r) => r.userMbrSn)).toEqual(expected);
    expect(rows[0]!.sellerCoinCnt).toBeGreaterThanOrEqual(rows[N - 1]!.sellerCoinCnt);
  });

  it('the filter panel, the column filters and the sort apply before paging', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const body: MemberListBody = {
      ...base,
      startCoinCount: '100',
      endCoinCount: '700',
      filterModel: { productCnt: { filterType: 'number', type: 'greaterThanOrEqual', filter: 1 } },
      sortModel: [{ colId: 'mbrEmail', sort: 'asc' }],
    };
    const { rows, total } = await allPages(mgr.cookie, body, 37);
    const expected = (await seeded())
      .filter((m) => m.balance >= 100 && m.balance <= 700 && m.products >= 1)
      .map((m) => m.email)
      .sort();
    expect(expected.length).toBeGreaterThan(100);
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.mbrEmail)).toEqual(expected);
    for (const r of rows) {
      expect(r.sellerCoinCnt).toBeGreaterThanOrEqual(100);
      expect(r.sellerCoinCnt).toBeLessThanOrEqual(700);
      expect(r.productCnt).toBeGreaterThanOrEqual(1);
    }
    // A page past the end is empty and still says how many match.
    const past = await list(mgr.cookie, { ...body, pageNum: 50, pageSize: 100 });
    expect(past).toMatchObject({ userGroupList: [], total: expected.length });
  });

  it('the period filter counts Korea days of sign-up (a week back from today)', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const weekAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(Date.now() - 7 * 86_400_000),
    );
    const week = await allPages(
      mgr.cookie,
      { mbrEmail: PREFIX, startDate: weekAgo, endDate: today, selectedPeriod: 'week' },
      100,
    );
    const rows = await t.database.sql.executeSql(
      `select count(*)::int as n from members where email like '${PREFIX}%'
          and created_at >= ($1::date)::timestamp at time zone 'Asia/Seoul'`,
      [weekAgo],
    );
    const n = (rows.rows[0] as { n: number }).n;
    expect(n).toBeGreaterThan(100);
    expect(n).toBeLessThan(N);
    expect(week.total).toBe(n);
    expect(week.rows).toHaveLength(n);
  });
});

/** The first sheet of an xlsx answer: its header and its rows as arrays of cell values. */
async function sheetOf(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, header: rows[0] as string[], rows: rows.slice(1) };
}

/** A grid row as the export writes it: Korea wall-clock dates (read back as UTC), numbers as numbers. */
const asSheetRow = (r: MemberGroupRow) => [
  r.rowNum,
  r.mbrEmail,
  r.companyNm ?? undefined,
  r.sartGroupDt ? kstDateTime(new Date(r.sartGroupDt)) : undefined,
  r.productCnt,
  r.sellerCoinCnt,
  r.selcoinIngCnt,
  r.amountSelCoin,
  r.totSvSellCoin,
  r.totAmountSelCoin,
];
const utcStamp = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ').replaceAll('-', '.');
const shown = (row: unknown[]) =>
  row.map((v) => (v instanceof Date ? utcStamp(v) : v === '' ? undefined : v));

describe('엑셀 다운로드: exactly what the filter shows', () => {
  it('the rows equal every page of the list for the same filter, column filters and sort', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const body: MemberListBody = {
      ...base,
      startProductCount: '1',
      filterModel: { sellerCoinCnt: { filterType: 'number', type: 'lessThanOrEqual', filter: 800 } },
      sortModel: [{ colId: 'totAmountSelCoin', sort: 'desc' }],
    };
    const { rows, total } = await allPages(mgr.cookie, body, 100);
    expect(total).toBeGreaterThan(100);

    const res = await post(
      t,
      '/v1/confCmmn/emailUserSelectV1/excel',
      { ...body, pageNum: 2, pageSize: 5 },
      mgr.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("''")[1]!)).toMatch(
      /^회원관리_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.header).toEqual([
      '번호',
      '이메일',
      '회사명',
      '가입일',
      '등록 상품 수',
      '현재 코인',
      '사용 코인',
      '유료 코인',
      '서비스 코인',
      '총 지급 코인',
    ]);
    // Paging is ignored: all `total` rows, in the list's order, with the list's figures.
    expect(sheet.rows).toHaveLength(total);
    expect(sheet.rows.map(shown)).toEqual(rows.map(asSheetRow));
    // Numbers are numbers shown with thousands separators; the date column in Korea time.
    expect(sheet.sheet.getCell('F2').numFmt).toBe('#,##0');
    expect(sheet.sheet.getCell('D2').numFmt).toBe('yyyy.mm.dd hh:mm');
  });

  it('the agency list exports its own scope only; ordinary members and the member list refuse', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const agent = await signedIn('GNRL_MBR');
    const register = await post(
      t,
      '/v1/agencyMenu/coin/addUserAjency',
      { userAccess: { userMbrSn: agent.mbrSn }, companyName: '엑셀 상사', psitnMemberMemo: '' },
      mgr.cookie,
    );
    expect(register.statusCode).toBe(200);
    const agency = { ...agent, cookie: await login(t, agent.email) };
    const url = '/v1/agencyMenu/coin/selectUserAjency/excel';
    const own = await sheetOf((await post(t, url, { selectedPeriod: 'all' }, agency.cookie)).rawPayload);
    expect(own.header[3]).toBe('대행 등록일');
    expect(own.rows.map((r) => [r[1], r[2]])).toEqual([[agent.email, '엑셀 상사']]);
    // The manager's agency export has every agency, the same rows as its agency list.
    const listed = await allPages(
      mgr.cookie,
      { selectedPeriod: 'all' },
      100,
      '/v1/agencyMenu/coin/selectUserAjency',
    );
    const all = await sheetOf((await post(t, url, { selectedPeriod: 'all' }, mgr.cookie)).rawPayload);
    expect(all.rows.map(shown)).toEqual(listed.rows.map(asSheetRow));

    const plain = await signedIn('GNRL_MBR');
    expect((await post(t, url, {}, plain.cookie)).statusCode).toBe(403);
    expect((await post(t, '/v1/confCmmn/emailUserSelectV1/excel', {}, agency.cookie)).statusCode).toBe(403);
    expect((await post(t, '/v1/confCmmn/emailUserSelectV1/excel', {})).statusCode).toBe(401);
    // A refused filter is a 400 with the list's message, not a broken file.
    const bad = await post(t, url, { sortModel: [{ colId: 'password_hash', sort: 'asc' }] }, mgr.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses more rows than one file holds instead of cutting the list short', async () => {
    const q = memberListBody.parse({ ...base });
    expect(MEMBER_EXPORT_MAX).toBe(50_000);
    expect(await listAllDirectory(t.database.db, { kind: 'all' }, 'members', q, N - 1)).toBeNull();
    expect(await listAllDirectory(t.database.db, { kind: 'all' }, 'members', q, N)).toHaveLength(N);
  });
});
