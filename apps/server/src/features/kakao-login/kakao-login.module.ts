import { defineFeature } from '../../lib/features/module';
import { scrubExpiredKakaoSignups } from './kakao-login.repository';
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
  create: (ctx, { memberRecords, auth, accounts }) => {
    const { db, now, config, adapters, errorFor } = ctx;
    // A sign-up nobody finished keeps the person's e-mail and nickname only until it expires.
    ctx.contribute('anon-cleanup', (at) => scrubExpiredKakaoSignups(db, at));
    return {
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
    };
  },
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
