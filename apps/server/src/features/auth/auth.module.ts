import { defineFeature } from '../../lib/features/module';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { SESSION_COOKIE } from './auth.domain';
import { anonCleanupJob, sessionCleanupJob } from './auth.jobs';
import { deleteMemberSessions } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    auth: {
      /** Sessions: login, logout and the member of a cookie. */
      auth: ReturnType<typeof createAuthService>;
      /** Join, identity, Kakao login, recovery and the account's security. */
      accounts: ReturnType<typeof createAccountsService>;
      /** Ends every session of a member in the caller's transaction (withdrawal, the operator). */
      endSessions: typeof deleteMemberSessions;
      sessionCookieName: typeof SESSION_COOKIE;
    };
  }
}

export const authModule = defineFeature({
  name: 'auth',
  needs: ['members', 'api-tokens'],
  create: ({ db, now, config, adapters, errorFor }, { memberRecords, apiTokens }) => {
    const auth = createAuthService({ db, members: memberRecords, sessionTtlHours: config.sessionTtlHours, now });
    const accounts = createAccountsService({
      db,
      now,
      members: memberRecords,
      portone: adapters.portone,
      kakao: adapters.kakao,
      mail: adapters.mail,
      openSession: auth.openSession,
      kakaoRedirectUri: `${config.publicUrl}/v1/auth/kakao/callback`,
      codeMailCaps: config.mailCodeDailyCaps,
      // A token must not outlive the password it was made under (issue 35 §4).
      revokeApiTokens: (tx, mbrSn) => apiTokens.revokeAll(tx, mbrSn),
      logError: errorFor('accounts'),
    });
    return { auth, accounts, endSessions: deleteMemberSessions, sessionCookieName: SESSION_COOKIE };
  },
  routes: (app, { auth, accounts }, { config, checkoutPages }) => {
    const secureCookie = config.publicUrl.startsWith('https:');
    authRoutes(app, { auth, secureCookie, loginRateLimit: config.loginRateLimit });
    accountsRoutes(app, {
      accounts,
      secureCookie,
      attemptLimit: config.loginRateLimit,
      publicUrl: config.publicUrl,
      identityPage: checkoutPages,
    });
  },
  jobs: ({ auth, accounts }) => [sessionCleanupJob(auth, accounts), anonCleanupJob(accounts)],
});
