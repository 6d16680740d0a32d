import type { Db } from '../../db/client';
import type { CheckoutConfig, PaymentAuditPort, PaymentCoinPort, PaymentGatewayPort } from './payments.ports';

/*
 * What every use case of payments shares (issue 38 §4: the service is split by use case,
 * payments.service.ts composes them): the dependencies and two small helpers.
 */

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  coins: PaymentCoinPort;
  gateway: PaymentGatewayPort;
  checkout: CheckoutConfig;
  audit: PaymentAuditPort;
  /** The alert: an error-level log line operators watch (mismatches, refunds that need a person). */
  alert: (message: string, details: Record<string, unknown>) => void;
  warn: (message: string, details: Record<string, unknown>) => void;
}

export const MINUTE = 60_000;

export const describe = (e: unknown): string => (e instanceof Error ? e.message : String(e));
