/**
 * Coin purchases (spec 01 §7, spec 02 §7): an order priced by the server, its completion read
 * from PortOne, and the managers' cancellation of a pay-history row (a purchase or a grant).
 */
import { MANAGER } from '../constants/roles';
import { okAnswer } from '../schemas/envelope';
import {
  cancelQuote,
  completeAnswer,
  completeBody,
  orderAnswer,
  orderBody,
  payCancelAnswer,
  payCancelBody,
  payCancelQuoteBody,
} from '../schemas/payments';
import { contract } from './contract';

const managers = [MANAGER] as const;

// POST /v1/payment/webhook stays a plain route in payments.routes.ts: PortOne calls it (not our
// web), signed over the raw body, which its scope keeps as text, and with no Origin check.
export const paymentsContract = {
  order: contract({
    method: 'POST',
    path: '/v1/payment/order',
    access: 'member',
    idempotent: true,
    body: orderBody,
    answer: okAnswer(orderAnswer),
    errors: [
      'PACK_REQUIRED',
      'PACK_INVALID',
      'PAYMENT_UNAVAILABLE',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'ALREADY_PROCESSING',
      'RATE_LIMITED',
    ],
    summary: 'Prices the packs and opens a PENDING order, once per Idempotency-Key',
  }),
  complete: contract({
    method: 'POST',
    path: '/v1/payment/complete',
    access: 'member',
    body: completeBody,
    answer: okAnswer(completeAnswer),
    errors: [
      'PAYMENT_NOT_FOUND',
      'PAYMENT_VERIFY_FAILED',
      'PAYMENT_FAILED',
      'PAYMENT_CANCELLED',
      'PAYMENT_MISMATCH',
      'PAYMENT_NOT_PAID',
    ],
    summary:
      "Settles the caller's order from PortOne's record of the payment (the body's claims are ignored)",
  }),
  cancelQuote: contract({
    method: 'POST',
    path: '/v1/payment/payCancelQuote',
    access: managers,
    body: payCancelQuoteBody,
    answer: okAnswer(cancelQuote),
    errors: [
      'PAYMENT_NOT_FOUND',
      'GRANT_NOT_FOUND',
      'ALREADY_CANCELLED',
      'CANCEL_NOT_ALLOWED',
      'ALREADY_PROCESSING',
      'NOTHING_TO_REFUND',
    ],
    summary: 'What cancelling a purchase or a grant would refund and take back now',
  }),
  cancel: contract({
    method: 'POST',
    path: '/v1/payment/payCancel',
    access: managers,
    idempotent: true,
    body: payCancelBody,
    answer: okAnswer(payCancelAnswer),
    errors: [
      'PAYMENT_NOT_FOUND',
      'GRANT_NOT_FOUND',
      'CANCEL_NOT_ALLOWED',
      'ALREADY_PROCESSING',
      'NOTHING_TO_REFUND',
      'CANCEL_QUOTE_CHANGED',
      'CANCEL_FAILED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Cancels a purchase (refund through PortOne) or a grant, once per Idempotency-Key',
  }),
} as const;
