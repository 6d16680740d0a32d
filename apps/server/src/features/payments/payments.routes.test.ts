import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_BALANCE_MAX, ko } from '@seller/shared';
import { coinParts, coinState, post } from '../../test/app';
import {
  type PaymentsTestApp,
  createPaymentsTestApp,
  finishCheckout,
  ledgerRows,
  openCheckout,
  order,
  orderRow,
  payer,
  resendWebhooks,
  setPayment,
  waitFor,
} from '../../test/payments';
import { PORTONE_SIM_DEFAULTS } from '@seller/simulator';
import { addFault, callCount, control } from '../../test/simulator';
import { captureLog, paymentAlerts } from '../../test/log-capture';
import { jobDefinitions } from '../../jobs/definitions';

let clock = new Date();
const now = () => clock;
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({}, { now });
});
afterAll(() => t.close());

const complete = (cookie: string, body: Record<string, unknown>) =>
  post(t, '/v1/payment/complete', body, cookie);
const purchases = async (mbrSn: number) => ledgerRows(t, mbrSn, 'PURCHASE');
const cancelCalls = () => callCount(t.sim, 'portone', 'POST /payments/cancel');
const clearFaults = () => control(t.sim, 'DELETE', '/__control/faults');
async function deliveries(paymentId: string) {
  const log = await control<{
    deliveries: Array<{ paymentId?: string; type: string; status: number | null }>;
  }>(t.sim, 'GET', '/__control/portone/webhooks');
  return log.deliveries.filter((d) => d.paymentId === paymentId);
}

/** A member who bought `packs` through the checkout page and the completion call. */
async function boughtMember(packs = [{ coins: 100, qty: 1 }]) {
  const m = await payer(t);
  const o = await order(t, m.cookie, packs);
  await openCheckout(o);
  const back = await finishCheckout(t.sim, o, 'pay');
  const res = await complete(m.cookie, { paymentId: back.get('paymentId'), txId: back.get('txId') });
  expect(res.statusCode).toBe(200);
  return { m, o };
}

