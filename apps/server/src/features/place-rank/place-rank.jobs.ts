import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/boss';
import { type Enqueue, dailyRankJobs } from '../../lib/rank-engine/jobs';
import { type CheckRequests, soonCheckJobs } from '../../lib/rank-engine/soon-checks';
import type { PlaceRankEngine } from './place-rank.engine';
import { activeKeywords, waitingKeywords } from './place-rank.repository';

export const PLACE_CHECK_QUEUE = 'place-rank-check';
export const PLACE_DAILY_QUEUE = 'place-rank-daily';
/** Checks asked for now: first checks, "check now", re-checks (lib/rank-engine/soon-checks.ts). */
export const PLACE_SOON_QUEUE = 'place-rank-check-soon';
const PLACE_SWEEP_QUEUE = 'place-rank-check-sweep';

/**
 * The checks asked for now and their sweep (lib/rank-engine/soon-checks), and the shared daily run
 * (lib/rank-engine/jobs): one check per distinct place keyword across members.
 */
export function placeRankJobs(deps: {
  db: Db;
  engine: PlaceRankEngine;
  enqueue: Enqueue;
  /** Where checks asked for now are queued and their lost jobs found (the app's). */
  requests: CheckRequests;
  now?: () => Date;
}): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    ...soonCheckJobs({
      queue: PLACE_SOON_QUEUE,
      sweepName: PLACE_SWEEP_QUEUE,
      checkKeyword: (keywordNorm) => deps.engine.checkKeyword(keywordNorm),
      waiting: (before) => waitingKeywords(deps.db, before),
      requests: deps.requests,
      now,
    }),
    ...dailyRankJobs({
      dailyName: PLACE_DAILY_QUEUE,
      checkQueue: PLACE_CHECK_QUEUE,
      activeKeywords: (since) => activeKeywords(deps.db, since),
      checkKeyword: (keywordNorm, day) => deps.engine.checkKeyword(keywordNorm, day),
      enqueue: deps.enqueue,
      now,
    }),
  ];
}
