/**
 * Payments under faults (issue 11, point 4): whatever PortOne or the network does, coins are
 * credited exactly when they should be, and once.
 *
 * Where each fault is proven. F = this file (payments.faults.test.ts), R = payments.routes.test.ts,
 * A = adapters/portone/portone.test.ts, W = adapters/portone/webhook.test.ts,
 * L = features/coins/coins.load.test.ts; "describe › test".
 *
 * | fault | what must happen | proven in |
 * | --- | --- | --- |
 * | PortOne down (5xx) at completion | 503 PAYMENT_VERIFY_FAILED, order PENDING, nothing credited | R › reconcile job › keeps an order pending while PortOne cannot be reached; F › PortOne down, then up again › nothing is credited or given up… |
 * | PortOne down when the webhook arrives | 503, so PortOne delivers it again; nothing credited | F › PortOne down, then up again › nothing is credited or given up… |
 * | PortOne down for more than a day | the reconcile job never expires a payment it cannot read | F › PortOne down, then up again › nothing is credited or given up… |
 * | PortOne answering a body that is not a payment | like down: 503, not retried, nothing credited | F › PortOne down, then up again › nothing is credited or given up…; A › faults › does not retry 401 / 403 / malformed bodies |
 * | PortOne up again | two reconcile runs at once, the redelivered webhook and the completion: one credit | F › PortOne down, then up again › nothing is credited or given up… |
 * | PortOne down while a FAILED order's later attempt on the same id is paid (webhook and completion lost) | the reconcile job reads the order again and credits it once | F › PortOne down, then up again › a failed order paid by a later attempt… (was a defect: the job read PENDING orders only) |
 * | more PENDING orders than one reconcile run reads (abandoned checkouts) | a paid order is still read within the next run | F › PortOne down, then up again › a run’s worth of abandoned checkouts… (was a defect: oldest first, the same 100 every run) |
 * | PortOne slower than the client timeout (look-up) | completion and webhook answer 503 in bounded time; the late answers change nothing; one credit later | F › slow PortOne › completion and webhook answer 503…; A › faults › retries look-ups on 429, 5xx and timeouts |
 * | PortOne slower than the client timeout on a cancellation, refunding after we gave up | coins taken back once, CANCELLING (409 for a minute); the retry finishes from PortOne's record without a second refund | F › slow PortOne › a cancellation PortOne carries out after we gave up…; R › cancellation › an interrupted cancellation resumes without refunding twice; A › faults › retries a cancel only where PortOne cannot have acted |
 * | PortOne refuses a cancellation | the coins taken back are given back (REFUND row), 502 | R › cancellation › gives the coins back when PortOne refuses the cancellation |
 * | amount lower or higher than the order, or another currency | MISMATCH with one alert, never credited, not even when PortOne later shows our amount | R › completion › forged totalAmount, totalCoins and status… (completion); F › PortOne answering a different amount or currency (webhook, reconcile job) |
 * | TEST channel in production | MISMATCH with one alert; a LIVE payment is credited once | R › completion › a payment refused in production on a TEST channel… (completion); F › TEST channel in production (webhook, reconcile job) |
 * | webhook duplicated, one after another or out of order | one credit | R › PortOne webhook › duplicate and out-of-order webhooks plus the callback credit once |
 * | webhook duplicated concurrently, with the completion and two reconcile runs | one credit | F › duplicate webhooks at once |
 * | validly signed webhook replayed after 5 minutes, or dated 5 minutes ahead | 400 before PortOne is read; nothing credited | F › replayed and forged webhooks › a validly signed webhook replayed after 5 minutes…; W › refuses timestamps outside ±5 minutes |
 * | webhook with a bad, foreign or missing signature, or a body changed after signing | 400, PortOne not read, nothing credited | R › PortOne webhook › refuses a bad signature…; F › replayed and forged webhooks › a foreign signature…; W › refuses a tampered body, a wrong secret or a wrong id |
 * | signed webhook saying Transaction.Paid while PortOne has the payment READY | 200, nothing credited (only PortOne's payment counts) | F › replayed and forged webhooks › a foreign signature… |
 * | browser claiming another amount, coin count or status | nothing but the paymentId is read | R › completion › forged totalAmount, totalCoins and status from the browser credit nothing |
 * | concurrent cancellations of one payment | one refund, one CANCEL row | R › cancellation › concurrent cancels refund once; L |
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PORTONE_SIM_DEFAULTS, signWebhook } from '@seller/simulator';
import { createPortOneClient } from '../../adapters/portone';
import { buildApp, createServices, type Services } from '../../app';
import { type Config, loadConfig } from '../../config';
import { type TestApp, coinState, post } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { inlineJobs } from '../../test/jobs';
import { jobDefinitions } from '../../jobs/definitions';
import { captureLog, paymentAlerts } from '../../test/log-capture';
import { ledgerRows, orderRow, payer, setPayment } from '../../test/payments';
import {
  FAST_RETRY,
  type RunningSimulator,
  addFault,
  callCount,
  control,
  startTestSimulator,
} from '../../test/simulator';

/** The PortOne client's timeout here: short, so "slower than the timeout" takes a second, not 40. */
const CLIENT_TIMEOUT_MS = 250;
/** Look-up attempts the client makes (the first and FAST_RETRY's retries). */
const ATTEMPTS = 1 + FAST_RETRY.retries;
const MINUTE = 60_000;

