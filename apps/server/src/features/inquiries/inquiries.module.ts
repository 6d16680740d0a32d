import { defineFeature } from '../../lib/features/module';
import { inquiriesRoutes } from './inquiries.routes';
import { createInquiriesService } from './inquiries.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    inquiries: { inquiries: ReturnType<typeof createInquiriesService> };
  }
}

export const inquiriesModule = defineFeature({
  name: 'inquiries',
  needs: [],
  create: ({ db, now }) => ({ inquiries: createInquiriesService({ db, now }) }),
  routes: (app, { inquiries }, { config }) =>
    inquiriesRoutes(app, { inquiries, submitLimit: config.loginRateLimit }),
});
