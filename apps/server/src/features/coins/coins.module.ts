import { defineFeature } from '../../lib/features/module';
import { coinsRoutes } from './coins.routes';
import { createCoinsService } from './coins.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    coins: { coins: ReturnType<typeof createCoinsService> };
  }
}

/** The coin ledger and balances every paying feature moves. */
export const coinsModule = defineFeature({
  name: 'coins',
  needs: [],
  create: ({ db }) => ({ coins: createCoinsService({ db }) }),
  routes: (app, { coins }) => coinsRoutes(app, { coins }),
});
