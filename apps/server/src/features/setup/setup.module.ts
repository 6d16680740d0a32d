import { defineFeature } from '../../lib/features/module';
import { setupRoutes } from './setup.routes';
import { createSetupService } from './setup.service';
import { setupLinkFile } from './setup.startup';

declare module '../../lib/features/module' {
  interface FeatureServices {
    setup: { setup: ReturnType<typeof createSetupService> };
  }
}

/** /setup: the first manager through the one-time link printed at start (issue 25). */
export const setupModule = defineFeature({
  name: 'setup',
  needs: ['members', 'audit'],
  create: ({ db, now, config }, { members, memberRecords, audit }) => ({
    setup: createSetupService({
      db,
      now,
      members: {
        countManagers: memberRecords.countManagers,
        lockManagerCount: memberRecords.lockManagerCount,
        createWithin: (input, around) => members.createWithin(input, around),
        audit,
      },
      linkFile: setupLinkFile(config.dataDir),
    }),
  }),
  routes: (app, { setup }, { config }) => setupRoutes(app, { setup, attemptLimit: config.loginRateLimit }),
});
