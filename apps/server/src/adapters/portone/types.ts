/**
 * PortOne V2 port: what the payment and identity features need from PortOne, as small domain
 * types parsed defensively from the vendor's JSON (see integrations.md §6).
 */
import { ProviderError } from '../http';

export type PaymentStatus =
  | 'READY'
  | 'PAID'
  | 'FAILED'
  | 'CANCELLED'
  | 'PARTIAL_CANCELLED'
  | 'PAY_PENDING'
  | 'VIRTUAL_ACCOUNT_ISSUED'
  /** A status this code does not know yet (PortOne adds statuses); never treat as paid. */
  | 'UNKNOWN';

export interface PaymentCancellation {
  id: string;
  status: 'SUCCEEDED' | 'REQUESTED' | 'FAILED' | 'UNKNOWN';
  totalAmount: number;
  reason: string | null;
  requestedAt: string | null;
  cancelledAt: string | null;
}

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** The vendor's status string as sent (differs from `status` only when UNKNOWN). */
  rawStatus: string;
  /** PortOne's transaction id: the `txId` the browser gets back. */
  transactionId: string | null;
  storeId: string | null;
  amount: { total: number; paid: number; cancelled: number };
  /** ISO 4217 code, e.g. "KRW" ("CURRENCY_KRW" is normalised). */
  currency: string;
  orderName: string;
  /** null when the payment has no channel yet (READY/FAILED may omit it): never LIVE. */
  channelType: 'LIVE' | 'TEST' | null;
  paidAt: string | null;
  customData: string | null;
  cancellations: PaymentCancellation[];
  failure: { reason: string | null; pgCode: string | null; pgMessage: string | null } | null;
}

type IdentityVerificationStatus = 'READY' | 'VERIFIED' | 'FAILED' | 'UNKNOWN';

export interface VerifiedCustomer {
  name: string;
  /** Digits only, when the provider returns it (Danal needs an extra contract for it). */
  phoneNumber: string | null;
  /** yyyy-MM-dd */
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
  /** Connecting information: the same person has the same CI everywhere. */
  ci: string | null;
  /** Duplication information: per site; KG Inicis does not return it. */
  di: string | null;
  operator: string | null;
  isForeigner: boolean | null;
}

export interface IdentityVerification {
  id: string;
  status: IdentityVerificationStatus;
  rawStatus: string;
  verifiedCustomer: VerifiedCustomer | null;
  verifiedAt: string | null;
  customData: string | null;
}

/** A verified, parsed webhook (version 2024-04-25 or the legacy 2024-01-01 body). */
export interface PortOneWebhookEvent {
  /** The Standard Webhooks message id: redeliveries of one event share it. */
  webhookId: string;
  /** "Transaction.Paid", "Transaction.Cancelled", …; "legacy" for 2024-01-01 bodies. */
  type: string;
  timestamp: string | null;
  paymentId: string | null;
  transactionId: string | null;
  storeId: string | null;
  cancellationId: string | null;
  identityVerificationId: string | null;
}

interface CancelPaymentInput {
  reason: string;
  /** Omit for a full cancel. */
  amount?: number;
  /** PortOne refuses the cancel (409) unless the cancellable amount is still this: guards retries. */
  currentCancellableAmount?: number;
}

/** GET /payments: payments whose status changed since `from` (RFC 3339), one page of them. */
interface PaymentListQuery {
  from: string;
  /** Omitted: PortOne's own now (so a clock difference cannot hide a recent change). */
  until?: string;
  status?: PaymentStatus[];
  /** 0-based page number. */
  page: number;
  size: number;
}

export interface PaymentPage {
  items: Payment[];
  /** Items of the page that could not be parsed (left out of `items`). */
  malformed: number;
}

export interface PortOnePort {
  getPayment(paymentId: string): Promise<Payment>;
  listPayments(query: PaymentListQuery): Promise<PaymentPage>;
  cancelPayment(paymentId: string, input: CancelPaymentInput): Promise<PaymentCancellation>;
  getIdentityVerification(identityVerificationId: string): Promise<IdentityVerification>;
  /** Verifies the Standard Webhooks signature over the raw body; throws PortOneWebhookError. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PortOneWebhookEvent>;
}

/**
 * A failed PortOne call: the ProviderError kind (auth, forbidden, not-found, bad-request,
 * rate-limited, server, timeout, network, malformed, unconfigured) plus PortOne's error `type`
 * (PAYMENT_NOT_FOUND, PAYMENT_ALREADY_CANCELLED, PAYMENT_NOT_PAID, INVALID_REQUEST, …) when sent.
 */
export class PortOneError extends ProviderError {
  constructor(
    kind: ProviderError['kind'],
    message: string,
    readonly type: string | null,
    status?: number,
    body?: unknown,
  ) {
    super('portone', kind, message, status, body);
    this.name = 'PortOneError';
  }
}

export type WebhookFailureReason =
  | 'MISSING_REQUIRED_HEADERS'
  | 'NO_MATCHING_SIGNATURE'
  | 'INVALID_SIGNATURE'
  | 'TIMESTAMP_TOO_OLD'
  | 'TIMESTAMP_TOO_NEW'
  | 'MALFORMED_BODY'
  | 'UNCONFIGURED';

/** A webhook that must be refused (answer 400; PortOne retries deliveries that fail). */
export class PortOneWebhookError extends Error {
  constructor(readonly reason: WebhookFailureReason) {
    super(`portone webhook rejected: ${reason}`);
    this.name = 'PortOneWebhookError';
  }
}
