import { ko } from '@seller/shared';
import { MAP_COINS_PER_POINT } from '@seller/shared/rules/place-rank-map';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/boss';
import type { CoinsPort } from '../coins/index';
import * as repo from './place-rank-map.repository';

const m = ko.placeRankMap;

/** The queue of one point's check (one job per point, across workers). */
export const MAP_POINT_QUEUE = 'place-map-point';
/** The ledger ref of a scan's spend and of its failed points' give-backs. */
export const MAP_REF_TYPE = 'place-map-scan';
/** A running scan whose points are still pending after this long lost their jobs: sent again… */
const RESEND_AFTER_MS = 5 * 60_000;
/** …and after this long its pending points are failed (and refunded), and the scan ends. */
const ABANDON_AFTER_MS = 30 * 60_000;

/**
 * A scan's points after its start: their jobs sent, each ended once with its count and its
 * give-back, and the sweep of scans whose jobs were lost.
 */
export function createMapPoints(deps: {
  db: Db;
  jobs: JobQueue;
  coins: Pick<CoinsPort, 'giveBack'>;
  now: () => Date;
}) {
  const { db } = deps;

  /** Queues every pending point's job (a repeat of a live job is dropped by its singleton key). */
  async function send(scanId: number, idxs: number[]) {
    for (const idx of idxs)
      await deps.jobs.send(
        MAP_POINT_QUEUE,
        { scanId, idx },
        { singletonKey: `${scanId}:${idx}`, singletonSeconds: RESEND_AFTER_MS / 1000, retryLimit: 3 },
      );
  }

  /** Ends points with their outcomes: each once, with its count and (failed) its coin given back. */
  async function end(scan: repo.ScanRow, outcomes: { idx: number; outcome: repo.PointOutcome }[]) {
    const at = deps.now();
    await db.transaction(async (tx) => {
      for (const { idx, outcome } of outcomes) {
        if (!(await repo.endPoint(tx, scan.id, idx, outcome, at))) continue;
        const failed = outcome.status === 'failed';
        if (failed)
          await deps.coins.giveBack(tx, {
            mbrSn: scan.mbrSn,
            coins: MAP_COINS_PER_POINT,
            kind: 'MAP_REFUND',
            refType: MAP_REF_TYPE,
            refId: String(scan.id),
            memo: m.refundMemo(scan.keywordNorm),
          });
        await repo.countPoint(
          tx,
          scan.id,
          { points: failed ? 1 : 0, coins: failed ? MAP_COINS_PER_POINT : 0 },
          at,
        );
      }
    });
  }

  /** Lost point jobs are sent again after 5 minutes; after 30 the points left fail (and are refunded). */
  async function sweep(at: Date): Promise<number> {
    const stale = await repo.staleRunning(db, new Date(at.getTime() - RESEND_AFTER_MS));
    let swept = 0;
    for (const scan of stale.scans) {
      const idxs = stale.pending.filter((p) => p.scanId === scan.id).map((p) => p.idx);
      if (at.getTime() - scan.createdAt.getTime() >= ABANDON_AFTER_MS) {
        const failed = { status: 'failed' as const, rank: null, pages: 0, top: [] };
        await end(
          scan,
          idxs.map((idx) => ({ idx, outcome: failed })),
        );
        swept += idxs.length;
      } else await send(scan.id, idxs);
    }
    return swept;
  }

  return { send, end, sweep };
}
