import { defineFeature } from '../../lib/features/module';
import { createPlaceRankEngine } from './place-rank.engine';
import { PLACE_CHECK_QUEUE, placeRankJobs } from './place-rank.jobs';
import { activeKeywords, waitingKeywords } from './place-rank.repository';
import { placeRankRoutes } from './place-rank.routes';
import { createPlaceRankService } from './place-rank.service';
import { createPlaceTop } from './place-rank.top';
import { placeTopRoutes } from './place-rank.top.routes';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'place-rank': {
      placeRankEngine: ReturnType<typeof createPlaceRankEngine>;
      placeRank: ReturnType<typeof createPlaceRankService>;
      placeTop: ReturnType<typeof createPlaceTop>;
    };
  }
}

/** Naver Place ranks of members' shops (spec 02 §2) and the places above them. */
export const placeRankModule = defineFeature({
  name: 'place-rank',
  needs: ['rank-alerts', 'sources'],
  create: (ctx, { rankAlerts, sources }) => {
    const { db, now } = ctx;
    const placeRankEngine = createPlaceRankEngine({
      db,
      places: sources.places,
      now,
      recheck: ctx.recheckOn(PLACE_CHECK_QUEUE),
    });
    ctx.contribute('daily-checks', async (day) => {
      let checked = 0;
      let failed = 0;
      for (const k of await activeKeywords(db)) {
        checked += 1;
        await placeRankEngine.checkKeyword(k, day).catch(() => (failed += 1));
      }
      return { checked, failed };
    });
    ctx.contribute('check-sweep', { queue: PLACE_CHECK_QUEUE, waiting: (before) => waitingKeywords(db, before) });
    return {
      placeRankEngine,
      placeRank: createPlaceRankService({
        db,
        places: sources.places,
        now,
        recordChange: rankAlerts.recordChange,
        changesOf: (plceSns, since) => rankAlerts.changesOf('place', plceSns, since),
        checkSoon: ctx.checkSoon(PLACE_CHECK_QUEUE),
      }),
      placeTop: createPlaceTop({ db, now }),
    };
  },
  routes: (app, { placeRank, placeTop }) => {
    placeRankRoutes(app, { places: placeRank });
    placeTopRoutes(app, { top: placeTop });
  },
  jobs: ({ placeRankEngine }, { db, enqueue, now }) =>
    placeRankJobs({ db, engine: placeRankEngine, enqueue, ...(now ? { now } : {}) }),
});
