import { type JobDefinition, jobWith } from '../../jobs/boss';
import { keywordCheckPayload } from './payloads';
import {
  ATTEMPT_SECONDS,
  CHECKS_AT_ONCE,
  DAILY_RUN_CRON,
  type RetryPolicy,
  dailyJobKey,
  dailyJobOf,
} from './schedule';

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

/** A rank job still active after 5 minutes died with its worker (a check's worst honest run is ~3.5). */
export const RANK_JOB_EXPIRE_SECONDS = ATTEMPT_SECONDS;

/**
 * The two jobs of a feature's daily run (lib/rank-engine/schedule): from 10:30 Korea time (spec
 * 02 §9: records are written after 10:30) the run fans out one check job per distinct keyword,
 * and catches up every 10 minutes, a new round of jobs every 3 hours for keywords still
 * unchecked; a failed check is retried with backoff, and requeued each round until midnight.
 */
export function dailyRankJobs(deps: {
  /** The cron job that fans out, and the queue of the keyword checks. */
  dailyName: string;
  checkQueue: string;
  /** Distinct keywords to check; with `since`, only those not checked successfully since then. */
  activeKeywords: (since: Date) => Promise<string[]>;
  checkKeyword: (keywordNorm: string, day?: string) => Promise<unknown>;
  enqueue: Enqueue;
  now: () => Date;
}): JobDefinition[] {
  return [
    {
      name: deps.dailyName,
      cron: DAILY_RUN_CRON,
      expireInSeconds: RANK_JOB_EXPIRE_SECONDS,
      handler: async () => {
        const job = dailyJobOf(deps.now());
        if (!job) return;
        const { day, since, round, retry } = job;
        for (const keywordNorm of await deps.activeKeywords(since)) {
          await deps.enqueue(
            deps.checkQueue,
            { keywordNorm, day },
            dailyJobKey(keywordNorm, day, round),
            retry,
          );
        }
      },
    },
    jobWith({
      name: deps.checkQueue,
      retryLimit: 5,
      expireInSeconds: RANK_JOB_EXPIRE_SECONDS,
      batchSize: CHECKS_AT_ONCE,
      payload: keywordCheckPayload,
      handler: async ({ keywordNorm, day }) => {
        await deps.checkKeyword(keywordNorm, day);
      },
    }),
  ];
}
