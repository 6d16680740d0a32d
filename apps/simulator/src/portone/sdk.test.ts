/**
 * The official server SDK's REST client against the simulator, as a second opinion on the wire
 * format next to our own client (apps/server/src/adapters/portone): the calls the app makes
 * (get payment, cancel it fully or partly, get an identity verification) and PortOne's error types.
 * The SDK takes an origin (it drops any path), so it is pointed at the simulator's root.
 */
import { PortOneClient } from '@portone/server-sdk';
import { CancelPaymentError, GetPaymentError } from '@portone/server-sdk/payment';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET_HEADER } from '../access';
import { startSimulator, type RunningSimulator } from '../index';
import { PORTONE_SIM_DEFAULTS } from './routes';

describe('PortOne simulator driven by @portone/server-sdk', () => {
  let sim: RunningSimulator;
  let portone: ReturnType<typeof PortOneClient>;
  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: sim.secret },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  const errorOf = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e,
    );

  beforeAll(async () => {
    sim = await startSimulator({ port: 0, smtpPort: null, logLevel: 'silent' });
    portone = PortOneClient({ secret: PORTONE_SIM_DEFAULTS.apiSecret, baseUrl: sim.url });
  });
  afterAll(() => sim.close());
  beforeEach(() => control('/__control/reset', {}));

  it('gets a paid payment', async () => {
    await control('/__control/portone/payments', { paymentId: 'sdk-1', amount: 9900, webhook: false });
    const payment = await portone.payment.getPayment({ paymentId: 'sdk-1' });
    expect(payment).toMatchObject({
      status: 'PAID',
      id: 'sdk-1',
      storeId: PORTONE_SIM_DEFAULTS.storeId,
      amount: { total: 9900, paid: 9900, cancelled: 0 },
      currency: 'KRW',
    });
  });

  it('cancels partly then fully with the SDK (its body goes out as text/plain)', async () => {
    await control('/__control/portone/payments', { paymentId: 'sdk-2', amount: 10000, webhook: false });
    const part = await portone.payment.cancelPayment({
      paymentId: 'sdk-2',
      reason: 'partial refund',
      amount: 3000,
      currentCancellableAmount: 10000,
      skipWebhook: true,
    });
    expect(part.cancellation).toMatchObject({
      status: 'SUCCEEDED',
      totalAmount: 3000,
      reason: 'partial refund',
    });
    const rest = await portone.payment.cancelPayment({
      paymentId: 'sdk-2',
      reason: 'the rest',
      skipWebhook: true,
    });
    expect(rest.cancellation).toMatchObject({ status: 'SUCCEEDED', totalAmount: 7000 });
    expect(await portone.payment.getPayment({ paymentId: 'sdk-2' })).toMatchObject({
      status: 'CANCELLED',
      amount: { paid: 10000, cancelled: 10000 },
    });
  });

  it('answers PortOne error types the SDK reports', async () => {
    const missing = await errorOf(portone.payment.getPayment({ paymentId: 'nope' }));
    expect(missing).toBeInstanceOf(GetPaymentError);
    expect((missing as GetPaymentError).data).toMatchObject({ type: 'PAYMENT_NOT_FOUND' });

    await control('/__control/portone/payments', { paymentId: 'sdk-3', status: 'CANCELLED', webhook: false });
    const twice = await errorOf(portone.payment.cancelPayment({ paymentId: 'sdk-3', reason: 'again' }));
    expect(twice).toBeInstanceOf(CancelPaymentError);
    expect((twice as CancelPaymentError).data).toMatchObject({ type: 'PAYMENT_ALREADY_CANCELLED' });

    await control('/__control/portone/payments', { paymentId: 'sdk-4', amount: 5000, webhook: false });
    const tooMuch = await errorOf(
      portone.payment.cancelPayment({ paymentId: 'sdk-4', reason: 'too much', amount: 6000 }),
    );
    expect((tooMuch as CancelPaymentError).data).toMatchObject({
      type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
    });
    const stale = await errorOf(
      portone.payment.cancelPayment({ paymentId: 'sdk-4', reason: 'stale', currentCancellableAmount: 1 }),
    );
    expect((stale as CancelPaymentError).data).toMatchObject({
      type: 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN',
    });

    const wrongSecret = PortOneClient({ secret: 'not-the-secret', baseUrl: sim.url });
    const refused = await errorOf(wrongSecret.payment.getPayment({ paymentId: 'sdk-4' }));
    expect((refused as GetPaymentError).data).toMatchObject({ type: 'UNAUTHORIZED' });
  });

  it('gets an identity verification', async () => {
    await control('/__control/portone/identity-verifications', {
      identityVerificationId: 'iv-sdk',
      name: 'Kim',
      phoneNumber: '01098765432',
      birthDate: '1991-02-03',
    });
    const iv = await portone.identityVerification.getIdentityVerification({
      identityVerificationId: 'iv-sdk',
    });
    expect(iv).toMatchObject({
      status: 'VERIFIED',
      id: 'iv-sdk',
      verifiedCustomer: { name: 'Kim', phoneNumber: '01098765432', birthDate: '1991-02-03' },
    });
  });
});
