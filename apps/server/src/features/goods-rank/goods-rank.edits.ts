import { CHECK_NOW_PER_DAY, kstDate } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { GoodsContext } from './goods-rank.context';
import * as repo from './goods-rank.repository';

/** The member's edits of tracked products: delete, reorder, check now, memo, auto-renew. */
export function goodsEdits(ctx: GoodsContext) {
  const { deps, now, record } = ctx;
  return {
    /** Deletes the member's products; any id that is not theirs refuses the whole request. */
    async remove(memberId: number, gdpSns: number[]) {
      const ids = [...new Set(gdpSns)];
      if (ids.length === 0) throw new AppError('NO_ITEMS_SELECTED');
      const deleted = await deps.db.transaction(async (tx) => {
        // Ownership first, so another member's products are never locked, let alone deleted.
        const owned = await repo.ownedGoodsIds(tx, memberId, ids);
        if (owned.length !== ids.length) throw new AppError('GOODS_NOT_FOUND');
        await repo.lockGoods(tx, ids);
        return repo.deleteOwnedGoods(tx, memberId, ids);
      });
      return { deleted };
    },

    async reorder(memberId: number, gdpSns: number[]) {
      await deps.db.transaction(async (tx) => {
        const owned = new Set((await repo.goodsOfMember(tx, memberId)).map((g) => g.gdpSn));
        if (gdpSns.some((id) => !owned.has(id))) throw new AppError('GOODS_NOT_FOUND');
        await repo.lockGoods(tx, gdpSns);
        for (const [i, goodsId] of gdpSns.entries()) {
          await repo.setSortOrder(tx, goodsId, i);
        }
      });
    },

    /**
     * "Check now" (issue 23 point 2): queues a check of each of the product's keywords at once,
     * free, at most CHECK_NOW_PER_DAY times a Korea day per product (counted on the product row,
     * so every instance sees the same count). A keyword's check ranks every product tracked on it.
     */
    async checkNow(memberId: number, goodsId: number): Promise<{ left: number; keywords: number }> {
      const at = now();
      const keywords = await deps.db.transaction(async (tx) => {
        const goods = await repo.ownedGoods(tx, memberId, goodsId);
        if (!goods) throw new AppError('GOODS_NOT_FOUND');
        if (goods.coinEndAt <= at) throw new AppError('CHECK_NOW_EXPIRED');
        const keywords = await repo.keywordsOfGoods(tx, [goodsId]);
        if (keywords.length === 0) throw new AppError('CHECK_NOW_NO_KEYWORDS');
        const count = await repo.goodsRankStore.claimCheckNow(
          tx,
          goodsId,
          kstDate(at),
          at,
          CHECK_NOW_PER_DAY,
        );
        if (count === null) throw new AppError('CHECK_NOW_LIMIT');
        return { norms: [...new Set(keywords.map((k) => k.keywordNorm))], left: CHECK_NOW_PER_DAY - count };
      });
      for (const norm of keywords.norms) deps.checkSoon(norm);
      return { left: keywords.left, keywords: keywords.norms.length };
    },

    async saveMemo(memberId: number, goodsId: number, content: string) {
      return deps.db.transaction(async (tx) => {
        const before = await repo.ownedGoods(tx, memberId, goodsId);
        const saved = await repo.setMemo(tx, memberId, goodsId, content);
        if (!saved) throw new AppError('GOODS_NOT_FOUND');
        if (before && before.memo !== saved.memo) await record(tx, memberId, goodsId, 'memo', saved.memo);
        return { content: saved.memo };
      });
    },

    /**
     * A withdrawn member's products end now and never renew, in the withdrawal's transaction
     * (the daily clean-up deletes them DELETE_AFTER_DAYS later). Answers how many were running.
     */
    stopMemberGoods: (tx: DbOrTx, memberId: number, at: Date): Promise<number> =>
      repo.stopMemberGoods(tx, memberId, at),

    async setAutoRenew(memberId: number, goodsId: number, on: boolean) {
      if (!(await repo.updateOwnedGoods(deps.db, memberId, goodsId, { autoRenew: on }))) {
        throw new AppError('GOODS_NOT_FOUND');
      }
    },
  };
}
