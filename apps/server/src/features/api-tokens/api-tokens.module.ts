import { defineFeature } from '../../lib/features/module';
import { apiTokensRoutes } from './api-tokens.routes';
import { createApiTokensService } from './api-tokens.service';
import { createPublicApi } from './api-tokens.public.service';
import { type OpenApiDocument, publicDocument } from './api-tokens.public.document';
import { publicApiRoutes } from './api-tokens.public.routes';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'api-tokens': {
      /** Personal API tokens (issue 29 §3); the account flows revoke them (issue 35 §4). */
      apiTokens: ReturnType<typeof createApiTokensService>;
      /** The public API over the rank services. */
      publicApi: ReturnType<typeof createPublicApi>;
    };
  }
}

export const apiTokensModule = defineFeature({
  name: 'api-tokens',
  needs: ['goods-rank', 'place-rank', 'rank-changes'],
  create: ({ db, now, adapters, config, inBackground, errorFor }, { goodsRank, placeRank, rankChanges }) => ({
    apiTokens: createApiTokensService({
      db,
      now,
      mail: adapters.mail,
      publicUrl: config.publicUrl,
      later: inBackground,
      logError: errorFor('api-tokens'),
    }),
    publicApi: createPublicApi({ goods: goodsRank, places: placeRank, now, extras: rankChanges }),
  }),
  routes: async (app, { apiTokens, publicApi }, { config }) => {
    apiTokensRoutes(app, { tokens: apiTokens, attemptLimit: config.loginRateLimit });
    // The public API's own document, made once from the whole one (complete once the app is ready).
    let document: OpenApiDocument | undefined;
    await publicApiRoutes(app, {
      api: publicApi,
      document: () => (document ??= publicDocument(app.swagger() as unknown as OpenApiDocument)),
    });
  },
});
