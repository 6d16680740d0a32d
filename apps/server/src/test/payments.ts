/**
 * Test support for payments: an app wired to an in-process simulator whose signed PortOne
 * webhooks reach the app (through a small relay, since the app under test is driven by inject),
 * and the steps of a checkout as a browser takes them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TestApp, createMember, createTestApp, login, post } from './app';
import { control, startTestSimulator, type RunningSimulator } from './simulator';
import type { Logger } from '../lib/logger';

export interface PaymentsTestApp extends TestApp {
  sim: RunningSimulator;
}

/** Forwards every request (raw body and headers) to the app once it exists. */
async function startRelay(target: () => TestApp | null): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const t = target();
      if (!t) {
        res.statusCode = 503;
        res.end();
        return;
      }
      const headers = { ...req.headers };
      delete headers.host;
      delete headers['content-length'];
      void t.app
        .inject({
          method: req.method as 'POST',
          url: req.url ?? '/',
          headers,
          payload: Buffer.concat(chunks).toString('utf8'),
        })
        .then(
          (r) => {
            res.statusCode = r.statusCode;
            res.setHeader('content-type', 'application/json');
            res.end(r.body);
          },
          () => {
            res.statusCode = 500;
            res.end();
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function createPaymentsTestApp(
  env: Record<string, string> = {},
  opts: {
    now?: () => Date;
    log?: Logger;
    simulatorEnv?: (sim: RunningSimulator) => Record<string, string>;
  } = {},
): Promise<PaymentsTestApp> {
  let app: TestApp | null = null;
  const relay = await startRelay(() => app);
  const sim = await startTestSimulator({ appUrl: relay.url });
  const t = await createTestApp(
    {
      ...(opts.simulatorEnv ? opts.simulatorEnv(sim) : { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) }),
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    { ...(opts.now ? { now: opts.now } : {}), ...(opts.log ? { log: opts.log } : {}) },
  );
  app = t;
  const close = t.close;
  return Object.assign(t, {
    sim,
    async close() {
      app = null;
      await close();
      await sim.close();
      await relay.close();
    },
  }) as PaymentsTestApp;
}

/** A member signed in through the real login call. */
export async function payer(t: TestApp, role: 'GNRL_MBR' | 'MNGR_MBR' = 'GNRL_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}

export interface OrderData {
  paymentId: string;
  orderName: string;
  totalAmount: number;
  totalCoins: number;
  checkoutUrl: string | null;
  redirectUrl: string;
  mode: string;
  storeId: string;
  channelKey: string;
}

export async function order(
  t: TestApp,
  cookie: string,
  packs: Array<{ coins: number; qty: number }>,
): Promise<OrderData> {
  const res = await post(t, '/v1/payment/order', { packs }, cookie);
  if (res.statusCode !== 200) throw new Error(`order answered ${res.statusCode} ${res.body}`);
  return (res.json() as { data: OrderData }).data;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Opens the simulator's checkout page as the browser would (PortOne then knows the payment, READY). */
export async function openCheckout(o: OrderData): Promise<string> {
  if (!o.checkoutUrl) throw new Error('no checkout url (not simulator mode)');
  const res = await fetch(o.checkoutUrl.replace('//localhost:', '//127.0.0.1:'));
  if (res.status !== 200) throw new Error(`checkout page answered ${res.status}`);
  return res.text();
}

/** Presses pay or cancel on the checkout page; answers the query the browser returns with. */
export async function finishCheckout(
  sim: RunningSimulator,
  o: OrderData,
  action: 'pay' | 'cancel',
): Promise<URLSearchParams> {
  const res = await fetch(`${sim.url}/portone/checkout/${action}`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ paymentId: o.paymentId, redirectUrl: o.redirectUrl }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`checkout ${action} answered ${res.status}`);
  return new URL(String(res.headers.get('location'))).searchParams;
}

/** Sets the payment at PortOne directly (status, amounts, channel), without webhooks unless asked. */
export function setPayment(sim: RunningSimulator, body: Record<string, unknown>) {
  return control<{ payment: Record<string, unknown> }>(sim, 'POST', '/__control/portone/payments', {
    webhook: false,
    ...body,
  });
}

export function resendWebhooks(
  sim: RunningSimulator,
  body: { paymentId: string; duplicate?: number; outOfOrder?: boolean },
) {
  return control<{ deliveries: Array<{ status: number | null; type: string }> }>(
    sim,
    'POST',
    '/__control/portone/webhooks',
    body,
  );
}

/** The order row as stored. */
export async function orderRow(t: TestApp, paymentId: string) {
  const r = await t.database.sql.executeSql('select * from payment_orders where id = $1', [paymentId]);
  return r.rows[0] as Record<string, unknown> & { status: string };
}

export async function ledgerRows(t: TestApp, mbrSn: number, kind?: string) {
  const r = await t.database.sql.executeSql(
    `select kind, delta, balance_after, ref_id, memo from coin_ledger where mbr_sn = $1 ${kind ? 'and kind = $2' : ''} order by id`,
    kind ? [mbrSn, kind] : [mbrSn],
  );
  return r.rows as Array<{
    kind: string;
    delta: number;
    balance_after: number;
    ref_id: string | null;
    memo: string | null;
  }>;
}

export async function waitFor<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
