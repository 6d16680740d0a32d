/**
 * PortOne V2 state of the simulator: payments (READY → PAID | FAILED → PARTIAL_CANCELLED →
 * CANCELLED) and identity verifications (READY → VERIFIED | FAILED), rendered as the JSON the
 * real REST API returns (keys from the V2 OpenAPI schema / @portone/server-sdk typings).
 */
import { createHash, randomUUID } from 'node:crypto';
import texts from './texts.json' with { type: 'json' };

export type SimPaymentStatus = 'READY' | 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED';

export interface SimCancellation {
  id: string;
  totalAmount: number;
  reason: string;
  requestedAt: string;
  cancelledAt: string;
}

export interface SimPayment {
  id: string;
  transactionId: string;
  storeId: string;
  channelKey: string;
  channelType: 'LIVE' | 'TEST';
  orderName: string;
  /** What the checkout was opened with. */
  totalAmount: number;
  /** When set, the REST API reports this total instead (a tampered client-side amount). */
  reportedTotal?: number;
  currency: string;
  payMethod: string;
  customData?: string;
  customerId?: string;
  status: SimPaymentStatus;
  requestedAt: string;
  updatedAt: string;
  statusChangedAt: string;
  paidAt?: string;
  failedAt?: string;
  cancelledAt?: string;
  failure?: { reason: string; pgCode: string; pgMessage: string };
  cancellations: SimCancellation[];
  /** Webhook events emitted for this payment, oldest first (for resends). */
  events: Array<{ webhookId: string; type: string; timestamp: string; cancellationId?: string }>;
}

interface SimIdentityCustomer {
  name: string;
  phoneNumber?: string;
  birthDate?: string;
  gender?: 'MALE' | 'FEMALE' | 'OTHER';
  operator?: string;
  isForeigner?: boolean;
  ci?: string;
  di?: string;
}

export interface SimIdentityVerification {
  id: string;
  status: 'READY' | 'VERIFIED' | 'FAILED';
  storeId?: string;
  channelKey?: string;
  customData?: string;
  requestedAt: string;
  updatedAt: string;
  statusChangedAt: string;
  verifiedAt?: string;
  pgTxId?: string;
  customer?: SimIdentityCustomer;
  failure?: { reason: string; pgCode: string; pgMessage: string };
}

/** Fields a provider may leave out of verifiedCustomer (KG Inicis: no di; Danal: no phone…). */
export type IdentityField = 'ci' | 'di' | 'phoneNumber' | 'operator' | 'gender' | 'birthDate';

/** CI is 88 base64 characters (64 bytes) and DI 64 (48 bytes) at the real providers. */
export function personCi(name: string, phone: string, birth: string): string {
  return createHash('sha512')
    .update(`ci|${name.trim()}|${phone.replace(/\D/g, '')}|${birth}`)
    .digest('base64');
}
function personDi(name: string, phone: string, birth: string, storeId = ''): string {
  return createHash('sha384')
    .update(`di|${storeId}|${name.trim()}|${phone.replace(/\D/g, '')}|${birth}`)
    .digest('base64');
}

export class PortoneStore {
  payments = new Map<string, SimPayment>();
  identities = new Map<string, SimIdentityVerification>();
  /** Fields left out of every verifiedCustomer from now on (set through the control API). */
  identityOmit = new Set<IdentityField>();
  private seq = 0;

  constructor(private readonly now: () => Date) {}

  reset(): void {
    this.payments.clear();
    this.identities.clear();
    this.identityOmit.clear();
  }

