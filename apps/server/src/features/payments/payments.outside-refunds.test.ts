/**
 * Refunds made outside the app (issue 21, point 9): a manager refunds a payment in the PortOne
 * console (or a card company charges it back). The webhook PortOne sends, or the reconcile job
 * when that webhook is lost, applies it like an in-app cancellation: the coins are taken back once
 * (never below zero: what the member already spent is recorded as a shortfall and alerted), the
 * order is CANCELLED or PARTIAL_CANCELLED, and the audit log has the row.
 *
 * "The console" is the simulator's control API: POST /__control/portone/payments with status
 * CANCELLED or PARTIAL_CANCELLED adds a cancellation to a paid payment and sends the signed
 * Transaction.Cancelled / Transaction.PartialCancelled webhook as PortOne does (webhook: false: lost).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { coinParts, coinState, post } from '../../test/app';
import {
  type PaymentsTestApp,
  createPaymentsTestApp,
  ledgerRows,
  order,
  orderRow,
  payer,
  resendWebhooks,
  setPayment,
} from '../../test/payments';
import { control } from '../../test/simulator';
import { captureLog, paymentAlerts } from '../../test/log-capture';
import { jobDefinitions } from '../../jobs/definitions';

let t: PaymentsTestApp;
// Logging at 'fatal' only: the payment alerts still reach the log (they are logged whatever the level).
const logged = captureLog('fatal');
beforeAll(async () => {
  t = await createPaymentsTestApp({ LOG_LEVEL: 'fatal' }, { log: logged.log });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const alertsAbout = (paymentId: string) => paymentAlerts(logged.lines, paymentId);

/** A member who bought `coins` (one pack) and got them credited. */
async function bought(pack: 100 | 500 | 1000 = 100) {
  const m = await payer(t);
  const o = await order(t, m.cookie, [{ coins: pack, qty: 1 }]);
  await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount });
  expect((await post(t, '/v1/payment/complete', { paymentId: o.paymentId }, m.cookie)).statusCode).toBe(200);
  return { m, o };
}

/** A refund in the PortOne console: the whole rest, or `cancelAmount` won; the webhook unless lost. */
function consoleRefund(
  paymentId: string,
  opts: { cancelAmount?: number; webhook?: boolean; reason?: string } = {},
) {
  return control<{ payment: { status: string }; webhooks: Array<{ status: number | null; type: string }> }>(
    t.sim,
    'POST',
    '/__control/portone/payments',
    {
      paymentId,
      status: opts.cancelAmount === undefined ? 'CANCELLED' : 'PARTIAL_CANCELLED',
      cancelAmount: opts.cancelAmount,
      cancelReason: opts.reason ?? '고객 변심(콘솔)',
      webhook: opts.webhook ?? true,
    },
  );
}

