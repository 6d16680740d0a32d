import path from 'node:path';
import { defineFeature } from '../../lib/features/module';
import { noticesRoutes } from './notices.routes';
import { createNoticesService } from './notices.service';
import { createImageStore } from './notices.storage';

declare module '../../lib/features/module' {
  interface FeatureServices {
    notices: { notices: ReturnType<typeof createNoticesService> };
  }
}

export const noticesModule = defineFeature({
  name: 'notices',
  needs: [],
  create: ({ db, now, config, warnFor }) => ({
    notices: createNoticesService({
      db,
      now,
      store: createImageStore(path.join(config.uploads.dir, 'notices')),
      maxImageBytes: config.uploads.maxBytes,
      publicUrl: config.publicUrl,
      warn: warnFor('notices'),
    }),
  }),
  routes: (app, { notices }) => noticesRoutes(app, { notices, uploadLimit: { max: 60, windowMs: 60_000 } }),
});
