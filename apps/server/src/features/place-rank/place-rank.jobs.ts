import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/boss';
import { type Enqueue, dailyRankJobs } from '../../lib/rank-engine/jobs';
import type { PlaceRankEngine } from './place-rank.engine';
import { activeKeywords } from './place-rank.repository';

export const PLACE_CHECK_QUEUE = 'place-rank-check';
export const PLACE_DAILY_QUEUE = 'place-rank-daily';

/**
 * The shared daily run (lib/rank-engine/jobs): one check per distinct place keyword across
 * members; its check queue also takes the checks asked for now (lib/rank-engine/soon-checks).
 */
export function placeRankJobs(deps: {
  db: Db;
  engine: PlaceRankEngine;
  enqueue: Enqueue;
  now?: () => Date;
}): JobDefinition[] {
  return dailyRankJobs({
    dailyName: PLACE_DAILY_QUEUE,
    checkQueue: PLACE_CHECK_QUEUE,
    activeKeywords: (since) => activeKeywords(deps.db, since),
    checkKeyword: (keywordNorm, day) => deps.engine.checkKeyword(keywordNorm, day),
    enqueue: deps.enqueue,
    now: deps.now ?? (() => new Date()),
  });
}
