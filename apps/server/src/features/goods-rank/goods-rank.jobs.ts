import type { Db } from '../../db/client';
import { type JobDefinition, jobWith } from '../../jobs/boss';
import { hourlyCheckPayload } from '../../lib/rank-engine/payloads';
import { type Enqueue, RANK_JOB_EXPIRE_SECONDS, dailyRankJobs } from '../../lib/rank-engine/jobs';
import { CHECKS_AT_ONCE } from '../../lib/rank-engine/schedule';
import { planHourly } from './goods-rank.domain';
import type { RankEngine } from './goods-rank.engine';
import { activeKeywords, hourlyCandidates } from './goods-rank.repository';
import type { GoodsLifecycle } from './goods-rank.lifecycle';
import type { GoodsRankService } from './goods-rank.service';

export type { Enqueue };
export const RANK_CHECK_QUEUE = 'rank-check';
export const RANK_CHECK_HOURLY_QUEUE = 'rank-check-hourly';

export const startOfHour = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * The shared daily run (lib/rank-engine/jobs) over the shopping engine, whose check queue also
 * takes the checks asked for now (lib/rank-engine/soon-checks); hourly (v1) checks spend
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
  now?: () => Date;
}): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
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
