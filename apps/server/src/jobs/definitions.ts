import type { Services } from '../app';
import { anonCleanupJob, sessionCleanupJob } from '../features/auth/auth.jobs';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { hourlyBudget } from '../features/goods-rank/goods-rank.domain';
import { RANK_CHECK_QUEUE, goodsRankJobs } from '../features/goods-rank/goods-rank.jobs';
import { waitingKeywords as waitingGoodsKeywords } from '../features/goods-rank/goods-rank.repository';
import { PLACE_CHECK_QUEUE, placeRankJobs } from '../features/place-rank/place-rank.jobs';
import { waitingKeywords as waitingPlaceKeywords } from '../features/place-rank/place-rank.repository';
import { checkSweepJob } from '../lib/rank-engine/soon-checks';
import { paymentsJobs } from '../features/payments/payments.jobs';
import { clientReportsJobs } from '../features/client-reports/client-reports.jobs';
import { rankAlertsJobs } from '../features/rank-alerts/rank-alerts.jobs';
import { DAILY_SINGLETON_HOURS, type RetryPolicy } from '../lib/rank-engine/schedule';
import type { JobDefinition, PgBoss } from './boss';
import { providerUsageJobs } from '../lib/provider-usage/jobs';
import { idempotencySweepJob, rankTopsSweepJob } from './maintenance';

/** The sweep of checks asked for now (lib/rank-engine/soon-checks.ts), both rank features. */
export const RANK_CHECK_SWEEP = 'rank-check-sweep';

/** Every job of every feature; the app composes them here so features stay independent. */
export function jobDefinitions(
  services: Services,
  db: Db,
  config: Config,
  boss: () => PgBoss | null,
  /** The clock of the rank runs (tests and the fault-test worker move it). */
  now?: () => Date,
): JobDefinition[] {
  // Per-keyword-and-day-and-round (or hour) keys: a restarted or repeated fan-out queues nothing
  // twice. A daily job brings its own retries (lib/rank-engine/schedule.ts: backoff over hours).
  const clock = now ?? (() => new Date());
  const enqueue = async (queue: string, data: object, singletonKey: string, retry?: RetryPolicy) => {
    await boss()?.send(queue, data, { singletonKey, singletonHours: DAILY_SINGLETON_HOURS, ...retry });
  };
  return [
    sessionCleanupJob(services.auth, services.accounts),
    anonCleanupJob(services.accounts),
    idempotencySweepJob(db),
    rankTopsSweepJob(db),
    ...paymentsJobs({ payments: services.payments }),
    ...goodsRankJobs({
      db,
      engine: services.rankEngine,
      goods: services.goodsRank,
      lifecycle: services.goodsLifecycle,
      hourlyBudget: hourlyBudget(config.naverDailyQuota),
      enqueue,
      ...(now ? { now } : {}),
    }),
    ...rankAlertsJobs({ alerts: services.rankAlerts, talk: services.kakaoTalk }),
    ...clientReportsJobs({ reports: services.clientReports }),
    ...placeRankJobs({ db, engine: services.placeRankEngine, enqueue, ...(now ? { now } : {}) }),
    // Checks asked for now whose job was lost are queued again (lib/rank-engine/soon-checks.ts).
    checkSweepJob({
      name: RANK_CHECK_SWEEP,
      features: [
        { queue: RANK_CHECK_QUEUE, waiting: (before) => waitingGoodsKeywords(db, clock(), before) },
        { queue: PLACE_CHECK_QUEUE, waiting: (before) => waitingPlaceKeywords(db, before) },
      ],
      requests: services.checkRequests,
      now: clock,
    }),
    ...providerUsageJobs({ db, meter: services.providerMeter }),
  ];
}
