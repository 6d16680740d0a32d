import { defineFeature } from '../../lib/features/module';
import { keywordAnalysisRoutes } from './keyword-analysis.routes';
import { createKeywordAnalysisService } from './keyword-analysis.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'keyword-analysis': { keywordAnalysis: ReturnType<typeof createKeywordAnalysisService> };
  }
}

export const keywordAnalysisModule = defineFeature({
  name: 'keyword-analysis',
  needs: ['sources'],
  create: ({ answerCache, now, warnFor }, { sources }) => ({
    keywordAnalysis: createKeywordAnalysisService({
      cache: answerCache,
      now,
      keywordStats: sources.keywordStats,
      trends: sources.keywordTrends,
      shop: sources.shopOverview,
      warn: warnFor('keyword-analysis'),
    }),
  }),
  routes: (app, { keywordAnalysis }) =>
    keywordAnalysisRoutes(app, { analysis: keywordAnalysis, lookLimit: { max: 120, windowMs: 60_000 } }),
});
