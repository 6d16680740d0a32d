import * as ko from '@seller/shared/messages/sections';
import { isApiError } from '../../lib/api';

/** What the member is told on /coin after a payment returns. */
export interface PaymentNotice {
  tone: 'success' | 'error' | 'info';
  message: string;
}

/** The payment window's answer: the redirect query or the SDK's resolved value. */
export interface PaymentReturn {
  paymentId?: string | null;
  txId?: string | null;
  code?: string | null;
  message?: string | null;
}

const t = ko.payments;

/**
 * Spec 01 §4 and §8, in order: a failure code shows the supplied message (or "payment was
 * cancelled"); without both paymentId and txId the payment information is invalid; then the
 * completion call: 200 is complete (full processing may take 10 minutes), another status is an
 * error while completing, and anything thrown is a problem while processing.
 */
export async function settlePayment(
  ret: PaymentReturn,
  complete: (ids: { paymentId: string; txId: string }) => Promise<unknown>,
): Promise<PaymentNotice> {
  if (ret.code) return { tone: 'info', message: ret.message?.trim() || t.callbackCancelled };
  if (!ret.paymentId || !ret.txId) return { tone: 'error', message: t.callbackInvalid };
  try {
    await complete({ paymentId: ret.paymentId, txId: ret.txId });
    return { tone: 'success', message: t.callbackCompleted };
  } catch (error) {
    if (isApiError(error) && error.status > 0) return { tone: 'error', message: t.callbackError };
    return { tone: 'error', message: t.callbackException };
  }
}

/** The notice travels to /coin in the router's location state. */
export const noticeState = (notice: PaymentNotice) => ({ paymentNotice: notice });

export function noticeFrom(state: unknown): PaymentNotice | null {
  if (typeof state !== 'object' || state === null || !('paymentNotice' in state)) return null;
  const n = (state as { paymentNotice: unknown }).paymentNotice;
  if (typeof n !== 'object' || n === null) return null;
  const { tone, message } = n as Partial<PaymentNotice>;
  if (typeof message !== 'string' || (tone !== 'success' && tone !== 'error' && tone !== 'info')) return null;
  return { tone, message };
}