const cancelRows = async (mbrSn: number) => ledgerRows(t, mbrSn, 'CANCEL');
const auditRows = async (mbrSn: number) =>
  (
    await t.database.sql.executeSql(
      `select actor_mbr_sn, action, before, after from admin_audit_log
        where target_mbr_sn = $1 and action = 'PAYMENT_CANCEL_EXTERNAL' order by id`,
      [mbrSn],
    )
  ).rows as Array<{
    actor_mbr_sn: number | null;
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>;

describe('a full refund in the PortOne console', () => {
  it('through the webhook: coins taken back once, CANCELLED, audited; repeats change nothing', async () => {
    const { m, o } = await bought();
    const sent = await consoleRefund(o.paymentId);
    expect(sent.webhooks).toEqual([expect.objectContaining({ type: 'Transaction.Cancelled', status: 200 })]);

    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    expect(await cancelRows(m.mbrSn)).toEqual([
      {
        kind: 'CANCEL',
        delta: -100,
        balance_after: 0,
        ref_id: o.paymentId,
        memo: ko.payments.externalCancelMemo,
      },
    ]);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'CANCELLED',
      pg_status: 'CANCELLED',
      cancel_amount: 9_900,
      cancel_coins: 100,
      cancel_shortfall: 0,
      cancel_reason: '고객 변심(콘솔)',
      cancelled_by: null,
      cancelled_at: expect.any(Date),
    });
    const audit = await auditRows(m.mbrSn);
    expect(audit).toEqual([
      {
        actor_mbr_sn: null,
        action: 'PAYMENT_CANCEL_EXTERNAL',
        before: {
          selCoinUseSn: o.paymentId,
          status: 'PAID',
          cancelAmount: 0,
          cancelCoinCnt: 0,
          balance: 100,
        },
        after: {
          status: 'CANCELLED',
          cancelAmount: 9_900,
          cancelCoinCnt: 100,
          shortfall: 0,
          reason: '고객 변심(콘솔)',
          balance: 0,
        },
      },
    ]);

    // PortOne delivers the webhook again (three times), the job runs: nothing more.
    await resendWebhooks(t.sim, { paymentId: o.paymentId, duplicate: 3 });
    await t.services.payments.reconcileRefunds();
    expect(await cancelRows(m.mbrSn)).toHaveLength(1);
    expect(await auditRows(m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    // The member's history and the manager's grid show it cancelled; payCancel answers the same.
    const hist = (await post(t, '/v1/member/myPage/userPaymentHist', {}, m.cookie)).json().myPageCoinHist;
    expect(hist[0]).toMatchObject({
      status: 'CANCELLED',
      cancelFlag: 'Y',
      cancelCoinCnt: 100,
      cancelAmount: 9_900,
    });
    const mgr = await payer(t, 'MNGR_MBR');
    const again = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: '중복' },
      mgr.cookie,
    );
    expect(again.json().data).toMatchObject({ cancelFlag: 'Y', cancelCoinCnt: 100, cancelAmount: 9_900 });
    expect(await cancelRows(m.mbrSn)).toHaveLength(1);
  });

  it('the webhook lost: the reconcile job applies it, once (the job run twice, racing a late webhook)', async () => {
    const { m, o } = await bought(500);
    const sent = await consoleRefund(o.paymentId, { webhook: false });
    expect(sent.webhooks).toEqual([]);
    expect((await orderRow(t, o.paymentId)).status).toBe('PAID');
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 500, ledger: 500 });

    const job = jobDefinitions(t.services, t.database.db, t.config, () => null).find(
      (j) => j.name === 'payment-reconcile',
    );
    await Promise.all([
      job!.handler({}),
      t.services.payments.reconcileRefunds(),
      resendWebhooks(t.sim, { paymentId: o.paymentId }),
    ]);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    expect((await cancelRows(m.mbrSn)).map((r) => r.delta)).toEqual([-500]);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'CANCELLED', cancel_coins: 500 });
    expect(await auditRows(m.mbrSn)).toHaveLength(1);
    expect((await t.services.payments.reconcileRefunds()).applied).toBe(0);
  });

  it('coins already spent: takes what is left of the purchase, never service coins, and records the shortfall', async () => {
    const { m, o } = await bought();
    await t.database.db.transaction((tx) =>
      t.services.coins.spend(tx, {
        mbrSn: m.mbrSn,
        delta: 60,
        kind: 'SPEND_REGISTER',
        refType: 'goods',
        refId: 'x',
      }),
    );
    const mgr = await payer(t, 'MNGR_MBR');
    const granted = await post(
      t,
      '/v1/agencyMenu/coin/chargeInsertCoin',
      { userAccess: { userMbrSn: m.mbrSn }, coinInput: 0, serviceCoinInput: 50, serviceMemoInput: '보상' },
      mgr.cookie,
    );
    expect(granted.statusCode).toBe(200);

    await consoleRefund(o.paymentId);
    const parts = await coinParts(t, m.mbrSn);
    expect(parts.account).toEqual({ balance: 50, service: 50, paidGrant: 0, purchased: 0 });
    expect(parts.ledger).toEqual(parts.account);
    expect((await cancelRows(m.mbrSn)).map((r) => r.delta)).toEqual([-40]);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'CANCELLED',
      cancel_coins: 40,
      cancel_shortfall: 60,
    });
    expect((await auditRows(m.mbrSn))[0]!.after).toMatchObject({ cancelCoinCnt: 40, shortfall: 60 });
    expect(alertsAbout(o.paymentId)).toHaveLength(1);
    expect(alertsAbout(o.paymentId)[0]).toContain('"shortfall":60');
  });

  it('an in-app cancellation is not applied a second time by its webhook or the job', async () => {
    const { m, o } = await bought();
    const mgr = await payer(t, 'MNGR_MBR');
    const res = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: '고객 요청' },
      mgr.cookie,
    );
    expect(res.statusCode).toBe(200);
    await resendWebhooks(t.sim, { paymentId: o.paymentId, duplicate: 2 });
    await t.services.payments.reconcileRefunds();
    expect((await cancelRows(m.mbrSn)).map((r) => r.delta)).toEqual([-100]);
    expect(await auditRows(m.mbrSn)).toEqual([]);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('partial refunds in the PortOne console', () => {
  it('take back the coins the refunded money bought, each once, until the whole payment is refunded', async () => {
    const { m, o } = await bought(500); // 49,000 won
    // 9,800 won = 100 coins at this order's price; through the webhook.
    const first = await consoleRefund(o.paymentId, { cancelAmount: 9_800 });
    expect(first.webhooks).toEqual([
      expect.objectContaining({ type: 'Transaction.PartialCancelled', status: 200 }),
    ]);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 400, ledger: 400 });
    // Its repeats, the job, and a webhook racing the job: nothing more.
    await resendWebhooks(t.sim, { paymentId: o.paymentId, duplicate: 2 });
    await Promise.all([
      t.services.payments.reconcileRefunds(),
      resendWebhooks(t.sim, { paymentId: o.paymentId }),
    ]);
    expect((await cancelRows(m.mbrSn)).map((r) => r.delta)).toEqual([-100]);
    expect(await auditRows(m.mbrSn)).toHaveLength(1);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'PARTIAL_CANCELLED',
      cancel_amount: 9_800,
      cancel_coins: 100,
      cancel_shortfall: 0,
    });
    const hist = (await post(t, '/v1/member/myPage/userPaymentHist', {}, m.cookie)).json().myPageCoinHist;
    expect(hist[0]).toMatchObject({
      status: 'PARTIAL_CANCELLED',
      cancelFlag: 'N',
      cancelCoinCnt: 100,
      cancelAmount: 9_800,
      cancelDate: expect.any(String),
    });
    // The rest is refunded where the first part was: the app refuses with a clear message.
    const mgr = await payer(t, 'MNGR_MBR');
    const inApp = await post(
      t,
      '/v1/payment/payCancel',
      { selCoinUseSn: o.paymentId, reason: '나머지' },
      mgr.cookie,
    );
    expect([inApp.statusCode, inApp.json().code, inApp.json().message]).toEqual([
      409,
      'CANCEL_NOT_ALLOWED',
      ko.payments.cancelInConsole,
    ]);

    // 1 won more, webhook lost: the job rounds up to one more coin.
    await consoleRefund(o.paymentId, { cancelAmount: 1, webhook: false });
    expect((await t.services.payments.reconcileRefunds()).applied).toBe(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 399, ledger: 399 });
    expect(await orderRow(t, o.paymentId)).toMatchObject({ cancel_amount: 9_801, cancel_coins: 101 });

    // The rest, in full: every remaining coin of the payment.
    await consoleRefund(o.paymentId);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    expect((await cancelRows(m.mbrSn)).map((r) => r.delta)).toEqual([-100, -1, -399]);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'CANCELLED',
      cancel_amount: 49_000,
      cancel_coins: 500,
    });
    expect((await auditRows(m.mbrSn)).map((a) => a.after.status)).toEqual([
      'PARTIAL_CANCELLED',
      'PARTIAL_CANCELLED',
      'CANCELLED',
    ]);
    // The manager's figures count the refund: nothing paid is left on this order.
    const found = await post(t, '/v1/confCmmn/emailUserSelect', { mbrEmail: m.email }, mgr.cookie);
    expect(found.json().data).toMatchObject({ sellerCoinCnt: 0, totPaymtMony: 0 });
  });
});
