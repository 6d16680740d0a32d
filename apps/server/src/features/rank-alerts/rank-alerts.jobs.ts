import type { JobDefinition } from '../../jobs/boss';
import type { KakaoTalkService } from './kakao-talk.service';
import type { RankAlertsService } from './rank-alerts.service';

const RANK_ALERTS_QUEUE = 'rank-alerts';
const RANK_ALERTS_PURGE_QUEUE = 'rank-alerts-purge';
const RANK_ALERTS_KAKAO_QUEUE = 'rank-alerts-kakao';

/**
 * Every 5 minutes: compare the successful checks recorded since the last run (the daily run from
 * 10:30 Korea time, retries, keywords added during the day) and send the digests that are due.
 * It also looks at the day before, so checks and digests that cross midnight are not lost; the
 * work is idempotent, so overlapping or repeated runs add nothing.
 */
export function rankAlertsJobs(deps: {
  alerts: RankAlertsService;
  talk?: KakaoTalkService;
}): JobDefinition[] {
  const talk = deps.talk;
  return [
    {
      name: RANK_ALERTS_QUEUE,
      cron: '*/5 * * * *',
      retryLimit: 1,
      handler: () => deps.alerts.runScheduled(),
    },
    { name: RANK_ALERTS_PURGE_QUEUE, cron: '40 4 * * *', handler: () => deps.alerts.purge() },
    // KakaoTalk messages queued by the run above (or by a run on another instance): every minute,
    // claimed with SKIP LOCKED, so several workers share the outbox without sending a row twice.
    ...(talk
      ? [
          {
            name: RANK_ALERTS_KAKAO_QUEUE,
            cron: '* * * * *',
            retryLimit: 0,
            handler: async () => {
              await talk.deliver();
            },
          },
        ]
      : []),
  ];
}