interface FaultApp extends TestApp {
  sim: RunningSimulator;
  services: Services;
  config: Config;
}

let clock: Date | null = null;
const now = () => clock ?? new Date();

/**
 * The app with the real PortOne client against the simulator, with a short timeout. Webhooks are
 * not relayed from the simulator: each test signs and delivers its own, so it chooses when, how
 * often and how concurrently they arrive. `production` builds a second app over the same database
 * and simulator (a fresh database costs seconds), configured with real credentials, as production.
 */
/** The log of every app the tests build (the alerts are found by payment id). */
const logged = captureLog('fatal');

async function faultApp(production?: FaultApp): Promise<FaultApp> {
  const sim = production?.sim ?? (await startTestSimulator());
  const base = loadConfig();
  const config = loadConfig({
    NODE_ENV: production ? 'production' : 'test',
    // Not silent: the payment alerts reach the log whatever the level; nothing else is logged at 'fatal'.
    LOG_LEVEL: 'fatal',
    JOBS_ENABLED: 'false',
    DATA_DIR: 'data/test-unused',
    LOGIN_RATE_LIMIT_MAX: '1000',
    ...(base.databaseUrl ? { DATABASE_URL: base.databaseUrl } : {}),
    ...(production
      ? {
          // Real credentials (the simulator's values) and no simulator mode: TEST channels refused.
          SIMULATOR: 'off',
          PORTONE_API_BASE: `${sim.url}/portone`,
          PORTONE_API_SECRET: PORTONE_SIM_DEFAULTS.apiSecret,
          PORTONE_WEBHOOK_SECRET: PORTONE_SIM_DEFAULTS.webhookSecret,
          PORTONE_STORE_ID: PORTONE_SIM_DEFAULTS.storeId,
          PORTONE_CHANNEL_KEY: PORTONE_SIM_DEFAULTS.channelKey,
        }
      : { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) }),
  });
  const database = production?.database ?? (await createTestDatabase());
  const portone = createPortOneClient({
    baseUrl: `${sim.url}/portone`,
    apiSecret: PORTONE_SIM_DEFAULTS.apiSecret,
    webhookSecret: PORTONE_SIM_DEFAULTS.webhookSecret,
    timeoutMs: CLIENT_TIMEOUT_MS,
    retry: FAST_RETRY,
  });
  const jobs = inlineJobs();
  const deps = { database, now, adapters: { portone }, log: logged.log, queue: jobs };
  const services = createServices(config, deps);
  jobs.use(jobDefinitions(services, database.db, config, () => null, now));
  const app = await buildApp({ config, deps, services });
  await app.ready();
  return {
    app,
    database,
    config,
    services,
    jobs,
    sim,
    async close() {
      await app.close();
      if (production) return;
      await database.close();
      await sim.close();
    },
  };
}

let t: FaultApp;
beforeAll(async () => {
  t = await faultApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  clock = null;
  vi.useRealTimers();
  await control(t.sim, 'DELETE', '/__control/faults');
});

// ---- helpers ---------------------------------------------------------------------------------

interface Order {
  paymentId: string;
  totalAmount: number;
  totalCoins: number;
}

