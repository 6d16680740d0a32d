import { defineFeature } from '../../lib/features/module';
import { bulkAddRoutes } from './bulk-add.routes';
import { createBulkAddService } from './bulk-add.service';
import { createSheetReader } from './bulk-add.sheet-pool';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'bulk-add': { bulkAdd: ReturnType<typeof createBulkAddService> };
  }
}

/** Bulk add from a spreadsheet over the rank features' own registration (issue 29 §2). */
export const bulkAddModule = defineFeature({
  name: 'bulk-add',
  needs: ['goods-rank', 'place-rank'],
  create: ({ db, now }, { goodsRank, sameProduct, placeRank }) => ({
    bulkAdd: createBulkAddService({
      db,
      goods: { ...goodsRank, sameProduct },
      places: placeRank,
      // Off the event loop, limits enforced while reading (issue 35 §2).
      sheets: createSheetReader(),
      now,
    }),
  }),
  routes: (app, { bulkAdd }) => bulkAddRoutes(app, { bulk: bulkAdd, uploadLimit: { max: 30, windowMs: 60_000 } }),
  close: ({ bulkAdd }) => bulkAdd.close(),
});
