import type { Db } from '../../db/client';
import { type JobDefinition, jobWith } from '../../jobs/boss';
import { keywordCheckPayload } from '../../lib/rank-engine/payloads';
import {
  ATTEMPT_SECONDS,
  CHECKS_AT_ONCE,
  DAILY_RUN_CRON,
  type RetryPolicy,
  dailyJobKey,
  dailyJobOf,
} from '../../lib/rank-engine/schedule';
import type { PlaceRankEngine } from './place-rank.engine';
import { activeKeywords } from './place-rank.repository';

export const PLACE_CHECK_QUEUE = 'place-rank-check';
export const PLACE_DAILY_QUEUE = 'place-rank-daily';

/**
 * Queues a job once per singleton key (pg-boss singleton), so restarted runs add nothing twice;
 * `retry` overrides the queue's retry settings for this job.
 */
export type Enqueue = (
  queue: string,
  data: object,
  singletonKey: string,
  retry?: RetryPolicy,
) => Promise<void>;

/** A place job still active after 5 minutes died with its worker (a check's worst honest run is ~3.5). */
export const PLACE_JOB_EXPIRE_SECONDS = ATTEMPT_SECONDS;

/**
 * Daily from 10:30 Korea time (spec 02 §9: records are written after 10:30) one check per
 * distinct place keyword across members, caught up every 10 minutes (lib/rank-engine/schedule);
 * a failed check is retried with backoff over hours, and requeued each round until midnight.
 */
export function placeRankJobs(deps: {
  db: Db;
  engine: PlaceRankEngine;
  enqueue: Enqueue;
  now?: () => Date;
}): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    {
      name: PLACE_DAILY_QUEUE,
      cron: DAILY_RUN_CRON,
      expireInSeconds: PLACE_JOB_EXPIRE_SECONDS,
      handler: async () => {
        const job = dailyJobOf(now());
        if (!job) return;
        const { day, since, round, retry } = job;
        for (const keywordNorm of await activeKeywords(deps.db, since)) {
          await deps.enqueue(
            PLACE_CHECK_QUEUE,
            { keywordNorm, day },
            dailyJobKey(keywordNorm, day, round),
            retry,
          );
        }
      },
    },
    jobWith({
      name: PLACE_CHECK_QUEUE,
      retryLimit: 5,
      expireInSeconds: PLACE_JOB_EXPIRE_SECONDS,
      batchSize: CHECKS_AT_ONCE,
      payload: keywordCheckPayload,
      handler: async ({ keywordNorm, day }) => {
        await deps.engine.checkKeyword(keywordNorm, day);
      },
    }),
  ];
}
