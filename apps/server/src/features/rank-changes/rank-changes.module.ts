import { defineFeature } from '../../lib/features/module';
import { type RankChangesSheets, createRankChangesExport } from './rank-changes.export';
import { rankChangesRoutes } from './rank-changes.routes';
import { createRankChanges } from './rank-changes.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'rank-changes': {
      /** 순위 변동 원인 (issue 42): 변화 기록, own events, unexplained movement, place correlation. */
      rankChanges: ReturnType<typeof createRankChanges>;
      /** Its sheets in a product's history workbook (goods-rank's history.xlsx, issue 42 §3). */
      rankChangesSheets: RankChangesSheets;
    };
  }
}

/**
 * Why a rank moved (issue 42 §2), read from what the daily checks keep beside each rank
 * (lib/rank-engine writes it): no call and no coin of its own.
 */
export const rankChangesModule = defineFeature({
  name: 'rank-changes',
  needs: [],
  create: ({ db, now, config }) => {
    const rankChanges = createRankChanges({
      db,
      now,
      rules: { surgePlaces: config.rankChanges.surgePlaces },
    });
    return { rankChanges, rankChangesSheets: createRankChangesExport({ db, changes: rankChanges }) };
  },
  routes: (app, s) => rankChangesRoutes(app, { rankChanges: s.rankChanges }),
});
