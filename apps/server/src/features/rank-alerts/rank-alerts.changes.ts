import { type AlertTargetKind, type ChangeMark, kstDate } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { memoDetail } from './rank-alerts.domain';
import type { AlertsContext, MemberChange } from './rank-alerts.context';
import * as repo from './rank-alerts.repository';

/** The ports other features are wired to: members' changes, lifecycle and manager notices. */
export function alertChanges(ctx: AlertsContext) {
  const { deps, now } = ctx;
  return {
    /** Port of the rank features: records a member's change in their transaction. */
    recordChange: (tx: DbOrTx, change: MemberChange) => {
      const at = now();
      const detail = change.change === 'memo' ? memoDetail(change.detail ?? '') : change.detail;
      return repo.insertChange(tx, { ...change, detail, day: kstDate(at), at });
    },

    /** Port of goods-rank's lifecycle: a product's end or coming deletion in the bell, in its transaction. */
    lifecycleNotice: repo.saveLifecycleNotice,

    /** Port of goods-rank's lifecycle: its renewed products' notices withdrawn, deleted ones' read. */
    settleLifecycle: (tx: DbOrTx, settle: { withdraw: number[]; read: number[] }) =>
      repo.settleLifecycleNotices(tx, settle, now()),

    /** Port of provider-usage: a notice in every active manager's bell, in the caller's transaction. */
    managerNotice: repo.saveManagerNotice,

    /** Port of the rank features: their products' or places' changes since a Korea date. */
    changesOf: (
      kind: AlertTargetKind,
      ids: number[],
      since: string,
    ): Promise<(ChangeMark & { targetId: number })[]> => repo.changesSince(deps.db, kind, ids, since),
  };
}
