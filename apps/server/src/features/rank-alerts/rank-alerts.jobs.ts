import type { JobDefinition } from '../../jobs/boss';
import type { RankAlertsService } from './rank-alerts.service';

const RANK_ALERTS_QUEUE = 'rank-alerts';
const RANK_ALERTS_PURGE_QUEUE = 'rank-alerts-purge';

/**
 * Every 5 minutes: compare the successful checks recorded since the last run (the daily run from
 * 10:30 Korea time, retries, keywords added during the day) and send the digests that are due.
 * It also looks at the day before, so checks and digests that cross midnight are not lost; the
 * work is idempotent, so overlapping or repeated runs add nothing.
 */
export function rankAlertsJobs(deps: { alerts: RankAlertsService }): JobDefinition[] {
  return [
    {
      name: RANK_ALERTS_QUEUE,
      cron: '*/5 * * * *',
      retryLimit: 1,
      handler: () => deps.alerts.runScheduled(),
    },
    { name: RANK_ALERTS_PURGE_QUEUE, cron: '40 4 * * *', handler: () => deps.alerts.purge() },
  ];
}
