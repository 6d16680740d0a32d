import type { Db } from '../../db/client';
import { type JobDefinition, jobWith } from '../../jobs/boss';
import { hourlyCheckPayload, keywordCheckPayload } from '../../lib/rank-engine/payloads';
import {
  ATTEMPT_SECONDS,
  CHECKS_AT_ONCE,
  DAILY_RUN_CRON,
  type RetryPolicy,
  dailyJobKey,
  dailyJobOf,
} from '../../lib/rank-engine/schedule';
import { planHourly } from './goods-rank.domain';
import type { RankEngine } from './goods-rank.engine';
import { activeKeywords, hourlyCandidates } from './goods-rank.repository';
import type { GoodsLifecycle } from './goods-rank.lifecycle';
import type { GoodsRankService } from './goods-rank.service';

export const RANK_CHECK_QUEUE = 'rank-check';
export const RANK_CHECK_HOURLY_QUEUE = 'rank-check-hourly';

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

export const startOfHour = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/** A rank job still active after 5 minutes died with its worker (a check's worst honest run is ~3.5). */
export const RANK_JOB_EXPIRE_SECONDS = ATTEMPT_SECONDS;

/**
 * Daily from 10:30 Korea time (spec: records are written after 10:30) the run fans out one job
 * per distinct keyword, and catches up every 10 minutes, a new round of jobs every 3 hours for keywords still
 * unchecked (lib/rank-engine/schedule). Hourly (v1)
 * checks spend the hourly budget (see goods-rank.domain).
 */
export function goodsRankJobs(deps: {
  db: Db;
  engine: RankEngine;
  goods: GoodsRankService;
  /** The notices of products that expired unpaid and of their coming deletion. */
  lifecycle?: GoodsLifecycle;
  hourlyBudget: number;
  enqueue: Enqueue;
  now?: () => Date;
}): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    {
      name: 'rank-daily',
      cron: DAILY_RUN_CRON,
      expireInSeconds: RANK_JOB_EXPIRE_SECONDS,
      handler: async () => {
        const job = dailyJobOf(now());
        if (!job) return;
        const { day, since, round, retry } = job;
        for (const keywordNorm of await activeKeywords(deps.db, now(), since)) {
          await deps.enqueue(
            RANK_CHECK_QUEUE,
            { keywordNorm, day },
            dailyJobKey(keywordNorm, day, round),
            retry,
          );
        }
      },
    },
    jobWith({
      name: RANK_CHECK_QUEUE,
      retryLimit: 5,
      expireInSeconds: RANK_JOB_EXPIRE_SECONDS,
      batchSize: CHECKS_AT_ONCE,
      payload: keywordCheckPayload,
      handler: async ({ keywordNorm, day }) => {
        await deps.engine.checkKeyword(keywordNorm, day);
      },
    }),
    {
      name: 'rank-hourly',
      cron: '5 * * * *',
      expireInSeconds: RANK_JOB_EXPIRE_SECONDS,
      handler: async () => {
        const hour = startOfHour(now()).toISOString();
        for (const p of planHourly(await hourlyCandidates(deps.db, now()), deps.hourlyBudget)) {
          await deps.enqueue(RANK_CHECK_HOURLY_QUEUE, { ...p, hour }, `${p.keywordNorm}|${hour}`);
        }
      },
    },
    jobWith({
      name: RANK_CHECK_HOURLY_QUEUE,
      retryLimit: 2,
      expireInSeconds: RANK_JOB_EXPIRE_SECONDS,
      batchSize: CHECKS_AT_ONCE,
      payload: hourlyCheckPayload,
      handler: async ({ keywordNorm, hour, pages }) => {
        await deps.engine.checkKeywordHourly(keywordNorm, new Date(hour), pages);
      },
    }),
    {
      name: 'goods-lifecycle',
      cron: '*/10 * * * *',
      handler: async () => {
        // Renew first, so only products left unpaid are noticed; notices before the purge, so the
        // day-before notice of a product is made while it still exists; mails after it all.
        await deps.goods.autoRenewDue();
        await deps.lifecycle?.noticeDue();
        await deps.goods.purgeExpired();
        await deps.lifecycle?.sendDue();
      },
    },
  ];
}
