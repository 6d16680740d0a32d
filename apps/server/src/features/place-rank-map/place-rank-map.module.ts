import { defineFeature } from '../../lib/features/module';
import { placeRankMapJobs } from './place-rank-map.jobs';
import { placeRankMapRoutes } from './place-rank-map.routes';
import { createPlaceRankMapService } from './place-rank-map.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'place-rank-map': { placeRankMap: ReturnType<typeof createPlaceRankMapService> };
  }
}

/** 순위 지도 (issue 41): a tracked place keyword's rank at every point of a grid around the place. */
export const placeRankMapModule = defineFeature({
  name: 'place-rank-map',
  needs: ['coins', 'place-map-source'],
  create: (ctx, { coins, placeMapSource }) => ({
    placeRankMap: createPlaceRankMapService({
      db: ctx.db,
      source: placeMapSource,
      coins,
      jobs: ctx.jobQueue,
      now: ctx.now,
      log: ctx.errorFor('place-rank-map'),
    }),
  }),
  routes: (app, { placeRankMap }) => placeRankMapRoutes(app, { maps: placeRankMap }),
  jobs: ({ placeRankMap }) => placeRankMapJobs({ maps: placeRankMap }),
});
