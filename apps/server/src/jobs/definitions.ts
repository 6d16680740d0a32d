import type { Services } from '../app';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { checkSweepJob } from '../lib/rank-engine/soon-checks';
import { DAILY_SINGLETON_HOURS, type RetryPolicy } from '../lib/rank-engine/schedule';
import type { JobDefinition, PgBoss } from './boss';
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
    idempotencySweepJob(db),
    rankTopsSweepJob(db),
    // Every feature's jobs, as its module declares them (src/modules.ts).
    ...services.composition.jobs({ db, config, boss, enqueue, ...(now ? { now } : {}) }),
    // Checks asked for now whose job was lost are queued again (lib/rank-engine/soon-checks.ts).
    checkSweepJob({
      name: RANK_CHECK_SWEEP,
      features: [...services.composition.contributions('check-sweep')],
      requests: services.checkRequests,
      now: clock,
    }),
  ];
}