describe('checkout: POST /v1/payment/order', () => {
  it('prices the packs from its own list and answers how to open the simulator checkout', async () => {
    const m = await payer(t);
    const res = await post(
      t,
      '/v1/payment/order',
      { packs: [{ coins: 100, qty: 2 }], totalAmount: 1, price: 1 },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderName: ko.payments.orderName('200'),
      totalAmount: 19_800,
      totalCoins: 200,
      currency: 'KRW',
      payMethod: 'CARD',
      mode: 'simulator',
      storeId: PORTONE_SIM_DEFAULTS.storeId,
      channelKey: PORTONE_SIM_DEFAULTS.channelKey,
      redirectUrl: `${t.config.publicUrl}/payment/callback`,
    });
    expect(data.paymentId).toMatch(/^coin_[0-9a-f]{30}$/);
    const url = new URL(data.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.simulator.browserUrl}/portone/checkout`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      paymentId: data.paymentId,
      totalAmount: '19800',
      currency: 'KRW',
      payMethod: 'CARD',
      redirectUrl: `${t.config.publicUrl}/payment/callback`,
    });
    expect(await orderRow(t, data.paymentId)).toMatchObject({
      status: 'PENDING',
      total_amount: 19_800,
      total_coins: 200,
      mbr_sn: m.mbrSn,
    });
    const page = await openCheckout(data);
    expect(page).toContain('19,800');
  });

  it('needs a signed-in member, at least one pack and quantities of 1–99', async () => {
    expect((await post(t, '/v1/payment/order', { packs: [{ coins: 100, qty: 1 }] })).statusCode).toBe(401);
    const m = await payer(t);
    const empty = await post(t, '/v1/payment/order', { packs: [] }, m.cookie);
    expect([empty.statusCode, empty.json().message]).toEqual([400, ko.payments.packRequired]);
    const zero = await post(t, '/v1/payment/order', { packs: [{ coins: 500, qty: 0 }] }, m.cookie);
    expect(zero.json().code).toBe('PACK_REQUIRED');
    const unknown = await post(t, '/v1/payment/order', { packs: [{ coins: 10, qty: 1 }] }, m.cookie);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'PACK_INVALID']);
    const many = await post(t, '/v1/payment/order', { packs: [{ coins: 100, qty: 100 }] }, m.cookie);
    expect([many.statusCode, many.json().message]).toEqual([400, ko.paymentValidation.qtyRange]);
  });
});

describe('completion: only PortOne decides, coins are credited once', () => {
  it('credits a paid order once: callback, repeated callbacks and the webhook', async () => {
    const m = await payer(t);
    const o = await order(t, m.cookie, [{ coins: 100, qty: 2 }]);
    await openCheckout(o);
    const back = await finishCheckout(t.sim, o, 'pay');
    expect(back.get('paymentId')).toBe(o.paymentId);
    const res = await complete(m.cookie, {
      paymentId: o.paymentId,
      txId: back.get('txId'),
      orderName: o.orderName,
      totalAmount: o.totalAmount,
      status: 'PAID',
      totalCoins: o.totalCoins,
      user: { mbrSn: m.mbrSn },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'OK',
      message: ko.payments.callbackCompleted,
      data: { status: 'PAID', totalCoins: 200, sellerCoinCnt: 200 },
    });
    expect((await complete(m.cookie, { paymentId: o.paymentId })).statusCode).toBe(200);
    // The simulator's Transaction.Paid webhook arrives too (before or after): still one credit.
    await waitFor(
      () => deliveries(o.paymentId),
      (d) => d.some((x) => x.type === 'Transaction.Paid' && x.status === 200),
    );
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 200, ledger: 200 });
    const rows = await purchases(m.mbrSn);
    expect(rows).toEqual([
      { kind: 'PURCHASE', delta: 200, balance_after: 200, ref_id: o.paymentId, memo: o.orderName },
    ]);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'PAID',
      portone_tx_id: back.get('txId'),
      credited_at: expect.anything(),
    });
  });

  it('forged totalAmount, totalCoins and status from the browser credit nothing', async () => {
    const m = await payer(t);
    const o = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    await openCheckout(o); // READY at PortOne: not paid
    const forged = await complete(m.cookie, {
      paymentId: o.paymentId,
      txId: 'x',
      status: 'PAID',
      totalAmount: 9_900,
      totalCoins: 100_000,
    });
    expect([forged.statusCode, forged.json().code, forged.json().message]).toEqual([
      409,
      'PAYMENT_NOT_PAID',
      ko.payments.notPaid,
    ]);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    // Paid for 100 coins, claims 1,000: gets 100.
    await finishCheckout(t.sim, o, 'pay');
    const claimed = await complete(m.cookie, {
      paymentId: o.paymentId,
      totalCoins: 1_000,
      totalAmount: 98_000,
    });
    expect(claimed.json().data).toMatchObject({ totalCoins: 100, sellerCoinCnt: 100 });

    // An amount changed at the payment window: recorded as a mismatch, nothing credited.
    const tampered = await order(t, m.cookie, [{ coins: 1000, qty: 1 }]);
    await setPayment(t.sim, {
      paymentId: tampered.paymentId,
      amount: tampered.totalAmount,
      tamperedAmount: 100,
    });
    const mismatch = await complete(m.cookie, {
      paymentId: tampered.paymentId,
      totalAmount: 100,
      status: 'PAID',
    });
    expect([mismatch.statusCode, mismatch.json().code]).toEqual([409, 'PAYMENT_MISMATCH']);
    expect(await orderRow(t, tampered.paymentId)).toMatchObject({
      status: 'MISMATCH',
      status_reason: 'amount 100 != 98000',
      credited_at: null,
    });
    const currency = await order(t, m.cookie, [{ coins: 500, qty: 1 }]);
    await setPayment(t.sim, { paymentId: currency.paymentId, amount: currency.totalAmount, currency: 'USD' });
    expect((await complete(m.cookie, { paymentId: currency.paymentId })).json().code).toBe(
      'PAYMENT_MISMATCH',
    );
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });

    // Someone else's order, an unknown id and a missing id.
    const other = await payer(t);
    expect((await complete(other.cookie, { paymentId: o.paymentId })).json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await complete(m.cookie, { paymentId: 'coin_guess' })).statusCode).toBe(404);
    const missing = await complete(m.cookie, { txId: 'x' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, ko.payments.callbackInvalid]);
    expect((await post(t, '/v1/payment/complete', { paymentId: o.paymentId })).statusCode).toBe(401);
    expect(await coinState(t, other.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('a FAILED (cancelled at checkout) or CANCELLED payment credits nothing', async () => {
    const m = await payer(t);
    const o = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    await openCheckout(o);
    const back = await finishCheckout(t.sim, o, 'cancel');
    expect(back.get('code')).toBe('FAILURE_TYPE_PG');
    const res = await complete(m.cookie, { paymentId: o.paymentId, status: 'PAID' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'PAYMENT_FAILED']);
    expect((await orderRow(t, o.paymentId)).status).toBe('FAILED');

    const c = await order(t, m.cookie, [{ coins: 500, qty: 1 }]);
    await setPayment(t.sim, { paymentId: c.paymentId, amount: c.totalAmount, status: 'CANCELLED' });
    await resendWebhooks(t.sim, { paymentId: c.paymentId, duplicate: 2 });
    expect((await orderRow(t, c.paymentId)).status).toBe('CANCELLED');
    expect((await complete(m.cookie, { paymentId: c.paymentId })).json().code).toBe('PAYMENT_CANCELLED');
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('a payment refused in production on a TEST channel is recorded and alerted, not credited', async () => {
    const logged = captureLog('error');
    const prod = await createPaymentsTestApp(
      { NODE_ENV: 'production', LOG_LEVEL: 'error' },
      {
        log: logged.log,
        simulatorEnv: (sim) => ({
          SIMULATOR: 'off',
          PORTONE_API_BASE: `${sim.url}/portone`,
          PORTONE_API_SECRET: PORTONE_SIM_DEFAULTS.apiSecret,
          PORTONE_WEBHOOK_SECRET: PORTONE_SIM_DEFAULTS.webhookSecret,
          PORTONE_STORE_ID: PORTONE_SIM_DEFAULTS.storeId,
          PORTONE_CHANNEL_KEY: PORTONE_SIM_DEFAULTS.channelKey,
        }),
      },
    );
    try {
      const m = await payer(prod);
      const o = await order(prod, m.cookie, [{ coins: 100, qty: 1 }]);
      expect(o).toMatchObject({ mode: 'portone', checkoutUrl: null, storeId: PORTONE_SIM_DEFAULTS.storeId });
      await setPayment(prod.sim, { paymentId: o.paymentId, amount: o.totalAmount });
      const res = await post(prod, '/v1/payment/complete', { paymentId: o.paymentId }, m.cookie);
      expect(res.json().code).toBe('PAYMENT_MISMATCH');
      expect(await orderRow(prod, o.paymentId)).toMatchObject({
        status: 'MISMATCH',
        status_reason: 'channel TEST in production',
      });
      expect(paymentAlerts(logged.lines, o.paymentId)).toHaveLength(1);

      const live = await order(prod, m.cookie, [{ coins: 100, qty: 1 }]);
      await setPayment(prod.sim, {
        paymentId: live.paymentId,
        amount: live.totalAmount,
        channelType: 'LIVE',
      });
      expect(
        (await post(prod, '/v1/payment/complete', { paymentId: live.paymentId }, m.cookie)).statusCode,
      ).toBe(200);
      expect(await coinState(prod, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
    } finally {
      await prod.close();
    }
  });
});

describe('PortOne webhook: POST /v1/payment/webhook', () => {
  it('refuses a bad signature with 400 and ignores payments it does not know', async () => {
    const body = JSON.stringify({
      type: 'Transaction.Paid',
      timestamp: new Date().toISOString(),
      data: { paymentId: 'x' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,AAAA',
      },
      payload: body,
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'WEBHOOK_REJECTED']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    // A correctly signed webhook for someone else's payment id (not ours): 200, nothing done.
    await setPayment(t.sim, { paymentId: 'foreign-payment', amount: 1000 });
    const sent = await resendWebhooks(t.sim, { paymentId: 'foreign-payment' });
    expect(sent.deliveries.map((d) => d.status)).toEqual([200]);
  });

  it('duplicate and out-of-order webhooks plus the callback credit once', async () => {
    const m = await payer(t);
    const o = await order(t, m.cookie, [{ coins: 500, qty: 1 }]);
    await openCheckout(o); // Transaction.Ready
    await setPayment(t.sim, { paymentId: o.paymentId, status: 'PAID', webhook: true }); // Transaction.Paid
    const [dup, ooo, cb1, cb2] = await Promise.all([
      resendWebhooks(t.sim, { paymentId: o.paymentId, duplicate: 3 }),
      resendWebhooks(t.sim, { paymentId: o.paymentId, outOfOrder: true, duplicate: 2 }),
      complete(m.cookie, { paymentId: o.paymentId }),
      complete(m.cookie, { paymentId: o.paymentId }),
    ]);
    expect(dup.deliveries.every((d) => d.status === 200)).toBe(true);
    expect(ooo.deliveries.map((d) => d.type)).toEqual([
      'Transaction.Paid',
      'Transaction.Paid',
      'Transaction.Ready',
      'Transaction.Ready',
    ]);
    expect(ooo.deliveries.every((d) => d.status === 200)).toBe(true);
    expect([cb1.statusCode, cb2.statusCode]).toEqual([200, 200]);
    expect(await purchases(m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 500, ledger: 500 });
  });

  it('a webhook alone credits the order (the browser never came back)', async () => {
    const m = await payer(t);
    const o = await order(t, m.cookie, [{ coins: 100, qty: 3 }]);
    await openCheckout(o);
    await finishCheckout(t.sim, o, 'pay'); // the simulator sends Transaction.Paid in the background
    await waitFor(
      () => orderRow(t, o.paymentId),
      (r) => r.status === 'PAID',
    );
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 300, ledger: 300 });
  });
});

describe('reconcile job', () => {
  it('settles orders still pending after 10 minutes from PortOne, once', async () => {
    const start = new Date();
    clock = start;
    const m = await payer(t);
    const paid = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    const failed = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    const abandoned = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    await setPayment(t.sim, { paymentId: paid.paymentId, amount: paid.totalAmount });
    await setPayment(t.sim, { paymentId: failed.paymentId, amount: failed.totalAmount, status: 'FAILED' });
    await openCheckout(abandoned);

    clock = new Date(start.getTime() + 9 * 60_000);
    const early = await t.services.payments.reconcilePending();
    expect(early.credited).toBe(0);
    expect((await orderRow(t, paid.paymentId)).status).toBe('PENDING');

    clock = new Date(start.getTime() + 11 * 60_000);
    const job = jobDefinitions(t.services, t.database.db, t.config, () => null).find(
      (j) => j.name === 'payment-reconcile',
    );
    expect(job?.cron).toBe('*/5 * * * *');
    await job!.handler({});
    expect((await orderRow(t, paid.paymentId)).status).toBe('PAID');
    expect((await orderRow(t, failed.paymentId)).status).toBe('FAILED');
    expect((await orderRow(t, abandoned.paymentId)).status).toBe('PENDING');
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });

    clock = new Date(start.getTime() + 16 * 60_000);
    expect((await t.services.payments.reconcilePending()).waiting).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, abandoned.paymentId)).status).toBe('PENDING');
    expect(await purchases(m.mbrSn)).toHaveLength(1);
    // A payment window left open for a day is given up.
    clock = new Date(start.getTime() + 25 * 3_600_000);
    expect((await t.services.payments.reconcilePending()).failed).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, abandoned.paymentId)).toMatchObject({
      status: 'FAILED',
      status_reason: 'EXPIRED',
    });
    clock = new Date();
  });

  it('keeps an order pending while PortOne cannot be reached', async () => {
    clock = new Date();
    const m = await payer(t);
    const o = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount });
    await addFault(t.sim, { service: 'portone', count: 1_000, status: 503 });
    const res = await complete(m.cookie, { paymentId: o.paymentId });
    expect([res.statusCode, res.json().code]).toEqual([503, 'PAYMENT_VERIFY_FAILED']);
    clock = new Date(Date.now() + 11 * 60_000);
    expect((await t.services.payments.reconcilePending()).errors).toBeGreaterThanOrEqual(1);
    await clearFaults();
    expect((await orderRow(t, o.paymentId)).status).toBe('PENDING');
    await t.services.payments.reconcilePending();
    expect((await orderRow(t, o.paymentId)).status).toBe('PAID');
    clock = new Date();
  });
});

describe('payment history and coin history', () => {
  it('lists the member’s settled payments and every ledger row', async () => {
    const { m, o } = await boughtMember([{ coins: 100, qty: 2 }]);
    await order(t, m.cookie, [{ coins: 500, qty: 1 }]); // abandoned: not listed
    const hist = await post(t, '/v1/member/myPage/userPaymentHist', {}, m.cookie);
    expect(hist.json().myPageCoinHist).toEqual([
      {
        status: 'PAID',
        coinRgstDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        orderName: o.orderName,
        totalAmount: 19_800,
        coins: 200,
        selCoinUseSn: o.paymentId,
        cancelFlag: 'N',
        cancelDate: null,
        cancelCoinCnt: null,
        cancelAmount: null,
      },
    ]);
    await t.services.coins.operatorGrant(m.mbrSn, 5, 'bonus');
    const coins = await post(t, '/v1/member/myPage/coinHist', { pageNum: 1, pageSize: 10 }, m.cookie);
    expect(coins.json().data).toMatchObject({
      total: 2,
      pageNum: 1,
      pageSize: 10,
      list: [
        { kind: 'OPERATOR_GRANT', delta: 5, balanceAfter: 205, memo: 'bonus' },
        { kind: 'PURCHASE', delta: 200, balanceAfter: 200, memo: o.orderName },
      ],
    });
    const other = await payer(t);
    expect((await post(t, '/v1/member/myPage/coinHist', {}, other.cookie)).json().data).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await post(t, '/v1/member/myPage/coinHist', {})).statusCode).toBe(401);
  });
});

describe('the cancel dialog’s quote: POST /v1/payment/payCancelQuote', () => {
  const quote = (cookie: string, selCoinUseSn: string) =>
    post(t, '/v1/payment/payCancelQuote', { selCoinUseSn }, cookie);
  const cancel = (cookie: string, selCoinUseSn: string, quoted?: { refundAmount: number; coins: number }) =>
    post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn, reason: '고객 요청', ...(quoted ? { quoted } : {}) },
      cookie,
    );
  const spend = (mbrSn: number, delta: number) =>
    t.database.db.transaction((tx) =>
      t.services.coins.spend(tx, { mbrSn, delta, kind: 'SPEND_REGISTER', refType: 'goods', refId: 'q' }),
    );

  it('is what the cancellation then does: a full refund, and a prorated one with the 10% charge', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const full = await boughtMember([{ coins: 100, qty: 2 }]);
    const q = (await quote(mgr.cookie, full.o.paymentId)).json().data;
    expect(q).toEqual({
      kind: 'PAYMENT',
      selCoinUseSn: full.o.paymentId,
      paidAmount: 19_800,
      purchasedCoins: 200,
      usedCoins: 0,
      coinsTakenBack: 200,
      refundType: 'FULL',
      feePercent: 0,
      feeAmount: 0,
      refundAmount: 19_800,
    });
    const done = (await cancel(mgr.cookie, full.o.paymentId, { refundAmount: 19_800, coins: 200 })).json()
      .data;
    expect(done).toMatchObject({
      refundType: q.refundType,
      cancelAmount: q.refundAmount,
      cancelCoinCnt: q.coinsTakenBack,
    });

    const part = await boughtMember();
    await spend(part.m.mbrSn, 30);
    const p = (await quote(mgr.cookie, part.o.paymentId)).json().data;
    expect(p).toEqual({
      kind: 'PAYMENT',
      selCoinUseSn: part.o.paymentId,
      paidAmount: 9_900,
      purchasedCoins: 100,
      usedCoins: 30,
      coinsTakenBack: 70,
      refundType: 'PARTIAL',
      feePercent: 10,
      feeAmount: 693,
      refundAmount: 6_237,
    });
    const partDone = (await cancel(mgr.cookie, part.o.paymentId, { refundAmount: 6_237, coins: 70 })).json()
      .data;
    expect(partDone).toMatchObject({ refundType: 'PARTIAL', cancelAmount: 6_237, cancelCoinCnt: 70 });
    expect(await coinState(t, part.m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    // Nothing left to quote once cancelled.
    expect((await quote(mgr.cookie, part.o.paymentId)).json().code).toBe('ALREADY_CANCELLED');
  });

  it('a cancellation refuses other figures than the confirmed quote and moves nothing; managers only', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const { m, o } = await boughtMember();
    const q = (await quote(mgr.cookie, o.paymentId)).json().data as {
      refundAmount: number;
      coinsTakenBack: number;
    };
    // The member spends a coin between the quote and 확인: the refund is now another one.
    await spend(m.mbrSn, 1);
    const calls = await cancelCalls();
    const stale = await cancel(mgr.cookie, o.paymentId, {
      refundAmount: q.refundAmount,
      coins: q.coinsTakenBack,
    });
    expect([stale.statusCode, stale.json()]).toEqual([
      409,
      { code: 'CANCEL_QUOTE_CHANGED', message: ko.errors.CANCEL_QUOTE_CHANGED, data: null },
    ]);
    expect(await cancelCalls()).toBe(calls);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PAID', cancel_requested_at: null });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 99, ledger: 99 });
    const fresh = (await quote(mgr.cookie, o.paymentId)).json().data;
    expect(fresh).toMatchObject({
      refundType: 'PARTIAL',
      coinsTakenBack: 99,
      refundAmount: 8_820,
      feeAmount: 981,
    });
    expect((await quote(m.cookie, o.paymentId)).statusCode).toBe(403);
    expect((await quote(mgr.cookie, 'coin_unknown')).json().code).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('cancellation: POST /v1/payment/payCancel', () => {
  const cancel = (cookie: string, selCoinUseSn: string, reason = '고객 요청') =>
    post(t, '/v1/payment/payCancel', { selCoinUseSn, reason, mbrSn: 1 }, cookie);
  const setPaidAt = (id: string, iso: string) =>
    t.database.sql.executeSql('update payment_orders set paid_at = $2 where id = $1', [id, iso]);

  it('is for managers only and needs a reason', async () => {
    const { m, o } = await boughtMember();
    const mine = await cancel(m.cookie, o.paymentId);
    expect(mine.statusCode).toBe(403);
    const mgr = await payer(t, 'MNGR_MBR');
    const noReason = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: '  ' },
      mgr.cookie,
    );
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, '취소 사유를 입력해주세요.']);
    expect((await cancel(mgr.cookie, 'coin_unknown')).json().code).toBe('PAYMENT_NOT_FOUND');
    const pending = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    expect((await cancel(mgr.cookie, pending.paymentId)).json().code).toBe('CANCEL_NOT_ALLOWED');
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
  });

  it('refunds in full within 7 days when unused, and cancelling twice refunds once', async () => {
    const { m, o } = await boughtMember([{ coins: 100, qty: 2 }]);
    const mgr = await payer(t, 'MNGR_MBR');
    const calls = await cancelCalls();
    const first = await cancel(mgr.cookie, o.paymentId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      code: 'OK',
      message: ko.payments.adminCancelled,
      data: {
        selCoinUseSn: o.paymentId,
        cancelFlag: 'Y',
        cancelCoinCnt: 200,
        cancelAmount: 19_800,
        refundType: 'FULL',
      },
    });
    const second = await cancel(mgr.cookie, o.paymentId, 'again');
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect((await cancelCalls()) - calls).toBe(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerRows(t, m.mbrSn, 'CANCEL')).toEqual([
      {
        kind: 'CANCEL',
        delta: -200,
        balance_after: 0,
        ref_id: o.paymentId,
        memo: ko.payments.cancelMemo('고객 요청'),
      },
    ]);
    const payment = await control(t.sim, 'GET', `/__control/portone/payments/${o.paymentId}`);
    expect(payment).toMatchObject({ status: 'CANCELLED', amount: { cancelled: 19_800 } });
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'CANCELLED',
      cancel_coins: 200,
      cancel_amount: 19_800,
      cancel_reason: '고객 요청',
      cancelled_by: mgr.mbrSn,
    });
    const hist = (await post(t, '/v1/member/myPage/userPaymentHist', {}, m.cookie)).json().myPageCoinHist;
    expect(hist[0]).toMatchObject({
      status: 'CANCELLED',
      cancelFlag: 'Y',
      cancelCoinCnt: 200,
      cancelAmount: 19_800,
      cancelDate: expect.any(String),
    });
    expect((await t.services.payments.chargeHistory(m.mbrSn))[0]).toMatchObject({
      selCoinUseSn: o.paymentId,
      pgStatus: 'CANCELLED',
      cancelFlag: 'Y',
      amountSelCoin: 200,
    });
    // The webhook PortOne sends about the cancellation changes nothing.
    await resendWebhooks(t.sim, { paymentId: o.paymentId });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('day 7 (Korea time): full refund on the last day, 10% charge from day 8', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const a = await boughtMember();
    const b = await boughtMember();
    await setPaidAt(a.o.paymentId, '2025-03-01T10:00:00+09:00');
    await setPaidAt(b.o.paymentId, '2025-03-01T23:59:00+09:00');
    clock = new Date('2025-03-08T23:59:59.999+09:00');
    expect((await cancel(mgr.cookie, a.o.paymentId)).json().data).toMatchObject({
      refundType: 'FULL',
      cancelAmount: 9_900,
      cancelCoinCnt: 100,
    });
    clock = new Date('2025-03-09T00:00:00+09:00');
    expect((await cancel(mgr.cookie, b.o.paymentId)).json().data).toMatchObject({
      refundType: 'PARTIAL',
      cancelAmount: 8_910,
      cancelCoinCnt: 100,
    });
    clock = new Date();
    expect(await coinState(t, b.m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('used coins: prorated with the 10% charge; other coins are spent first; nothing left refuses', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const used = await boughtMember();
    await t.database.db.transaction((tx) =>
      t.services.coins.spend(tx, {
        mbrSn: used.m.mbrSn,
        delta: 30,
        kind: 'SPEND_REGISTER',
        refType: 'goods',
        refId: '1',
      }),
    );
    expect((await cancel(mgr.cookie, used.o.paymentId)).json().data).toMatchObject({
      refundType: 'PARTIAL',
      cancelCoinCnt: 70,
      cancelAmount: 6_237,
    });
    expect(await coinState(t, used.m.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    const covered = await payer(t);
    await t.services.coins.operatorGrant(covered.mbrSn, 50);
    const o = await order(t, covered.cookie, [{ coins: 100, qty: 1 }]);
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount });
    await complete(covered.cookie, { paymentId: o.paymentId });
    await t.database.db.transaction((tx) =>
      t.services.coins.spend(tx, {
        mbrSn: covered.mbrSn,
        delta: 30,
        kind: 'SPEND_REGISTER',
        refType: 'goods',
        refId: '2',
      }),
    );
    expect((await cancel(mgr.cookie, o.paymentId)).json().data).toMatchObject({
      refundType: 'FULL',
      cancelCoinCnt: 100,
      cancelAmount: 9_900,
    });
    expect(await coinState(t, covered.mbrSn)).toEqual({ balance: 20, ledger: 20 });

    const spent = await boughtMember();
    await t.database.db.transaction((tx) =>
      t.services.coins.spend(tx, {
        mbrSn: spent.m.mbrSn,
        delta: 100,
        kind: 'SPEND_REGISTER',
        refType: 'goods',
        refId: '3',
      }),
    );
    const none = await cancel(mgr.cookie, spent.o.paymentId);
    expect([none.statusCode, none.json().code]).toEqual([409, 'NOTHING_TO_REFUND']);
    expect((await orderRow(t, spent.o.paymentId)).status).toBe('PAID');
  });

  it('concurrent cancels refund once', async () => {
    const { m, o } = await boughtMember([{ coins: 500, qty: 1 }]);
    const mgr = await payer(t, 'MNGR_MBR');
    const calls = await cancelCalls();
    const answers = await Promise.all([
      cancel(mgr.cookie, o.paymentId),
      cancel(mgr.cookie, o.paymentId),
      cancel(mgr.cookie, o.paymentId),
    ]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect((await cancelCalls()) - calls).toBe(1);
    expect(await ledgerRows(t, m.mbrSn, 'CANCEL')).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('gives the coins back when PortOne refuses the cancellation', async () => {
    const { m, o } = await boughtMember();
    const mgr = await payer(t, 'MNGR_MBR');
    await addFault(t.sim, {
      service: 'portone',
      count: 1,
      status: 400,
      body: { type: 'INVALID_REQUEST', message: 'no' },
    });
    const res = await cancel(mgr.cookie, o.paymentId);
    expect([res.statusCode, res.json().message]).toEqual([502, ko.payments.cancelFailed]);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
    expect((await ledgerRows(t, m.mbrSn)).map((r) => r.kind)).toEqual(['PURCHASE', 'CANCEL', 'REFUND']);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'PAID',
      cancel_requested_at: null,
      cancel_amount: null,
    });
    expect((await cancel(mgr.cookie, o.paymentId)).statusCode).toBe(200);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('an interrupted cancellation resumes without refunding twice', async () => {
    const { m, o } = await boughtMember();
    const mgr = await payer(t, 'MNGR_MBR');
    // No answer from PortOne (the cancel and the re-read both fail): the cancellation stays under way.
    await addFault(t.sim, { service: 'portone', count: 5, status: 500 });
    const lost = await cancel(mgr.cookie, o.paymentId);
    expect(lost.statusCode).toBe(502);
    await clearFaults();
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PAID', cancel_amount: 9_900 });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    expect((await cancel(mgr.cookie, o.paymentId)).json().code).toBe('ALREADY_PROCESSING');
    const hist = (await post(t, '/v1/member/myPage/userPaymentHist', {}, m.cookie)).json().myPageCoinHist;
    expect(hist[0].status).toBe('CANCELLING');
    // It had gone through at PortOne after all.
    const direct = await fetch(`${t.sim.url}/portone/payments/${o.paymentId}/cancel`, {
      method: 'POST',
      headers: {
        authorization: `PortOne ${PORTONE_SIM_DEFAULTS.apiSecret}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ reason: 'lost answer', amount: 9_900 }),
    });
    expect(direct.status).toBe(200);
    const calls = await cancelCalls();
    clock = new Date(Date.now() + 2 * 60_000);
    const resumed = await cancel(mgr.cookie, o.paymentId);
    expect(resumed.json().data).toMatchObject({ cancelAmount: 9_900, cancelCoinCnt: 100 });
    expect((await cancelCalls()) - calls).toBe(0);
    expect((await orderRow(t, o.paymentId)).status).toBe('CANCELLED');
    clock = new Date();
  });
});