async function newOrder(app: TestApp, cookie: string, coins = 100): Promise<Order> {
  const res = await post(app, '/v1/payment/order', { packs: [{ coins, qty: 1 }] }, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as Order;
}

/** Marks the payment PAID at PortOne (our amount, unless the test says otherwise), no webhook. */
const paidAtPortOne = (sim: RunningSimulator, o: Order, extra: Record<string, unknown> = {}) =>
  setPayment(sim, { paymentId: o.paymentId, amount: o.totalAmount, ...extra });

interface Signed {
  headers: Record<string, string>;
  payload: string;
}

/** A webhook as PortOne signs it (Standard Webhooks), dated `at` (default: now). */
function signedWebhook(
  paymentId: string,
  opts: { type?: string; at?: number; secret?: string; id?: string } = {},
): Signed {
  const type = opts.type ?? 'Transaction.Paid';
  const at = opts.at ?? Date.now();
  const payload = JSON.stringify({
    type,
    timestamp: new Date(at).toISOString(),
    data: { storeId: PORTONE_SIM_DEFAULTS.storeId, paymentId, transactionId: `tx-${paymentId}` },
  });
  const id = opts.id ?? `msg_${randomUUID().replace(/-/g, '')}`;
  const ts = Math.floor(at / 1000);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(ts),
      'webhook-signature': signWebhook(opts.secret ?? PORTONE_SIM_DEFAULTS.webhookSecret, id, ts, payload),
    },
  };
}

const deliver = (app: TestApp, msg: Signed) =>
  app.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: msg.headers, payload: msg.payload });

const complete = (app: TestApp, cookie: string, paymentId: string) =>
  post(app, '/v1/payment/complete', { paymentId }, cookie);

const lookups = (sim: RunningSimulator) => callCount(sim, 'portone', 'GET /payments');
const purchases = (app: TestApp, mbrSn: number) => ledgerRows(app, mbrSn, 'PURCHASE');

/** The alert lines (error level, `"alert":"payments"`) logged about one payment. */
const alertsAbout = (paymentId: string) => paymentAlerts(logged.lines, paymentId);

/** Runs the reconcile job as it would run `minutes` after now (orders must be 10 minutes old). */
async function reconcileAt(minutes: number, app: FaultApp = t) {
  clock = new Date(Date.now() + minutes * MINUTE);
  try {
    return await app.services.payments.reconcilePending();
  } finally {
    clock = null;
  }
}

// ---- tests -----------------------------------------------------------------------------------

describe('slow PortOne (beyond the client timeout)', () => {
  it('completion and webhook answer 503 in bounded time, the late answers change nothing, then one credit', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    await paidAtPortOne(t.sim, o);
    const slow = { service: 'portone', count: ATTEMPTS, delayMs: CLIENT_TIMEOUT_MS * 8 };

    await addFault(t.sim, slow);
    const calls = await lookups(t.sim);
    const started = Date.now();
    const res = await complete(t, m.cookie, o.paymentId);
    expect([res.statusCode, res.json().code]).toEqual([503, 'PAYMENT_VERIFY_FAILED']);
    // Each attempt gives up at the timeout; waiting for PortOne's answers would take 6 seconds.
    expect(Date.now() - started).toBeLessThan(ATTEMPTS * CLIENT_TIMEOUT_MS + 3_000);
    expect((await lookups(t.sim)) - calls).toBe(ATTEMPTS);

    await addFault(t.sim, slow);
    const msg = signedWebhook(o.paymentId);
    const hook = await deliver(t, msg);
    expect([hook.statusCode, hook.json().code]).toEqual([503, 'PAYMENT_VERIFY_FAILED']);

    // PortOne's late answers (PAID, with our amount) arrive after the client gave up: ignored.
    await new Promise((r) => setTimeout(r, slow.delayMs + 100));
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PENDING', credited_at: null });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    // PortOne answers in time again: its retried webhook credits, the completion finds it done.
    expect((await deliver(t, msg)).statusCode).toBe(200);
    const done = await complete(t, m.cookie, o.paymentId);
    expect([done.statusCode, done.json().data.sellerCoinCnt]).toEqual([200, 100]);
    expect(await purchases(t, m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
  });

  it('a cancellation PortOne carries out after we gave up is finished by the retry, refunded once', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    await paidAtPortOne(t.sim, o);
    expect((await complete(t, m.cookie, o.paymentId)).statusCode).toBe(200);
    const mgr = await payer(t, 'MNGR_MBR');
    const cancel = () =>
      post(t, '/v1/payment/payCancel', { selCoinUseSn: o.paymentId, reason: '고객 요청' }, mgr.cookie);
    const cancels = () => callCount(t.sim, 'portone', 'POST /payments/cancel');
    const before = await cancels();

    // The cancel request is slow: the client times out, PortOne then refunds anyway.
    await addFault(t.sim, { service: 'portone', count: 1, delayMs: CLIENT_TIMEOUT_MS * 8 });
    const lost = await cancel();
    expect([lost.statusCode, lost.json().code]).toEqual([502, 'CANCEL_FAILED']);
    expect((await cancels()) - before).toBe(1);
    // Under way: the coins are taken back once and the order waits for PortOne's word.
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PAID', cancel_amount: 9_900 });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    await expect
      .poll(
        async () =>
          (await control<{ status: string }>(t.sim, 'GET', `/__control/portone/payments/${o.paymentId}`))
            .status,
        { timeout: 10_000 },
      )
      .toBe('CANCELLED');
    expect((await cancel()).json().code).toBe('ALREADY_PROCESSING');

    clock = new Date(Date.now() + 2 * MINUTE);
    const resumed = await cancel();
    expect([resumed.statusCode, resumed.json().data.cancelAmount]).toEqual([200, 9_900]);
    // Finished from PortOne's record: no second cancel request, one refund of the amount paid.
    expect((await cancels()) - before).toBe(1);
    const payment = await control<{ amount: { cancelled: number } }>(
      t.sim,
      'GET',
      `/__control/portone/payments/${o.paymentId}`,
    );
    expect(payment.amount.cancelled).toBe(9_900);
    expect((await ledgerRows(t, m.mbrSn)).map((r) => [r.kind, r.delta])).toEqual([
      ['PURCHASE', 100],
      ['CANCEL', -100],
    ]);
    expect((await orderRow(t, o.paymentId)).status).toBe('CANCELLED');
  });
});

