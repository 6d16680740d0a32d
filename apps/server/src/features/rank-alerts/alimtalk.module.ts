import { countHit } from '../../http/rate-limit-store';
import { defineFeature } from '../../lib/features/module';
import { alimtalkRoutes } from './alimtalk.routes';
import { createAlimtalkService } from './alimtalk.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'rank-alerts-alimtalk': { alimtalk: ReturnType<typeof createAlimtalkService> };
  }
}

const ALIMTALK_QUEUE = 'rank-alerts-alimtalk';

/**
 * 알림톡 rank alerts to phones (issue 40 §3), a module of its own beside rank-alerts: it needs the
 * meter (provider-usage) and the coins, and provider-usage already needs rank-alerts. It reads the
 * alerts rank-alerts recorded, so rank-alerts does not need it either.
 */
export const alimtalkModule = defineFeature({
  name: 'rank-alerts-alimtalk',
  needs: ['provider-usage', 'coins'],
  create: ({ db, now, config, adapters, warnFor }, { providerMeter, coins }) => ({
    alimtalk: createAlimtalkService({
      db,
      now,
      solapi: adapters.solapi,
      meter: providerMeter,
      coins,
      templates: adapters.solapi.templates,
      prices: { alimtalk: config.alimtalk.microsPerAlimtalk, sms: config.alimtalk.microsPerSms },
      publicUrl: config.publicUrl,
      count: (key, windowMs) => countHit(db, key, windowMs),
      warn: warnFor('rank-alerts'),
    }),
  }),
  routes: (app, { alimtalk }) => alimtalkRoutes(app, { alimtalk }),
  // Every minute, like the KakaoTalk outbox: queue the day's new alerts, send, read the results.
  jobs: ({ alimtalk }) => [
    {
      name: ALIMTALK_QUEUE,
      cron: '* * * * *',
      retryLimit: 0,
      handler: async () => {
        await alimtalk.run();
      },
    },
  ],
});
