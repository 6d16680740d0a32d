/**
 * Every call that moves coins or money happens once per Idempotency-Key (issue 22 point 1;
 * docs/architecture.md "Exactly once"):
 * - the routes that move coins or money are the reviewed list below; each needs a well-formed key
 *   (400 with a Korean message without one, nothing written);
 * - for each, the same call sent twice at once and once more later moves once and answers the
 *   same each time, on any instance (the key's row is in the database, not in a process);
 * - a key reused with other values is refused (409) and moves nothing; the same key sent by another
 *   member is that member's own call and never reads the first member's answer.
 *
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the concurrent calls really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ko } from '@seller/shared';
import { coinState, createMember, login, newKey, post } from '../test/app';
import { fingerprint, changedTables } from '../test/db-snapshot';
import {
  type PaymentsTestApp,
  createPaymentsTestApp,
  finishCheckout,
  openCheckout,
  order,
  payer,
} from '../test/payments';
import { callCount, control } from '../test/simulator';
import { collectRoutes } from './access';

let t: PaymentsTestApp;
let catalogIds: string[] = [];
beforeAll(async () => {
  t = await createPaymentsTestApp();
  const market = await control<{ items: { productId: string; productType: number }[] }>(
    t.sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent('캠핑의자')}&display=100`,
  );
  catalogIds = market.items.filter((p) => p.productType === 1).map((p) => p.productId);
}, 60_000);
afterAll(() => t?.close());

/** The calls that move coins or money: reviewed, so a new one cannot go without a key. */
const MONEY_ROUTES = [
  'POST /api/naver/mygoodsRank/coinExtensionRnwl',
  'POST /api/naver/mygoodsRank/merges',
  // 모두 연장 (issue 39 §3): every quoted expired product renewed for coins at once.
  'POST /api/naver/mygoodsRank/renewExpired',
  // 순위 지도 (issue 41): a scan spends a coin a point.
  'POST /api/naver/place/map/scans',
  // The public API's product and keyword adds (issue 29 §3): the same goods-rank calls.
  'POST /api/v1/products',
  'POST /api/v1/products/:id/keywords',
  'POST /v1/agencyMenu/coin/chargeInsertCoin',
  // Bulk add (issue 29 §2): registers many products for coins at once.
  'POST /v1/bulk-add/imports/:importSn/confirm',
  'POST /v1/coin/coinPayInsert',
  'POST /v1/payment/order',
  'POST /v1/payment/payCancel',
];

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.sql.executeSql(text, params)).rows as T[];
}
const count = async (text: string, params: unknown[]) =>
  (await rows<{ n: number }>(`select count(*)::int as n from ${text}`, params))[0]!.n;