describe('PortOne answering a different amount or currency', () => {
  it('by webhook alone: lower, higher or another currency is a mismatch, alerted, never credited', async () => {
    const m = await payer(t);
    const lower = await newOrder(t, m.cookie, 1000);
    const higher = await newOrder(t, m.cookie, 100);
    const dollars = await newOrder(t, m.cookie, 500);
    await paidAtPortOne(t.sim, lower, { tamperedAmount: 100 });
    await paidAtPortOne(t.sim, higher, { tamperedAmount: higher.totalAmount * 10 });
    await paidAtPortOne(t.sim, dollars, { currency: 'USD' });

    for (const o of [lower, higher, dollars]) {
      const res = await deliver(t, signedWebhook(o.paymentId));
      expect([res.statusCode, res.json().data]).toEqual([200, { handled: true }]);
      expect(alertsAbout(o.paymentId)).toHaveLength(1);
    }
    expect(await orderRow(t, lower.paymentId)).toMatchObject({
      status: 'MISMATCH',
      status_reason: 'amount 100 != 98000',
    });
    expect((await orderRow(t, higher.paymentId)).status_reason).toBe('amount 99000 != 9900');
    expect((await orderRow(t, dollars.paymentId)).status_reason).toBe('currency USD != KRW');

    // PortOne later shows our amount: a mismatch stays one for a person to settle.
    await paidAtPortOne(t.sim, lower, { tamperedAmount: lower.totalAmount });
    expect((await deliver(t, signedWebhook(lower.paymentId))).statusCode).toBe(200);
    expect((await complete(t, m.cookie, lower.paymentId)).json().code).toBe('PAYMENT_MISMATCH');
    expect(alertsAbout(lower.paymentId)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('by the reconcile job: a mismatch, never credited', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    await paidAtPortOne(t.sim, o, { tamperedAmount: 9_800 });
    await reconcileAt(11);
    expect(await orderRow(t, o.paymentId)).toMatchObject({
      status: 'MISMATCH',
      status_reason: 'amount 9800 != 9900',
    });
    expect(alertsAbout(o.paymentId)).toHaveLength(1);
    await reconcileAt(30);
    expect(alertsAbout(o.paymentId)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('replayed and forged webhooks', () => {
  it('a validly signed webhook replayed after 5 minutes is refused before PortOne is read', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    await paidAtPortOne(t.sim, o);
    const captured = signedWebhook(o.paymentId);
    const calls = await lookups(t.sim);

    // The same bytes, delivered 5 minutes and 1 second later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * MINUTE + 1_000);
    const replay = await deliver(t, captured);
    vi.useRealTimers();
    expect([replay.statusCode, replay.json().code]).toEqual([400, 'WEBHOOK_REJECTED']);
    // Dated more than 5 minutes ahead: refused the same way.
    const ahead = await deliver(t, signedWebhook(o.paymentId, { at: Date.now() + 5 * MINUTE + 1_000 }));
    expect(ahead.statusCode).toBe(400);
    expect((await lookups(t.sim)) - calls).toBe(0);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    // Within the window the message is good: it credits, and its replays add nothing.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * MINUTE);
    expect((await deliver(t, captured)).statusCode).toBe(200);
    expect((await deliver(t, captured)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    expect((await deliver(t, captured)).statusCode).toBe(400);
    vi.useRealTimers();
    expect(await purchases(t, m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
  });

  it('a foreign signature or a body changed after signing is refused; a signed claim is not trusted', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    const calls = await lookups(t.sim);
    const foreign = signedWebhook(o.paymentId, {
      secret: `whsec_${Buffer.from('another').toString('base64')}`,
    });
    expect((await deliver(t, foreign)).statusCode).toBe(400);
    const other = signedWebhook(o.paymentId, { type: 'Transaction.Ready' });
    const changed = {
      headers: other.headers,
      payload: other.payload.replace('Transaction.Ready', 'Transaction.Paid'),
    };
    expect((await deliver(t, changed)).statusCode).toBe(400);
    expect((await lookups(t.sim)) - calls).toBe(0);

    // Correctly signed "Transaction.Paid" while PortOne still has the payment READY: PortOne decides.
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount, status: 'READY' });
    const claim = await deliver(t, signedWebhook(o.paymentId));
    expect([claim.statusCode, claim.json().data]).toEqual([200, { handled: true }]);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PENDING', pg_status: 'READY' });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('duplicate webhooks at once', () => {
  it('eight copies of one webhook, the completion and two reconcile runs, all at once: one credit', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie, 500);
    await paidAtPortOne(t.sim, o);
    const msg = signedWebhook(o.paymentId);
    // Ten minutes on, so that the job (two workers) takes the order too.
    clock = new Date(Date.now() + 11 * MINUTE);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(t, msg)),
      complete(t, m.cookie, o.paymentId),
      t.services.payments.reconcilePending(),
      t.services.payments.reconcilePending(),
    ]);
    const responses = answers.slice(0, 9) as Array<{ statusCode: number }>;
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 9 }, () => 200));
    expect(await purchases(t, m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 500, ledger: 500 });
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PAID' });
  });
});

describe('PortOne down, then up again', () => {
  it('nothing is credited or given up while PortOne is down; once up, the order is credited once', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    await paidAtPortOne(t.sim, o);
    const msg = signedWebhook(o.paymentId);

    await addFault(t.sim, { service: 'portone', count: 10_000, status: 503 });
    expect((await complete(t, m.cookie, o.paymentId)).json().code).toBe('PAYMENT_VERIFY_FAILED');
    // 503 tells PortOne to deliver the webhook again later.
    expect((await deliver(t, msg)).statusCode).toBe(503);
    expect((await reconcileAt(11)).errors).toBeGreaterThanOrEqual(1);
    // Down for more than a day: a payment that cannot be read is never given up as expired.
    expect((await reconcileAt(25 * 60)).errors).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PENDING', credited_at: null });
    await control(t.sim, 'DELETE', '/__control/faults');

    // Up, but answering something that is not a payment: the same as down.
    // (Not retried: another attempt would not read it better.)
    await addFault(t.sim, { service: 'portone', count: 1, malformed: true });
    expect((await complete(t, m.cookie, o.paymentId)).statusCode).toBe(503);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    // Up again: two job runs at once, then the redelivered webhook and the browser's retry.
    clock = new Date(Date.now() + 11 * MINUTE);
    const [a, b] = await Promise.all([
      t.services.payments.reconcilePending(),
      t.services.payments.reconcilePending(),
    ]);
    clock = null;
    expect(a.errors + b.errors).toBe(0);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PAID' });
    expect((await deliver(t, msg)).statusCode).toBe(200);
    expect((await complete(t, m.cookie, o.paymentId)).statusCode).toBe(200);
    expect(await purchases(t, m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
  });

  it('a failed order paid by a later attempt while PortOne could not be read is credited by the job', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    // The first attempt fails (the order becomes FAILED), a second one on the same id succeeds…
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount, status: 'FAILED' });
    expect((await deliver(t, signedWebhook(o.paymentId, { type: 'Transaction.Failed' }))).statusCode).toBe(
      200,
    );
    expect((await orderRow(t, o.paymentId)).status).toBe('FAILED');
    await paidAtPortOne(t.sim, o);
    // …while PortOne cannot be read: its webhook and the browser's completion both fail, and
    // neither comes again (PortOne's retries ran out, the browser gave up).
    await addFault(t.sim, { service: 'portone', count: 10_000, status: 503 });
    expect((await deliver(t, signedWebhook(o.paymentId))).statusCode).toBe(503);
    expect((await complete(t, m.cookie, o.paymentId)).statusCode).toBe(503);
    expect((await reconcileAt(11)).errors).toBeGreaterThanOrEqual(1);
    await control(t.sim, 'DELETE', '/__control/faults');

    await reconcileAt(16);
    expect(await orderRow(t, o.paymentId)).toMatchObject({ status: 'PAID' });
    await reconcileAt(21);
    expect(await purchases(t, m.mbrSn)).toHaveLength(1);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
  });

  it('a run’s worth of abandoned checkouts does not keep a paid order waiting', async () => {
    const m = await payer(t);
    // 100 checkouts left open (PortOne never heard of them: read every run until they expire)…
    await t.database.sql.executeSql(
      `insert into payment_orders (id, mbr_sn, packs, order_name, total_amount, total_coins, status, created_at, updated_at)
       select 'coin_abandoned_' || g, $1, '[]', 'abandoned', 9900, 100, 'PENDING', $2, $2
         from generate_series(1, 100) g`,
      [m.mbrSn, new Date(Date.now() - MINUTE).toISOString()],
    );
    try {
      // …and then one paid whose webhook and completion never came.
      const o = await newOrder(t, m.cookie);
      await paidAtPortOne(t.sim, o);
      await reconcileAt(11);
      expect((await orderRow(t, o.paymentId)).status).toBe('PENDING');
      await reconcileAt(16);
      expect((await orderRow(t, o.paymentId)).status).toBe('PAID');
      expect(await coinState(t, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
    } finally {
      await t.database.sql.executeSql(`delete from payment_orders where id like 'coin_abandoned_%'`, []);
    }
  });

  it('failed orders are not read again without a reason', async () => {
    const m = await payer(t);
    const o = await newOrder(t, m.cookie);
    await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount, status: 'FAILED' });
    expect((await complete(t, m.cookie, o.paymentId)).json().code).toBe('PAYMENT_FAILED');
    const before = await orderRow(t, o.paymentId);
    await reconcileAt(11);
    await reconcileAt(16);
    // Every read of PortOne records itself in updated_at: there was none.
    expect(await orderRow(t, o.paymentId)).toEqual(before);
  });
});

