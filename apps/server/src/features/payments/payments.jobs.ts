import type { JobDefinition } from '../../jobs/boss';
import type { PaymentsService } from './payments.service';

const PAYMENT_RECONCILE_QUEUE = 'payment-reconcile';

/**
 * Every 5 minutes: orders still PENDING 10 minutes after checkout, and open orders a webhook or a
 * completion could not verify, are settled from PortOne; then refunds made outside the app whose
 * webhook was lost are applied.
 */
export function paymentsJobs(deps: {
  payments: Pick<PaymentsService, 'reconcilePending' | 'reconcileRefunds'>;
}): JobDefinition[] {
  return [
    {
      name: PAYMENT_RECONCILE_QUEUE,
      cron: '*/5 * * * *',
      retryLimit: 1,
      handler: async () => {
        await deps.payments.reconcilePending();
        await deps.payments.reconcileRefunds();
      },
    },
  ];
}
