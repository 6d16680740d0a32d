import { MAX_KEYWORDS, normalizeKeyword } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import {
  isFirstKeyword,
  makeRepresentative,
  refuseDeletingRepresentative,
} from '../../lib/rank-engine/representative';
import type { GoodsContext } from './goods-rank.context';
import * as repo from './goods-rank.repository';

/** A tracked product's keywords: add, make representative, delete. */
export function goodsKeywords(ctx: GoodsContext) {
  const { deps, record, once } = ctx;
  return {
    /** Adds a keyword, once per Idempotency-Key (merges carries one for both of its uses). */
    addKeyword(memberId: number, input: { gdpSn: number; goodsKeyword: string }, key: string) {
      const keyword = input.goodsKeyword.trim().replace(/\s+/g, ' ');
      if (!keyword) throw new AppError('KEYWORD_REQUIRED');
      const norm = normalizeKeyword(keyword);
      const call = {
        mbrSn: memberId,
        key,
        operation: 'goods-keyword',
        request: { gdpSn: input.gdpSn, keyword },
      };
      return once(`keyword:${memberId}:${input.gdpSn}`, async () => {
        const result = await exactlyOnce(deps.db, call, async (tx) => {
          const goods = await repo.ownedGoods(tx, memberId, input.gdpSn);
          if (!goods) throw new AppError('GOODS_NOT_FOUND');
          // Lock the product row so two concurrent adds cannot both pass the limit.
          await repo.lockGoods(tx, [goods.gdpSn]);
          const existing = await repo.keywordsOfGoods(tx, [goods.gdpSn]);
          if (existing.some((k) => k.keywordNorm === norm)) throw new AppError('KEYWORD_EXISTS');
          if (existing.length >= MAX_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
          const keywordId = await repo.insertKeyword(tx, {
            gdpSn: goods.gdpSn,
            keyword,
            keywordNorm: norm,
            representative: isFirstKeyword(existing.length),
          });
          await record(tx, memberId, goods.gdpSn, 'keywordAdd', keyword);
          return { gdkdSn: keywordId };
        });
        deps.checkSoon(norm);
        return result;
      });
    },

    async setRepresentative(memberId: number, goodsId: number, keywordId: number) {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, memberId, keywordId);
        if (!k || k.gdpSn !== goodsId) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockGoods(tx, [goodsId]);
        if (await makeRepresentative(tx, repo.goodsRankStore.tables, goodsId, keywordId)) {
          await record(tx, memberId, goodsId, 'representative', k.keyword);
        }
      });
    },

    async deleteKeyword(memberId: number, keywordId: number) {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, memberId, keywordId);
        if (!k) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockGoods(tx, [k.gdpSn]);
        await refuseDeletingRepresentative(tx, repo.goodsRankStore.tables, keywordId);
        await repo.deleteKeyword(tx, keywordId);
        await record(tx, memberId, k.gdpSn, 'keywordDelete', k.keyword);
      });
    },
  };
}
