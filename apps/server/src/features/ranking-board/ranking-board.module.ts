import { defineFeature } from '../../lib/features/module';
import { rankingBoardRoutes } from './ranking-board.routes';
import { createRankingBoardService } from './ranking-board.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'ranking-board': { rankingBoard: ReturnType<typeof createRankingBoardService> };
  }
}

export const rankingBoardModule = defineFeature({
  name: 'ranking-board',
  needs: [],
  create: ({ answerCache, now, adapters, warnFor }) => ({
    rankingBoard: createRankingBoardService({
      cache: answerCache,
      now,
      board: adapters.rankingBoard,
      warn: warnFor('ranking-board'),
    }),
  }),
  routes: (app, { rankingBoard }) => rankingBoardRoutes(app, { ranking: rankingBoard }),
});