describe('refunds count purchased coins only (issue 21, point 4)', () => {
  const cancel = (cookie: string, selCoinUseSn: string) =>
    post(t, '/v1/payment/payCancel', { selCoinUseSn, reason: '고객 요청' }, cookie);
  const grant = (cookie: string, mbrSn: number, coinInput: number, serviceCoinInput: number) =>
    post(
      t,
      '/v1/agencyMenu/coin/chargeInsertCoin',
      { userAccess: { userMbrSn: mbrSn }, coinInput, serviceCoinInput, serviceMemoInput: '이벤트' },
      cookie,
    );
  const spend = (mbrSn: number, delta: number, refId: string) =>
    t.database.db.transaction((tx) =>
      t.services.coins.spend(tx, { mbrSn, delta, kind: 'SPEND_REGISTER', refType: 'goods', refId }),
    );

  it('buy 100, spend them all, get 100 service coins, cancel: no money back, the service coins stay', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const { m, o } = await boughtMember();
    await spend(m.mbrSn, 100, 'p4-1');
    expect((await grant(mgr.cookie, m.mbrSn, 0, 100)).statusCode).toBe(200);
    const calls = await cancelCalls();
    const res = await cancel(mgr.cookie, o.paymentId);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      409,
      'NOTHING_TO_REFUND',
      ko.payments.nothingToRefund,
    ]);
    expect((await cancelCalls()) - calls).toBe(0);
    expect((await orderRow(t, o.paymentId)).status).toBe('PAID');
    const parts = await coinParts(t, m.mbrSn);
    expect(parts.account).toEqual({ balance: 100, service: 100, paidGrant: 0, purchased: 0 });
    expect(parts.ledger).toEqual(parts.account);
  });

  it('paid grants are spent before purchases and are never refunded by a purchase’s cancellation', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    // Paid grant, then spending: the grant goes first, the purchase stays whole → full refund.
    const kept = await boughtMember();
    expect((await grant(mgr.cookie, kept.m.mbrSn, 100, 0)).statusCode).toBe(200);
    await spend(kept.m.mbrSn, 100, 'p4-2');
    expect((await cancel(mgr.cookie, kept.o.paymentId)).json().data).toMatchObject({
      refundType: 'FULL',
      cancelCoinCnt: 100,
      cancelAmount: 9_900,
    });
    expect((await coinParts(t, kept.m.mbrSn)).account).toEqual({
      balance: 0,
      service: 0,
      paidGrant: 0,
      purchased: 0,
    });

    // Spending, then a paid grant: the purchase is used up; the granted coins are not its coins.
    const spent = await boughtMember();
    await spend(spent.m.mbrSn, 100, 'p4-3');
    expect((await grant(mgr.cookie, spent.m.mbrSn, 100, 0)).statusCode).toBe(200);
    expect((await cancel(mgr.cookie, spent.o.paymentId)).json().code).toBe('NOTHING_TO_REFUND');
    expect((await coinParts(t, spent.m.mbrSn)).account).toEqual({
      balance: 100,
      service: 0,
      paidGrant: 100,
      purchased: 0,
    });
  });

  it('a partly used purchase refunds only its unused purchased coins, whatever else the member holds', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const { m, o } = await boughtMember();
    // 30 service coins, 20 paid-grant coins: spending 80 takes 30 + 20 of them and 30 purchased.
    expect((await grant(mgr.cookie, m.mbrSn, 20, 30)).statusCode).toBe(200);
    await spend(m.mbrSn, 80, 'p4-4');
    const parts = await coinParts(t, m.mbrSn);
    expect(parts.account).toEqual({ balance: 70, service: 0, paidGrant: 0, purchased: 70 });
    expect(parts.ledger).toEqual(parts.account);
    // Then 500 service coins arrive: the refund is still for 70 coins.
    expect((await grant(mgr.cookie, m.mbrSn, 0, 500)).statusCode).toBe(200);
    expect((await cancel(mgr.cookie, o.paymentId)).json().data).toMatchObject({
      refundType: 'PARTIAL',
      cancelCoinCnt: 70,
      cancelAmount: 6_237,
    });
    const after = await coinParts(t, m.mbrSn);
    expect(after.account).toEqual({ balance: 500, service: 500, paidGrant: 0, purchased: 0 });
    expect(after.ledger).toEqual(after.account);
    const rows = await t.database.sql.executeSql(
      `select kind, delta, service_delta, paid_grant_delta, purchased_delta from coin_ledger
        where mbr_sn = $1 order by id`,
      [m.mbrSn],
    );
    expect(rows.rows).toEqual([
      { kind: 'PURCHASE', delta: 100, service_delta: 0, paid_grant_delta: 0, purchased_delta: 100 },
      { kind: 'PAID_GRANT', delta: 20, service_delta: 0, paid_grant_delta: 20, purchased_delta: 0 },
      { kind: 'SERVICE_GRANT', delta: 30, service_delta: 30, paid_grant_delta: 0, purchased_delta: 0 },
      { kind: 'SPEND_REGISTER', delta: -80, service_delta: -30, paid_grant_delta: -20, purchased_delta: -30 },
      { kind: 'SERVICE_GRANT', delta: 500, service_delta: 500, paid_grant_delta: 0, purchased_delta: 0 },
      { kind: 'CANCEL', delta: -70, service_delta: 0, paid_grant_delta: 0, purchased_delta: -70 },
    ]);
  });
});

