/**
 * A manager takes a grant back (issue 22 point 2): payCancel on a pay-history row `grant:<id>`
 * takes back the grant's unused coins from the part each came from (paid grants, service coins),
 * never below zero (what was spent stays spent), writes ledger and audit rows, and the row reads
 * 취소완료 like a cancelled payment. Once per grant, whatever the key; managers only. The quote
 * the cancel dialog shows (payCancelQuote) is what the cancellation then does (point 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_ID_PREFIX, ko } from '@seller/shared';
import { type TestApp, coinParts, createMember, createTestApp, login, newKey, post } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const P = '/v1/agencyMenu/coin';

async function signedIn(role: 'GNRL_MBR' | 'MNGR_MBR' | 'MNPY_MBR' = 'GNRL_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.sql.executeSql(text, params)).rows as T[];
}

/** A grant through the agency menu; answers its pay-history id. */
async function grant(mgr: string, mbrSn: number, paid: number, service: number): Promise<string> {
  const res = await post(
    t,
    `${P}/chargeInsertCoin`,
    {
      userAccess: { userMbrSn: mbrSn },
      coinInput: paid,
      serviceCoinInput: service,
      serviceMemoInput: '보상',
    },
    mgr,
  );
  expect(res.statusCode, res.body).toBe(200);
  const [ref] = await rows<{ ref_id: string }>(
    `select ref_id from coin_ledger where mbr_sn = $1 and ref_type = 'admin-grant' order by id desc limit 1`,
    [mbrSn],
  );
  return `${GRANT_ID_PREFIX}${ref!.ref_id}`;
}

/** The member spends coins (service coins first, then paid grants, then purchased coins). */
const spend = (mbrSn: number, coins: number) =>
  t.database.db.transaction((tx) =>
    t.services.coins.spend(tx, { mbrSn, delta: coins, kind: 'SPEND_RENEW', refType: 'goods', refId: 'test' }),
  );

const quote = (cookie: string, selCoinUseSn: string) =>
  post(t, '/v1/payment/payCancelQuote', { selCoinUseSn }, cookie);
const cancel = (cookie: string, selCoinUseSn: string, extra: object = {}, key = newKey()) =>
  post(t, '/v1/payment/payCancel', { selCoinUseSn, reason: '잘못 지급', ...extra }, cookie, key);

const history = async (cookie: string, mbrSn: number) =>
  (await post(t, `${P}/chargeSellCoinHist`, { userAccess: { userMbrSn: mbrSn } }, cookie)).json().data
    .userCoinHist as Array<Record<string, unknown>>;

const parts = async (mbrSn: number) => {
  const p = await coinParts(t, mbrSn);
  expect(p.ledger).toEqual(p.account);
  return p.account;
};

