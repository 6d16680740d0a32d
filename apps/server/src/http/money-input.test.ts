/**
 * Money and quantities take digits or a JSON integer only, on every call that moves coins or
 * quotes them (issue 35 §10): a manager's grant of "0x10" credited 16 coins and `true` 1, because
 * `z.coerce.number()` reads them so. Each refusal is a Korean 400 that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MAX_PRODUCTS, ko } from '@seller/shared';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../test/app';
import { changedTables, fingerprint } from '../test/db-snapshot';

/** What Number() reads as a number, with what it would have credited. */
const HOSTILE: unknown[] = ['0x10', true, '1e3', ' 5', '-1', -1, 1.5, '1.5', '+5', false, ''];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
}, 60_000);
afterAll(() => t.close());

async function signedIn(role: 'MNGR_MBR' | 'GNRL_MBR' = 'GNRL_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}

describe('manager grants', () => {
  it('refuse "0x10", true, "1e3", " 5", "-1", 1.5 … as the amount, in Korean, crediting nothing', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await signedIn();
    const v = ko.agencyValidation;
    const before = await fingerprint(t.database);
    for (const x of HOSTILE) {
      const simple = await post(
        t,
        '/v1/coin/coinPayInsert',
        { mbrSn: m.mbrSn, sellerCoinCnt: x },
        mgr.cookie,
      );
      expect([simple.statusCode, simple.json().code], `coinPayInsert ${JSON.stringify(x)}`).toEqual([
        400,
        'VALIDATION',
      ]);
      expect([v.coinsDigits, v.coinsRequired]).toContain(simple.json().message);
      // The member number of the same call is read the same way: "0x10" names no one.
      const target = await post(t, '/v1/coin/coinPayInsert', { mbrSn: x, sellerCoinCnt: 5 }, mgr.cookie);
      expect([target.statusCode, target.json().message], `mbrSn ${JSON.stringify(x)}`).toEqual([
        400,
        v.targetRequired,
      ]);
      // An empty box is "no coins of this kind" in the grant popup; the other part is then needed.
      const grant = await post(
        t,
        '/v1/agencyMenu/coin/chargeInsertCoin',
        { userAccess: { userMbrSn: m.mbrSn }, coinInput: x, serviceCoinInput: '' },
        mgr.cookie,
      );
      expect([grant.statusCode, grant.json().code], `chargeInsertCoin ${JSON.stringify(x)}`).toEqual([
        400,
        'VALIDATION',
      ]);
      expect([v.coinsDigits, v.coinsRequired]).toContain(grant.json().message);
    }
    expect(changedTables(before, await fingerprint(t.database))).toEqual([]);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('take digits and JSON integers, as the web forms send them', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await signedIn();
    // The simple coin admin sends a number; the grant popup its text boxes' digits.
    expect(
      (await post(t, '/v1/coin/coinPayInsert', { mbrSn: m.mbrSn, sellerCoinCnt: 5 }, mgr.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/v1/coin/coinPayInsert', { mbrSn: String(m.mbrSn), sellerCoinCnt: '7' }, mgr.cookie))
        .statusCode,
    ).toBe(200);
    const grant = await post(
      t,
      '/v1/agencyMenu/coin/chargeInsertCoin',
      { userAccess: { userMbrSn: m.mbrSn }, userMbrSn: m.mbrSn, coinInput: '010', serviceCoinInput: '' },
      mgr.cookie,
    );
    expect(grant.json().data).toMatchObject({ paidCoins: 10, serviceCoins: 0, sellerCoinCnt: 22 });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 22, ledger: 22 });
  });
});

describe('quantities and quoted figures', () => {
  it('refuse what Number() would read, writing nothing', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await signedIn();
    const before = await fingerprint(t.database);
    for (const x of HOSTILE) {
      const what = JSON.stringify(x);
      const order = await post(t, '/v1/payment/order', { packs: [{ coins: 1000, qty: x }] }, m.cookie);
      expect([order.statusCode, order.json().message], `order qty ${what}`).toEqual([
        400,
        ko.paymentValidation.qtyRange,
      ]);
      const pack = await post(t, '/v1/payment/order', { packs: [{ coins: x, qty: 1 }] }, m.cookie);
      expect([pack.statusCode, pack.json().message], `order coins ${what}`).toEqual([
        400,
        ko.paymentValidation.packInvalid,
      ]);
      const quote = await post(t, '/api/naver/mygoodsRank/registerQuote', { count: x }, m.cookie);
      expect(quote.statusCode, `registerQuote ${what}`).toBe(400);
      expect(quote.json().message).toBe(ko.goodsQuote.countRange(QUOTE_MAX_PRODUCTS));
      const cancel = await post(
        t,
        '/v1/payment/payCancel',
        { selCoinUseSn: 'order-x', reason: '고객 요청', quoted: { refundAmount: x, coins: 0 } },
        mgr.cookie,
      );
      expect([cancel.statusCode, cancel.json().message], `payCancel ${what}`).toEqual([
        400,
        ko.paymentValidation.quoteInvalid,
      ]);
    }
    expect(changedTables(before, await fingerprint(t.database))).toEqual([]);
  });
});
