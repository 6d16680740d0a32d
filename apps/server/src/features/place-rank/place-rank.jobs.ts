import { kstDate } from '@seller/shared';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/boss';
import type { PlaceRankEngine } from './place-rank.engine';
import { activeKeywords } from './place-rank.repository';

export const PLACE_CHECK_QUEUE = 'place-rank-check';
export const PLACE_DAILY_QUEUE = 'place-rank-daily';

/** Queues a job once per singleton key (pg-boss singleton), so restarted runs add nothing twice. */
export type Enqueue = (queue: string, data: object, singletonKey: string) => Promise<void>;

/**
 * Daily at 10:30 Korea time (spec 02 §9: records are written after 10:30) one check per
 * distinct place keyword across members; a failed check is retried with backoff.
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
      cron: '30 10 * * *',
      handler: async () => {
        const day = kstDate(now());
        for (const keywordNorm of await activeKeywords(deps.db)) {
          await deps.enqueue(PLACE_CHECK_QUEUE, { keywordNorm, day }, `${keywordNorm}|${day}`);
        }
      },
    },
    {
      name: PLACE_CHECK_QUEUE,
      retryLimit: 5,
      handler: async (data) => {
        const { keywordNorm, day } = data as { keywordNorm: string; day?: string };
        await deps.engine.checkKeyword(keywordNorm, day);
      },
    },
  ];
}