describe('cancelling a grant', () => {
  it('takes back every coin of an unspent grant: ledger rows per part, audit row, 취소완료 in the history', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const id = await grant(mgr.cookie, m.mbrSn, 10, 5);
    const q = await quote(mgr.cookie, id);
    expect(q.json().data).toEqual({
      kind: 'GRANT',
      selCoinUseSn: id,
      coinsTakenBack: 15,
      refundAmount: 0,
      paidGranted: 10,
      serviceGranted: 5,
      paidTakenBack: 10,
      serviceTakenBack: 5,
    });
    const res = await cancel(mgr.cookie, id, { quoted: { refundAmount: 0, coins: 15 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ko.payments.adminCancelled,
      data: {
        selCoinUseSn: id,
        cancelFlag: 'Y',
        cancelCoinCnt: 15,
        cancelAmount: 0,
        refundType: 'FULL',
        grant: { paidGranted: 10, serviceGranted: 5, paidTakenBack: 10, serviceTakenBack: 5 },
      },
    });
    expect(await parts(m.mbrSn)).toEqual({ balance: 0, service: 0, paidGrant: 0, purchased: 0 });
    expect(
      await rows(
        `select kind, delta, paid_grant_delta, service_delta, actor_mbr_sn, memo from coin_ledger
          where mbr_sn = $1 and ref_type = 'grant-cancel' order by id`,
        [m.mbrSn],
      ),
    ).toEqual([
      {
        kind: 'PAID_GRANT_CANCEL',
        delta: -10,
        paid_grant_delta: -10,
        service_delta: 0,
        actor_mbr_sn: mgr.mbrSn,
        memo: ko.agencyUi.grantCancelMemo('잘못 지급'),
      },
      {
        kind: 'SERVICE_GRANT_CANCEL',
        delta: -5,
        paid_grant_delta: 0,
        service_delta: -5,
        actor_mbr_sn: mgr.mbrSn,
        memo: ko.agencyUi.grantCancelMemo('잘못 지급'),
      },
    ]);
    expect(
      await rows(
        `select actor_mbr_sn, before, after from admin_audit_log where target_mbr_sn = $1 and action = 'GRANT_CANCEL'`,
        [m.mbrSn],
      ),
    ).toEqual([
      {
        actor_mbr_sn: mgr.mbrSn,
        before: { grantId: id, paidGranted: 10, serviceGranted: 5, balance: 15 },
        after: { paidTakenBack: 10, serviceTakenBack: 5, reason: '잘못 지급', balance: 0 },
      },
    ]);
    const [row] = await history(mgr.cookie, m.mbrSn);
    expect(row).toMatchObject({
      selCoinUseSn: id,
      pgStatus: 'GRANT_CANCELLED',
      cancelFlag: 'Y',
      amountSelCoin: 10,
      svSellCoin: 5,
      cancelCoinCnt: 15,
      cancelAmount: 0,
      cancelDate: res.json().data.cancelDate,
    });
    // The admin directory's totals count the take-back like the grant it undoes.
    expect(
      await rows('select balance, paid_coins, service_coins from member_directory where mbr_sn = $1', [
        m.mbrSn,
      ]),
    ).toEqual([{ balance: 0, paid_coins: 0, service_coins: 0 }]);
  });

  it('takes back only what is unspent, part by part, never below zero; what was spent stays spent', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const id = await grant(mgr.cookie, m.mbrSn, 30, 10);
    // 20 spent: the 10 service coins first, then 10 of the paid grant.
    await spend(m.mbrSn, 20);
    expect(await parts(m.mbrSn)).toEqual({ balance: 20, service: 0, paidGrant: 20, purchased: 0 });
    const q = (await quote(mgr.cookie, id)).json().data;
    expect(q).toMatchObject({ coinsTakenBack: 20, paidTakenBack: 20, serviceTakenBack: 0 });
    const res = (await cancel(mgr.cookie, id, { quoted: { refundAmount: 0, coins: 20 } })).json().data;
    expect(res).toMatchObject({
      cancelCoinCnt: 20,
      refundType: 'PARTIAL',
      grant: { paidGranted: 30, serviceGranted: 10, paidTakenBack: 20, serviceTakenBack: 0 },
    });
    expect(await parts(m.mbrSn)).toEqual({ balance: 0, service: 0, paidGrant: 0, purchased: 0 });
    // All spent: the grant is still cancelled (nothing taken back, nothing below zero).
    const all = await grant(mgr.cookie, m.mbrSn, 0, 8);
    await spend(m.mbrSn, 8);
    expect((await cancel(mgr.cookie, all)).json().data).toMatchObject({
      cancelCoinCnt: 0,
      refundType: 'PARTIAL',
    });
    expect(await parts(m.mbrSn)).toEqual({ balance: 0, service: 0, paidGrant: 0, purchased: 0 });
    expect((await history(mgr.cookie, m.mbrSn)).every((r) => r.cancelFlag === 'Y')).toBe(true);
  });

  it('of a part that holds other grants’ coins too, takes back this grant’s coins only', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const first = await grant(mgr.cookie, m.mbrSn, 0, 10);
    await grant(mgr.cookie, m.mbrSn, 0, 10);
    await spend(m.mbrSn, 5);
    expect((await cancel(mgr.cookie, first)).json().data).toMatchObject({
      cancelCoinCnt: 10,
      refundType: 'FULL',
    });
    expect(await parts(m.mbrSn)).toEqual({ balance: 5, service: 5, paidGrant: 0, purchased: 0 });
  });

  it('a grant without a grant ref (the member command’s) is cancelled by its ledger row id', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    await t.services.coins.operatorGrant(m.mbrSn, 12);
    const [row] = (await history(mgr.cookie, m.mbrSn)) as Array<{ selCoinUseSn: string }>;
    expect(row!.selCoinUseSn).toMatch(/^grant:ledger-\d+$/);
    expect((await cancel(mgr.cookie, row!.selCoinUseSn)).json().data).toMatchObject({ cancelCoinCnt: 12 });
    expect(await parts(m.mbrSn)).toEqual({ balance: 0, service: 0, paidGrant: 0, purchased: 0 });
  });

  it('is cancelled once: repeats with other keys, at once or later, take nothing more and answer the same', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const id = await grant(mgr.cookie, m.mbrSn, 10, 10);
    const answers = await Promise.all([
      cancel(mgr.cookie, id),
      cancel(mgr.cookie, id),
      cancel(mgr.cookie, id),
    ]);
    // A later one, after new coins arrived: still nothing more taken.
    await grant(mgr.cookie, m.mbrSn, 10, 10);
    answers.push(await cancel(mgr.cookie, id));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => JSON.stringify(a.json().data))).size).toBe(1);
    expect(await parts(m.mbrSn)).toEqual({ balance: 20, service: 10, paidGrant: 10, purchased: 0 });
    expect(
      await rows(
        `select count(*)::int as n from coin_ledger where mbr_sn = $1 and ref_type = 'grant-cancel'`,
        [m.mbrSn],
      ),
    ).toEqual([{ n: 2 }]);
    expect(
      await rows(
        `select count(*)::int as n from admin_audit_log where target_mbr_sn = $1 and action = 'GRANT_CANCEL'`,
        [m.mbrSn],
      ),
    ).toEqual([{ n: 1 }]);
    // A cancelled grant has nothing left to quote.
    expect((await quote(mgr.cookie, id)).json()).toEqual({
      code: 'ALREADY_CANCELLED',
      message: ko.errors.ALREADY_CANCELLED,
      data: null,
    });
  });

  it('refuses figures other than the quote the manager confirmed, and moves nothing', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const id = await grant(mgr.cookie, m.mbrSn, 0, 10);
    const q = (await quote(mgr.cookie, id)).json().data as { coinsTakenBack: number };
    // The member spends between the quote and 확인.
    await spend(m.mbrSn, 4);
    const stale = await cancel(mgr.cookie, id, { quoted: { refundAmount: 0, coins: q.coinsTakenBack } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'CANCEL_QUOTE_CHANGED']);
    expect(await parts(m.mbrSn)).toEqual({ balance: 6, service: 6, paidGrant: 0, purchased: 0 });
    const fresh = (await quote(mgr.cookie, id)).json().data as { coinsTakenBack: number };
    expect(fresh.coinsTakenBack).toBe(6);
    const done = await cancel(mgr.cookie, id, { quoted: { refundAmount: 0, coins: 6 } });
    expect(done.json().data.cancelCoinCnt).toBe(6);
  });

  it('only managers: agency members (even of the member’s own group), members and anonymous callers change nothing', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const agency = await signedIn('MNPY_MBR');
    const plain = await signedIn();
    const m = await createMember(t);
    // The agency's own group member.
    const [group] = await rows<{ id: number }>(
      `insert into agency_groups (code, company_name) values ('AGTEST0001', '테스트 대행') returning id`,
    );
    await rows('update members set group_id = $1 where mbr_sn = any($2)', [
      group!.id,
      [agency.mbrSn, m.mbrSn],
    ]);
    const id = await grant(mgr.cookie, m.mbrSn, 5, 5);
    for (const who of [agency, plain]) {
      for (const res of [await cancel(who.cookie, id), await quote(who.cookie, id)])
        expect([res.statusCode, res.json().code], who.email).toEqual([403, 'FORBIDDEN']);
    }
    for (const res of [
      await post(t, '/v1/payment/payCancel', { selCoinUseSn: id, reason: 'x' }),
      await quote('', id),
    ])
      expect(res.statusCode).toBe(401);
    expect(await parts(m.mbrSn)).toEqual({ balance: 10, service: 5, paidGrant: 5, purchased: 0 });
    // An id of nothing is not found, for a manager too.
    for (const bad of ['grant:nothing', 'grant:ledger-999999999', 'grant:'])
      expect((await cancel(mgr.cookie, bad)).json().code, bad).toBe('GRANT_NOT_FOUND');
  });
});
