/**
 * Defensive parsers from PortOne V2 JSON to the domain types. Unknown fields are ignored,
 * unknown enum values become UNKNOWN; a body missing what the domain needs is 'malformed'.
 */
import {
  PortOneError,
  type IdentityVerification,
  type Payment,
  type PaymentCancellation,
  type PaymentPage,
  type PaymentStatus,
  type PortOneWebhookEvent,
  type VerifiedCustomer,
} from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const amount = (v: unknown): number | null => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

function malformed(what: string, body: unknown): never {
  throw new PortOneError('malformed', `${what} is not the expected shape`, null, 200, body);
}

const PAYMENT_STATUSES: PaymentStatus[] = [
  'READY',
  'PAID',
  'FAILED',
  'CANCELLED',
  'PARTIAL_CANCELLED',
  'PAY_PENDING',
  'VIRTUAL_ACCOUNT_ISSUED',
];

function parseCancellation(v: unknown): PaymentCancellation {
  if (!isObj(v) || typeof v.id !== 'string') malformed('cancellation', v);
  const total = amount(v.totalAmount);
  if (total === null) malformed('cancellation.totalAmount', v);
  const status =
    v.status === 'SUCCEEDED' || v.status === 'REQUESTED' || v.status === 'FAILED' ? v.status : 'UNKNOWN';
  return {
    id: v.id,
    status,
    totalAmount: total,
    reason: text(v.reason),
    requestedAt: text(v.requestedAt),
    cancelledAt: text(v.cancelledAt),
  };
}

export function parsePayment(body: unknown): Payment {
  if (!isObj(body) || typeof body.id !== 'string' || typeof body.status !== 'string')
    malformed('payment', body);
  const a = isObj(body.amount) ? body.amount : malformed('payment.amount', body);
  const total = amount(a.total);
  if (total === null) malformed('payment.amount.total', body);
  const status = PAYMENT_STATUSES.includes(body.status as PaymentStatus)
    ? (body.status as PaymentStatus)
    : 'UNKNOWN';
  const channelType =
    isObj(body.channel) && (body.channel.type === 'LIVE' || body.channel.type === 'TEST')
      ? body.channel.type
      : null;
  const failure = isObj(body.failure)
    ? {
        reason: text(body.failure.reason),
        pgCode: text(body.failure.pgCode),
        pgMessage: text(body.failure.pgMessage),
      }
    : null;
  return {
    id: body.id,
    status,
    rawStatus: body.status,
    transactionId: text(body.transactionId),
    storeId: text(body.storeId),
    amount: { total, paid: amount(a.paid) ?? 0, cancelled: amount(a.cancelled) ?? 0 },
    currency: (text(body.currency) ?? '').replace(/^CURRENCY_/, ''),
    orderName: text(body.orderName) ?? '',
    channelType,
    paidAt: text(body.paidAt),
    customData: text(body.customData),
    cancellations: Array.isArray(body.cancellations) ? body.cancellations.map(parseCancellation) : [],
    failure,
  };
}

/** The answer of GET /payments: `{items: Payment[], page}`; an item that does not parse is counted, not fatal. */
export function parsePaymentPage(body: unknown): PaymentPage {
  if (!isObj(body) || !Array.isArray(body.items)) malformed('payment list', body);
  const items: Payment[] = [];
  let bad = 0;
  for (const item of body.items) {
    try {
      items.push(parsePayment(item));
    } catch {
      bad += 1;
    }
  }
  return { items, malformed: bad };
}

/** The answer of POST /payments/{id}/cancel: `{cancellation: {...}}`. */
export function parseCancelResponse(body: unknown): PaymentCancellation {
  if (!isObj(body) || !isObj(body.cancellation)) malformed('cancel response', body);
  return parseCancellation(body.cancellation);
}

function parseCustomer(v: unknown): VerifiedCustomer | null {
  if (!isObj(v) || typeof v.name !== 'string') return null;
  const gender = v.gender === 'MALE' || v.gender === 'FEMALE' || v.gender === 'OTHER' ? v.gender : null;
  const phone = text(v.phoneNumber);
  return {
    name: v.name,
    phoneNumber: phone ? phone.replace(/\D/g, '') : null,
    birthDate: text(v.birthDate),
    gender,
    ci: text(v.ci),
    di: text(v.di),
    operator: text(v.operator),
    isForeigner: typeof v.isForeigner === 'boolean' ? v.isForeigner : null,
  };
}

export function parseIdentityVerification(body: unknown): IdentityVerification {
  if (!isObj(body) || typeof body.id !== 'string' || typeof body.status !== 'string')
    malformed('identity verification', body);
  const status =
    body.status === 'READY' || body.status === 'VERIFIED' || body.status === 'FAILED'
      ? body.status
      : 'UNKNOWN';
  const verifiedCustomer = status === 'VERIFIED' ? parseCustomer(body.verifiedCustomer) : null;
  if (status === 'VERIFIED' && !verifiedCustomer) malformed('identity verification.verifiedCustomer', body);
  return {
    id: body.id,
    status,
    rawStatus: body.status,
    verifiedCustomer,
    verifiedAt: text(body.verifiedAt),
    customData: text(body.customData),
  };
}

/** Webhook bodies: 2024-04-25 `{type, timestamp, data:{…}}` or legacy 2024-01-01 `{payment_id, tx_id, status}`. */
export function parseWebhookBody(webhookId: string, body: unknown): PortOneWebhookEvent | null {
  if (!isObj(body)) return null;
  if (typeof body.type === 'string') {
    const d = isObj(body.data) ? body.data : {};
    return {
      webhookId,
      type: body.type,
      timestamp: text(body.timestamp),
      paymentId: text(d.paymentId),
      transactionId: text(d.transactionId),
      storeId: text(d.storeId),
      cancellationId: text(d.cancellationId),
      identityVerificationId: text(d.identityVerificationId),
    };
  }
  if (typeof body.payment_id === 'string') {
    return {
      webhookId,
      type: 'legacy',
      timestamp: null,
      paymentId: body.payment_id,
      transactionId: text(body.tx_id),
      storeId: null,
      cancellationId: null,
      identityVerificationId: null,
    };
  }
  return null;
}
