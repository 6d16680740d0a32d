import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator, type SimulatorState } from '../app';
import { PORTONE_SIM_DEFAULTS } from './routes';
import { personCi } from './store';
import { signWebhook } from './webhooks';
import { CONTROL, TEST_SECRET } from '../test-support';

const AUTH = { authorization: `PortOne ${PORTONE_SIM_DEFAULTS.apiSecret}` };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const REDIRECT = 'http://localhost:8081/payment/callback';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in for the app's webhook endpoint that records the raw deliveries. */
async function webhookReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const app = Fastify();
  const received: Received[] = [];
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  app.post('/v1/payment/webhook', async (req) => {
    received.push({ headers: req.headers, body: req.body as string });
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, close: () => app.close() };
}

const waitFor = async (cond: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

function verifyStandardWebhook(r: Received, secret: string): boolean {
  const id = String(r.headers['webhook-id']);
  const ts = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((s) => s === `v1,${expected}`);
}

describe('PortOne simulator', () => {
  let app: FastifyInstance;
  let state: SimulatorState;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    hook = await webhookReceiver();
    ({ app, state } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent', appUrl: hook.url }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await hook.close();
  });
  beforeEach(async () => {
    await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
    hook.received.length = 0;
  });

  const checkout = (paymentId: string, extra: Record<string, string> = {}) =>
    app.inject({
      url: `/portone/checkout?${new URLSearchParams({
        storeId: 'store-1',
        channelKey: 'channel-1',
        paymentId,
        orderName: '코인 100개',
        totalAmount: '11000',
        currency: 'KRW',
        payMethod: 'CARD',
        redirectUrl: REDIRECT,
        ...extra,
      })}`,
    });
  const form = (url: string, body: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(body).toString() });
  const getPayment = (id: string, headers: Record<string, string> = AUTH) =>
    app.inject({ url: `/portone/payments/${encodeURIComponent(id)}`, headers });

  it('requires the API secret on every REST route', async () => {
    for (const res of [
      await getPayment('x', {}),
      await getPayment('x', { authorization: 'PortOne wrong' }),
      await app.inject({ method: 'POST', url: '/portone/payments/x/cancel', payload: { reason: 'r' } }),
      await app.inject({ url: '/portone/identity-verifications/x', headers: { authorization: 'Bearer x' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: 'UNAUTHORIZED', message: expect.any(String) });
    }
    expect((await getPayment('missing')).json()).toMatchObject({ type: 'PAYMENT_NOT_FOUND' });
  });

  it('checkout page shows the order; paying redirects back and the payment is PAID with a signed webhook', async () => {
    const page = await checkout('pay-1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('코인 100개');
    expect(page.body).toContain('11,000');
    expect(page.body).toContain('결제하기');
    expect(page.body).not.toMatch(/<script>/);
    expect((await getPayment('pay-1')).json()).toMatchObject({
      status: 'READY',
      amount: { total: 11000, paid: 0 },
    });

    const paid = await form('/portone/checkout/pay', { paymentId: 'pay-1', redirectUrl: REDIRECT });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('paymentId')).toBe('pay-1');
    expect(back.searchParams.get('transactionType')).toBe('PAYMENT');
    const txId = back.searchParams.get('txId');

    const payment = (await getPayment('pay-1')).json();
    expect(payment).toMatchObject({
      status: 'PAID',
      id: 'pay-1',
      transactionId: txId,
      storeId: 'store-1',
      channel: { type: 'TEST', key: 'channel-1' },
      version: 'V2',
      orderName: '코인 100개',
      amount: { total: 11000, paid: 11000, cancelled: 0, taxFree: 0, discount: 0, cancelledTaxFree: 0 },
      currency: 'KRW',
      disputes: [],
      method: { type: 'PaymentMethodCard' },
    });
    for (const key of ['merchantId', 'requestedAt', 'updatedAt', 'statusChangedAt', 'customer', 'paidAt'])
      expect(payment).toHaveProperty(key);

    await waitFor(() => hook.received.length >= 2);
    const types = hook.received.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['Transaction.Ready', 'Transaction.Paid']);
    const paidHook = hook.received[1]!;
    expect(JSON.parse(paidHook.body)).toMatchObject({
      data: { paymentId: 'pay-1', storeId: 'store-1', transactionId: txId },
    });
    expect(String(paidHook.headers['webhook-timestamp'])).toMatch(/^\d{10}$/);
    expect(verifyStandardWebhook(paidHook, PORTONE_SIM_DEFAULTS.webhookSecret)).toBe(true);

    // Paying the same id again is refused.
    const again = await form('/portone/checkout/pay', { paymentId: 'pay-1', redirectUrl: REDIRECT });
    expect(new URL(String(again.headers.location)).searchParams.get('code')).toBe('FAILURE_TYPE_PG');
  });

  it('cancelling the checkout redirects with a failure code and leaves the payment FAILED', async () => {
    await checkout('pay-2');
    const res = await form('/portone/checkout/cancel', { paymentId: 'pay-2', redirectUrl: REDIRECT });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(back.searchParams.get('paymentId')).toBe('pay-2');
    expect(back.searchParams.get('code')).toBe('FAILURE_TYPE_PG');
    expect(back.searchParams.get('message')).toMatch(/취소/);
    expect((await getPayment('pay-2')).json()).toMatchObject({
      status: 'FAILED',
      failure: { reason: expect.any(String) },
      failedAt: expect.any(String),
    });
  });

  it('rejects a checkout with missing or invalid parameters', async () => {
    const bad: Array<Record<string, string>> = [
      { totalAmount: '0' },
      { currency: 'USD' },
      { payMethod: 'BITCOIN' },
      { redirectUrl: 'javascript:alert(1)' },
      { orderName: '' },
    ];
    for (const extra of bad) {
      const res = await checkout('bad', extra);
      expect(res.statusCode).toBe(400);
    }
  });

  it('cancels fully or partly by the rules and answers PortOne error types', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 'c-1', amount: 10000, webhook: false },
    });
    const cancel = (id: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/portone/payments/${id}/cancel`,
        headers: AUTH,
        payload: payload as object,
      });

    expect((await cancel('c-1', {})).json()).toMatchObject({ type: 'INVALID_REQUEST' });
    expect((await cancel('c-1', { reason: 'r', amount: 20000 })).json()).toMatchObject({
      type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
    });
    expect((await cancel('c-1', { reason: 'r', currentCancellableAmount: 1 })).statusCode).toBe(409);

    const part = await cancel('c-1', { reason: '부분 취소', amount: 3000 });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      cancellation: { status: 'SUCCEEDED', totalAmount: 3000, reason: '부분 취소', id: expect.any(String) },
    });
    expect((await getPayment('c-1')).json()).toMatchObject({
      status: 'PARTIAL_CANCELLED',
      amount: { paid: 10000, cancelled: 3000 },
    });

    // The server SDK posts JSON without a Content-Type header.
    const raw = await app.inject({
      method: 'POST',
      url: '/portone/payments/c-1/cancel',
      headers: AUTH,
      payload: JSON.stringify({ reason: 'rest' }),
    });
    expect(raw.json()).toMatchObject({ cancellation: { totalAmount: 7000 } });
    const full = (await getPayment('c-1')).json();
    expect(full).toMatchObject({
      status: 'CANCELLED',
      amount: { cancelled: 10000 },
      cancelledAt: expect.any(String),
    });
    expect(full.cancellations).toHaveLength(2);

    const again = await cancel('c-1', { reason: 'r' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'PAYMENT_ALREADY_CANCELLED', message: expect.any(String) });

    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 'r-1', status: 'READY' },
    });
    const notPaid = await cancel('r-1', { reason: 'r' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ type: 'PAYMENT_NOT_PAID' });
    expect((await cancel('nope', { reason: 'r' })).statusCode).toBe(404);
  });

  it('control creates payments in any status, LIVE channel and tampered amounts', async () => {
    const res = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 't-1', amount: 11000, tamperedAmount: 100, channelType: 'LIVE', currency: 'USD' },
    });
    expect(res.json().payment).toMatchObject({
      status: 'PAID',
      amount: { total: 100, paid: 100 },
      channel: { type: 'LIVE' },
      currency: 'USD',
    });
    const pc = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 't-2', amount: 10000, status: 'PARTIAL_CANCELLED', cancelAmount: 4000 },
    });
    expect(pc.json().payment).toMatchObject({ status: 'PARTIAL_CANCELLED', amount: { cancelled: 4000 } });
    const c = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 't-3', status: 'CANCELLED' },
    });
    expect(c.json().payment).toMatchObject({ status: 'CANCELLED' });
    expect(c.json().webhooks.map((w: { type: string }) => w.type)).toEqual([
      'Transaction.Paid',
      'Transaction.Cancelled',
    ]);
    const f = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 't-4', status: 'FAILED' },
    });
    expect(f.json().payment).toMatchObject({ status: 'FAILED', failure: expect.any(Object) });
    expect(
      (
        await app.inject({
          headers: CONTROL,
          method: 'POST',
          url: '/__control/portone/payments',
          payload: { status: 'WEIRD' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refunds a paid payment "from the console" with the signed webhook; the list finds it', async () => {
    const control = (payload: Record<string, unknown>) =>
      app.inject({ headers: CONTROL, method: 'POST', url: '/__control/portone/payments', payload });
    await control({ paymentId: 'k-1', amount: 10000, webhook: false });
    hook.received.length = 0;
    const part = await control({ paymentId: 'k-1', status: 'PARTIAL_CANCELLED', cancelAmount: 3000 });
    expect(part.json().payment).toMatchObject({ status: 'PARTIAL_CANCELLED', amount: { cancelled: 3000 } });
    const rest = await control({ paymentId: 'k-1', status: 'CANCELLED', cancelReason: 'chargeback' });
    expect(rest.json().payment).toMatchObject({
      status: 'CANCELLED',
      amount: { total: 10000, cancelled: 10000 },
    });
    expect(hook.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'Transaction.PartialCancelled',
      'Transaction.Cancelled',
    ]);
    for (const r of hook.received)
      expect(verifyStandardWebhook(r, PORTONE_SIM_DEFAULTS.webhookSecret)).toBe(true);

    const list = (requestBody: unknown) =>
      app.inject({
        method: 'GET',
        url: `/portone/payments?requestBody=${encodeURIComponent(JSON.stringify(requestBody))}`,
        headers: AUTH,
      });
    const found = await list({
      page: { number: 0, size: 10 },
      filter: { status: ['CANCELLED'], from: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((p: { id: string }) => p.id)).toContain('k-1');
    expect(found.json().items.every((p: { status: string }) => p.status === 'CANCELLED')).toBe(true);
    const none = await list({
      filter: { status: ['CANCELLED'], from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(none.json()).toEqual({ items: [], page: { number: 0, size: 10, totalCount: 0 } });
    const bad = await app.inject({ method: 'GET', url: '/portone/payments?requestBody=%7B', headers: AUTH });
    expect([bad.statusCode, bad.json().type]).toEqual([400, 'INVALID_REQUEST']);
    expect((await app.inject({ method: 'GET', url: '/portone/payments' })).statusCode).toBe(401);
  });

  it('resends webhooks duplicated (same webhook-id), out of order and delayed', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/payments',
      payload: { paymentId: 'w-1', status: 'CANCELLED' },
    });
    await waitFor(() => hook.received.length === 2);
    hook.received.length = 0;

    const dup = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/webhooks',
      payload: { paymentId: 'w-1', duplicate: 3 },
    });
    expect(dup.json().deliveries).toHaveLength(3);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(hook.received.every((r) => JSON.parse(r.body).type === 'Transaction.Cancelled')).toBe(true);
    expect(hook.received.every((r) => verifyStandardWebhook(r, PORTONE_SIM_DEFAULTS.webhookSecret))).toBe(
      true,
    );
    hook.received.length = 0;

    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/webhooks',
      payload: { paymentId: 'w-1', outOfOrder: true },
    });
    expect(hook.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'Transaction.Cancelled',
      'Transaction.Paid',
    ]);
    hook.received.length = 0;

    const delayed = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/webhooks',
      payload: { paymentId: 'w-1', delayMs: 30 },
    });
    expect(delayed.statusCode).toBe(202);
    expect(hook.received).toHaveLength(0);
    await waitFor(() => hook.received.length === 1);

    const log = await app.inject({ headers: CONTROL, url: '/__control/portone/webhooks' });
    expect(log.json().deliveries.length).toBeGreaterThanOrEqual(8);
    expect(log.json().deliveries[0]).toMatchObject({ status: 200, paymentId: 'w-1' });
  });

  it('signs webhooks exactly as Standard Webhooks (known vector)', () => {
    // whsec_ + base64("sim-portone-webhook-secret"); computed independently with openssl.
    expect(PORTONE_SIM_DEFAULTS.webhookSecret).toBe('whsec_c2ltLXBvcnRvbmUtd2ViaG9vay1zZWNyZXQ=');
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('identity page verifies, redirects back and serves the result with deterministic ci/di', async () => {
    const pageRes = await app.inject({
      url: `/portone/identity?identityVerificationId=iv-1&redirectUrl=${encodeURIComponent(REDIRECT)}`,
    });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('홍길동');
    expect(pageRes.body).not.toMatch(/<script>/);
    expect(
      (await app.inject({ url: '/portone/identity-verifications/iv-1', headers: AUTH })).json(),
    ).toMatchObject({ status: 'READY' });

    const submit = await form('/portone/identity/submit', {
      identityVerificationId: 'iv-1',
      redirectUrl: REDIRECT,
      name: '김철수',
      phoneNumber: '010-9876-5432',
      birthDate: '1988-03-04',
      gender: 'MALE',
      operator: 'KT',
    });
    expect(submit.statusCode).toBe(303);
    const back = new URL(String(submit.headers.location));
    expect(back.searchParams.get('identityVerificationId')).toBe('iv-1');
    expect(back.searchParams.get('transactionType')).toBe('IDENTITY_VERIFICATION');

    const iv = (await app.inject({ url: '/portone/identity-verifications/iv-1', headers: AUTH })).json();
    expect(iv).toMatchObject({
      status: 'VERIFIED',
      id: 'iv-1',
      verifiedCustomer: {
        name: '김철수',
        phoneNumber: '01098765432',
        birthDate: '1988-03-04',
        gender: 'MALE',
        operator: 'KT',
      },
      verifiedAt: expect.any(String),
      pgTxId: expect.any(String),
    });
    expect(iv.verifiedCustomer.ci).toBe(personCi('김철수', '01098765432', '1988-03-04'));
    expect(iv.verifiedCustomer.ci).toHaveLength(88);
    expect(iv.verifiedCustomer.di).toHaveLength(64);

    // The same person verifying again gets the same ci; a finished id cannot be reused.
    await app.inject({ url: '/portone/identity?identityVerificationId=iv-2' });
    await form('/portone/identity/submit', {
      identityVerificationId: 'iv-2',
      name: '김철수',
      phoneNumber: '01098765432',
      birthDate: '1988-03-04',
    });
    const iv2 = (await app.inject({ url: '/portone/identity-verifications/iv-2', headers: AUTH })).json();
    expect(iv2.verifiedCustomer.ci).toBe(iv.verifiedCustomer.ci);
    expect((await app.inject({ url: '/portone/identity?identityVerificationId=iv-1' })).statusCode).toBe(400);
    expect(
      (await app.inject({ url: '/portone/identity-verifications/none', headers: AUTH })).json(),
    ).toMatchObject({ type: 'IDENTITY_VERIFICATION_NOT_FOUND' });
  });

  it('identity without redirectUrl ends on a page that posts the result to its parent from a separate script', async () => {
    await app.inject({ url: '/portone/identity?identityVerificationId=iv-frame' });
    const done = await form('/portone/identity/submit', {
      identityVerificationId: 'iv-frame',
      name: '홍길동',
      phoneNumber: '01012345678',
      birthDate: '1990-01-01',
      parentOrigin: 'http://localhost:8081',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<script src="/portone/identity.js" defer></script>');
    expect(done.body).toContain('data-origin="http://localhost:8081"');
    expect(done.body).toContain('&quot;identityVerificationId&quot;:&quot;iv-frame&quot;');
    const js = await app.inject({ url: '/portone/identity.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('postMessage');
  });

  it('identity variants: provider leaves out di / phone, failures, cancel', async () => {
    const noDi = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/identity-verifications',
      payload: { identityVerificationId: 'v-1', omit: ['di'] },
    });
    expect(noDi.json().verifiedCustomer).not.toHaveProperty('di');
    expect(noDi.json().verifiedCustomer).toHaveProperty('ci');

    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/identity-options',
      payload: { omit: ['phoneNumber', 'operator'] },
    });
    await app.inject({ url: '/portone/identity?identityVerificationId=v-2' });
    await form('/portone/identity/submit', {
      identityVerificationId: 'v-2',
      name: '홍길동',
      phoneNumber: '01012345678',
      birthDate: '1990-01-01',
    });
    const v2 = (await app.inject({ url: '/portone/identity-verifications/v-2', headers: AUTH })).json();
    expect(v2.verifiedCustomer).not.toHaveProperty('phoneNumber');
    expect(v2.verifiedCustomer).not.toHaveProperty('operator');

    const failed = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/portone/identity-verifications',
      payload: { identityVerificationId: 'v-3', status: 'FAILED' },
    });
    expect(failed.json()).toMatchObject({ status: 'FAILED', failure: expect.any(Object) });

    await app.inject({
      url: `/portone/identity?identityVerificationId=v-4&redirectUrl=${encodeURIComponent(REDIRECT)}`,
    });
    const cancel = await form('/portone/identity/cancel', {
      identityVerificationId: 'v-4',
      redirectUrl: REDIRECT,
    });
    expect(new URL(String(cancel.headers.location)).searchParams.get('code')).toBe('FAILURE_TYPE_PG');
    expect(
      (await app.inject({ url: '/portone/identity-verifications/v-4', headers: AUTH })).json(),
    ).toMatchObject({ status: 'FAILED' });
  });

  it('applies injected faults to the REST routes', async () => {
    state.faults.add({ service: 'portone', count: 1, status: 503 });
    expect((await getPayment('x')).statusCode).toBe(503);
    state.faults.add({ service: 'portone', count: 1, malformed: true });
    const malformed = await getPayment('x');
    expect(malformed.statusCode).toBe(200);
    expect(() => JSON.parse(malformed.body)).toThrow();
    expect((await getPayment('x')).statusCode).toBe(404);
  });
});
