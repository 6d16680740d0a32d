import type { Services } from '../app';
import { sessionCleanupJob } from '../features/auth/auth.jobs';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { hourlyBudget } from '../features/goods-rank/goods-rank.domain';
import { goodsRankJobs } from '../features/goods-rank/goods-rank.jobs';
import { placeRankJobs } from '../features/place-rank/place-rank.jobs';
import { paymentsJobs } from '../features/payments/payments.jobs';
import type { JobDefinition, PgBoss } from './boss';

/** Every job of every feature; the app composes them here so features stay independent. */
export function jobDefinitions(
  services: Services,
  db: Db,
  config: Config,
  boss: () => PgBoss | null,
): JobDefinition[] {
  return [
    sessionCleanupJob(services.auth, services.accounts),
    ...paymentsJobs({ payments: services.payments }),
    ...goodsRankJobs({
      db,
      engine: services.rankEngine,
      goods: services.goodsRank,
      hourlyBudget: hourlyBudget(config.providers.naverClients.length, config.naverDailyQuota),
      enqueue: async (queue, data, singletonKey) => {
        await boss()?.send(queue, data, { singletonKey, singletonHours: 23 });
      },
    }),
    ...placeRankJobs({
      db,
      engine: services.placeRankEngine,
      enqueue: async (queue, data, singletonKey) => {
        await boss()?.send(queue, data, { singletonKey, singletonHours: 23 });
      },
    }),
  ];
}
