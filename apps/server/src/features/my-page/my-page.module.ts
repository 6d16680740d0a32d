import { defineFeature } from '../../lib/features/module';
import { myPageRoutes } from './my-page.routes';
import { createMyPageService } from './my-page.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'my-page': { myPage: ReturnType<typeof createMyPageService> };
  }
}

/** 마이페이지 (spec 02 §8): the member's own account, coins, payments and withdrawal. */
export const myPageModule = defineFeature({
  name: 'my-page',
  needs: [
    'session',
    'accounts',
    'coins',
    'payments',
    'api-tokens',
    'goods-rank',
    'rank-alerts',
    'rank-alerts-alimtalk',
  ],
  create: (
    { db, now },
    { accounts, coins, payments, apiTokens, endSessions, goodsRank, kakaoTalk, alimtalk },
  ) => ({
    myPage: createMyPageService({
      db,
      now,
      isCertified: (sessionHash) => accounts.security.isCertified(sessionHash),
      coinBalance: (memberId) => coins.balance(memberId),
      paymentHistory: (memberId) => payments.paymentHistory(memberId),
      endSessions,
      revokeApiTokens: (tx, memberId) => apiTokens.revokeAll(tx, memberId),
      stopTrackedGoods: goodsRank.stopMemberGoods,
      forgetKakaoTalk: kakaoTalk.forget,
      forgetAlimtalk: alimtalk.forget,
    }),
  }),
  routes: (app, { myPage, sessionCookieName }, { config }) =>
    myPageRoutes(app, {
      myPage,
      sessionCookie: { name: sessionCookieName, secure: config.publicUrl.startsWith('https:') },
      withdrawLimit: config.loginRateLimit,
    }),
});
