import type { Db } from '../../db/client';
import { type JobDefinition, jobWith } from '../../jobs/boss';
import { hourlyCheckPayload } from '../../lib/rank-engine/payloads';
import { type Enqueue, RANK_JOB_EXPIRE_SECONDS, dailyRankJobs } from '../../lib/rank-engine/jobs';
import { CHECKS_AT_ONCE } from '../../lib/rank-engine/schedule';
import { type HourlyBudget, planHourly } from './goods-rank.domain';
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
 * the hourly budget, each keyword priced by the source's terms (goods-rank.domain planHourly);
 * the product lifecycle every 10 minutes.
 */
export function goodsRankJobs(deps: {
  db: Db;
  engine: RankEngine;
  goods: GoodsRankService;
  /** The notices of products that expired unpaid and of their coming deletion. */
  lifecycle?: GoodsLifecycle;
  /** What one hour's checks may spend (goods-rank.domain hourlyBudget). */
  hourlyBudget: HourlyBudget;
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
        const candidates = await hourlyCandidates(deps.db, now());
        for (const p of planHourly(candidates, deps.engine.profile, deps.hourlyBudget)) {
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
      handler: async ({ keywordNorm, hour, slots }) => {
        await deps.engine.checkKeywordHourly(keywordNorm, new Date(hour), slots);
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
