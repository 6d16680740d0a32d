import { defineFeature } from '../../lib/features/module';
import { ANON_COOKIE, SESSION_COOKIE } from './session.domain';
import { sessionCleanupJob } from './session.jobs';
import { deleteMemberSessions } from './session.repository';
import { authRoutes } from './session.routes';
import { createAuthService } from './session.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    session: {
      /** Sessions: login, logout and the member of a cookie. */
      auth: ReturnType<typeof createAuthService>;
      /** Ends every session of a member in the caller's transaction (withdrawal, the operator, recovery). */
      endSessions: typeof deleteMemberSessions;
      sessionCookieName: typeof SESSION_COOKIE;
      /** The anonymous browser session's cookie (the accounts feature keeps its rows). */
      anonCookieName: typeof ANON_COOKIE;
    };
  }
}

export const sessionModule = defineFeature({
  name: 'session',
  needs: ['members'],
  create: ({ db, now, config }, { memberRecords }) => ({
    auth: createAuthService({ db, members: memberRecords, sessionTtlHours: config.sessionTtlHours, now }),
    endSessions: deleteMemberSessions,
    sessionCookieName: SESSION_COOKIE,
    anonCookieName: ANON_COOKIE,
  }),
  routes: (app, { auth }, { config }) => {
    authRoutes(app, {
      auth,
      secureCookie: config.publicUrl.startsWith('https:'),
      loginRateLimit: config.loginRateLimit,
    });
  },
  jobs: ({ auth }) => [sessionCleanupJob(auth)],
});
