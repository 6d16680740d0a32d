import { defineFeature } from '../../lib/features/module';
import { createKakaoTalkService } from './kakao-talk.service';
import { KAKAO_TALK_CALLBACK, kakaoTalkRoutes } from './kakao-talk.routes';
import { rankAlertsJobs } from './rank-alerts.jobs';
import type { DailyChecksPort } from './rank-alerts.ports';
import { rankAlertsRoutes } from './rank-alerts.routes';
import { createRankAlertsService } from './rank-alerts.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'rank-alerts': {
      rankAlerts: ReturnType<typeof createRankAlertsService>;
      kakaoTalk: ReturnType<typeof createKakaoTalkService>;
    };
  }
  interface FeatureContributions {
    /**
     * The manager's "run now" checks every keyword of each rank feature for the day: each adds
     * its own run here. The rank features record their changes through this feature, so it cannot
     * need them (that was the runtime cycle of issue 38 §2).
     */
    'daily-checks': DailyChecksPort;
  }
}

export const rankAlertsModule = defineFeature({
  name: 'rank-alerts',
  needs: [],
  create: (ctx) => {
    const { db, now, config, adapters, warnFor } = ctx;
    const kakaoTalk = createKakaoTalkService({
      db,
      now,
      kakao: adapters.kakaoTalk,
      publicUrl: config.publicUrl,
      redirectUri: `${config.publicUrl}${KAKAO_TALK_CALLBACK}`,
      encryptionKey: config.tokenEncryptionKey,
      warn: warnFor('rank-alerts'),
    });
    const rankAlerts = createRankAlertsService({
      db,
      now,
      mail: adapters.mail,
      publicUrl: config.publicUrl,
      simulator: config.simulator.enabled,
      // One feature after another, as they were added (goods, then places).
      runChecks: async (day) => {
        let checked = 0;
        let failed = 0;
        for (const run of ctx.contributions('daily-checks')) {
          const r = await run(day);
          checked += r.checked;
          failed += r.failed;
        }
        return { checked, failed };
      },
      talk: kakaoTalk,
      warn: warnFor('rank-alerts'),
    });
    return { rankAlerts, kakaoTalk };
  },
  routes: (app, { rankAlerts, kakaoTalk }, { config }) => {
    rankAlertsRoutes(app, { alerts: rankAlerts, publicUrl: config.publicUrl });
    kakaoTalkRoutes(app, { talk: kakaoTalk });
  },
  jobs: ({ rankAlerts, kakaoTalk }) => rankAlertsJobs({ alerts: rankAlerts, talk: kakaoTalk }),
});
