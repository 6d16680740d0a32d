/** What the payments feature needs from the outside; app.ts wires the coins feature and PortOne in. */
import type { Tx } from '../../db/client';
import type { AuditAction } from '@seller/shared';
import type {
  CancelPaymentInput,
  Payment,
  PaymentCancellation,
  PaymentListQuery,
  PaymentPage,
  PortOneWebhookEvent,
} from '../../adapters/portone/types';

export interface PaymentCoinChange {
  mbrSn: number;
  /** Positive for a purchase or a revert, negative for a cancellation. */
  delta: number;
  kind: 'PURCHASE' | 'CANCEL' | 'REFUND';
  memo: string;
  actorMbrSn?: number | null;
  refType: 'payment';
  refId: string;
}

/** The coins feature: the only way a balance changes (one ledger row each, in the caller's transaction). */
export interface PaymentCoinPort {
  /** Applies a change; throws when the member has no account or the balance would go negative. */
  apply(tx: Tx, change: PaymentCoinChange): Promise<number>;
  /** Reads the balance and its parts and locks them until the transaction ends. */
  lockAccount(
    tx: Tx,
    mbrSn: number,
  ): Promise<{ balance: number; service: number; paidGrant: number; purchased: number }>;
  /** The balance and its parts as committed now, without a lock (a quote). */
  account(mbrSn: number): Promise<{ balance: number; service: number; paidGrant: number; purchased: number }>;
  balance(mbrSn: number): Promise<number>;
}

export interface PaymentGatewayPort {
  getPayment(paymentId: string): Promise<Payment>;
  /** Payments whose status changed since a time (the reconcile job's look for outside refunds). */
  listPayments(query: PaymentListQuery): Promise<PaymentPage>;
  cancelPayment(paymentId: string, input: CancelPaymentInput): Promise<PaymentCancellation>;
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PortOneWebhookEvent>;
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
