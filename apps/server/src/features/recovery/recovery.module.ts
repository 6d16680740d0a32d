import { defineFeature } from '../../lib/features/module';
import { recoveryRoutes } from './recovery.routes';
import { createRecoveryService } from './recovery.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    recovery: {
      /** Find id and the password reset (by identity or by e-mail code). */
      recovery: ReturnType<typeof createRecoveryService>;
    };
  }
}

export const recoveryModule = defineFeature({
  name: 'recovery',
  needs: ['accounts', 'session', 'api-tokens'],
  create: ({ db, now }, { accounts, endSessions, apiTokens }) => ({
    recovery: createRecoveryService({
      db,
      now,
      accounts,
      endSessions,
      // A token must not outlive the password it was made under (issue 35 §4).
      revokeApiTokens: (tx, memberId) => apiTokens.revokeAll(tx, memberId),
    }),
  }),
  routes: (app, { recovery, anonBrowser }, { config }) => {
    recoveryRoutes(app, { recovery, anonBrowser, attemptLimit: config.loginRateLimit });
  },
});
