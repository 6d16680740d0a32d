import { defineFeature } from '../../lib/features/module';
import { inquiryMailSweepJob } from './inquiries.jobs';
import { inquiriesRoutes } from './inquiries.routes';
import { createInquiriesService } from './inquiries.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    inquiries: { inquiries: ReturnType<typeof createInquiriesService> };
  }
}

export const inquiriesModule = defineFeature({
  name: 'inquiries',
  needs: ['audit'],
  create: ({ db, now, adapters, config, inBackground, warnFor }, { audit }) => ({
    inquiries: createInquiriesService({
      db,
      now,
      audit,
      mail: adapters.mail,
      publicUrl: config.publicUrl,
      later: inBackground,
      warn: warnFor('inquiries'),
    }),
  }),
  routes: (app, { inquiries }, { config }) =>
    inquiriesRoutes(app, { inquiries, submitLimit: config.loginRateLimit }),
  jobs: ({ inquiries }) => [inquiryMailSweepJob(inquiries)],
});
