import type { PaymentsDeps } from './payments.context';
import { paymentCancellation } from './payments.cancel';
import { paymentConfirmation } from './payments.confirm';
import { paymentReading } from './payments.history';
import { paymentOrders } from './payments.order';
import { paymentReconciling } from './payments.reconcile';
import { paymentSettling } from './payments.settle';

export type { PaymentsDeps } from './payments.context';

/**
 * Coin purchases through PortOne, one file per use case (issue 38 §4): opening an order, the
 * completion and the webhook, the reconcile jobs, a manager's cancellation, the histories. The
 * completion, the webhook and the jobs settle orders the same way (payments.settle.ts); the
 * routes, jobs and other features see one service.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const settle = paymentSettling(deps);
  return {
    ...paymentOrders(deps),
    ...paymentConfirmation(deps, settle),
    ...paymentReconciling(deps, settle),
    ...paymentCancellation(deps),
    ...paymentReading(deps),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
