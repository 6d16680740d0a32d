import { defineFeature } from '../../lib/features/module';
import { anonCleanupJob } from './accounts.jobs';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createAnonBrowser } from './anon-browser';

declare module '../../lib/features/module' {
  interface FeatureServices {
    accounts: {
      /** Join, identity, e-mail codes, the anonymous browser session and the account's security. */
      accounts: ReturnType<typeof createAccountsService>;
      /** The anonymous session as routes see it (its cookie): Kakao login and recovery use it too. */
      anonBrowser: ReturnType<typeof createAnonBrowser>;
    };
  }
  interface FeatureContributions {
    /** A feature's stale personal data on the anonymous rows, dropped by the 15-minute cleanup. */
    'anon-cleanup': (at: Date) => Promise<void>;
  }
}

export const accountsModule = defineFeature({
  name: 'accounts',
  needs: ['members', 'api-tokens', 'session'],
  create: (ctx, { memberRecords, apiTokens, anonCookieName }) => {
    const { db, now, config, adapters, errorFor } = ctx;
    const accounts = createAccountsService({
      db,
      scrubs: () => ctx.contributions('anon-cleanup'),
      now,
      members: memberRecords,
      portone: adapters.portone,
      mail: adapters.mail,
      codeMailCaps: config.mailCodeDailyCaps,
      // A token must not outlive the password it was made under (issue 35 §4).
      revokeApiTokens: (tx, memberId) => apiTokens.revokeAll(tx, memberId),
      logError: errorFor('accounts'),
    });
    const secureCookie = config.publicUrl.startsWith('https:');
    return { accounts, anonBrowser: createAnonBrowser(accounts.anon, anonCookieName, secureCookie) };
  },
  routes: (app, { accounts, anonBrowser }, { config, checkoutPages }) => {
    accountsRoutes(app, {
      accounts,
      anonBrowser,
      attemptLimit: config.loginRateLimit,
      publicUrl: config.publicUrl,
      identityPage: checkoutPages,
    });
  },
  jobs: ({ accounts }) => [anonCleanupJob(accounts)],
});
