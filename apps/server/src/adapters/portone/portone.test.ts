import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../http';
import { SIMULATOR_CREDENTIALS } from '../services';
import {
  addFault,
  callCount,
  control,
  FAST_RETRY,
  resetSimulator,
  startTestSimulator,
  type RunningSimulator,
} from '../../test/simulator';
import { createPortOneClient } from './client';
import { parseCancelResponse, parseIdentityVerification, parsePayment, parsePaymentPage } from './parse';
import { PortOneError, type PortOnePort, type PortOneWebhookEvent } from './types';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

async function caught(p: Promise<unknown>): Promise<PortOneError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(PortOneError);
    expect(e).toBeInstanceOf(ProviderError);
    return e as PortOneError;
  }
  throw new Error('expected a PortOneError');
}

describe('PortOne parsing of recorded vendor responses', () => {
  it('PaidPayment', () => {
    expect(parsePayment(fixture('paid-payment.json'))).toEqual({
      id: 'coin-20250311-8f2k1q',
      status: 'PAID',
      rawStatus: 'PAID',
      transactionId: '01958a3c-2f7e-3a10-c9b4-5d0e2b7f8a61',
      storeId: 'store-4d2c8a10-6b7e-4f3a-8c9d-1e2f3a4b5c6d',
      amount: { total: 11000, paid: 11000, cancelled: 0 },
      currency: 'KRW',
      orderName: '코인 1,000개',
      channelType: 'LIVE',
      paidAt: '2025-03-11T05:02:12.998Z',
      customData: '{"packs":[{"id":"coin-1000","qty":1}]}',
      cancellations: [],
      failure: null,
    });
  });

  it('FailedPayment', () => {
    const p = parsePayment(fixture('failed-payment.json'));
    expect(p).toMatchObject({
      status: 'FAILED',
      channelType: 'TEST',
      paidAt: null,
      amount: { total: 5500, paid: 0 },
    });
    expect(p.failure).toEqual({
      reason: '사용자가 결제를 취소하였습니다',
      pgCode: 'PAY_PROCESS_CANCELED',
      pgMessage: '사용자에 의해 결제가 취소되었습니다.',
    });
  });

  it('CancelledPayment with two cancellations and the CURRENCY_ prefix', () => {
    const p = parsePayment(fixture('cancelled-payment.json'));
    expect(p).toMatchObject({
      status: 'CANCELLED',
      currency: 'KRW',
      amount: { total: 33000, paid: 33000, cancelled: 33000 },
    });
    expect(p.cancellations).toEqual([
      {
        id: '01958555-aaaa-7bbb-8ccc-0ddd1eee2fff',
        status: 'SUCCEEDED',
        totalAmount: 11000,
        reason: '고객 요청 부분 환불',
        requestedAt: '2025-03-10T02:29:59.000Z',
        cancelledAt: '2025-03-10T02:30:00.000Z',
      },
      {
        id: '01958566-bbbb-7ccc-8ddd-0eee1fff2aaa',
        status: 'SUCCEEDED',
        totalAmount: 22000,
        reason: '고객 요청 전액 환불',
        requestedAt: '2025-03-10T03:29:58.000Z',
        cancelledAt: '2025-03-10T03:30:00.000Z',
      },
    ]);
  });

  it('cancel answer', () => {
    expect(parseCancelResponse(fixture('cancel-response.json'))).toEqual({
      id: '01958a50-1234-7abc-9def-0123456789ab',
      status: 'SUCCEEDED',
      totalAmount: 11000,
      reason: '관리자 결제 취소',
      requestedAt: '2025-03-11T05:29:59.870Z',
      cancelledAt: '2025-03-11T05:30:00.120Z',
    });
  });

  it('identity verifications: Danal with everything, KG Inicis without di and phone', () => {
    expect(parseIdentityVerification(fixture('identity-verification.json'))).toMatchObject({
      status: 'VERIFIED',
      verifiedAt: '2025-03-11T04:01:10.000Z',
      verifiedCustomer: {
        name: '홍길동',
        phoneNumber: '01012345678',
        birthDate: '1990-01-01',
        gender: 'MALE',
        operator: 'SKT',
        isForeigner: false,
        ci: expect.any(String),
        di: expect.any(String),
      },
    });
    expect(parseIdentityVerification(fixture('identity-verification-inicis.json')).verifiedCustomer).toEqual({
      name: '김영희',
      phoneNumber: null,
      birthDate: '1985-12-24',
      gender: 'FEMALE',
      ci: expect.any(String),
      di: null,
      operator: null,
      isForeigner: null,
    });
  });

  it('unknown statuses are never paid; missing essentials are malformed', async () => {
    const paid = fixture('paid-payment.json') as Record<string, unknown>;
    expect(parsePayment({ ...paid, status: 'SOMETHING_NEW' })).toMatchObject({
      status: 'UNKNOWN',
      rawStatus: 'SOMETHING_NEW',
    });
    expect(parsePayment({ ...paid, channel: undefined }).channelType).toBeNull();
    for (const bad of [
      null,
      [],
      { ...paid, amount: undefined },
      { ...paid, amount: { total: 'lots' } },
      { ...paid, id: 7 },
    ]) {
      const e = await caught(Promise.resolve().then(() => parsePayment(bad)));
      expect(e.kind).toBe('malformed');
    }
    expect(
      (await caught(Promise.resolve().then(() => parseIdentityVerification({ id: 'x', status: 'VERIFIED' }))))
        .kind,
    ).toBe('malformed');
  });
});