  iso(): string {
    return this.now().toISOString();
  }

  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}-${this.now().getTime().toString(36)}-${this.seq.toString(36)}-${randomUUID().slice(0, 8)}`;
  }

  /** Creates (or returns the unfinished) payment opened by a checkout. */
  open(input: {
    id: string;
    storeId: string;
    channelKey: string;
    orderName: string;
    totalAmount: number;
    currency: string;
    payMethod: string;
    customData?: string;
    customerId?: string;
    channelType?: 'LIVE' | 'TEST';
  }): SimPayment {
    const existing = this.payments.get(input.id);
    if (existing && existing.status !== 'READY' && existing.status !== 'FAILED') return existing;
    const at = this.iso();
    const p: SimPayment = {
      ...input,
      channelType: input.channelType ?? 'TEST',
      transactionId: this.nextId('tx'),
      status: 'READY',
      requestedAt: at,
      updatedAt: at,
      statusChangedAt: at,
      cancellations: [],
      events: [],
    };
    this.payments.set(p.id, p);
    return p;
  }

  setStatus(p: SimPayment, status: SimPaymentStatus): void {
    const at = this.iso();
    p.status = status;
    p.updatedAt = at;
    p.statusChangedAt = at;
    if (status === 'PAID') p.paidAt ??= at;
    if (status === 'FAILED') {
      p.failedAt = at;
      p.failure ??= {
        reason: texts.userCancelled,
        pgCode: 'PAY_PROCESS_CANCELED',
        pgMessage: texts.userCancelled,
      };
    }
    if (status === 'CANCELLED' || status === 'PARTIAL_CANCELLED') {
      p.paidAt ??= at;
      p.cancelledAt = at;
    }
  }

  reportedTotal(p: SimPayment): number {
    return p.reportedTotal ?? p.totalAmount;
  }

  cancelledAmount(p: SimPayment): number {
    return p.cancellations.reduce((s, c) => s + c.totalAmount, 0);
  }

  cancellable(p: SimPayment): number {
    return this.reportedTotal(p) - this.cancelledAmount(p);
  }

  addCancellation(p: SimPayment, amount: number, reason: string): SimCancellation {
    const at = this.iso();
    const c: SimCancellation = {
      id: this.nextId('cancel'),
      totalAmount: amount,
      reason,
      requestedAt: at,
      cancelledAt: at,
    };
    p.cancellations.push(c);
    this.setStatus(p, this.cancellable(p) === 0 ? 'CANCELLED' : 'PARTIAL_CANCELLED');
    return c;
  }

  identity(id: string, input: Partial<SimIdentityVerification> = {}): SimIdentityVerification {
    let iv = this.identities.get(id);
    if (!iv) {
      const at = this.iso();
      iv = { id, status: 'READY', requestedAt: at, updatedAt: at, statusChangedAt: at };
      this.identities.set(id, iv);
    }
    Object.assign(iv, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
    return iv;
  }

  verify(
    iv: SimIdentityVerification,
    person: {
      name: string;
      phoneNumber: string;
      birthDate: string;
      gender: 'MALE' | 'FEMALE' | 'OTHER';
      operator: string;
    },
    omit: Iterable<IdentityField> = this.identityOmit,
  ): void {
    const at = this.iso();
    const customer: SimIdentityCustomer = {
      ...person,
      isForeigner: false,
      ci: personCi(person.name, person.phoneNumber, person.birthDate),
      di: personDi(person.name, person.phoneNumber, person.birthDate, iv.storeId),
    };
    for (const f of omit) delete customer[f];
    Object.assign(iv, {
      status: 'VERIFIED',
      customer,
      verifiedAt: at,
      updatedAt: at,
      statusChangedAt: at,
      pgTxId: iv.pgTxId ?? this.nextId('pgtx'),
    });
  }
}

function channel(type: 'LIVE' | 'TEST', key: string) {
  return {
    type,
    id: 'channel-id-sim',
    key,
    name: type === 'TEST' ? 'sim-test-channel' : 'sim-live-channel',
    pgProvider: 'TOSSPAYMENTS',
    pgMerchantId: type === 'TEST' ? 'tosstest' : 'sim-merchant',
  };
}

/** The Payment JSON of GET /payments/{id}, by status (PaidPayment, FailedPayment, …). */
export function paymentJson(store: PortoneStore, p: SimPayment): Record<string, unknown> {
  const total = store.reportedTotal(p);
  const vat = Math.round(total / 11);
  const paid =
    p.status === 'PAID' || p.status === 'CANCELLED' || p.status === 'PARTIAL_CANCELLED' ? total : 0;
  const out: Record<string, unknown> = {
    status: p.status,
    id: p.id,
    transactionId: p.transactionId,
    merchantId: 'merchant-sim',
    storeId: p.storeId,
    channel: channel(p.channelType, p.channelKey),
    version: 'V2',
    requestedAt: p.requestedAt,
    updatedAt: p.updatedAt,
    statusChangedAt: p.statusChangedAt,
    orderName: p.orderName,
    amount: {
      total,
      taxFree: 0,
      vat,
      supply: total - vat,
      discount: 0,
      paid,
      cancelled: store.cancelledAmount(p),
      cancelledTaxFree: 0,
    },
    currency: p.currency,
    customer: p.customerId ? { id: p.customerId } : {},
    ...(p.customData !== undefined ? { customData: p.customData } : {}),
  };
  if (p.status !== 'READY' && p.payMethod === 'CARD') {
    out.method = {
      type: 'PaymentMethodCard',
      card: {
        publisher: texts.cardPublisher,
        issuer: texts.cardPublisher,
        brand: 'LOCAL',
        type: 'CREDIT',
        ownerType: 'PERSONAL',
        bin: '53275000',
        name: texts.cardName,
        number: '53275000****123*',
      },
      approvalNumber: '3000' + p.transactionId.replace(/\D/g, '').padEnd(4, '0').slice(0, 4),
      installment: { month: 0, isInterestFree: false },
      pointUsed: false,
    };
  }
  if (p.status === 'FAILED') {
    out.failedAt = p.failedAt;
    out.failure = p.failure;
    return out;
  }
  if (p.status === 'READY') return out;
  out.paidAt = p.paidAt;
  out.pgTxId = `pg-${p.transactionId}`;
  out.receiptUrl = `https://sim.receipt.invalid/${encodeURIComponent(p.id)}`;
  if (p.status === 'PAID') out.disputes = [];
  out.cancellations = p.cancellations.map((c) => cancellationJson(c));
  if (p.status === 'CANCELLED' || p.status === 'PARTIAL_CANCELLED') out.cancelledAt = p.cancelledAt;
  return out;
}

