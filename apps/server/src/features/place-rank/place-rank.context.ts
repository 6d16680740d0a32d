import type { ChangeKind, ChangeMark } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { createActionGuard } from '../../lib/action-guard';
import type { PlaceListPort } from './place-rank.ports';

/*
 * What every use case of place tracking shares (issue 38 §4: the service is split by use case,
 * place-rank.service.ts composes them): the dependencies, the clock, the change record and the
 * double-submit guard.
 */

export interface PlaceRankDeps {
  db: Db;
  places: PlaceListPort;
  /** Queues a check of one keyword now (a job: lib/rank-engine/soon-checks.ts). */
  checkSoon: (keywordNorm: string) => void;
  now?: () => Date;
  /**
   * The member's own keyword changes, kept in the change's transaction so the rank chart can
   * mark them (rank-alerts; the app wires it).
   */
  recordChange?: (tx: DbOrTx, change: PlaceChange) => Promise<void>;
  /** Places' recorded changes since a Korea date, oldest first. */
  changesOf?: (plceSns: number[], since: string) => Promise<(ChangeMark & { targetId: number })[]>;
}

interface PlaceChange {
  mbrSn: number;
  kind: 'place';
  targetId: number;
  change: ChangeKind;
  detail: string | null;
}

export const text = (v: string | number | undefined): string => String(v ?? '');

/** The shared parts of the place-rank use cases (see the top of this file). */
export function createPlaceContext(deps: PlaceRankDeps) {
  const now = deps.now ?? (() => new Date());
  const record = async (
    tx: DbOrTx,
    memberId: number,
    trackedPlaceId: number,
    change: ChangeKind,
    detail: string,
  ) => {
    await deps.recordChange?.(tx, {
      mbrSn: memberId,
      kind: 'place',
      targetId: trackedPlaceId,
      change,
      detail,
    });
  };

  /** A member's double submit of the same action answers 'already processing', on any instance. */
  const once = createActionGuard(deps.db, 'place-rank');

  return { deps, now, record, once };
}

export type PlaceContext = ReturnType<typeof createPlaceContext>;