describe('TEST channel in production', () => {
  it('a TEST-channel payment arriving by webhook or found by the job is a mismatch; LIVE is credited once', async () => {
    const prod = await faultApp(t);
    try {
      const m = await payer(prod);
      const byWebhook = await newOrder(prod, m.cookie);
      const byJob = await newOrder(prod, m.cookie);
      const live = await newOrder(prod, m.cookie);
      await paidAtPortOne(prod.sim, byWebhook);
      await paidAtPortOne(prod.sim, byJob);
      await paidAtPortOne(prod.sim, live, { channelType: 'LIVE' });

      expect((await deliver(prod, signedWebhook(byWebhook.paymentId))).statusCode).toBe(200);
      await reconcileAt(11, prod);
      for (const o of [byWebhook, byJob]) {
        expect(await orderRow(prod, o.paymentId)).toMatchObject({
          status: 'MISMATCH',
          status_reason: 'channel TEST in production',
          credited_at: null,
        });
        expect(alertsAbout(o.paymentId)).toHaveLength(1);
        expect((await complete(prod, m.cookie, o.paymentId)).json().code).toBe('PAYMENT_MISMATCH');
      }
      // The LIVE one was credited by the same job run; its webhook adds nothing.
      expect(await orderRow(prod, live.paymentId)).toMatchObject({ status: 'PAID' });
      expect((await deliver(prod, signedWebhook(live.paymentId))).statusCode).toBe(200);
      expect(await purchases(prod, m.mbrSn)).toHaveLength(1);
      expect(await coinState(prod, m.mbrSn)).toEqual({ balance: 100, ledger: 100 });
    } finally {
      await prod.close();
    }
  });
});
