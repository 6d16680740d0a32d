import type { CompleteAnswer, OrderAnswer } from '@seller/shared/schemas/payments';
import type { PackLine } from '@seller/shared/rules/coin-order';
import { call, once } from '../../../lib/api-call';

/**
 * The server prices the packs and answers the paymentId and how to open the checkout; once per
 * Idempotency-Key (a double click on 결제하기 opens one order).
 */
export async function createOrder(packs: PackLine[], key: string): Promise<OrderAnswer> {
  return (await call('POST', '/v1/payment/order', { body: { packs } }, { headers: once(key) })).data;
}

/** Spec 01 §7 payload; the server uses only paymentId and reads the payment from PortOne. */
export function completePayment(body: {
  paymentId: string;
  txId: string;
  orderName?: string;
  totalAmount?: number;
  totalCoins?: number;
}): Promise<{ code: string; message: string; data: CompleteAnswer }> {
  return call('POST', '/v1/payment/complete', { body: { ...body, status: 'PAID' } });
}