describe('PortOne client against the simulator', () => {
  let sim: RunningSimulator;
  let receiver: FastifyInstance;
  let portone: PortOnePort;
  const received: Array<PortOneWebhookEvent | string> = [];
  const client = (over: Partial<Parameters<typeof createPortOneClient>[0]> = {}) =>
    createPortOneClient({
      baseUrl: `${sim.url}/portone`,
      apiSecret: SIMULATOR_CREDENTIALS.portoneApiSecret,
      webhookSecret: SIMULATOR_CREDENTIALS.portoneWebhookSecret,
      retry: FAST_RETRY,
      timeoutMs: 2_000,
      ...over,
    });

  beforeAll(async () => {
    // The app's webhook endpoint in miniature: raw body in, verified through the adapter.
    // The simulator's webhook sender keeps its connection to the receiver open after the
    // simulator closes; without a forced close, closing the receiver waited for it past the hook timeout.
    receiver = Fastify({ forceCloseConnections: true });
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    receiver.post('/v1/payment/webhook', async (req, reply) => {
      try {
        received.push(await portone.verifyWebhook(req.body as string, req.headers));
        return { ok: true };
      } catch (e) {
        received.push((e as Error).message);
        return reply.status(400).send({ ok: false });
      }
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const { port } = receiver.server.address() as { port: number };
    sim = await startTestSimulator({ appUrl: `http://127.0.0.1:${port}` });
    portone = client();
  });
  afterAll(async () => {
    await sim.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await resetSimulator(sim);
    received.length = 0;
  });

  it('follows a checkout like a browser and reads the PAID payment; the signed webhooks verify', async () => {
    const redirectUrl = 'http://localhost:8081/payment/callback';
    const q = new URLSearchParams({
      storeId: 'store-sim',
      channelKey: 'channel-key-sim',
      paymentId: 'pay-e2e',
      orderName: 'coins',
      totalAmount: '11000',
      currency: 'KRW',
      payMethod: 'CARD',
      redirectUrl,
    });
    expect((await fetch(`${sim.url}/portone/checkout?${q}`)).status).toBe(200);
    const paid = await fetch(`${sim.url}/portone/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentId: 'pay-e2e', redirectUrl }),
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location')!);
    const payment = await portone.getPayment(back.searchParams.get('paymentId')!);
    expect(payment).toMatchObject({
      id: 'pay-e2e',
      status: 'PAID',
      amount: { total: 11000, paid: 11000, cancelled: 0 },
      currency: 'KRW',
      orderName: 'coins',
      channelType: 'TEST',
    });
    expect(payment.transactionId).toBe(back.searchParams.get('txId'));

    await expect.poll(() => received.length).toBe(2);
    // Each webhook is its own delivery: they may arrive in either order, as PortOne's may.
    const typeOf = (e: PortOneWebhookEvent | string) => (typeof e === 'string' ? e : e.type);
    const byType = [...received].sort((a, b) => typeOf(a).localeCompare(typeOf(b)));
    expect(byType).toEqual([
      expect.objectContaining({
        type: 'Transaction.Paid',
        paymentId: 'pay-e2e',
        transactionId: payment.transactionId,
        storeId: 'store-sim',
      }),
      expect.objectContaining({ type: 'Transaction.Ready', paymentId: 'pay-e2e' }),
    ]);
  });

  it('lists the payments refunded since a time, page by page, as the SDK’s getPayments asks', async () => {
    const at = (paymentId: string, body: Record<string, unknown>) =>
      control(sim, 'POST', '/__control/portone/payments', {
        paymentId,
        amount: 10_000,
        webhook: false,
        ...body,
      });
    await at('l-paid', {});
    await at('l-full', { status: 'CANCELLED' });
    await at('l-part', { status: 'PARTIAL_CANCELLED', cancelAmount: 2_500 });
    await at('l-failed', { status: 'FAILED' });
    const from = new Date(Date.now() - 60_000).toISOString();
    const first = await portone.listPayments({
      from,
      status: ['CANCELLED', 'PARTIAL_CANCELLED'],
      page: 0,
      size: 1,
    });
    const second = await portone.listPayments({
      from,
      status: ['CANCELLED', 'PARTIAL_CANCELLED'],
      page: 1,
      size: 1,
    });
    const third = await portone.listPayments({
      from,
      status: ['CANCELLED', 'PARTIAL_CANCELLED'],
      page: 2,
      size: 1,
    });
    expect([...first.items, ...second.items].map((p) => [p.id, p.status, p.amount.cancelled]).sort()).toEqual(
      [
        ['l-full', 'CANCELLED', 10_000],
        ['l-part', 'PARTIAL_CANCELLED', 2_500],
      ],
    );
    expect(third).toEqual({ items: [], malformed: 0 });
    // Only what changed since `from`.
    const later = await portone.listPayments({
      from: new Date(Date.now() + 60_000).toISOString(),
      page: 0,
      size: 10,
    });
    expect(later.items).toEqual([]);
    expect(await callCount(sim, 'portone', 'GET /payments (list)')).toBe(4);
    // A page that is not a list is malformed; an item that is not a payment is counted, not fatal.
    expect(parsePaymentPage({ items: [{ id: 'x' }], page: {} })).toEqual({ items: [], malformed: 1 });
    expect((await caught(Promise.resolve().then(() => parsePaymentPage({ page: {} })))).kind).toBe(
      'malformed',
    );
    // Unauthorised like every other call.
    expect((await caught(client({ apiSecret: 'wrong' }).listPayments({ from, page: 0, size: 1 }))).kind).toBe(
      'auth',
    );
  });

  it('cancels partly then fully and maps the cancel rules to typed errors', async () => {
    await control(sim, 'POST', '/__control/portone/payments', {
      paymentId: 'c-1',
      amount: 10000,
      webhook: false,
    });
    const part = await portone.cancelPayment('c-1', {
      reason: 'partial',
      amount: 4000,
      currentCancellableAmount: 10000,
    });
    expect(part).toMatchObject({ status: 'SUCCEEDED', totalAmount: 4000, reason: 'partial' });
    expect(await portone.getPayment('c-1')).toMatchObject({
      status: 'PARTIAL_CANCELLED',
      amount: { cancelled: 4000 },
    });

    const exceeds = await caught(portone.cancelPayment('c-1', { reason: 'too much', amount: 7000 }));
    expect(exceeds).toMatchObject({
      kind: 'bad-request',
      status: 400,
      type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
    });

    expect(await portone.cancelPayment('c-1', { reason: 'rest' })).toMatchObject({ totalAmount: 6000 });
    const payment = await portone.getPayment('c-1');
    expect(payment).toMatchObject({ status: 'CANCELLED', amount: { paid: 10000, cancelled: 10000 } });
    expect(payment.cancellations).toHaveLength(2);

    const again = await caught(portone.cancelPayment('c-1', { reason: 'again' }));
    expect(again).toMatchObject({
      kind: 'bad-request',
      status: 409,
      type: 'PAYMENT_ALREADY_CANCELLED',
      retryable: false,
    });

    await control(sim, 'POST', '/__control/portone/payments', {
      paymentId: 'r-1',
      status: 'READY',
      webhook: false,
    });
    expect(await caught(portone.cancelPayment('r-1', { reason: 'x' }))).toMatchObject({
      status: 409,
      type: 'PAYMENT_NOT_PAID',
    });
    expect(await caught(portone.getPayment('missing'))).toMatchObject({
      kind: 'not-found',
      status: 404,
      type: 'PAYMENT_NOT_FOUND',
    });
    expect(await caught(portone.cancelPayment('missing', { reason: 'x' }))).toMatchObject({
      kind: 'not-found',
      type: 'PAYMENT_NOT_FOUND',
    });
  });

  it('sees tampered amounts, LIVE channels and other statuses as PortOne reports them', async () => {
    await control(sim, 'POST', '/__control/portone/payments', {
      paymentId: 't-1',
      amount: 11000,
      tamperedAmount: 110,
      channelType: 'LIVE',
      webhook: false,
    });
    expect(await portone.getPayment('t-1')).toMatchObject({
      status: 'PAID',
      amount: { total: 110 },
      channelType: 'LIVE',
    });
    await control(sim, 'POST', '/__control/portone/payments', {
      paymentId: 'f-1',
      status: 'FAILED',
      webhook: false,
    });
    expect(await portone.getPayment('f-1')).toMatchObject({
      status: 'FAILED',
      paidAt: null,
      failure: { pgCode: expect.any(String) },
    });
  });

  it('reads identity verifications, including providers without di or phone', async () => {
    await control(sim, 'POST', '/__control/portone/identity-verifications', {
      identityVerificationId: 'iv-1',
      name: '홍길동',
      phoneNumber: '01055556666',
      birthDate: '1991-02-03',
      gender: 'FEMALE',
    });
    const iv = await portone.getIdentityVerification('iv-1');
    expect(iv).toMatchObject({
      id: 'iv-1',
      status: 'VERIFIED',
      verifiedCustomer: {
        name: '홍길동',
        phoneNumber: '01055556666',
        birthDate: '1991-02-03',
        gender: 'FEMALE',
      },
    });
    expect(iv.verifiedCustomer!.ci).toHaveLength(88);

    await control(sim, 'POST', '/__control/portone/identity-verifications', {
      identityVerificationId: 'iv-2',
      name: '홍길동',
      phoneNumber: '01055556666',
      birthDate: '1991-02-03',
      omit: ['di', 'phoneNumber'],
    });
    const iv2 = await portone.getIdentityVerification('iv-2');
    expect(iv2.verifiedCustomer).toMatchObject({ di: null, phoneNumber: null, ci: iv.verifiedCustomer!.ci });

    await fetch(`${sim.url}/portone/identity?identityVerificationId=iv-3`);
    expect(await portone.getIdentityVerification('iv-3')).toMatchObject({
      status: 'READY',
      verifiedCustomer: null,
    });
    expect(await caught(portone.getIdentityVerification('none'))).toMatchObject({
      kind: 'not-found',
      type: 'IDENTITY_VERIFICATION_NOT_FOUND',
    });
  });

  it('verifies duplicated and out-of-order deliveries; refuses them with the wrong secret', async () => {
    await control(sim, 'POST', '/__control/portone/payments', { paymentId: 'w-1', status: 'CANCELLED' });
    await expect.poll(() => received.length).toBe(2);
    received.length = 0;
    await control(sim, 'POST', '/__control/portone/webhooks', {
      paymentId: 'w-1',
      duplicate: 2,
      outOfOrder: true,
    });
    expect(received.map((e) => (typeof e === 'string' ? e : `${e.type}:${e.webhookId.slice(0, 4)}`))).toEqual(
      [
        expect.stringMatching(/^Transaction\.Cancelled:msg_/),
        expect.stringMatching(/^Transaction\.Cancelled:msg_/),
        expect.stringMatching(/^Transaction\.Paid:msg_/),
        expect.stringMatching(/^Transaction\.Paid:msg_/),
      ],
    );
    const ids = received.map((e) => (e as PortOneWebhookEvent).webhookId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).not.toBe(ids[2]);

    received.length = 0;
    const original = portone;
    portone = client({ webhookSecret: 'whsec_d3Jvbmctc2VjcmV0' });
    try {
      await control(sim, 'POST', '/__control/portone/webhooks', { paymentId: 'w-1' });
      expect(received).toEqual([expect.stringContaining('NO_MATCHING_SIGNATURE')]);
    } finally {
      portone = original;
    }
  });

  it('maps auth failures and missing configuration to typed errors', async () => {
    await control(sim, 'POST', '/__control/portone/payments', { paymentId: 'a-1', webhook: false });
    expect(await caught(client({ apiSecret: 'wrong' }).getPayment('a-1'))).toMatchObject({
      kind: 'auth',
      status: 401,
      type: 'UNAUTHORIZED',
    });
    expect(await caught(client({ apiSecret: undefined }).getPayment('a-1'))).toMatchObject({
      kind: 'unconfigured',
      type: null,
    });
    expect(await callCount(sim, 'portone', 'GET /payments')).toBe(1);
  });

  describe('faults', () => {
    beforeEach(async () => {
      await control(sim, 'POST', '/__control/portone/payments', { paymentId: 'x-1', webhook: false });
    });

    it('does not retry 401 / 403 / malformed bodies', async () => {
      await addFault(sim, {
        service: 'portone',
        count: 1,
        status: 403,
        body: { type: 'FORBIDDEN', message: 'no' },
      });
      expect(await caught(portone.getPayment('x-1'))).toMatchObject({
        kind: 'forbidden',
        status: 403,
        type: 'FORBIDDEN',
      });
      await addFault(sim, { service: 'portone', count: 1, status: 401 });
      expect(await caught(portone.getPayment('x-1'))).toMatchObject({ kind: 'auth', type: null });
      await addFault(sim, { service: 'portone', count: 1, malformed: true });
      expect(await caught(portone.getPayment('x-1'))).toMatchObject({ kind: 'malformed' });
      expect(await callCount(sim, 'portone', 'GET /payments')).toBe(3);
    });

    it('retries look-ups on 429, 5xx and timeouts, then gives up with the kind', async () => {
      await addFault(sim, { service: 'portone', count: 2, status: 503 });
      expect(await portone.getPayment('x-1')).toMatchObject({ status: 'PAID' });
      expect(await callCount(sim, 'portone', 'GET /payments')).toBe(3);

      await addFault(sim, { service: 'portone', count: 1, status: 429 });
      expect(await portone.getPayment('x-1')).toMatchObject({ status: 'PAID' });

      await addFault(sim, {
        service: 'portone',
        count: 3,
        status: 500,
        body: { type: 'PG_PROVIDER', message: 'pg down' },
      });
      expect(await caught(portone.getPayment('x-1'))).toMatchObject({
        kind: 'server',
        status: 500,
        type: 'PG_PROVIDER',
        retryable: true,
      });

      await addFault(sim, { service: 'portone', count: 1, delayMs: 400 });
      expect(await client({ timeoutMs: 100 }).getPayment('x-1')).toMatchObject({ status: 'PAID' });
      await addFault(sim, { service: 'portone', count: 1, delayMs: 400 });
      expect(await caught(client({ timeoutMs: 100, retry: { retries: 0 } }).getPayment('x-1'))).toMatchObject(
        { kind: 'timeout' },
      );
    });

    it('retries a cancel only where PortOne cannot have acted (429), never after a 5xx or timeout', async () => {
      await addFault(sim, { service: 'portone', count: 1, status: 502 });
      expect(await caught(portone.cancelPayment('x-1', { reason: 'r' }))).toMatchObject({
        kind: 'server',
        status: 502,
      });
      expect(await callCount(sim, 'portone', 'POST /payments/cancel')).toBe(1);

      await addFault(sim, { service: 'portone', count: 1, delayMs: 400 });
      expect(await caught(client({ timeoutMs: 100 }).cancelPayment('x-1', { reason: 'r' }))).toMatchObject({
        kind: 'timeout',
      });
      expect(await callCount(sim, 'portone', 'POST /payments/cancel')).toBe(2);
      // The timed-out cancel went through: the caller learns it by reading the payment.
      await expect.poll(async () => (await portone.getPayment('x-1')).status).toBe('CANCELLED');

      await control(sim, 'POST', '/__control/portone/payments', { paymentId: 'x-2', webhook: false });
      await addFault(sim, { service: 'portone', count: 1, status: 429 });
      expect(await portone.cancelPayment('x-2', { reason: 'r' })).toMatchObject({ status: 'SUCCEEDED' });
      expect(await callCount(sim, 'portone', 'POST /payments/cancel')).toBe(4);
    });

    it('refuses a connection that cannot be made as a network error', async () => {
      const e = await caught(
        createPortOneClient({
          baseUrl: 'http://127.0.0.1:9/portone',
          apiSecret: 's',
          retry: { retries: 0 },
        }).getPayment('x'),
      );
      expect(e.kind).toBe('network');
    });
  });
});
