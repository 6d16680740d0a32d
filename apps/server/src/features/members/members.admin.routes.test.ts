import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role, koreaDay, ko } from '@seller/shared';
import { coinState, createMember, login, post } from '../../test/app';
import {
  type PaymentsTestApp,
  createPaymentsTestApp,
  finishCheckout,
  openCheckout,
  order,
  payer,
} from '../../test/payments';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const today = () => koreaDay(new Date());

async function signedIn(role: Role = 'GNRL_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}

const listV1 = (cookie: string, body: Record<string, unknown> = {}) =>
  post(t, '/v1/confCmmn/emailUserSelectV1', { selectedPeriod: 'all', ...body }, cookie);
const lookup = (cookie: string, mbrEmail: string) =>
  post(t, '/v1/confCmmn/emailUserSelect', { mbrEmail }, cookie);
const addCoins = (cookie: string, body: Record<string, unknown>) =>
  post(t, '/v1/coin/coinPayInsert', body, cookie);
const auditList = (cookie: string | undefined, qs = '') =>
  t.app.inject({ method: 'GET', url: `/v1/admin/audit${qs}`, headers: cookie ? { cookie } : {} });

type Row = { mbrEmail: string; userMbrSn: number; rowNum: number; sellerCoinCnt: number; productCnt: number };
const rowsOf = (res: { json(): { data: { userGroupList: Row[] } } }) => res.json().data.userGroupList;

/** Members with a common e-mail prefix so a list can be narrowed to them. */
async function cohort(prefix: string, coins: number[], mgrCookie: string) {
  const out = [];
  for (const [i, c] of coins.entries()) {
    const m = await createMember(t, { email: `${prefix}${String(i).padStart(2, '0')}@example.com` });
    if (c > 0) await addCoins(mgrCookie, { sellerCoinCnt: c, mbrSn: m.mbrSn });
    out.push(m);
  }
  return out;
}

describe('access: member administration is for managers only', () => {
  it('anonymous 401; ordinary and agency members 403 on every call', async () => {
    const plain = await signedIn();
    const agency = await signedIn('MNPY_MBR');
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/v1/confCmmn/emailUserSelectV1', { user: { mbrAtrbCd: 'MNGR_MBR' } }],
      ['/v1/confCmmn/emailUserSelect', { mbrEmail: plain.email }],
      ['/v1/coin/coinPayInsert', { sellerCoinCnt: 10, mbrSn: plain.mbrSn }],
    ];
    for (const [url, body] of calls) {
      expect((await post(t, url, body)).statusCode, url).toBe(401);
      for (const who of [plain, agency])
        expect((await post(t, url, body, who.cookie)).statusCode, url).toBe(403);
    }
    expect((await auditList(undefined)).statusCode).toBe(401);
    expect((await auditList(plain.cookie)).statusCode).toBe(403);
    expect((await auditList(agency.cookie)).statusCode).toBe(403);
    // The cancellation is a manager's call too.
    expect(
      (await post(t, '/v1/payment/payCancel', { selCoinUseSn: 'coin_x', reason: 'r' }, agency.cookie))
        .statusCode,
    ).toBe(403);
    expect(await coinState(t, plain.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('member list: emailUserSelectV1 (filter, sort and page on the server)', () => {
  it('lists every member, not only agencies; the e-mail may come as user.selectMbrEmail', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const [a] = await cohort('v1plain', [0], mgr.cookie);
    const res = await listV1(mgr.cookie, { user: { selectMbrEmail: 'v1plain00@', mbrAtrbCd: 'GNRL_MBR' } });
    expect(rowsOf(res)).toEqual([
      expect.objectContaining({ userMbrSn: a!.mbrSn, mbrEmail: a!.email, companyNm: null, rowNum: 1 }),
    ]);
    expect(koreaDay(new Date(res.json().data.userGroupList[0].sartGroupDt))).toBe(today());
  });

  it('filters coins and product counts (ranges in any order), sorts by whitelisted columns and pages', async () => {
    const mgr = await signedIn('MNGR_MBR');
    await cohort('sortme', [5, 50, 500, 20, 0], mgr.cookie);
    const base = { mbrEmail: 'sortme' };
    const byCoins = await listV1(mgr.cookie, {
      ...base,
      sortModel: [{ colId: 'sellerCoinCnt', sort: 'desc' }],
    });
    expect(rowsOf(byCoins).map((r) => r.sellerCoinCnt)).toEqual([500, 50, 20, 5, 0]);
    expect(rowsOf(byCoins).map((r) => r.rowNum)).toEqual([1, 2, 3, 4, 5]);
    const range = await listV1(mgr.cookie, {
      ...base,
      startCoinCount: '50',
      endCoinCount: '10',
      sortModel: [{ colId: 'sellerCoinCnt', sort: 'asc' }],
    });
    expect(rowsOf(range).map((r) => r.sellerCoinCnt)).toEqual([20, 50]);
    const min = await listV1(mgr.cookie, { ...base, startCoinCount: 21 });
    expect(
      rowsOf(min)
        .map((r) => r.sellerCoinCnt)
        .sort((x, y) => x - y),
    ).toEqual([50, 500]);
    expect(rowsOf(await listV1(mgr.cookie, { ...base, startProductCount: '1' }))).toEqual([]);
    expect(rowsOf(await listV1(mgr.cookie, { ...base, endProductCount: '0' }))).toHaveLength(5);

    const page2 = await listV1(mgr.cookie, {
      ...base,
      pageSize: 2,
      pageNum: 2,
      sortModel: [{ colId: 'mbrEmail', sort: 'asc' }],
    });
    expect(page2.json().data).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(rowsOf(page2).map((r) => [r.rowNum, r.mbrEmail])).toEqual([
      [3, 'sortme02@example.com'],
      [4, 'sortme03@example.com'],
    ]);
    // Default order (번호): newest first; 번호 descending reverses it.
    const newest = rowsOf(await listV1(mgr.cookie, base)).map((r) => r.mbrEmail);
    expect(newest[0]).toBe('sortme04@example.com');
    const oldest = rowsOf(
      await listV1(mgr.cookie, { ...base, sortModel: [{ colId: 'rowNum', sort: 'desc' }] }),
    ).map((r) => r.mbrEmail);
    expect(oldest).toEqual([...newest].reverse());
  });

  it('applies the grid’s column filters (text, number, date) for whitelisted columns only', async () => {
    const mgr = await signedIn('MNGR_MBR');
    await cohort('colflt', [10, 30, 60], mgr.cookie);
    const base = { mbrEmail: 'colflt' };
    const num = await listV1(mgr.cookie, {
      ...base,
      filterModel: { sellerCoinCnt: { filterType: 'number', type: 'greaterThanOrEqual', filter: 30 } },
    });
    expect(rowsOf(num)).toHaveLength(2);
    const inRange = await listV1(mgr.cookie, {
      ...base,
      filterModel: { totAmountSelCoin: { filterType: 'number', type: 'inRange', filter: 60, filterTo: 25 } },
    });
    expect(rowsOf(inRange)).toHaveLength(2);
    const text = await listV1(mgr.cookie, {
      filterModel: { mbrEmail: { filterType: 'text', type: 'startsWith', filter: 'colflt01' } },
    });
    expect(rowsOf(text).map((r) => r.mbrEmail)).toEqual(['colflt01@example.com']);
    const date = await listV1(mgr.cookie, {
      ...base,
      filterModel: { sartGroupDt: { filterType: 'date', type: 'equals', dateFrom: `${today()} 00:00:00` } },
    });
    expect(rowsOf(date)).toHaveLength(3);
    const before = await listV1(mgr.cookie, {
      ...base,
      filterModel: { sartGroupDt: { filterType: 'date', type: 'lessThan', dateFrom: today() } },
    });
    expect(rowsOf(before)).toHaveLength(0);
    // LIKE wildcards in a search are literal.
    expect(rowsOf(await listV1(mgr.cookie, { mbrEmail: 'colflt_%' }))).toEqual([]);
    // Unknown columns, operators and sort keys are refused rather than guessed.
    for (const bad of [
      { filterModel: { password_hash: { filterType: 'text', type: 'contains', filter: 'x' } } },
      { filterModel: { mbrEmail: { filterType: 'text', type: 'regex', filter: 'x' } } },
      { sortModel: [{ colId: 'password_hash', sort: 'asc' }] },
      { sortModel: [{ colId: 'mbrEmail', sort: 'sideways' }] },
      { pageSize: 1000 },
    ]) {
      expect((await listV1(mgr.cookie, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('the registration date filter uses Korea dates; withdrawn members are never listed', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const [a, b] = await cohort('kdate', [0, 0], mgr.cookie);
    // a joined at 23:30 Korea time yesterday, b at 00:30 Korea time today.
    const yesterday = koreaDay(new Date(Date.now() - 86_400_000));
    await t.database.sql.executeSql('update members set created_at = $2 where mbr_sn = $1', [
      a!.mbrSn,
      `${yesterday}T23:30:00+09:00`,
    ]);
    await t.database.sql.executeSql('update members set created_at = $2 where mbr_sn = $1', [
      b!.mbrSn,
      `${today()}T00:30:00+09:00`,
    ]);
    const day = (startDate: string, endDate: string) =>
      listV1(mgr.cookie, { mbrEmail: 'kdate', startDate, endDate, selectedPeriod: '' }).then((r) =>
        rowsOf(r).map((x) => x.userMbrSn),
      );
    expect(await day(today(), today())).toEqual([b!.mbrSn]);
    expect(await day(yesterday, yesterday)).toEqual([a!.mbrSn]);
    expect((await day(yesterday, today())).sort()).toEqual([a!.mbrSn, b!.mbrSn].sort());
    // 전체 ignores any dates sent with it.
    expect(
      rowsOf(
        await listV1(mgr.cookie, {
          mbrEmail: 'kdate',
          startDate: '2000-01-01',
          endDate: '2000-01-01',
          selectedPeriod: 'all',
        }),
      ),
    ).toHaveLength(2);
    await t.database.sql.executeSql(`update members set status = 'WITHDRAWN' where mbr_sn = $1`, [a!.mbrSn]);
    expect(await day(yesterday, today())).toEqual([b!.mbrSn]);
  });
});

describe('simple coin admin: emailUserSelect and coinPayInsert', () => {
  it('finds a member by exact e-mail with the figures and the integer coins field', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const res = await lookup(mgr.cookie, `  ${m.email.toUpperCase()} `);
    expect(res.json()).toEqual({
      code: 'OK',
      message: '',
      data: {
        mbrSn: m.mbrSn,
        mbrEmail: m.email,
        sellerCoinCnt: 0,
        ingCoinCnt: 0,
        totPaymtMony: 0,
        totSelcoinPaymtCnt: 0,
        coins: 0,
      },
    });
    const none = await lookup(mgr.cookie, 'nobody-here@example.com');
    expect([none.statusCode, none.json().message]).toEqual([404, ko.simpleCoinUi.notFound]);
    expect((await lookup(mgr.cookie, m.email.slice(0, 5))).statusCode).toBe(404);
  });

  it('adds coins with the manager as author and answers the new figures; audited', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const res = await addCoins(mgr.cookie, {
      sellerCoinCnt: '25',
      mbrSn: m.mbrSn,
      mbrEmail: 'ignored@example.com',
      ingCoinCnt: 999,
      totPaymtMony: 999,
      totSelcoinPaymtCnt: 999,
    });
    expect(res.json()).toEqual({
      code: 'OK',
      message: ko.simpleCoinUi.added,
      data: {
        mbrSn: m.mbrSn,
        mbrEmail: m.email,
        sellerCoinCnt: 25,
        ingCoinCnt: 0,
        totPaymtMony: 0,
        totSelcoinPaymtCnt: 25,
        coins: 25,
      },
    });
    const ledger = await t.database.sql.executeSql(
      'select kind, delta, memo, actor_mbr_sn from coin_ledger where mbr_sn = $1',
      [m.mbrSn],
    );
    expect(ledger.rows).toEqual([
      { kind: 'OPERATOR_GRANT', delta: 25, memo: ko.simpleCoinUi.memo, actor_mbr_sn: mgr.mbrSn },
    ]);
    const log = (await auditList(mgr.cookie, `?targetMbrSn=${m.mbrSn}`)).json().data;
    expect(log).toMatchObject({
      total: 1,
      list: [
        {
          action: 'COIN_ADD',
          actorMbrSn: mgr.mbrSn,
          actorEmail: mgr.email,
          targetMbrSn: m.mbrSn,
          targetEmail: m.email,
          before: { balance: 0 },
          after: { balance: 25, added: 25 },
        },
      ],
    });
    for (const bad of [0, -5, 'abc', 1.5, 1_000_001]) {
      expect(
        (await addCoins(mgr.cookie, { sellerCoinCnt: bad, mbrSn: m.mbrSn })).statusCode,
        String(bad),
      ).toBe(400);
    }
    expect((await addCoins(mgr.cookie, { sellerCoinCnt: 5, mbrSn: 999_999 })).statusCode).toBe(404);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 25, ledger: 25 });
  });
});

describe('payment cancellation from the pay-history modal is audited', () => {
  it('cancels through the payments feature and records before and after once', async () => {
    const buyer = await payer(t);
    const o = await order(t, buyer.cookie, [{ coins: 100, qty: 1 }]);
    await openCheckout(o);
    const back = await finishCheckout(t.sim, o, 'pay');
    expect(
      (
        await post(
          t,
          '/v1/payment/complete',
          { paymentId: back.get('paymentId'), txId: back.get('txId') },
          buyer.cookie,
        )
      ).statusCode,
    ).toBe(200);
    const mgr = await signedIn('MNGR_MBR');

    const before = (await lookup(mgr.cookie, buyer.email)).json().data;
    expect(before).toMatchObject({ sellerCoinCnt: 100, totPaymtMony: 9_900, totSelcoinPaymtCnt: 100 });
    const hist = (
      await post(
        t,
        '/v1/agencyMenu/coin/chargeSellCoinHist',
        { userAccess: { userMbrSn: buyer.mbrSn } },
        mgr.cookie,
      )
    ).json().data;
    expect(hist.userCoinHist).toEqual([
      expect.objectContaining({ selCoinUseSn: o.paymentId, pgStatus: 'PAID', cancelFlag: 'N' }),
    ]);

    const res = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: '고객 요청' },
      mgr.cookie,
    );
    expect(res.json()).toMatchObject({
      message: ko.memberAdminUi.cancelled,
      data: { cancelFlag: 'Y', cancelCoinCnt: 100 },
    });
    const again = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: 'again' },
      mgr.cookie,
    );
    expect(again.statusCode).toBe(200);

    const log = (await auditList(mgr.cookie, `?targetMbrSn=${buyer.mbrSn}`)).json().data.list;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'PAYMENT_CANCEL',
        actorMbrSn: mgr.mbrSn,
        before: {
          selCoinUseSn: o.paymentId,
          status: 'PAID',
          totalCoins: 100,
          totalAmount: 9_900,
          balance: 100,
        },
        after: expect.objectContaining({
          status: 'CANCELLED',
          reason: '고객 요청',
          balance: 0,
          cancelAmount: 9_900,
        }),
      }),
    ]);
    const after = (
      await post(
        t,
        '/v1/agencyMenu/coin/chargeSellCoinHist',
        { userAccess: { userMbrSn: buyer.mbrSn } },
        mgr.cookie,
      )
    ).json().data;
    expect(after.userCoinHist[0]).toMatchObject({ cancelFlag: 'Y', pgStatus: 'CANCELLED' });
    expect((await lookup(mgr.cookie, buyer.email)).json().data).toMatchObject({
      sellerCoinCnt: 0,
      totPaymtMony: 0,
      totSelcoinPaymtCnt: 0,
    });
  });
});

describe('audit log: GET /v1/admin/audit', () => {
  it('pages newest first', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    for (const n of [1, 2, 3]) await addCoins(mgr.cookie, { sellerCoinCnt: n, mbrSn: m.mbrSn });
    const page = (await auditList(mgr.cookie, `?targetMbrSn=${m.mbrSn}&pageNum=1&pageSize=2`)).json().data;
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page.list.map((r: { after: { added: number } }) => r.after.added)).toEqual([3, 2]);
    const all = (await auditList(mgr.cookie)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await auditList(mgr.cookie, '?pageSize=500')).statusCode).toBe(400);
  });
});
