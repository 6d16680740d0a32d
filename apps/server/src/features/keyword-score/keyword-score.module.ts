import { defineFeature } from '../../lib/features/module';
import { keywordScoreRoutes } from './keyword-score.routes';
import { createKeywordScoreService } from './keyword-score.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'keyword-score': { keywordScore: ReturnType<typeof createKeywordScoreService> };
  }
}

export const keywordScoreModule = defineFeature({
  name: 'keyword-score',
  needs: ['sources'],
  create: ({ db, answerCache, now, adapters, warnFor }, { sources }) => ({
    keywordScore: createKeywordScoreService({
      db,
      cache: answerCache,
      now,
      scoreService: adapters.keywordScore,
      shop: sources.scoreShop,
      warn: warnFor('keyword-score'),
    }),
  }),
  routes: (app, { keywordScore }) => keywordScoreRoutes(app, { score: keywordScore }),
});
