import { defineFeature } from '../../lib/features/module';
import { kakaoLoginRoutes } from './kakao-login.routes';
import { createKakaoService } from './kakao-login.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'kakao-login': {
      /** Kakao login, the link to an existing account and the Kakao sign-up. */
      kakaoLogin: ReturnType<typeof createKakaoService>;
    };
  }
}

export const kakaoLoginModule = defineFeature({
  name: 'kakao-login',
  needs: ['members', 'session', 'accounts'],
  create: ({ db, now, config, adapters, errorFor }, { memberRecords, auth, accounts }) => ({
    kakaoLogin: createKakaoService({
      db,
      now,
      members: memberRecords,
      kakao: adapters.kakao,
      openSession: auth.openSession,
      consents: accounts.consents,
      kakaoRedirectUri: `${config.publicUrl}/v1/auth/kakao/callback`,
      // The name its log lines had when Kakao login was part of accounts.
      logError: errorFor('accounts'),
    }),
  }),
  routes: (app, { kakaoLogin, anonBrowser, sessionCookieName }, { config }) => {
    kakaoLoginRoutes(app, {
      kakaoLogin,
      anonBrowser,
      sessionCookieName,
      secureCookie: config.publicUrl.startsWith('https:'),
      attemptLimit: config.loginRateLimit,
    });
  },
});
