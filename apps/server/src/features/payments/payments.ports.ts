/** What the payments feature needs from the outside; app.ts wires the coins feature and PortOne in. */
import type { Tx } from '../../db/client';
import type { AuditAction } from '@seller/shared';
import type { CoinsPort } from '../coins/index';

/**
 * A payment as the payments feature reads it from the gateway (PortOne V2). The PortOne adapter's
 * payments carry more; they are this shape, which app-level ports.ts checks when it wires them.
 */
type PaymentStatus =
  | 'READY'
  | 'PAID'
  | 'FAILED'
  | 'CANCELLED'
  | 'PARTIAL_CANCELLED'
  | 'PAY_PENDING'
  | 'VIRTUAL_ACCOUNT_ISSUED'
  /** A status the gateway added that we do not know: never treated as paid. */
  | 'UNKNOWN';

interface PaymentCancellation {
  id: string;
  status: 'SUCCEEDED' | 'REQUESTED' | 'FAILED' | 'UNKNOWN';
  totalAmount: number;
  reason: string | null;
  cancelledAt: string | null;
}

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** The gateway's status string as sent (differs from `status` only when UNKNOWN). */
  rawStatus: string;
  transactionId: string | null;
  amount: { total: number; paid: number; cancelled: number };
  /** ISO 4217 code, e.g. "KRW". */
  currency: string;
  /** null when the payment has no channel yet: never LIVE. */
  channelType: 'LIVE' | 'TEST' | null;
  paidAt: string | null;
  cancellations: PaymentCancellation[];
  failure: { reason: string | null } | null;
}

/** A verified webhook: which payment it is about and what happened (the body is never trusted). */
interface PaymentWebhookEvent {
  /** "Transaction.Paid", "Transaction.Cancelled", …; "legacy" for the older body. */
  type: string;
  paymentId: string | null;
}

/** Payments whose status changed since `from` (RFC 3339), one 0-based page of `size`. */
interface PaymentListQuery {
  from: string;
  status?: PaymentStatus[];
  page: number;
  size: number;
}

/** The gateway refused a cancellation outright (a 4xx): nothing was refunded. */
export class PaymentRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentRefusedError';
  }
}

/** A webhook that must be refused (bad signature, stale, malformed): answered 400. */
export class WebhookRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejectedError';
  }
}

/** The coins feature: the only way a balance changes (one ledger row each, in the caller's transaction). */
export type PaymentCoinPort = Pick<CoinsPort, 'apply' | 'lockAccount' | 'account' | 'balance'>;

/** The payment gateway (PortOne V2 through its adapter; app-level ports.ts maps one onto the other). */
export interface PaymentGatewayPort {
  getPayment(paymentId: string): Promise<Payment>;
  /** The payment, or null when the gateway has never heard of it (checkout never opened). */
  findPayment(paymentId: string): Promise<Payment | null>;
  /** Payments whose status changed since a time (the reconcile job's look for outside refunds). */
  listPayments(query: PaymentListQuery): Promise<{ items: Payment[]; malformed: number }>;
  /**
   * Refunds `amount` (all when omitted) unless the cancellable amount is no longer
   * `currentCancellableAmount` (so a retry never refunds twice). Throws PaymentRefusedError when
   * the gateway refuses outright; any other failure leaves the outcome unknown.
   */
  cancelPayment(
    paymentId: string,
    input: { reason: string; amount?: number; currentCancellableAmount?: number },
  ): Promise<PaymentCancellation>;
  /** Verifies the signature over the raw body; throws WebhookRejectedError. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentWebhookEvent>;
}

/** Where the browser pays: the PortOne SDK with these keys, or the simulator's checkout page. */
export interface CheckoutConfig {
  storeId: string | null;
  channelKey: string | null;
  simulatorCheckoutUrl: string | null;
  /** `${publicUrl}/payment/callback` */
  redirectUrl: string;
  /** Refuse TEST-channel payments (production with real credentials). */
  refuseTestChannel: boolean;
}

/** The audit log (members feature), written in the caller's transaction. */
export type PaymentAuditPort = (
  tx: Tx,
  entry: {
    /** null: no member acted (a refund made outside the app). */
    actorMbrSn: number | null;
    action: AuditAction;
    targetMbrSn: number | null;
    before: unknown;
    after: unknown;
    at?: Date;
  },
) => Promise<void>;
