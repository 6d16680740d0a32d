import type { Db } from '../../db/client';
import { type JobDefinition, jobWith } from '../../jobs/boss';
import { hourlyCheckPayload } from '../../lib/rank-engine/payloads';
import { type Enqueue, RANK_JOB_EXPIRE_SECONDS, dailyRankJobs } from '../../lib/rank-engine/jobs';
import { CHECKS_AT_ONCE } from '../../lib/rank-engine/schedule';
import { type CheckRequests, soonCheckJobs } from '../../lib/rank-engine/soon-checks';
import { planHourly } from './goods-rank.domain';
import type { RankEngine } from './goods-rank.engine';
import { activeKeywords, hourlyCandidates, waitingKeywords } from './goods-rank.repository';
import type { GoodsLifecycle } from './goods-rank.lifecycle';
import type { GoodsRankService } from './goods-rank.service';

export type { Enqueue };
export const RANK_CHECK_QUEUE = 'rank-check';
export const RANK_CHECK_HOURLY_QUEUE = 'rank-check-hourly';
/** Checks asked for now: first checks, "check now", re-checks (lib/rank-engine/soon-checks.ts). */
export const RANK_SOON_QUEUE = 'rank-check-soon';
const RANK_SWEEP_QUEUE = 'rank-check-sweep';

export const startOfHour = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * The checks asked for now and their sweep (lib/rank-engine/soon-checks), the shared daily run
 * (lib/rank-engine/jobs) over the shopping engine; hourly (v1) checks spend
 * the hourly budget (see goods-rank.domain); the product lifecycle every 10 minutes.
 */
export function goodsRankJobs(deps: {
  db: Db;
  engine: RankEngine;
  goods: GoodsRankService;
  /** The notices of products that expired unpaid and of their coming deletion. */
  lifecycle?: GoodsLifecycle;
  hourlyBudget: number;
  enqueue: Enqueue;
  /** Where checks asked for now are queued and their lost jobs found (the app's). */
  requests: CheckRequests;
  now?: () => Date;
}): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    ...soonCheckJobs({
      queue: RANK_SOON_QUEUE,
      sweepName: RANK_SWEEP_QUEUE,
      checkKeyword: (keywordNorm) => deps.engine.checkKeyword(keywordNorm),
      waiting: (before) => waitingKeywords(deps.db, now(), before),
      requests: deps.requests,
      now,
    }),
    ...dailyRankJobs({
      dailyName: 'rank-daily',
      checkQueue: RANK_CHECK_QUEUE,
      activeKeywords: (since) => activeKeywords(deps.db, now(), since),
      checkKeyword: (keywordNorm, day) => deps.engine.checkKeyword(keywordNorm, day),
      enqueue: deps.enqueue,
      now,
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