export function cancellationJson(c: SimCancellation): Record<string, unknown> {
  const vat = Math.round(c.totalAmount / 11);
  return {
    status: 'SUCCEEDED',
    id: c.id,
    pgCancellationId: `pgc-${c.id}`,
    totalAmount: c.totalAmount,
    taxFreeAmount: 0,
    vatAmount: vat,
    reason: c.reason,
    cancelledAt: c.cancelledAt,
    requestedAt: c.requestedAt,
    trigger: 'API',
  };
}

/** GET /identity-verifications/{id} JSON (ReadyIdentityVerification, VerifiedIdentityVerification…). */
export function identityJson(iv: SimIdentityVerification): Record<string, unknown> {
  const base: Record<string, unknown> = {
    status: iv.status,
    id: iv.id,
    channel: channel('TEST', iv.channelKey ?? 'channel-key-sim'),
    ...(iv.customData !== undefined ? { customData: iv.customData } : {}),
    requestedAt: iv.requestedAt,
    updatedAt: iv.updatedAt,
    statusChangedAt: iv.statusChangedAt,
    version: 'V2',
  };
  if (iv.status === 'VERIFIED') {
    return {
      ...base,
      verifiedCustomer: iv.customer,
      verifiedAt: iv.verifiedAt,
      pgTxId: iv.pgTxId,
      pgRawResponse: JSON.stringify({ result: 'SUCCESS', simulator: true }),
    };
  }
  if (iv.status === 'FAILED') return { ...base, requestedCustomer: {}, failure: iv.failure };
  return { ...base, requestedCustomer: {} };
}
