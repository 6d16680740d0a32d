import { PUBLIC_API_PREFIX } from '../../http/api-token';
import { defineFeature } from '../../lib/features/module';
import { apiTokensRoutes } from './api-tokens.routes';
import { createApiTokensService } from './api-tokens.service';
import { createPublicApi } from './api-tokens.public.service';
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

/** The OpenAPI document narrowed to the public API's paths. */
function publicDocument(doc: { openapi: string; paths: Record<string, unknown> }) {
  return {
    ...doc,
    paths: Object.fromEntries(Object.entries(doc.paths).filter(([p]) => p.startsWith(PUBLIC_API_PREFIX))),
  };
}

export const apiTokensModule = defineFeature({
  name: 'api-tokens',
  needs: ['goods-rank', 'place-rank'],
  create: ({ db, now, adapters, config, inBackground, errorFor }, { goodsRank, placeRank }) => ({
    apiTokens: createApiTokensService({
      db,
      now,
      mail: adapters.mail,
      publicUrl: config.publicUrl,
      later: inBackground,
      logError: errorFor('api-tokens'),
    }),
    publicApi: createPublicApi({ goods: goodsRank, places: placeRank, now }),
  }),
  routes: (app, { apiTokens, publicApi }, { config }) => {
    apiTokensRoutes(app, { tokens: apiTokens, attemptLimit: config.loginRateLimit });
    publicApiRoutes(app, {
      api: publicApi,
      // The document of the public API alone, for clients that hold a token but not the reference.
      document: () =>
        publicDocument(app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> }),
    });
  },
});