describe('balances past 2,147,483,647 (issue 21, point 7)', () => {
  const grant = (cookie: string, mbrSn: number, coinInput: number, serviceCoinInput = 0) =>
    post(
      t,
      '/v1/agencyMenu/coin/chargeInsertCoin',
      { userAccess: { userMbrSn: mbrSn }, coinInput, serviceCoinInput, serviceMemoInput: '' },
      cookie,
    );
  const ledgerCount = async (mbrSn: number) => (await ledgerRows(t, mbrSn)).length;

  it('grants and purchases take a balance past 2^31 - 1; no 500, nothing lost', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const m = await payer(t);
    await t.services.coins.operatorGrant(m.mbrSn, 2_147_483_000);
    const charged = await grant(mgr.cookie, m.mbrSn, 1_000, 500);
    expect(charged.statusCode).toBe(200);
    expect(charged.json().data.sellerCoinCnt).toBe(2_147_484_500);
    const added = await post(
      t,
      '/v1/coin/coinPayInsert',
      { mbrSn: m.mbrSn, sellerCoinCnt: 1_000_000 },
      mgr.cookie,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ sellerCoinCnt: 2_148_484_500, coins: 2_148_484_500 });

    // A paid purchase on top is credited.
    const o = await order(t, m.cookie, [{ coins: 1_000, qty: 99 }]);
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount });
    const done = await complete(m.cookie, { paymentId: o.paymentId });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'PAID', sellerCoinCnt: 2_148_583_500 });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 2_148_583_500, ledger: 2_148_583_500 });
    const balance = await post(t, '/v1/confCmmn/coinSelect', {}, m.cookie);
    expect(balance.json().data.sellerCoinCnt).toBe(2_148_583_500);
    const hist = await post(t, '/v1/member/myPage/coinHist', {}, m.cookie);
    expect(hist.json().data.list[0]).toMatchObject({
      kind: 'PURCHASE',
      delta: 99_000,
      balanceAfter: 2_148_583_500,
    });
    const list = await post(t, '/v1/confCmmn/emailUserSelectV1', { mbrEmail: m.email }, mgr.cookie);
    expect(list.json().data.userGroupList[0]).toMatchObject({
      sellerCoinCnt: 2_148_583_500,
      amountSelCoin: 100_000,
      totSvSellCoin: 2_148_483_500,
    });
    // The purchase can still be cancelled: its coins are all unused.
    const cancelled = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: '고객 요청' },
      mgr.cookie,
    );
    expect(cancelled.json().data).toMatchObject({ refundType: 'FULL', cancelCoinCnt: 99_000 });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 2_148_484_500, ledger: 2_148_484_500 });
  });

  it('a grant past the limit is refused with a Korean 409 and writes nothing; a purchase is still credited', async () => {
    const mgr = await payer(t, 'MNGR_MBR');
    const m = await payer(t);
    await t.services.coins.operatorGrant(m.mbrSn, COIN_BALANCE_MAX - 10);
    const rows = await ledgerCount(m.mbrSn);
    for (const res of [
      await grant(mgr.cookie, m.mbrSn, 11),
      await grant(mgr.cookie, m.mbrSn, 5, 6),
      await post(t, '/v1/coin/coinPayInsert', { mbrSn: m.mbrSn, sellerCoinCnt: 11 }, mgr.cookie),
    ]) {
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        409,
        'COIN_BALANCE_LIMIT',
        ko.errors.COIN_BALANCE_LIMIT,
      ]);
    }
    expect(await ledgerCount(m.mbrSn)).toBe(rows);
    expect((await grant(mgr.cookie, m.mbrSn, 4, 6)).statusCode).toBe(200);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: COIN_BALANCE_MAX, ledger: COIN_BALANCE_MAX });

    const o = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount });
    const done = await complete(m.cookie, { paymentId: o.paymentId });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.sellerCoinCnt).toBe(COIN_BALANCE_MAX + 100);
    expect((await coinParts(t, m.mbrSn)).account).toEqual({
      balance: COIN_BALANCE_MAX + 100,
      service: COIN_BALANCE_MAX - 4,
      paidGrant: 4,
      purchased: 100,
    });
  });
});
