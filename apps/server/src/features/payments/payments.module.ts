import { defineFeature } from '../../lib/features/module';
import { paymentsJobs } from './payments.jobs';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    payments: { payments: ReturnType<typeof createPaymentsService> };
  }
}

/** Coin purchases through PortOne (spec 01 §7, spec 02 §7), their sync and refunds. */
export const paymentsModule = defineFeature({
  name: 'payments',
  needs: ['coins', 'audit', 'payment-gateway'],
  create: ({ db, now, config, log, checkoutPages, warnFor }, { coins, audit, paymentGateway }) => {
    // Money the app could not square is for operators: logged at error level even when the process
    // logs less (LOG_LEVEL=fatal), silenced only by LOG_LEVEL=silent.
    const alerts = log.child(
      { feature: 'payments', alert: 'payments' },
      { level: config.logLevel === 'silent' ? 'silent' : 'error' },
    );
    return {
      payments: createPaymentsService({
        db,
        now,
        coins,
        gateway: paymentGateway,
        audit,
        checkout: {
          storeId: checkoutPages.storeId,
          channelKey: checkoutPages.channelKey,
          simulatorCheckoutUrl: checkoutPages.simulatorCheckoutUrl,
          redirectUrl: `${config.publicUrl}/payment/callback`,
          // The simulator's payments are TEST-channel ones; with real credentials production takes LIVE only.
          refuseTestChannel: config.env === 'production' && !config.simulator.enabled,
        },
        alert: (message, details) => alerts.error(details, message),
        warn: warnFor('payments'),
      }),
    };
  },
  routes: (app, { payments }, { config }) => paymentsRoutes(app, { payments, orderLimit: config.loginRateLimit }),
  jobs: ({ payments }) => paymentsJobs({ payments }),
});