/** The same call twice at once, then once more after both answered. */
async function thrice(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse[]> {
  const both = await Promise.all([send(), send()]);
  return [...both, await send()];
}

/** Every answer 200 with the same body. */
function expectSameAnswer(answers: LightMyRequestResponse[]) {
  for (const a of answers) expect(a.statusCode, a.body).toBe(200);
  const [first, ...rest] = answers.map((a) => a.json() as unknown);
  for (const r of rest) expect(r).toEqual(first);
  return first as { data: Record<string, unknown> };
}

function expectReused(res: LightMyRequestResponse) {
  expect([res.statusCode, res.json()]).toEqual([
    409,
    { code: 'IDEMPOTENCY_KEY_REUSED', message: ko.errors.IDEMPOTENCY_KEY_REUSED, data: null },
  ]);
}

async function signedIn(role: 'GNRL_MBR' | 'MNGR_MBR' = 'GNRL_MBR', coins = 0) {
  const m = await createMember(t, { role });
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { ...m, cookie: await login(t, m.email) };
}

/** A member who bought 100 coins through the checkout page and the completion call. */
async function buyer() {
  const m = await payer(t);
  const o = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
  await openCheckout(o);
  await finishCheckout(t.sim, o, 'pay');
  expect((await post(t, '/v1/payment/complete', { paymentId: o.paymentId }, m.cookie)).statusCode).toBe(200);
  return { m, o };
}

describe('the routes that move coins or money need an Idempotency-Key', () => {
  it('are exactly the reviewed list', () => {
    const keyed = collectRoutes(t.app)
      .filter((r) => r.idempotent)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(keyed).toEqual(MONEY_ROUTES);
  });

  it('refuse a call without a well-formed key with a Korean 400, before anything is written', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await signedIn('GNRL_MBR', 100);
    const { o } = await buyer();
    const gdpSn = (
      await post(
        t,
        '/api/naver/mygoodsRank/merges',
        { type: 'midNum', currentInput: catalogIds[0] },
        m.cookie,
      )
    ).json().data.gdpSn as number;
    const calls: Array<[string, object, string]> = [
      ['/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, m.cookie],
      ['/api/naver/mygoodsRank/renewExpired', { gdpSns: [gdpSn] }, m.cookie],
      ['/api/naver/mygoodsRank/merges', { type: 'midNum', currentInput: catalogIds[1] }, m.cookie],
      ['/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: '캠핑 의자' }, m.cookie],
      [
        '/v1/agencyMenu/coin/chargeInsertCoin',
        { userAccess: { userMbrSn: m.mbrSn }, coinInput: 5 },
        mgr.cookie,
      ],
      ['/v1/coin/coinPayInsert', { mbrSn: m.mbrSn, sellerCoinCnt: 5 }, mgr.cookie],
      ['/v1/payment/order', { packs: [{ coins: 100, qty: 1 }] }, m.cookie],
      ['/v1/bulk-add/imports/1/confirm', {}, m.cookie],
      ['/v1/payment/payCancel', { selCoinUseSn: o.paymentId, reason: '고객 요청' }, mgr.cookie],
    ];
    const before = await fingerprint(t.database);
    for (const [url, body, cookie] of calls) {
      for (const key of [null, 'short', 'a'.repeat(65), 'not a key!', '']) {
        const res = await post(t, url, body, cookie, key);
        expect([res.statusCode, res.json()], `${url} key ${key}`).toEqual([
          400,
          { code: 'IDEMPOTENCY_KEY_REQUIRED', message: ko.errors.IDEMPOTENCY_KEY_REQUIRED, data: null },
        ]);
      }
      // Access control comes first: an anonymous caller without a key is told to sign in.
      expect((await post(t, url, body, undefined, null)).statusCode).toBe(401);
    }
    expect(changedTables(before, await fingerprint(t.database))).toEqual([]);
  });
});

describe('each money call moves once per key and answers the same', () => {
  it('a manager’s grant (chargeInsertCoin): two at once and one later grant once', async () => {
    const [mgr, other] = [await signedIn('MNGR_MBR'), await signedIn('MNGR_MBR')];
    const m = await signedIn();
    const key = newKey();
    const body = {
      userAccess: { userMbrSn: m.mbrSn },
      coinInput: 10,
      serviceCoinInput: 5,
      serviceMemoInput: '보상',
    };
    const grant = (by: string, b: object = body, k = key) =>
      post(t, '/v1/agencyMenu/coin/chargeInsertCoin', b, by, k);
    const first = expectSameAnswer(await thrice(() => grant(mgr.cookie)));
    expect(first.data).toEqual({ userMbrSn: m.mbrSn, paidCoins: 10, serviceCoins: 5, sellerCoinCnt: 15 });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 15, ledger: 15 });
    expect(await count('coin_ledger where mbr_sn = $1', [m.mbrSn])).toBe(2);
    expect(await count(`admin_audit_log where target_mbr_sn = $1 and action = 'COIN_GRANT'`, [m.mbrSn])).toBe(
      1,
    );
    // Other values under the same key: refused, nothing granted.
    expectReused(await grant(mgr.cookie, { ...body, coinInput: 11 }));
    expectReused(
      await post(t, '/v1/coin/coinPayInsert', { mbrSn: m.mbrSn, sellerCoinCnt: 10 }, mgr.cookie, key),
    );
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 15, ledger: 15 });
    // Another manager's key of the same text is its own grant, with its own answer.
    const theirs = await grant(other.cookie);
    expect(theirs.json().data).toEqual({
      userMbrSn: m.mbrSn,
      paidCoins: 10,
      serviceCoins: 5,
      sellerCoinCnt: 30,
    });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 30, ledger: 30 });
    // A new key is a new grant.
    expect((await grant(mgr.cookie, body, newKey())).json().data.sellerCoinCnt).toBe(45);
  });

  it('the simple coin admin (coinPayInsert): two at once and one later add once', async () => {
    const [mgr, other] = [await signedIn('MNGR_MBR'), await signedIn('MNGR_MBR')];
    const m = await signedIn();
    const key = newKey();
    const add = (by: string, amount = 7, k = key) =>
      post(t, '/v1/coin/coinPayInsert', { mbrSn: m.mbrSn, sellerCoinCnt: amount }, by, k);
    const first = expectSameAnswer(await thrice(() => add(mgr.cookie)));
    expect(first.data).toMatchObject({ mbrSn: m.mbrSn, sellerCoinCnt: 7, coins: 7 });
    expect(await count(`coin_ledger where mbr_sn = $1 and kind = 'OPERATOR_GRANT'`, [m.mbrSn])).toBe(1);
    expect(await count(`admin_audit_log where target_mbr_sn = $1 and action = 'COIN_ADD'`, [m.mbrSn])).toBe(
      1,
    );
    expectReused(await add(mgr.cookie, 8));
    expect((await add(other.cookie)).json().data.sellerCoinCnt).toBe(14);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 14, ledger: 14 });
  });

  it('a coin order: two at once and one later open one order', async () => {
    const m = await signedIn();
    const other = await signedIn();
    const key = newKey();
    const buy = (by: string, packs = [{ coins: 500, qty: 1 }]) =>
      post(t, '/v1/payment/order', { packs }, by, key);
    const first = expectSameAnswer(await thrice(() => buy(m.cookie)));
    expect(first.data).toMatchObject({ totalAmount: 49_000, totalCoins: 500 });
    expect(await rows('select id from payment_orders where mbr_sn = $1', [m.mbrSn])).toEqual([
      { id: first.data.paymentId },
    ]);
    expectReused(await buy(m.cookie, [{ coins: 100, qty: 1 }]));
    // Another member's key of the same text opens that member's own order, not the first one.
    const theirs = (await buy(other.cookie)).json().data as { paymentId: string };
    expect(theirs.paymentId).not.toBe(first.data.paymentId);
    expect(await count('payment_orders where mbr_sn = $1', [m.mbrSn])).toBe(1);
  });

  it('a product registration and a renewal: two at once and one later spend once', async () => {
    const m = await signedIn('GNRL_MBR', 100);
    const key = newKey();
    const register = (number = catalogIds[2]!) =>
      post(t, '/api/naver/mygoodsRank/merges', { type: 'midNum', currentInput: number }, m.cookie, key);
    const first = expectSameAnswer(await thrice(() => register()));
    const gdpSn = first.data.gdpSn as number;
    expect(await rows('select gdp_sn from tracked_goods where mbr_sn = $1', [m.mbrSn])).toEqual([
      { gdp_sn: gdpSn },
    ]);
    expect(await count(`coin_ledger where mbr_sn = $1 and kind = 'SPEND_REGISTER'`, [m.mbrSn])).toBe(1);
    expectReused(await register(catalogIds[3]));

    const renewKey = newKey();
    const renew = () => post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, m.cookie, renewKey);
    const renewed = expectSameAnswer(await thrice(renew));
    expect(renewed.data).toMatchObject({ sellerCoinCnt: 80 });
    expect(await count(`coin_ledger where mbr_sn = $1 and kind = 'SPEND_RENEW'`, [m.mbrSn])).toBe(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 80, ledger: 80 });
    // The key of the registration is not the renewal's: another operation under it is refused.
    expectReused(await post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, m.cookie, key));
  });

  it('a refund (payCancel): two at once and one later refund once, and the second click sees the first result', async () => {
    const { m, o } = await buyer();
    const [mgr, other] = [await signedIn('MNGR_MBR'), await signedIn('MNGR_MBR')];
    const before = await callCount(t.sim, 'portone', 'POST /payments/cancel');
    const key = newKey();
    const cancel = (by: string, reason = '고객 요청') =>
      post(t, '/v1/payment/payCancel', { selCoinUseSn: o.paymentId, reason }, by, key);
    const first = expectSameAnswer(await thrice(() => cancel(mgr.cookie)));
    expect(first).toMatchObject({
      message: ko.payments.adminCancelled,
      data: { selCoinUseSn: o.paymentId, cancelFlag: 'Y', cancelCoinCnt: 100, cancelAmount: 9_900 },
    });
    expect(await callCount(t.sim, 'portone', 'POST /payments/cancel')).toBe(before + 1);
    expect(await count(`coin_ledger where mbr_sn = $1 and kind = 'CANCEL'`, [m.mbrSn])).toBe(1);
    expect(
      await count(`admin_audit_log where target_mbr_sn = $1 and action = 'PAYMENT_CANCEL'`, [m.mbrSn]),
    ).toBe(1);
    expectReused(await cancel(mgr.cookie, '다른 사유'));
    // Another manager's call with the same key text is its own call: the order is cancelled, so it
    // answers the cancellation, and refunds nothing more.
    expect((await cancel(other.cookie)).json().data).toMatchObject({ cancelFlag: 'Y', cancelAmount: 9_900 });
    expect(await callCount(t.sim, 'portone', 'POST /payments/cancel')).toBe(before + 1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});
