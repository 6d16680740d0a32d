import { z } from 'zod';
import { type JobDefinition, jobWith } from '../../jobs/boss';
import { MAP_POINT_QUEUE } from './place-rank-map.points';
import type { PlaceRankMapService } from './place-rank-map.service';

const MAP_TICK_QUEUE = 'place-map-tick';

/** Points a worker checks at once: a 7×7 scan spreads over a few fetches of every worker. */
const POINTS_AT_ONCE = 8;

const pointPayload = z.object({ scanId: z.number().int().positive(), idx: z.number().int().min(0) });

/**
 * 순위 지도's jobs (issue 41): one job per point (any worker takes it; a point already ended is
 * not checked again, so a retry or a dead worker's expired job changes nothing twice), and the tick
 * every 10 minutes — pg-boss's cron, which fires once across instances — that starts the day's
 * weekly scans (claimed in the database, so they survive restarts and run once) and sweeps scans
 * whose jobs were lost.
 */
export function placeRankMapJobs(deps: { maps: PlaceRankMapService }): JobDefinition[] {
  return [
    jobWith({
      name: MAP_POINT_QUEUE,
      payload: pointPayload,
      retryLimit: 3,
      // A point's worst honest run: 4 pages with the adapter's retries (well under a minute).
      expireInSeconds: 5 * 60,
      batchSize: POINTS_AT_ONCE,
      handler: ({ scanId, idx }) => deps.maps.runPoint(scanId, idx),
    }),
    {
      name: MAP_TICK_QUEUE,
      cron: '*/10 * * * *',
      retryLimit: 1,
      expireInSeconds: 10 * 60,
      handler: async () => {
        await deps.maps.tick();
      },
    },
  ];
}
